import { z } from 'zod';

/**
 * The seamless-wallet protocol between the casino and a game aggregator (docs/aggregator-protocol.md).
 * Money never leaves the casino: the aggregator's game servers ask our wallet to debit stakes and credit
 * wins. Every request in either direction is a JSON POST whose raw body is signed:
 *   X-Signature: sha256=<lower-case hex HMAC-SHA256(shared secret, raw body bytes)>
 * and the receiver compares in constant time before parsing. Amounts are integer minor units as
 * decimal strings. A wallet call's `transactionId` is the aggregator's own id and our ledger's
 * idempotency key: repeating a call answers the first reply.
 */
export const SIGNATURE_HEADER = 'x-signature';
export const SIGNATURE_PREFIX = 'sha256=';

const amount = z.string().regex(/^(0|[1-9][0-9]{0,18})$/, 'integer minor units');
const id = z.string().min(1).max(100);
const currency = z.string().regex(/^[A-Z0-9]{2,12}$/);

// ---- casino -> aggregator ---------------------------------------------------------------------

/** POST {aggregator}/v1/games: the aggregator's catalogue for our operator id. */
export const aggregatorGamesRequest = z.strictObject({ operatorId: id });

export const aggregatorGame = z.object({
  /** The aggregator's game code (unique across studios). */
  code: z.string().regex(/^[a-z0-9][a-z0-9-]{0,62}$/),
  title: z.string().min(1).max(120),
  studio: z.object({
    code: z.string().regex(/^[a-z0-9][a-z0-9-]{0,62}$/),
    title: z.string().min(1).max(120),
  }),
  /** One of our category slugs: slots, live, table-games, crash, ... */
  category: z.string().regex(/^[a-z0-9][a-z0-9-]{0,62}$/),
  /** Percent with two decimals, e.g. "96.50". */
  rtp: z.string().regex(/^\d{1,3}\.\d{2}$/),
  volatility: z.enum(['low', 'medium', 'high']),
  /** Absolute URL of the tile art (SVG or image). */
  imageUrl: z.string().url().max(500),
  releasedAt: z.string().datetime({ offset: true }),
  demo: z.boolean(),
});
export type AggregatorGame = z.infer<typeof aggregatorGame>;
export const aggregatorGamesResponse = z.object({ games: z.array(aggregatorGame) });

/** POST {aggregator}/v1/sessions: a launch URL for one player (real) or for anyone (demo). */
export const aggregatorSessionRequest = z.strictObject({
  operatorId: id,
  gameCode: aggregatorGame.shape.code,
  mode: z.enum(['real', 'demo']),
  /** Real mode only: our opaque session token and player id, sent back on every wallet call. */
  sessionToken: id.optional(),
  playerId: id.optional(),
  currency,
  language: z.string().regex(/^[a-z]{2}$/),
  /** Where the game's lobby/exit button goes. */
  returnUrl: z.string().url().max(500),
});
export type AggregatorSessionRequest = z.infer<typeof aggregatorSessionRequest>;
export const aggregatorSessionResponse = z.object({ url: z.string().url(), sessionId: id });

// ---- aggregator -> casino wallet (POST {casino}/api/aggregator/v1/{call}) ---------------------------

const walletBase = { sessionToken: id, playerId: id, currency };

export const walletBalanceRequest = z.strictObject(walletBase);
export const walletDebitRequest = z.strictObject({
  ...walletBase,
  transactionId: id,
  roundId: id,
  gameCode: aggregatorGame.shape.code,
  amount,
});
export const walletCreditRequest = z.strictObject({
  ...walletBase,
  transactionId: id,
  roundId: id,
  gameCode: aggregatorGame.shape.code,
  amount,
  /** True when this is the round's last call (a round can also be closed by end-round). */
  closeRound: z.boolean().default(false),
});
export const walletRollbackRequest = z.strictObject({
  ...walletBase,
  transactionId: id,
  roundId: id,
  gameCode: aggregatorGame.shape.code,
  /** The debit being cancelled. Unknown to us: recorded, so that debit is refused if it arrives late. */
  referenceTransactionId: id,
});
export const walletEndRoundRequest = z.strictObject({
  ...walletBase,
  roundId: id,
  gameCode: aggregatorGame.shape.code,
});
export type WalletBalanceRequest = z.infer<typeof walletBalanceRequest>;
export type WalletDebitRequest = z.infer<typeof walletDebitRequest>;
export type WalletCreditRequest = z.infer<typeof walletCreditRequest>;
export type WalletRollbackRequest = z.infer<typeof walletRollbackRequest>;
export type WalletEndRoundRequest = z.infer<typeof walletEndRoundRequest>;

export const WALLET_CALLS = ['balance', 'debit', 'credit', 'rollback', 'end-round'] as const;
export type WalletCall = (typeof WALLET_CALLS)[number];

/** Every successful wallet reply: the player's spendable balance after the call. */
export const walletOkResponse = z.object({
  balance: amount,
  currency,
  /** Our ledger reference for debit/credit/rollback (the same on a repeated call). */
  reference: z.string().optional(),
});
export type WalletOkResponse = z.infer<typeof walletOkResponse>;

/** Protocol errors with their HTTP status. `retry` says whether the aggregator should try again. */
export const WALLET_ERRORS = {
  INVALID_SIGNATURE: { status: 401, retry: false },
  INVALID_REQUEST: { status: 400, retry: false },
  SESSION_EXPIRED: { status: 401, retry: false },
  PLAYER_NOT_FOUND: { status: 404, retry: false },
  PLAYER_BLOCKED: { status: 403, retry: false },
  CURRENCY_MISMATCH: { status: 400, retry: false },
  GAME_UNAVAILABLE: { status: 403, retry: false },
  INSUFFICIENT_FUNDS: { status: 402, retry: false },
  BET_LIMIT: { status: 400, retry: false },
  ROUND_CLOSED: { status: 409, retry: false },
  TRANSACTION_ROLLED_BACK: { status: 409, retry: false },
  /** The same transactionId arrived with a different body. */
  TRANSACTION_CONFLICT: { status: 409, retry: false },
  INTERNAL_ERROR: { status: 500, retry: true },
} as const;
export type WalletProtocolError = keyof typeof WALLET_ERRORS;
export const walletErrorResponse = z.object({
  error: z.object({
    code: z.enum(Object.keys(WALLET_ERRORS) as [WalletProtocolError, ...WalletProtocolError[]]),
    message: z.string(),
  }),
  /** Present when we know it, so the game can show the right balance after a refusal. */
  balance: amount.optional(),
});
export type WalletErrorResponse = z.infer<typeof walletErrorResponse>;

// ---- player -> casino: launching a provider game ---------------------------------------------

/** POST /api/v2/games/{id}/launch. Demo needs no sign-in; real needs a player and a live currency. */
export const gameLaunchRequest = z.strictObject({ mode: z.enum(['real', 'demo']) });
export type GameLaunchRequest = z.infer<typeof gameLaunchRequest>;
export interface GameLaunchView {
  url: string;
  mode: 'real' | 'demo';
}
