/**
 * Exact RTP against simulation: |z| < 4, z = (mean − rtp) / (sd / √n), per game and setting. Floats from
 * the deterministic AES-CTR stream (same 4-byte reading as the fairness scheme), so runs are repeatable.
 */
import { type DiceParams, type LimboParams, PLINKO_RISKS, type PlinkoParams } from '@casino/shared';
import { describe, expect, it } from 'vitest';
import { diceEngine } from './dice.ts';
import { limboEngine } from './limbo.ts';
import { minesBoard, minesMultiplier, minesStrategyRtp } from './mines.ts';
import { plinkoEngine } from './plinko.ts';
import { floatStream } from './test/float-source.ts';
import { RunningStats } from './test/stats.ts';
import type { InstantEngine } from './types.ts';

function simulate<P>(engine: InstantEngine<P>, params: P, rounds: number, seed: string): RunningStats {
  const stream = floatStream(seed);
  const floats = new Array<number>(engine.floatsNeeded(params)).fill(0);
  const stats = new RunningStats();
  for (let i = 0; i < rounds; i++) {
    stats.add(Number(engine.play(params, stream.fill(floats)).multiplier) / 10_000);
  }
  return stats;
}

describe('RTP by simulation', () => {
  const dice: DiceParams[] = [
    { target: 50.5, condition: 'over' },
    { target: 50, condition: 'under' },
    { target: 90, condition: 'over' },
    { target: 10, condition: 'under' },
  ];
  it.each(dice)('dice $condition $target', (params) => {
    const stats = simulate(diceEngine, params, 300_000, `dice ${params.condition} ${params.target}`);
    expect(Math.abs(stats.z(diceEngine.rtp(params)))).toBeLessThan(4);
  });

  const limbo: LimboParams[] = [{ target: 2 }, { target: 10 }, { target: 100 }];
  it.each(limbo)('limbo $target×', (params) => {
    const stats = simulate(limboEngine, params, 300_000, `limbo ${params.target}`);
    expect(Math.abs(stats.z(limboEngine.rtp(params)))).toBeLessThan(4);
  });

  const plinko: PlinkoParams[] = [8, 12, 16].flatMap((rows) => PLINKO_RISKS.map((risk) => ({ rows, risk })));
  it.each(plinko)('plinko $rows rows $risk', (params) => {
    const stats = simulate(plinkoEngine, params, 100_000, `plinko ${params.rows} ${params.risk}`);
    expect(Math.abs(stats.z(plinkoEngine.rtp(params)))).toBeLessThan(4);
  });

  // Strategy: reveal tiles 0, 1, 2, … and cash out after `reveals` safe ones (the board is uniform, so the
  // order does not matter).
  const mines = [
    { mines: 1, reveals: 5 },
    { mines: 3, reveals: 3 },
    { mines: 10, reveals: 2 },
  ];
  it.each(mines)('mines $mines, cash out after $reveals', ({ mines, reveals }) => {
    const stream = floatStream(`mines ${mines} ${reveals}`);
    const floats = new Array<number>(mines).fill(0);
    const payout = Number(minesMultiplier(mines, reveals)) / 10_000;
    const stats = new RunningStats();
    for (let i = 0; i < 200_000; i++) {
      const board = minesBoard(stream.fill(floats), mines);
      stats.add(board.every((tile) => tile >= reveals) ? payout : 0);
    }
    expect(Math.abs(stats.z(minesStrategyRtp(mines, reveals)))).toBeLessThan(4);
  });

  it('a wrong RTP is caught: dice against 0.99 × 1.02', () => {
    const params: DiceParams = { target: 50.5, condition: 'over' };
    const stats = simulate(diceEngine, params, 300_000, 'dice wrong');
    expect(Math.abs(stats.z(diceEngine.rtp(params) * 1.02))).toBeGreaterThan(4);
  });
});
