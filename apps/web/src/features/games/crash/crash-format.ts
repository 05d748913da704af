import { formatMajor, parseMajor } from '@casino/shared';

/** 235 → "2.35×" (crash multipliers travel as hundredths). */
export function formatHundredths(hundredths: number): string {
  const value = Math.max(0, Math.floor(hundredths));
  return `${Math.floor(value / 100)}.${String(value % 100).padStart(2, '0')}×`;
}

/** What `amount` pays at `hundredths`, rounded down in the amount's own precision. */
export function payoutAtHundredths(amount: string, hundredths: number): string {
  const precision = (amount.split('.')[1] ?? '').length;
  const stake = parseMajor(amount, precision);
  if (stake === null) return amount;
  return formatMajor((stake * BigInt(Math.floor(hundredths))) / 100n, precision);
}

/** Pill colours by result: busts early in red, the usual in violet, the big ones in green and gold. */
export function crashPointTone(hundredths: number): string {
  if (hundredths < 150) return 'bg-sunken text-danger border-danger/40';
  if (hundredths < 200) return 'bg-raised text-muted border-line-strong';
  if (hundredths < 1000) return 'bg-success/15 text-success border-success/40';
  return 'bg-gold/15 text-gold border-gold/50';
}

/** "2.5" or "2,50" → 250 hundredths; null when it is not a multiplier of at most two decimals. */
export function parseMultiplierInput(text: string): number | null {
  const match = /^\s*(\d{1,7})(?:[.,](\d{1,2}))?\s*$/.exec(text);
  if (!match) return null;
  const [, whole = '0', fraction = ''] = match;
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}
