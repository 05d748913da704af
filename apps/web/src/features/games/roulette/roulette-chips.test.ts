import { ROULETTE_INSIDE_BETS, type RouletteBet, rouletteParams } from '@casino/shared';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addChip, chipStake, legalSpots, removeChip } from './roulette-chips.ts';

describe('roulette chips', () => {
  it('lists every legal inside spot once: 37, 60, 14, 23, 11', () => {
    expect(ROULETTE_INSIDE_BETS.map((type) => legalSpots(type).length)).toEqual([37, 60, 14, 23, 11]);
    expect(legalSpots('split')[0]).toEqual([0, 1]);
    expect(legalSpots('corner')).toContainEqual([0, 1, 2, 3]);
  });

  it('any sequence of placements is a layout the server accepts', () => {
    const spot = fc.oneof(
      fc
        .constantFrom(...ROULETTE_INSIDE_BETS)
        .chain((type) =>
          fc.constantFrom(...legalSpots(type)).map((numbers) => ({ type, numbers, share: 1 }) as RouletteBet),
        ),
      fc.constantFrom<RouletteBet>({ type: 'red', share: 1 }, { type: 'dozen', index: 1, share: 1 }),
    );
    fc.assert(
      fc.property(
        fc.array(fc.tuple(spot, fc.constantFrom(1, 5, 25, 100)), { minLength: 1, maxLength: 80 }),
        (moves) => {
          let chips: RouletteBet[] = [];
          for (const [bet, shares] of moves) chips = addChip(chips, bet, shares);
          expect(rouletteParams.safeParse({ bets: chips }).success).toBe(true);
          expect(chips.reduce((sum, chip) => sum + chip.share, 0)).toBeLessThanOrEqual(10_000);
        },
      ),
    );
  });

  it('adds to a spot already covered, removes by index and splits the stake by share', () => {
    let chips = addChip([], { type: 'red', share: 1 }, 5);
    chips = addChip(chips, { type: 'split', numbers: [2, 1], share: 1 }, 1);
    chips = addChip(chips, { type: 'split', numbers: [1, 2], share: 1 }, 4);
    expect(chips).toEqual([
      { type: 'red', share: 5 },
      { type: 'split', numbers: [2, 1], share: 5 },
    ]);
    expect(chipStake(1000n, chips[0] as RouletteBet, chips)).toBe(500n);
    expect(removeChip(chips, 0)).toEqual([{ type: 'split', numbers: [2, 1], share: 5 }]);
  });
});
