import { formatAmount } from '@casino/shared';
import { i18n } from '../i18n/index.ts';
import { ApiError, NetworkError } from './api-client.ts';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** Refusals of the player's own limits and exclusions (issue 20); their params are made readable. */
const PROTECTION_CODES = new Set([
  'deposit_limit_exceeded',
  'loss_limit_exceeded',
  'wager_limit_exceeded',
  'player_excluded',
  'exclusion_active',
]);

function dateTime(iso: string, language: string): string | null {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/**
 * The params of a protection refusal as a sentence reads them (the translator only puts values in): the
 * amount with the language's digit groups, `resetsAt` as a date and time, `period` as a word
 * (`{prefix}period.day` → "daily") and `until` as "until 12 Mar 2026" (`{prefix}excludedUntil`) or, with
 * no end date, "permanently" (`{prefix}excludedForever`). `prefix` is where the namespace keeps its error
 * words ("errors.", "error.", "server_error."). Any other code's params come back as they are.
 */
export function protectionErrorParams(
  code: string,
  params: Record<string, unknown>,
  t: Translate,
  language: string,
  prefix: string,
): Record<string, unknown> {
  if (!PROTECTION_CODES.has(code)) return params;
  const readable: Record<string, unknown> = { ...params };
  if (typeof params.amount === 'string') readable.amount = formatAmount(params.amount, language);
  if (typeof params.period === 'string')
    readable.period = t(`${prefix}period.${params.period}`, { defaultValue: params.period });
  if (typeof params.resetsAt === 'string')
    readable.resetsAt = dateTime(params.resetsAt, language) ?? params.resetsAt;
  if (code === 'player_excluded') {
    const until = typeof params.until === 'string' ? dateTime(params.until, language) : null;
    readable.until = until ? t(`${prefix}excludedUntil`, { date: until }) : t(`${prefix}excludedForever`);
  }
  return readable;
}

/**
 * A failed call in a feature's words: `errors.{code}` of the server's code when the feature knows it,
 * else `errors.generic`; `errors.network` when the server was not reached. A limit or exclusion refusal's
 * params are made readable first (protectionErrorParams).
 */
export function apiErrorText(error: unknown, t: Translate): string {
  if (error instanceof ApiError) {
    const params = protectionErrorParams(error.detail, error.params, t, i18n.language, 'errors.');
    return t(`errors.${error.detail}`, { ...params, defaultValue: t('errors.generic') });
  }
  if (error instanceof NetworkError) return t('errors.network');
  return t('errors.generic');
}

/** The error's reference for support ("key" of the envelope), when the server sent one. */
export function errorReference(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const key = error.body.key;
  return typeof key === 'string' ? key : undefined;
}
