import { type BetView, formatMajor, MINES_TILES, parseMajor } from '@casino/shared';

/** The outcome of a mines bet as the server answers it; mine positions appear once the round is over. */
export interface MinesOutcome {
  mines: number;
  revealed: number[];
  /** Decimal string: the multiplier a cash-out pays now. */
  multiplier: string;
  /** Decimal string: the multiplier after one more gem. */
  nextMultiplier: string;
  minePositions: number[] | null;
  hit: number | null;
}

const tiles = (value: unknown): number[] =>
  Array.isArray(value)
    ? value.filter((tile): tile is number => Number.isInteger(tile) && tile >= 0 && tile < MINES_TILES)
    : [];

export function minesOutcome(bet: BetView): MinesOutcome {
  const outcome = bet.outcome;
  return {
    mines: typeof outcome.mines === 'number' ? outcome.mines : 0,
    revealed: tiles(outcome.revealed),
    multiplier: typeof outcome.multiplier === 'string' ? outcome.multiplier : bet.multiplier,
    nextMultiplier: typeof outcome.nextMultiplier === 'string' ? outcome.nextMultiplier : '',
    minePositions: Array.isArray(outcome.minePositions) ? tiles(outcome.minePositions) : null,
    hit: typeof outcome.hit === 'number' ? outcome.hit : null,
  };
}

/** amount × multiplier in the amount's own precision, rounded down as the server pays. */
export function payoutAt(amount: string, multiplier: string): string {
  const precision = (amount.split('.')[1] ?? '').length;
  const stake = parseMajor(amount, precision);
  const [whole = '0', fraction = ''] = multiplier.split('.');
  const scaled = parseMajor(`${whole}.${fraction.slice(0, 4).padEnd(4, '0')}`, 4);
  if (stake === null || scaled === null) return amount;
  return formatMajor((stake * scaled) / 10_000n, precision);
}
