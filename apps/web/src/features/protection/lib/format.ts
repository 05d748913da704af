import { formatAmount } from '@casino/shared';

/**
 * An amount of `currency` the way `locale` writes money ("$1,500.00", "1 500,00 ₽"). The decimal string goes
 * to Intl as it is (no float on the way); a code Intl does not know reads "1,500.00 XYZ".
 */
export function formatMoney(
  amount: string,
  currency: string,
  locale: string,
  { signed = false }: { signed?: boolean } = {},
): string {
  try {
    return new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      currencyDisplay: 'narrowSymbol',
      // A result reads "+$12.50" or "−$5.00"; zero has no sign.
      signDisplay: signed ? 'exceptZero' : 'auto',
    }).format(amount as `${number}`);
  } catch {
    const sign = signed && !amount.startsWith('-') && /[1-9]/.test(amount) ? '+' : '';
    return `${sign}${formatAmount(amount, locale)} ${currency}`;
  }
}

/** A date and time in the page's language ("Mar 12, 2025, 6:00 PM"). */
export function formatDateTime(iso: string, locale: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/** A date in the page's language ("Mar 12, 2025"). */
export function formatDate(iso: string, locale: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(date);
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * How far `target` is from `now` in words ("in 5 hours", "in 3 days", "in 1 minute"): minutes within the
 * hour (rounded up: a reset 90 seconds away is "in 2 minutes"), hours within two days, days beyond (to
 * the nearest: a clock read a few seconds early does not make "24 hours" read "25").
 */
export function formatRelative(target: string, now: number, locale: string): string {
  const at = Date.parse(target);
  if (!Number.isFinite(at)) return target;
  const left = Math.max(0, at - now);
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'always' });
  if (left < HOUR) return format.format(Math.max(1, Math.ceil(left / MINUTE)), 'minute');
  if (left < 2 * DAY) return format.format(Math.max(1, Math.round(left / HOUR)), 'hour');
  return format.format(Math.round(left / DAY), 'day');
}
