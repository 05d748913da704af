import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { roulettePocket } from '../fairness/outcomes.ts';
import {
  coveredNumbers,
  covers,
  isLegalSpot,
  pocketColor,
  RED_NUMBERS,
  ROULETTE_INSIDE_BETS,
  ROULETTE_SPOT_SIZE,
  ROULETTE_WHEEL_ORDER,
  type RouletteInsideBet,
  rouletteMaxMultiplier,
  rouletteMultiplier,
  rouletteRtpFraction,
  spotReturn,
  winningBets,
} from './rules.ts';
import { ROULETTE_MAX_CHIPS, type RouletteBet, rouletteParams } from './schema.ts';

/**
 * The legal inside spots worked out from the table's geometry, independently of `isLegalSpot`: a number n
 * of 1–36 sits at row ⌈n / 3⌉, column (n − 1) mod 3; zero touches 1, 2 and 3.
 */
const at = (row: number, col: number) => row * 3 + col + 1;
const key = (numbers: number[]) => [...numbers].sort((a, b) => a - b).join('-');
function legalSpots(): Record<RouletteInsideBet, Set<string>> {
  const spots: Record<RouletteInsideBet, Set<string>> = {
    straight: new Set(),
    split: new Set(),
    street: new Set(),
    corner: new Set(),
    line: new Set(),
  };
  for (let n = 0; n <= 36; n++) spots.straight.add(key([n]));
  for (let row = 0; row < 12; row++) {
    spots.street.add(key([at(row, 0), at(row, 1), at(row, 2)]));
    for (let col = 0; col < 3; col++) {
      if (col < 2) spots.split.add(key([at(row, col), at(row, col + 1)]));
      if (row < 11) spots.split.add(key([at(row, col), at(row + 1, col)]));
      if (col < 2 && row < 11)
        spots.corner.add(key([at(row, col), at(row, col + 1), at(row + 1, col), at(row + 1, col + 1)]));
    }
    if (row < 11) spots.line.add(key([0, 1, 2].flatMap((col) => [at(row, col), at(row + 1, col)])));
  }
  for (const n of [1, 2, 3]) spots.split.add(key([0, n]));
  spots.street.add(key([0, 1, 2]));
  spots.street.add(key([0, 2, 3]));
  spots.corner.add(key([0, 1, 2, 3]));
  return spots;
}
const LEGAL = legalSpots();

const insideType = fc.constantFrom(...ROULETTE_INSIDE_BETS);
const legalChip: fc.Arbitrary<RouletteBet> = fc.oneof(
  insideType.chain((type) =>
    fc.record({
      type: fc.constant(type),
      numbers: fc.constantFrom(...[...LEGAL[type]].map((k) => k.split('-').map(Number))),
      share: fc.integer({ min: 1, max: 20 }),
    }),
  ),
  fc.record({
    type: fc.constantFrom('dozen' as const, 'column' as const),
    index: fc.integer({ min: 0, max: 2 }),
    share: fc.integer({ min: 1, max: 20 }),
  }),
  fc.record({
    type: fc.constantFrom(
      'red' as const,
      'black' as const,
      'even' as const,
      'odd' as const,
      'low' as const,
      'high' as const,
    ),
    share: fc.integer({ min: 1, max: 20 }),
  }),
);
const layout = fc.uniqueArray(legalChip, {
  minLength: 1,
  maxLength: 8,
  selector: (bet) =>
    JSON.stringify({ ...bet, share: 0, numbers: 'numbers' in bet ? key(bet.numbers) : null }),
});

