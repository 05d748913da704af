import { ApiError, NetworkError } from '../../../lib/api-client.ts';

/** Codes with their own message in `games:error.*`; anything else shows the generic one. */
export const BET_ERROR_CODES = [
  'insufficient_balance',
  'bet_too_small',
  'bet_too_large',
  'payout_too_large',
  'unauthorized',
  'validation_error',
  'too_many_requests',
  'not_found',
  'conflict',
  'banned',
  'region_restricted',
  'round_closed',
  'network',
  'generic',
] as const;
export type BetErrorCode = (typeof BET_ERROR_CODES)[number];

export function betErrorCode(error: unknown): BetErrorCode {
  if (error instanceof NetworkError) return 'network';
  if (error instanceof ApiError) {
    return (BET_ERROR_CODES as readonly string[]).includes(error.detail)
      ? (error.detail as BetErrorCode)
      : 'generic';
  }
  return 'generic';
}

/** The translation key (namespace `games`) for a failed game call. */
export const betErrorKey = (error: unknown) => `error.${betErrorCode(error)}`;
