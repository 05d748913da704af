/**
 * Exact RTP against simulation: |z| < 4, z = (mean − rtp) / (sd / √n), per game and setting. Floats from
 * the deterministic AES-CTR stream (same 4-byte reading as the fairness scheme), so runs are repeatable.
 */
import {
  type DiceParams,
  KENO_RISKS,
  type KenoParams,
  type LimboParams,
  PLINKO_RISKS,
  type PlinkoParams,
  type RouletteParams,
  WHEEL_RISKS,
  type WheelParams,
} from '@casino/shared';
import { describe, expect, it } from 'vitest';
import { diceEngine } from './dice.ts';
import { kenoEngine } from './keno.ts';
import { limboEngine } from './limbo.ts';
import { minesBoard, minesMultiplier, minesStrategyRtp } from './mines.ts';
import { plinkoEngine } from './plinko.ts';
import { rouletteEngine } from './roulette.ts';
import { floatStream } from './test/float-source.ts';
import { RunningStats } from './test/stats.ts';
import type { InstantEngine } from './types.ts';
import { wheelEngine } from './wheel.ts';

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

  const keno: KenoParams[] = KENO_RISKS.flatMap((risk) => [
    { risk, picks: [7] },
    { risk, picks: [3, 9, 14, 22, 31] },
    { risk, picks: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] },
  ]);
  it.each(keno)('keno $risk, $picks.length picks', (params) => {
    const stats = simulate(kenoEngine, params, 100_000, `keno ${params.risk} ${params.picks.length}`);
    expect(Math.abs(stats.z(kenoEngine.rtp(params)))).toBeLessThan(4);
  });

  const wheel: WheelParams[] = WHEEL_RISKS.flatMap((risk) =>
    [10, 50].map((segments) => ({ risk, segments })),
  );
  it.each(wheel)('wheel $risk $segments segments', (params) => {
    const stats = simulate(wheelEngine, params, 200_000, `wheel ${params.risk} ${params.segments}`);
    expect(Math.abs(stats.z(wheelEngine.rtp(params)))).toBeLessThan(4);
  });

  const roulette: Array<{ name: string; params: RouletteParams }> = [
    { name: 'straight 17', params: { bets: [{ type: 'straight', numbers: [17], share: 1 }] } },
    { name: 'corner 0-1-2-3', params: { bets: [{ type: 'corner', numbers: [0, 1, 2, 3], share: 1 }] } },
    { name: 'red', params: { bets: [{ type: 'red', share: 1 }] } },
    {
      name: 'split + column + low',
      params: {
        bets: [
          { type: 'split', numbers: [8, 11], share: 1 },
          { type: 'column', index: 0, share: 2 },
          { type: 'low', share: 2 },
        ],
      },
    },
  ];
  it.each(roulette)('roulette $name', ({ name, params }) => {
    const stats = simulate(rouletteEngine, params, 200_000, `roulette ${name}`);
    expect(Math.abs(stats.z(rouletteEngine.rtp(params)))).toBeLessThan(4);
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
