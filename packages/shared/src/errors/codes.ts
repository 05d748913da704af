/** SPEC §8: wallet error detail codes shown as 'wallet.server_error.{code}'. */
export const WALLET_ERROR_CODES = [
  'error_orders_limit',
  'error_currency_not_supported',
  'error_invalid_address',
  'error_internal_address',
  'wallet_withdraw_too_small',
  'wallet_buy_banned',
  'wallet_fiat_banned',
  'withdraw_daily_limit_exceeded',
  'wager',
  'payments_are_disabled',
  'insufficient_balance',
  'invalid_ggr',
] as const;
export type WalletErrorCode = (typeof WALLET_ERROR_CODES)[number];

/** Codes of the platform itself (ARCHITECTURE.md "API conventions"). */
export const API_ERROR_CODES = [
  'validation_error',
  'invalid_json',
  'payload_too_large',
  'unsupported_media_type',
  'not_found',
  'unauthorized',
  'invalid_credentials',
  'email_taken',
  'name_change_unavailable',
  'banned',
  'region_restricted',
  'invalid_bot',
  'invalid_init_data',
  'too_many_requests',
  'forbidden',
  'conflict',
  'personal_data_required',
  'internal_error',
  // One request per Idempotency-Key: the first still runs, or the key came with another request.
  'idempotency_in_progress',
  'idempotency_key_reused',
  // The database cannot take the request now (no free connection, a statement or lock timed out).
  'service_unavailable',
  // Games (issue "Games"): bet limits, rounds with steps, availability.
  'bet_too_small',
  'bet_too_large',
  'payout_too_large',
  'game_unavailable',
  'round_open',
  'no_open_round',
  'round_not_betting',
  'round_over',
  // Stepped games (coin flip, hi-lo, blackjack): a decision the round's rules do not allow now (params reason).
  'illegal_action',
  // Bonuses: a claim the rules refuse, a second bonus while one is active, promo codes.
  'bonus_unavailable',
  'bonus_active',
  'promo_code_invalid',
  'promo_code_used',
  'promo_code_expired',
  'promo_code_exhausted',
  // Free spins: none left on this game (played, expired or never granted).
  'no_freespins',
  // The wheel of luck: not offered (deposits made, no prizes), or today's spin is done.
  'wheel_unavailable',
  'wheel_spun_today',
  // Tournaments: joining one that is over or called off.
  'tournament_closed',
  // Player protection: a deposit or bet over the player's own limit (params: period, amount, currency,
  // resetsAt), play or deposits while excluded, an exclusion that would end sooner than the one in force.
  'deposit_limit_exceeded',
  'loss_limit_exceeded',
  'wager_limit_exceeded',
  'player_excluded',
  'exclusion_active',
  // Two-factor sign-in: a code is needed, the code was wrong or used, it is already on, and (operators)
  // it must be set up before anything else.
  'two_factor_required',
  'two_factor_invalid',
  'two_factor_enabled',
  'two_factor_setup_required',
  // Web push: a subscription while the site sends none (no VAPID keys configured).
  'push_unavailable',
  // Support chat attachments: not a PNG, JPEG, WebP or GIF by its bytes, or over 5 MiB.
  'attachment_invalid',
  'attachment_too_large',
  // Sportsbook: odds moved against the player's accept-odds setting (params: outcomeId, odds), a suspended
  // or closed market, two legs of one event in a multi, an event that has started or ended, and a
  // cash-out offer that moved or is not offered (params: amount).
  'odds_changed',
  'market_suspended',
  'same_event_selections',
  'event_unavailable',
  'cashout_changed',
  'cashout_unavailable',
  // Provider games: the game aggregator is off, down or too slow to launch a game; a game without demo play.
  'provider_unavailable',
  'demo_unavailable',
] as const;
export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

/** SPEC §8 ban reasons (spaces become underscores on the wire). */
export const BAN_REASONS = [
  'ddos',
  'multiaccounting',
  'bruteforce',
  'kyc',
  'bonus_abuse',
  'restricted_geo',
  'balance_check',
  'other',
] as const;
export type BanReason = (typeof BAN_REASONS)[number];

export interface FieldError {
  field: string;
  message: ValidationMessage;
  params?: Record<string, string | number>;
}

/** The error envelope every failing call answers with. */
export interface ApiError {
  detail: WalletErrorCode | ApiErrorCode;
  params?: Record<string, string | number>;
  key: string;
  time: string;
  errors?: FieldError[];
  reason?: BanReason;
  country?: string;
  ip?: string;
  retry_after?: number;
}

/** SPEC §5/§8 validation message keys, plus the password strength keys SPEC §5 has no word for. */
export const VALIDATION_MESSAGES = [
  'Validation.required',
  'Validation.invalid_address',
  'Validation.invalid_full_name_latin',
  'Validation.maximum_amount',
  'Validation.minimum_amount',
  'Validation.invalid_amount',
  'Validation.invalid_email',
  'Validation.invalid_phone',
  'Validation.invalid_card',
  'Validation.invalid_format',
  /** A decimal point or comma in a whole-number amount (the fiat deposit, SPEC §5.1: digits only). */
  'Validation.whole_number',
  /** More digits after the decimal separator than the currency has; params: decimals. */
  'Validation.too_many_decimals',
  /** A new password of only spaces (or other white space). */
  'Validation.password_blank',
  /** A new password shorter than PASSWORD_MIN characters (the message states the minimum). */
  'Validation.password_too_short',
  /** A new password the strength estimator guesses too easily ("password", "12345678", a repeated letter). */
  'Validation.password_too_weak',
  /** The current password given to change it is not the account's. */
  'Validation.wrong_password',
] as const;
export type ValidationMessage = (typeof VALIDATION_MESSAGES)[number];
