import { HILO_FLOATS_NEEDED, hiloAct, hiloResultMultiplier, hiloStart } from '@casino/shared';
import { describe, expect, it } from 'vitest';
import { hiloEngine, hiloStrategyRtp, likelierGuess } from './hilo.ts';
import { floatStream } from './test/float-source.ts';
import { RunningStats } from './test/stats.ts';

describe('hi-lo engine', () => {
  it('cashing out after one right guess returns 99 % less the flooring, after three 0.99^3 at most', () => {
    expect(hiloStrategyRtp(1)).toBeLessThanOrEqual(0.99);
    expect(hiloStrategyRtp(1)).toBeGreaterThan(0.9899);
    expect(hiloStrategyRtp(3)).toBeLessThanOrEqual(0.99 ** 3);
    expect(hiloStrategyRtp(3)).toBeGreaterThan(0.99 ** 3 - 0.001);
  });

  it('the exact figure agrees with 100,000 seeded rounds (|z| < 4)', () => {
    const stream = floatStream('hilo rtp test');
    const floats = new Array<number>(HILO_FLOATS_NEEDED).fill(0);
    const stats = new RunningStats();
    for (let i = 0; i < 100_000; i++) {
      let round = hiloStart(stream.fill(floats));
      while (round.status === 'open' && round.guesses < 2) {
        const card = round.history[round.history.length - 1]?.card ?? 0;
        round = hiloAct(round, { action: 'guess', guess: likelierGuess(card % 13) });
      }
      if (round.status === 'open') round = hiloAct(round, { action: 'cashout' });
      stats.add(Number(hiloResultMultiplier(round)) / 10_000);
    }
    expect(Math.abs(stats.z(hiloStrategyRtp(2)))).toBeLessThan(4);
  });

  it('checks the max payout against the multiplier a guess would reach', () => {
    const round = hiloEngine.start({}, new Array(HILO_FLOATS_NEEDED).fill(0.999));
    // A king: "higher or same" wins on a king only, 12.87×.
    expect(hiloEngine.reachIfWon?.(round, { action: 'guess', guess: 'higher' })).toBe(128_700n);
    expect(hiloEngine.reachIfWon?.(round, { action: 'skip' })).toBeNull();
  });
});
