import {
  isLegalSpot,
  ROULETTE_MAX_CHIPS,
  ROULETTE_MAX_SHARE,
  ROULETTE_MAX_SHARES,
  type RouletteBet,
  type RouletteInsideBet,
  spotKey,
} from '@casino/shared';

/** Every legal spot of an inside type, as sorted number lists, in table order. */
export function legalSpots(type: RouletteInsideBet): number[][] {
  const spots: number[][] = [];
  const seen = new Set<string>();
  const offsets: Record<RouletteInsideBet, number[][]> = {
    straight: [[0]],
    split: [
      [0, 1],
      [0, 3],
    ],
    street: [[0, 1, 2]],
    corner: [[0, 1, 3, 4]],
    line: [[0, 1, 2, 3, 4, 5]],
  };
  const zeroSpots: Record<RouletteInsideBet, number[][]> = {
    straight: [[0]],
    split: [
      [0, 1],
      [0, 2],
      [0, 3],
    ],
    street: [
      [0, 1, 2],
      [0, 2, 3],
    ],
    corner: [[0, 1, 2, 3]],
    line: [],
  };
  const add = (numbers: number[]) => {
    const key = numbers.join('-');
    if (!seen.has(key) && isLegalSpot(type, numbers)) {
      seen.add(key);
      spots.push(numbers);
    }
  };
  for (const numbers of zeroSpots[type]) add(numbers);
  for (let anchor = 1; anchor <= 36; anchor++) {
    for (const offset of offsets[type]) add(offset.map((o) => anchor + o));
  }
  return spots;
}

/**
 * Places `shares` more on a spot: a new chip at the end, or more on the chip already there; within the
 * server's limits (chips, share per chip, shares in all), so what the table shows can always be bet.
 */
export function addChip(chips: readonly RouletteBet[], spot: RouletteBet, shares: number): RouletteBet[] {
  const total = chips.reduce((sum, chip) => sum + chip.share, 0);
  const room = Math.max(0, ROULETTE_MAX_SHARES - total);
  const add = Math.min(shares, room);
  if (add <= 0) return [...chips];
  const key = spotKey(spot);
  const index = chips.findIndex((chip) => spotKey(chip) === key);
  if (index < 0) return chips.length < ROULETTE_MAX_CHIPS ? [...chips, { ...spot, share: add }] : [...chips];
  return chips.map((chip, i) =>
    i === index ? { ...chip, share: Math.min(ROULETTE_MAX_SHARE, chip.share + add) } : chip,
  );
}

export const removeChip = (chips: readonly RouletteBet[], index: number): RouletteBet[] =>
  chips.filter((_, i) => i !== index);

/** The chip's share of the stake, in the stake's minor units (floored; the display only). */
export function chipStake(stakeMinor: bigint, chip: RouletteBet, chips: readonly RouletteBet[]): bigint {
  const total = chips.reduce((sum, c) => sum + c.share, 0);
  return total > 0 ? (stakeMinor * BigInt(chip.share)) / BigInt(total) : 0n;
}
