import {
  diceParams,
  GAME_IDS,
  generateFloats,
  kenoParams,
  limboParams,
  plinkoParams,
  rouletteParams,
  SLOT_MACHINE_IDS,
  slotParams,
  wheelParams,
} from '@casino/shared';
import { describe, expect, it } from 'vitest';
import { instantEngines, MINES_FLOATS_NEEDED, minesBoard, minesGame } from './index.ts';
import { fairnessFloatsSync, floatStream } from './test/float-source.ts';

const SAMPLE_PARAMS: Record<string, unknown[]> = {
  dice: [
    { target: 50.5, condition: 'over' },
    { target: 0.01, condition: 'under' },
    { target: 99.99, condition: 'over' },
  ],
  limbo: [{ target: 1.01 }, { target: 2 }, { target: 1_000_000 }],
  plinko: [
    { rows: 8, risk: 'low' },
    { rows: 16, risk: 'high' },
  ],
  keno: [
    { risk: 'high', picks: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] },
    { risk: 'low', picks: [40] },
  ],
  wheel: [
    { risk: 'high', segments: 50 },
    { risk: 'low', segments: 10 },
  ],
  roulette: [
    { bets: [{ type: 'straight', numbers: [17], share: 1 }] },
    {
      bets: [
        { type: 'split', numbers: [0, 3], share: 2 },
        { type: 'dozen', index: 2, share: 5 },
        { type: 'even', share: 3 },
      ],
    },
  ],
};

describe('engine registry', () => {
  it('has dice, limbo, plinko, keno, wheel, roulette and every slot machine, each with its shared schema', () => {
    expect(Object.keys(instantEngines).sort()).toEqual(
      ['dice', 'limbo', 'plinko', 'keno', 'wheel', 'roulette', ...SLOT_MACHINE_IDS].sort(),
    );
    for (const [id, engine] of Object.entries(instantEngines)) {
      expect(engine.id).toBe(id);
      expect(GAME_IDS).toContain(id);
    }
    expect(instantEngines.dice?.params).toBe(diceParams);
    expect(instantEngines.limbo?.params).toBe(limboParams);
    expect(instantEngines.plinko?.params).toBe(plinkoParams);
    expect(instantEngines.keno?.params).toBe(kenoParams);
    expect(instantEngines.wheel?.params).toBe(wheelParams);
    expect(instantEngines.roulette?.params).toBe(rouletteParams);
    for (const id of SLOT_MACHINE_IDS) expect(instantEngines[id]?.params).toBe(slotParams);
    expect(minesGame.floatsNeeded).toBe(MINES_FLOATS_NEEDED);
  });

  it('every engine: default params parse, catalog RTP = rtp(default), outcomes JSON-safe, multiplier ≤ max', () => {
    const stream = floatStream('registry');
    for (const engine of Object.values(instantEngines)) {
      expect(engine.params.parse(engine.defaultParams)).toEqual(engine.defaultParams);
      expect(engine.catalogRtp).toBe(engine.rtp(engine.defaultParams));
      expect(engine.catalogRtp).toBeGreaterThan(0.95);
      expect(engine.catalogRtp).toBeLessThan(0.991);
      for (const params of [engine.defaultParams, ...(SAMPLE_PARAMS[engine.id] ?? [])]) {
        const parsed = engine.params.parse(params);
        const needed = engine.floatsNeeded(parsed);
        for (let i = 0; i < 200; i++) {
          const floats = stream.fill(new Array(needed).fill(0));
          const { multiplier, outcome } = engine.play(parsed, floats);
          expect(multiplier >= 0n && multiplier <= engine.maxMultiplier(parsed)).toBe(true);
          expect(JSON.parse(JSON.stringify(outcome))).toEqual(outcome);
          // Deterministic: the same floats, the same result.
          expect(engine.play(parsed, floats)).toEqual({ multiplier, outcome });
        }
      }
    }
  });

  it('the node:crypto float source of the tests is the shared fairness scheme', async () => {
    for (const [serverSeed, clientSeed, nonce, count] of [
      ['a'.repeat(64), 'client', 0, 20],
      ['seed', 'другой', 17, 255],
    ] as const) {
      expect(fairnessFloatsSync(serverSeed, clientSeed, nonce, count)).toEqual(
        await generateFloats({ serverSeed, clientSeed, nonce }, count),
      );
    }
  });

  it('the mines board comes from the fairness floats', async () => {
    const floats = await generateFloats(
      { serverSeed: 'seed', clientSeed: 'client', nonce: 3 },
      MINES_FLOATS_NEEDED,
    );
    const board = minesBoard(floats, 24);
    expect(new Set(board).size).toBe(24);
    expect(board.every((tile) => Number.isInteger(tile) && tile >= 0 && tile < 25)).toBe(true);
  });
});