describe('roulette table', () => {
  it('spot counts: 37 straights, 60 + 3 splits, 12 + 2 streets, 22 + 1 corners, 11 lines', () => {
    expect(LEGAL.straight.size).toBe(37);
    expect(LEGAL.split.size).toBe(60);
    expect(LEGAL.street.size).toBe(14);
    expect(LEGAL.corner.size).toBe(23);
    expect(LEGAL.line.size).toBe(11);
  });

  it('isLegalSpot accepts exactly the legal shapes, in any order', () => {
    fc.assert(
      fc.property(
        insideType,
        fc.array(fc.integer({ min: -1, max: 37 }), { minLength: 0, maxLength: 7 }),
        (type, numbers) => {
          const legal = numbers.length === ROULETTE_SPOT_SIZE[type] && LEGAL[type].has(key(numbers));
          expect(isLegalSpot(type, numbers)).toBe(legal);
        },
      ),
      { numRuns: 2000 },
    );
    // And every legal spot, shuffled.
    for (const type of ROULETTE_INSIDE_BETS) {
      for (const spot of LEGAL[type]) {
        const numbers = spot.split('-').map(Number).reverse();
        expect(isLegalSpot(type, numbers)).toBe(true);
      }
    }
    // Near misses: across a row's end, diagonal, a 3-number "corner", a gap.
    expect(isLegalSpot('split', [3, 4])).toBe(false);
    expect(isLegalSpot('split', [1, 5])).toBe(false);
    expect(isLegalSpot('split', [1, 1])).toBe(false);
    expect(isLegalSpot('split', [0, 4])).toBe(false);
    expect(isLegalSpot('corner', [2, 3, 5, 6])).toBe(true);
    expect(isLegalSpot('corner', [3, 4, 6, 7])).toBe(false);
    expect(isLegalSpot('street', [2, 3, 4])).toBe(false);
    expect(isLegalSpot('street', [0, 1, 3])).toBe(false);
    expect(isLegalSpot('line', [34, 35, 36, 37, 38, 39])).toBe(false);
    expect(isLegalSpot('line', [0, 1, 2, 3, 4, 5])).toBe(false);
  });

  it('outside bets cover their numbers; 18 red, the wheel holds every pocket once', () => {
    expect(RED_NUMBERS).toHaveLength(18);
    expect([...ROULETTE_WHEEL_ORDER].sort((a, b) => a - b)).toEqual(Array.from({ length: 37 }, (_, i) => i));
    // Neighbours on the wheel alternate colours, zero aside.
    ROULETTE_WHEEL_ORDER.slice(1, -1).forEach((n, i) => {
      expect(pocketColor(n)).not.toBe(pocketColor(ROULETTE_WHEEL_ORDER[i + 2] as number));
    });
    expect(coveredNumbers({ type: 'dozen', index: 1, share: 1 })).toEqual(
      Array.from({ length: 12 }, (_, i) => 13 + i),
    );
    expect(coveredNumbers({ type: 'column', index: 2, share: 1 })).toEqual([
      3, 6, 9, 12, 15, 18, 21, 24, 27, 30, 33, 36,
    ]);
    for (const type of ['red', 'black', 'even', 'odd', 'low', 'high'] as const) {
      const numbers = coveredNumbers({ type, share: 1 });
      expect(numbers).toHaveLength(18);
      expect(numbers).not.toContain(0);
    }
    expect(pocketColor(0)).toBe('green');
    expect(pocketColor(32)).toBe('red');
    expect(pocketColor(15)).toBe('black');
  });

  it('covers(bet, pocket) is membership in its numbers, for every chip and pocket', () => {
    fc.assert(
      fc.property(legalChip, fc.integer({ min: 0, max: 36 }), (bet, pocket) => {
        expect(covers(bet, pocket)).toBe(coveredNumbers(bet).includes(pocket));
        expect(spotReturn(bet)).toBe(36 / coveredNumbers(bet).length);
      }),
      { numRuns: 3000 },
    );
  });

  it('pays 36 / covered of the share: 35:1 straight … 1:1 even money', () => {
    const one = (bet: RouletteBet, pocket: number) => rouletteMultiplier([bet], pocket);
    expect(one({ type: 'straight', numbers: [17], share: 1 }, 17)).toBe(360_000n);
    expect(one({ type: 'straight', numbers: [17], share: 1 }, 18)).toBe(0n);
    expect(one({ type: 'split', numbers: [0, 2], share: 3 }, 0)).toBe(180_000n);
    expect(one({ type: 'street', numbers: [4, 5, 6], share: 1 }, 5)).toBe(120_000n);
    expect(one({ type: 'corner', numbers: [0, 1, 2, 3], share: 1 }, 3)).toBe(90_000n);
    expect(one({ type: 'line', numbers: [31, 32, 33, 34, 35, 36], share: 1 }, 36)).toBe(60_000n);
    expect(one({ type: 'dozen', index: 2, share: 1 }, 36)).toBe(30_000n);
    expect(one({ type: 'red', share: 1 }, 1)).toBe(20_000n);
    expect(one({ type: 'red', share: 1 }, 0)).toBe(0n);
    // Half on red, half on 17 (black): 17 pays 36 / 2 = 18×, a red 1×.
    const mixed: RouletteBet[] = [
      { type: 'red', share: 1 },
      { type: 'straight', numbers: [17], share: 1 },
    ];
    expect(rouletteMultiplier(mixed, 17)).toBe(180_000n);
    expect(rouletteMultiplier(mixed, 1)).toBe(10_000n);
    expect(winningBets(mixed, 17)).toEqual([1]);
    expect(() => rouletteMultiplier([], 1)).toThrow(RangeError);
  });

  it('every single spot returns exactly 36/37', () => {
    for (const type of ROULETTE_INSIDE_BETS) {
      for (const spot of LEGAL[type]) {
        const bet = { type, numbers: spot.split('-').map(Number), share: 1 } as RouletteBet;
        const { numerator, denominator } = rouletteRtpFraction([bet]);
        expect(numerator * 37n).toBe(denominator * 36n);
      }
    }
    const outside: RouletteBet[] = [
      ...[0, 1, 2].flatMap((index) => [
        { type: 'dozen' as const, index, share: 1 },
        { type: 'column' as const, index, share: 1 },
      ]),
      ...(['red', 'black', 'even', 'odd', 'low', 'high'] as const).map((type) => ({ type, share: 5 })),
    ];
    for (const bet of outside) {
      const { numerator, denominator } = rouletteRtpFraction([bet]);
      expect(numerator * 37n).toBe(denominator * 36n);
    }
  });

  it('any layout: brute force over the 37 pockets, exact 36/37 when the shares divide 10^4, never above', () => {
    fc.assert(
      fc.property(layout, (bets) => {
        const shares = bets.reduce((sum, bet) => sum + bet.share, 0);
        let brute = 0;
        let max = 0n;
        for (let pocket = 0; pocket < 37; pocket++) {
          // Independently: each chip on its own, the stake split by share.
          const back = bets.reduce(
            (sum, bet) =>
              sum +
              (coveredNumbers(bet).includes(pocket) ? (bet.share * 36) / coveredNumbers(bet).length : 0),
            0,
          );
          const multiplier = rouletteMultiplier(bets, pocket);
          expect(Number(multiplier)).toBe(Math.floor(Math.round((back / shares) * 1e10) / 1e6));
          brute += Number(multiplier);
          if (multiplier > max) max = multiplier;
        }
        const { numerator, denominator } = rouletteRtpFraction(bets);
        expect(Number(numerator)).toBe(brute);
        expect(rouletteMaxMultiplier(bets)).toBe(max);
        // The 4-decimal floor only ever takes: at most 10^-4 of the stake per pocket.
        expect(numerator * 37n <= denominator * 36n).toBe(true);
        expect(numerator * 37n >= denominator * 36n - 37n * 37n).toBe(true);
        if (10_000 % shares === 0) expect(numerator * 37n).toBe(denominator * 36n);
      }),
    );
  });

  it('one float picks a pocket 0–36', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), (value) => {
        const pocket = roulettePocket(value);
        expect(Number.isInteger(pocket) && pocket >= 0 && pocket <= 36).toBe(true);
      }),
    );
    expect(roulettePocket(1 - 2 ** -32)).toBe(36);
  });
});

