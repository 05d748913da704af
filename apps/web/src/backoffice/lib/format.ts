import { formatAmount } from '@casino/shared';

/** How the back office writes times and amounts: exact decimals, the operator's language, UTC shown. */

const dateTimes = new Map<string, Intl.DateTimeFormat>();

/** "12 Mar 2026, 14:05:09" in the operator's time zone; the raw text when it is no date. */
export function formatDateTime(iso: string | number | null | undefined, language: string): string {
  if (iso === null || iso === undefined || iso === '') return '—';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return String(iso);
  let format = dateTimes.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'medium' });
    dateTimes.set(language, format);
  }
  return format.format(date);
}

/** "1,500.00 RUB": the decimal exactly as the server sent it, grouped the language's way. */
/** A Unix time in seconds, as the cashier's order views carry it (`expiredAt`, `timestamp`). */
export function formatUnixSeconds(seconds: number | null | undefined, language: string): string {
  return seconds === null || seconds === undefined ? '—' : formatDateTime(seconds * 1000, language);
}

const times = new Map<string, Intl.DateTimeFormat>();

/** "14:05:09": when something on screen was last refreshed today. */
export function formatTime(at: number, language: string): string {
  let format = times.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(language, { timeStyle: 'medium' });
    times.set(language, format);
  }
  return format.format(new Date(at));
}

export function formatMoney(amount: string | null | undefined, currency: string, language: string): string {
  if (amount === null || amount === undefined || amount === '') return '—';
  return `${formatAmount(amount, language)} ${currency}`;
}

/** Negative amounts (debits, losses) read in the danger colour, positive ones in the success colour. */
export function signTone(amount: string): 'positive' | 'negative' | 'zero' {
  const trimmed = amount.trim();
  if (trimmed.startsWith('-')) return 'negative';
  return /^[0.]*$/.test(trimmed.replace(/^\+/, '')) ? 'zero' : 'positive';
}

/** A long id (a UUID) shortened for a dense table cell; the whole id stays in the title and the link. */
export function shortId(id: string): string {
  return id.length > 13 ? `${id.slice(0, 8)}…${id.slice(-4)}` : id;
}
