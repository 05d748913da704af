import {
  BLACKJACK_FLOATS_NEEDED,
  basicStrategy,
  blackjackAct,
  blackjackPayout,
  blackjackStake,
  blackjackStart,
} from '@casino/shared';
import { describe, expect, it } from 'vitest';
import { BLACKJACK_RTP, blackjackEngine } from './blackjack.ts';
import { floatStream } from './test/float-source.ts';
import { RunningStats } from './test/stats.ts';

describe('blackjack engine', () => {
  it('basic strategy over 60,000 seeded rounds agrees with the stated RTP (|z| < 4)', () => {
    const stream = floatStream('blackjack rtp test');
    const floats = new Array<number>(BLACKJACK_FLOATS_NEEDED).fill(0);
    const stats = new RunningStats();
    for (let i = 0; i < 60_000; i++) {
      let round = blackjackStart(stream.fill(floats));
      while (round.status === 'open') round = blackjackAct(round, basicStrategy(round));
      stats.add(1 + Number(blackjackPayout(round, 1_000n) - blackjackStake(round, 1_000n)) / 1_000);
    }
    expect(Math.abs(stats.z(BLACKJACK_RTP))).toBeLessThan(4);
    expect(BLACKJACK_RTP).toBeGreaterThan(0.994);
    expect(BLACKJACK_RTP).toBeLessThan(0.996);
  });

  it('reports stake, payout and the multiplier of the whole stake', () => {
    // Player 10, 9 against a dealer 7 and 10: stand, 19 beats 17.
    const floats = [9, 6, 8, 9].map((card) => (card + 0.5) / 52);
    const round = blackjackEngine.act(blackjackEngine.start({}, [...floats, ...new Array(60).fill(0.1)]), {
      action: 'stand',
    });
    expect(blackjackEngine.done(round)).toBe(true);
    expect(blackjackEngine.result(round, 100n)).toEqual({ payout: 200n, multiplier: 20_000n });
    expect(blackjackEngine.refuse?.(round, { action: 'insurance', take: true }, 1n)).toBe(
      'insurance_too_small',
    );
  });
});
