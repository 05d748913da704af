import { type RouletteBet, rouletteParams } from '@casino/shared';
import { describe, expect, it } from 'vitest';
import { rouletteEngine, rouletteRtpExact } from './roulette.ts';

const TWO_32 = 2n ** 32n;
const ceilDiv = (a: bigint, b: bigint) => (a + b - 1n) / b;
const gridCount = (pocket: number) =>
  ceilDiv(BigInt(pocket + 1) * TWO_32, 37n) - ceilDiv(BigInt(pocket) * TWO_32, 37n);

describe('roulette', () => {
  it('one float picks the pocket; the chips covering it pay', () => {
    const bets: RouletteBet[] = [
      { type: 'straight', numbers: [0], share: 1 },
      { type: 'red', share: 3 },
    ];
    expect(rouletteEngine.play({ bets }, [0])).toEqual({
      multiplier: 90_000n, // 36 × 1 / 4
      outcome: { pocket: 0, color: 'green', bets, winning: [0] },
    });
    const last = rouletteEngine.play({ bets }, [1 - 2 ** -32]);
    expect(last.outcome).toMatchObject({ pocket: 36, color: 'red', winning: [1] });
    expect(last.multiplier).toBe(15_000n); // 2 × 3 / 4
    expect(rouletteEngine.maxMultiplier({ bets })).toBe(90_000n);
    expect(rouletteEngine.floatsNeeded({ bets })).toBe(1);
    expect(rouletteEngine.params).toBe(rouletteParams);
  });

  it('exact 36/37 for the catalog’s red bet and every layout whose shares divide 10^4', () => {
    expect(rouletteRtpExact(rouletteEngine.defaultParams)).toEqual({ numerator: 36n, denominator: 37n });
    expect(rouletteEngine.catalogRtp).toBeCloseTo(36 / 37, 15);
    const layout: RouletteBet[] = [
      { type: 'corner', numbers: [0, 1, 2, 3], share: 2 },
      { type: 'line', numbers: [31, 32, 33, 34, 35, 36], share: 1 },
      { type: 'column', index: 1, share: 1 },
      { type: 'odd', share: 1 },
    ];
    expect(rouletteRtpExact({ bets: layout })).toEqual({ numerator: 36n, denominator: 37n });
    // Shares of 3 with a split: 18 / 3 = 6 exactly, still 36/37; a 7-share mix floors.
    const floored: RouletteBet[] = [
      { type: 'straight', numbers: [1], share: 3 },
      { type: 'split', numbers: [2, 3], share: 4 },
    ];
    const rtp = rouletteEngine.rtp({ bets: floored });
    expect(rtp).toBeLessThanOrEqual(36 / 37);
    expect(rtp).toBeGreaterThan(36 / 37 - 1e-4);
  });

  it('on the 2^32 float grid a straight returns within 10^-8 of 36/37', () => {
    let total = 0n;
    for (let pocket = 0; pocket < 37; pocket++) {
      const count = gridCount(pocket);
      total += count;
      const grid = (Number(count) * 36) / 2 ** 32;
      expect(Math.abs(grid - 36 / 37)).toBeLessThan(1e-8);
      // The engine lands on this pocket at the pocket's first float.
      const start = ceilDiv(BigInt(pocket) * TWO_32, 37n);
      expect(
        rouletteEngine.play({ bets: [{ type: 'red', share: 1 }] }, [Number(start) / 2 ** 32]).outcome.pocket,
      ).toBe(pocket);
    }
    expect(total).toBe(TWO_32);
  });
});
