import { ApiError, NetworkError, TimeoutError } from '../../../lib/api-client.ts';

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
  // Coin flip, hi-lo and blackjack: a decision the round does not take now.
  'illegal_action',
  'no_freespins',
  // The player's own limits and exclusions (issue 20).
  'loss_limit_exceeded',
  'wager_limit_exceeded',
  'player_excluded',
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

/** The browser said it is offline, so the call was not sent at all. */
export class OfflineError extends NetworkError {
  constructor() {
    super('offline');
    this.name = 'OfflineError';
  }
}

/**
 * Why a game call ended without an answer, when it did: `offline` (never sent), `lost` (the connection
 * broke: it may have reached the server), `timeout` (no answer in time: the same), `processing` (the server
 * is still running the first request with this Idempotency-Key). Null for an answer (a success or a refusal).
 */
export type BetInterruption = 'offline' | 'lost' | 'timeout' | 'processing';

export function betInterruptionOf(error: unknown): BetInterruption | null {
  if (error instanceof OfflineError) return 'offline';
  if (error instanceof TimeoutError) return 'timeout';
  if (error instanceof NetworkError) return 'lost';
  if (error instanceof ApiError && error.detail === 'idempotency_in_progress') return 'processing';
  return null;
}

/** A call that failed for want of a connection (not a refusal): auto-bet stops and says so. */
export const isConnectionFailure = (error: unknown) => betInterruptionOf(error) !== null;
