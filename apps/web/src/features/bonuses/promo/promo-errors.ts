import { ApiError, NetworkError } from '../../../lib/api-client.ts';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The server's answers about the code itself: showing them is the end of that code. */
const VERDICTS = new Set([
  'promo_code_invalid',
  'promo_code_used',
  'promo_code_expired',
  'promo_code_exhausted',
  'bonus_active',
]);

/**
 * Whether an error settles the stored code (clear the cookie): the server judged the code. A network
 * failure, a lost session (401), the rate limit (429) or a server fault (5xx) do not: the code waits.
 */
export function isPromoVerdict(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  if (VERDICTS.has(error.detail)) return true;
  return error.status >= 400 && error.status < 500 && ![401, 408, 429].includes(error.status);
}

/** A failed activation in words: each code the server answers, the rate limit with its wait, else a line. */
export function promoErrorText(error: unknown, t: Translate): string {
  if (error instanceof NetworkError) return t('promo.errors.network');
  if (!(error instanceof ApiError)) return t('promo.errors.generic');
  if (error.status === 401) return t('promo.errors.unauthorized');
  if (error.detail === 'too_many_requests') {
    const seconds = Number(error.params.retry_after ?? error.body.retry_after);
    return Number.isFinite(seconds) && seconds > 0
      ? t('promo.errors.too_many_requests_in', { count: Math.ceil(seconds / 60) })
      : t('promo.errors.too_many_requests');
  }
  if (VERDICTS.has(error.detail)) return t(`promo.errors.${error.detail}`);
  return t('promo.errors.generic');
}