describe('roulette params', () => {
  it('takes legal layouts', () => {
    fc.assert(
      fc.property(layout, (bets) => {
        expect(rouletteParams.safeParse({ bets }).success).toBe(true);
      }),
    );
  });

  it('refuses illegal spots, a spot twice, bad shares, extra keys and oversized layouts', () => {
    const bad: unknown[] = [
      { bets: [] },
      { bets: [{ type: 'split', numbers: [3, 4], share: 1 }] },
      { bets: [{ type: 'corner', numbers: [1, 2, 3], share: 1 }] },
      { bets: [{ type: 'straight', numbers: [37], share: 1 }] },
      { bets: [{ type: 'straight', numbers: [1], share: 0 }] },
      { bets: [{ type: 'straight', numbers: [1], share: 1.5 }] },
      { bets: [{ type: 'straight', numbers: [1], share: 1001 }] },
      { bets: [{ type: 'dozen', index: 3, share: 1 }] },
      { bets: [{ type: 'dozen', numbers: [1], share: 1 }] },
      { bets: [{ type: 'red', share: 1, index: 0 }] },
      { bets: [{ type: 'green', share: 1 }] },
      { bets: [{ type: 'red', share: 1 }], extra: true },
      {
        bets: [
          { type: 'split', numbers: [1, 2], share: 1 },
          { type: 'split', numbers: [2, 1], share: 3 },
        ],
      },
      { bets: Array.from({ length: 12 }, (_, n) => ({ type: 'straight', numbers: [n], share: 1000 })) },
      {
        bets: Array.from({ length: ROULETTE_MAX_CHIPS + 1 }, (_, n) => ({
          type: 'straight',
          numbers: [n % 37],
          share: 1,
        })),
      },
    ];
    for (const params of bad)
      expect(rouletteParams.safeParse(params).success, JSON.stringify(params)).toBe(false);
    expect(
      rouletteParams.safeParse({
        bets: [
          { type: 'straight', numbers: [0], share: 1 },
          { type: 'column', index: 0, share: 2 },
          { type: 'odd', share: 10 },
        ],
      }).success,
    ).toBe(true);
  });
});
