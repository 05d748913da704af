import { ApiError } from '../../../lib/api-client.ts';
import { apiErrorText } from '../../../lib/api-error-text.ts';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** Refusals whose params carry an amount in a currency ({amount, currency}): shown as money. */
const AMOUNT_CODES = new Set(['bet_too_small', 'bet_too_large', 'payout_too_large', 'cashout_changed']);

/**
 * A refused bet or cash-out in the sportsbook's words (`errors.{code}`): limits with their amount as money,
 * the player's own limits and exclusions made readable, the network and anything unknown in general words.
 */
export function sportsbookErrorText(
  error: unknown,
  t: Translate,
  money: (amount: string, currency?: string) => string,
): string {
  if (
    error instanceof ApiError &&
    AMOUNT_CODES.has(error.detail) &&
    typeof error.params.amount === 'string'
  ) {
    const currency = typeof error.params.currency === 'string' ? error.params.currency : undefined;
    return t(`errors.${error.detail}`, {
      ...error.params,
      amount: money(error.params.amount, currency),
      defaultValue: t('errors.generic'),
    });
  }
  return apiErrorText(error, t);
}
