import { formatMajor, parseMajor, type SlotLineWin, type SlotSpinResult } from '@casino/shared';

/** One spin as the bet's outcome carries it (stops are not needed to draw it). */
export type SlotSpinView = Omit<SlotSpinResult, 'stops'> & { stops?: number[] };

/** A slot bet's outcome: the paid spin and the free spins it led to (total-bet units). */
export interface SlotOutcomeView {
  spins: SlotSpinView[];
  freeSpins: number;
  totalPays: number;
}

const num = (value: unknown, fallback = 0) =>
  typeof value === 'number' && Number.isFinite(value) ? value : fallback;

function lineWin(value: unknown): SlotLineWin | null {
  if (typeof value !== 'object' || value === null) return null;
  const item = value as Record<string, unknown>;
  if (typeof item.symbol !== 'string') return null;
  return { line: num(item.line), symbol: item.symbol, count: num(item.count), pays: num(item.pays) };
}

function spin(value: unknown): SlotSpinView | null {
  if (typeof value !== 'object' || value === null) return null;
  const item = value as Record<string, unknown>;
  if (!Array.isArray(item.grid)) return null;
  const grid = item.grid.map((column) => (Array.isArray(column) ? column.map(String) : []));
  const lineWins = Array.isArray(item.lineWins)
    ? item.lineWins.map(lineWin).filter((win): win is SlotLineWin => win !== null)
    : [];
  return {
    grid,
    lineWins,
    scatterWin: num(item.scatterWin),
    scatters: num(item.scatters),
    freeSpinsAwarded: num(item.freeSpinsAwarded),
    free: item.free === true,
    multiplier: num(item.multiplier, 1),
    win: num(item.win),
  };
}

/** Reads a bet's outcome defensively: anything malformed is left out rather than drawn wrong. */
export function slotOutcome(outcome: Record<string, unknown>): SlotOutcomeView {
  const spins = Array.isArray(outcome.spins)
    ? outcome.spins.map(spin).filter((item): item is SlotSpinView => item !== null)
    : [];
  return { spins, freeSpins: num(outcome.freeSpins), totalPays: num(outcome.totalPays) };
}

/**
 * amount × units / divisor in the amount's own precision, rounded down as the server pays. Units carry at
 * most 4 decimals (the 10^4 multiplier scale).
 */
export function scaleAmount(amount: string, units: number, divisor = 1): string {
  const precision = (amount.split('.')[1] ?? '').length;
  const stake = parseMajor(amount, precision);
  if (stake === null || divisor <= 0) return amount;
  const scaled = BigInt(Math.round(units * 10_000));
  return formatMajor((stake * scaled) / (10_000n * BigInt(divisor)), precision);
}

/** The line bet (total ÷ lines) exactly, to up to 4 more decimals than the amount ("0.10" ÷ 20 → "0.005"). */
export function lineBetOf(amount: string, lines: number): string {
  const precision = (amount.split('.')[1] ?? '').length;
  const fine = precision + 4;
  const total = parseMajor(amount, fine);
  if (total === null || lines <= 0) return amount;
  const text = formatMajor(total / BigInt(lines), fine);
  const [whole, fraction = ''] = text.split('.');
  const kept = fraction.replace(/0+$/, '').padEnd(precision, '0');
  return kept ? `${whole}.${kept}` : (whole ?? text);
}
