import {
  BAN_REASONS,
  loginRequestSchema,
  TOURNAMENT_PRIZE_KINDS,
  TOURNAMENT_SCORINGS,
  TOURNAMENT_STATUSES,
  VIP_MAX_LEVEL,
} from '@casino/shared';
import { z } from 'zod';
import { DISPUTE_STATUSES } from '../cashier/index.ts';
import { balanceResponse } from '../wallet/index.ts';

/** Request and response schemas of /api/admin/v1. Messages are SPEC §5 keys, as on the player API. */

const REQUIRED = 'Validation.required';
const INVALID = 'Validation.invalid_format';
const INVALID_AMOUNT = 'Validation.invalid_amount';

const NO_CONTROL_CHARACTERS = /^[^\p{Cc}]*$/u;

const objectError = (issue: { input?: unknown }) => (issue.input === undefined ? REQUIRED : INVALID);
const fieldError = objectError;

export const loginBody = loginRequestSchema;

export const tokenResponse = z.object({ token: z.string() });

/** Any text up to 100 characters: an id the service looks up (unknown or malformed → 404, never 400). */
export const playerParams = z.strictObject(
  { globalId: z.string({ error: fieldError }).min(1).max(100, { error: INVALID }) },
  { error: objectError },
);

export const IDEMPOTENCY_KEY_MAX = 200;

export const idempotencyHeaders = z.object({
  'idempotency-key': z
    .string({ error: fieldError })
    .min(1, { error: REQUIRED })
    .max(IDEMPOTENCY_KEY_MAX, { error: INVALID }),
});

/** A decimal in major units matching `pattern`; the currency's precision is checked against the database. */
const majorAmount = (pattern: RegExp) =>
  z
    .string({ error: fieldError })
    .min(1, { error: REQUIRED, abort: true })
    .max(40, { error: INVALID_AMOUNT, abort: true })
    .regex(pattern, { error: INVALID_AMOUNT });

const currencyCode = z.string({ error: fieldError }).regex(/^[A-Z0-9]{2,16}$/, { error: INVALID });

/** Free text kept in ledger metadata and the audit log; control characters (NUL) are refused. */
const freeText = (max: number) =>
  z
    .string({ error: fieldError })
    .trim()
    .min(1, { error: REQUIRED, abort: true })
    .max(max, { error: INVALID, abort: true })
    .regex(NO_CONTROL_CHARACTERS, { error: INVALID });

const integerIn = (min: number, max: number) =>
  z
    .number({ error: fieldError })
    .int({ error: INVALID })
    .min(min, { error: INVALID })
    .max(max, { error: INVALID });

export const adjustmentBody = z.strictObject(
  {
    /** Signed: positive credits, negative debits. */
    amount: majorAmount(/^-?\d+(\.\d+)?$/),
    currency: currencyCode,
    reason: freeText(500),
  },
  { error: objectError },
);

export const bonusGrantBody = z.strictObject(
  {
    /** Positive, in the player's account currency. */
    amount: majorAmount(/^\d+(\.\d+)?$/),
    currency: currencyCode,
    /** Wagering multiplier: the stakes needed are amount × wager. */
    wager: integerIn(0, 100),
    /** Days until an unwagered bonus expires. */
    days: integerIn(1, 365),
    title: freeText(100),
  },
  { error: objectError },
);

export const banBody = z.strictObject(
  { reason: z.enum(BAN_REASONS, { error: fieldError }) },
  { error: objectError },
);

/** A Telegram username: 5–32 of [A-Za-z0-9_]; a leading @ is accepted and dropped. */
export const telegramUsername = z
  .string({ error: fieldError })
  .max(33, { error: INVALID, abort: true })
  .regex(/^@?[A-Za-z0-9_]{5,32}$/, { error: INVALID })
  .transform((value) => value.replace(/^@/, ''));

export const vipBody = z.strictObject(
  {
    isVip: z.boolean({ error: fieldError }),
    vipManagerTelegram: telegramUsername.nullish(),
    /** The VIP level (0 … VIP_MAX_LEVEL); absent: unchanged. */
    level: integerIn(0, VIP_MAX_LEVEL).optional(),
  },
  { error: objectError },
);

export const restrictionsBody = z
  .strictObject(
    {
      buyBanned: z.boolean({ error: fieldError }).optional(),
      fiatBanned: z.boolean({ error: fieldError }).optional(),
    },
    { error: objectError },
  )
  .refine((body) => body.buyBanned !== undefined || body.fiatBanned !== undefined, {
    message: 'Validation.required',
    path: ['buyBanned'],
  });

/** Digits only: '', '1e3', '-1' and duplicated keys (arrays) are refused rather than coerced. */
const count = (max: number) =>
  z
    .string({ error: INVALID })
    .regex(/^\d{1,9}$/, { error: INVALID })
    .transform(Number)
    .pipe(z.number().max(max, { error: INVALID }));

export const AUDIT_PAGE_MAX = 100;

export const auditQuery = z.strictObject(
  {
    subjectType: z
      .string({ error: INVALID })
      .regex(/^[a-z_]{1,32}$/, { error: INVALID })
      .optional(),
    // PostgreSQL text cannot hold NUL; refusing control characters keeps such a query a 400, not a 500.
    subjectId: z
      .string({ error: INVALID })
      .min(1, { error: INVALID })
      .max(100, { error: INVALID })
      .regex(NO_CONTROL_CHARACTERS, { error: INVALID })
      .optional(),
    offset: count(1_000_000_000).default(0),
    limit: count(AUDIT_PAGE_MAX)
      .pipe(z.number().min(1, { error: INVALID }))
      .default(20),
  },
  { error: objectError },
);

/** The same Balance the player API answers with. */
export { balanceResponse };

export const playerSummaryResponse = z.object({
  globalId: z.string(),
  email: z.string().nullable(),
  language: z.string(),
  currency: z.string(),
  isVip: z.boolean(),
  vipManager: z.object({ telegramUsername: z.string() }).nullable(),
  vipLevel: z.number(),
  banReason: z.string().nullable(),
  buyBanned: z.boolean(),
  fiatBanned: z.boolean(),
  depositCount: z.number().int(),
  balance: balanceResponse,
});

const jsonObject = z.record(z.string(), z.unknown()).nullable();

export const auditResponse = z.object({
  items: z.array(
    z.object({
      id: z.string(),
      operator: z.object({ id: z.string(), email: z.string().nullable() }),
      action: z.string(),
      subjectType: z.string(),
      subjectId: z.string(),
      before: jsonObject,
      after: jsonObject,
      createdAt: z.string(),
    }),
  ),
  meta: z.object({ total: z.number().int(), offset: z.number().int(), limit: z.number().int() }),
});

/** A cashier transaction id (digits); the service answers 404 for unknown ones. */
export const transactionParams = z.strictObject(
  { id: z.string({ error: fieldError }).regex(/^\d{1,18}$/, { error: INVALID }) },
  { error: objectError },
);

export const cashierListQuery = z.strictObject({
  status: z.string().max(40, { error: INVALID }).optional(),
  offset: z.coerce.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID }).default(0),
  limit: z.coerce
    .number({ error: INVALID })
    .int({ error: INVALID })
    .min(1, { error: INVALID })
    .max(100, { error: INVALID })
    .default(20),
});

/** Why an operator decided so, kept in the audit log (a decline's reason, a note on an approval). */
const decisionReason = z.string({ error: INVALID }).trim().max(500, { error: INVALID }).optional();

/** Approving or declining: the body is optional, and so is its reason. */
export const decisionBody = z.strictObject({ reason: decisionReason }, { error: objectError }).nullish();

/** An accepted amount change (CHANGE_INVOICE): the amount actually paid, in major units. */
export const confirmBuyBody = z
  .strictObject(
    {
      amount: z.string({ error: fieldError }).max(20, { error: INVALID_AMOUNT }).optional(),
      reason: decisionReason,
    },
    { error: objectError },
  )
  // No body at all is a plain confirmation.
  .nullish();

/** GET /disputes: `status=open` for the queue. */
export const disputeListQuery = cashierListQuery.extend({
  status: z.enum(DISPUTE_STATUSES, { error: INVALID }).optional(),
});

/** Accepting a dispute may change the credited amount (major units), like confirming a buy order. */
export const disputeAcceptBody = confirmBuyBody;

export const disputeRejectBody = z
  .strictObject(
    {
      reason: z
        .string({ error: fieldError })
        .trim()
        .max(500, { error: INVALID })
        .regex(NO_CONTROL_CHARACTERS, { error: INVALID })
        .optional(),
    },
    { error: objectError },
  )
  .nullish();

/** A simulated chain payment (sandbox): what a wallet would send to a deposit address. */
export const chainPaymentBody = z.strictObject(
  {
    currency: currencyCode,
    address: z
      .string({ error: fieldError })
      .trim()
      .min(1, { error: REQUIRED, abort: true })
      .max(256, { error: INVALID })
      .regex(NO_CONTROL_CHARACTERS, { error: INVALID }),
    memo: z
      .string({ error: fieldError })
      .trim()
      .max(120, { error: INVALID })
      .regex(NO_CONTROL_CHARACTERS, { error: INVALID })
      .optional(),
    amount: z
      .string({ error: fieldError })
      .min(1, { error: REQUIRED, abort: true })
      .max(40, { error: INVALID_AMOUNT, abort: true })
      .regex(/^\d+(\.\d+)?$/, { error: INVALID_AMOUNT }),
    /** Default: the currency's required confirmations. Fewer leave the payment unconfirmed. */
    confirmations: z.number({ error: fieldError }).int({ error: INVALID }).min(0).max(1000).optional(),
  },
  { error: objectError },
);

export const chainDepositsQuery = cashierListQuery.extend({
  status: z.enum(['credited', 'below_minimum', 'unmatched'], { error: INVALID }).optional(),
});

/*
 * Responses of the cashier actions. Zod drops whatever is not listed here, so a field the cashier adds to
 * its views reaches operators only once it is listed; the route types fail to compile if a listed one goes.
 */

const pageMeta = z.object({ total: z.number(), offset: z.number(), limit: z.number() });
const nullableText = z.string().nullable();

const fiatOrder = z.object({
  id: z.string(),
  status: z.string(),
  url: nullableText,
  valueFrom: z.string(),
  currencyFrom: z.string(),
  bankMethod: nullableText,
  meta: z.object({ external_info: z.object({ target: z.string() }) }),
  additonalAmountChange: nullableText,
  details: z.object({
    expiredAt: z.number().nullable(),
    paymentDetails: z.record(z.string(), z.string()).nullable(),
    recipientBank: nullableText,
    senderBank: nullableText,
  }),
});

/** Every listed item names its player by the public id, never the sequential one. */
const withPlayer = <T extends z.ZodRawShape>(shape: T) => z.object({ ...shape, player: nullableText });

export const buyOrderList = z.object({ items: z.array(withPlayer(fiatOrder.shape)), meta: pageMeta });

export const withdrawalList = z.object({
  items: z.array(
    withPlayer({
      id: z.string(),
      type: z.string(),
      status: z.string(),
      timestamp: z.number().nullable(),
      originalAmount: z.object({ value: z.string(), currency: z.string() }),
      externalId: nullableText,
      paymentDetails: z.record(z.string(), z.string()).nullable(),
      address: nullableText,
      cancellableUntil: nullableText,
      senderBank: nullableText,
      fee: z.string(),
    }),
  ),
  meta: pageMeta,
});

export const disputeList = z.object({
  items: z.array(
    withPlayer({
      id: z.string(),
      acceptOption: nullableText,
      amount: nullableText,
      comment: nullableText,
      problem: nullableText,
      status: z.string(),
      previousStatus: nullableText,
      createdAt: z.string(),
      resolvedAt: nullableText,
      order: fiatOrder,
    }),
  ),
  meta: pageMeta,
});

export const chainDepositList = z.object({
  items: z.array(
    withPlayer({
      id: z.string(),
      currency: z.string(),
      chainTxId: z.string(),
      address: z.string(),
      memo: nullableText,
      amount: z.string(),
      status: z.string(),
      transactionId: nullableText,
      createdAt: z.string(),
    }),
  ),
  meta: pageMeta,
});

/** Confirm, decline, approve: the transaction's new status (and the credited amount on confirm). */
export const transactionChange = z.object({
  id: z.string(),
  status: z.string(),
  amount: z.string().optional(),
});

export const disputeResolution = z.object({
  id: z.string(),
  status: z.string(),
  transaction: z.object({ id: z.string(), status: z.string(), amount: z.string() }),
});

/** What the simulated chain made of the payment (see ChainDepositOutcome). */
export const chainPaymentResult = z.object({
  chainTxId: z.string(),
  result: z.enum(['credited', 'below_minimum', 'unmatched', 'replayed', 'unconfirmed', 'unsupported']),
  chainDepositId: z.string().optional(),
  transactionId: z.string().optional(),
  status: z.string().optional(),
  confirmations: z.number().optional(),
  required: z.number().optional(),
  reason: z.string().optional(),
});

/** 204 answers carry no body. */
export const noContent = z.null().describe('No content');

/** A US-dollar amount of the catalogue ("12.50"), or null for none. */
const usdAmount = () => z.union([majorAmount(/^\d{1,9}(\.\d{1,2})?$/), z.null()], { error: fieldError });
const nullableInt = (min: number, max: number) =>
  z.union([integerIn(min, max), z.null()], { error: fieldError });

/** POST /api/admin/v1/bonuses: a catalogue bonus; money in US dollars, shown in each player's currency. */
export const catalogueBonusBody = z.strictObject(
  {
    slug: z.string({ error: fieldError }).regex(/^[a-z0-9][a-z0-9-]{1,63}$/, { error: INVALID }),
    titles: z
      .record(z.string().regex(/^[a-z]{2}$/, { error: INVALID }), freeText(200), { error: fieldError })
      .refine((t) => typeof t.en === 'string', { error: REQUIRED }),
    type: z.enum(['deposit', 'promo', 'promo_freespins', 'personal'], { error: INVALID }),
    isPersonal: z.boolean({ error: fieldError }),
    welcomeStep: nullableInt(1, 4),
    minDepositNumber: nullableInt(1, 1000),
    minDeposit: usdAmount(),
    maxDeposit: usdAmount(),
    /** 1.5 is 150%; whole basis points. */
    amountMultiplier: z
      .number({ error: fieldError })
      .min(0, { error: INVALID })
      .max(100, { error: INVALID })
      .refine(
        (m) =>
          Number.isInteger(Math.round(m * 10_000)) && Math.abs(m * 10_000 - Math.round(m * 10_000)) < 1e-6,
        {
          error: INVALID,
        },
      ),
    freespinsCount: integerIn(0, 1000),
    freespinsAmount: usdAmount(),
    freespinsGameId: z.union([z.string().regex(/^[a-z0-9-]{1,64}$/, { error: INVALID }), z.null()], {
      error: fieldError,
    }),
    wager: integerIn(0, 100),
    wagerFreespins: integerIn(0, 100),
    wagerMaxBet: usdAmount(),
    maxAmount: usdAmount(),
    maxAmountMultiplier: nullableInt(1, 1000),
    freespinsMaxAmount: usdAmount(),
    freespinsMaxAmountMultiplier: nullableInt(1, 10_000),
    deadlineHours: integerIn(1, 8760),
    gamesWagers: z
      .array(
        z.strictObject({
          id: z.string({ error: fieldError }).regex(/^[a-z0-9-]{1,64}$/, { error: INVALID }),
          percent: integerIn(0, 100),
        }),
        { error: fieldError },
      )
      .max(500, { error: INVALID }),
    position: integerIn(0, 1_000_000),
  },
  { error: objectError },
);

/** PATCH /api/admin/v1/bonuses/{id}: any of the fields. */
export const catalogueBonusPatch = catalogueBonusBody.partial();

export const catalogueParams = z.strictObject(
  { id: z.string({ error: fieldError }).regex(/^\d{1,18}$/, { error: INVALID }) },
  { error: objectError },
);

export const personalOfferBody = z.strictObject(
  { globalId: z.string({ error: fieldError }).min(1).max(100, { error: INVALID }) },
  { error: objectError },
);

const usdOrNull = z.string().nullable();
const intOrNull = z.number().int().nullable();
/** A catalogue bonus as operators read it (US-dollar decimals). */
export const catalogueItem = z.object({
  id: z.string(),
  status: z.enum(['active', 'retired']),
  slug: z.string(),
  titles: z.record(z.string(), z.string()),
  type: z.enum(['deposit', 'promo', 'promo_freespins', 'personal']),
  isPersonal: z.boolean(),
  welcomeStep: intOrNull,
  minDepositNumber: intOrNull,
  minDeposit: usdOrNull,
  maxDeposit: usdOrNull,
  amountMultiplier: z.number(),
  freespinsCount: z.number().int(),
  freespinsAmount: usdOrNull,
  freespinsGameId: z.string().nullable(),
  wager: z.number().int(),
  wagerFreespins: z.number().int(),
  wagerMaxBet: usdOrNull,
  maxAmount: usdOrNull,
  maxAmountMultiplier: intOrNull,
  freespinsMaxAmount: usdOrNull,
  freespinsMaxAmountMultiplier: intOrNull,
  deadlineHours: z.number().int(),
  gamesWagers: z.array(z.object({ id: z.string(), percent: z.number().int() })),
  position: z.number().int(),
});
export const catalogueList = z.object({ items: z.array(catalogueItem) });
export const personalOfferResponse = z.object({ offerId: z.string() });

const gameId = z.string({ error: fieldError }).regex(/^[a-z0-9-]{1,64}$/, { error: INVALID });
const instant = z.iso.datetime({ offset: true, error: INVALID });
/** Major units; the currency's precision is checked against the database. */
const tournamentAmount = majorAmount(/^\d{1,12}(\.\d{1,18})?$/);

const tournamentFields = {
  slug: z.string({ error: fieldError }).regex(/^[a-z0-9][a-z0-9-]{1,63}$/, { error: INVALID }),
  descriptions: z
    .record(
      z.string().regex(/^[a-z]{2}$/, { error: INVALID }),
      z.strictObject({
        name: freeText(120),
        description: z
          .string({ error: fieldError })
          .max(4000, { error: INVALID })
          .regex(NO_CONTROL_CHARACTERS, { error: INVALID })
          .default(''),
      }),
      { error: fieldError },
    )
    .refine((d) => d.en !== undefined, { error: REQUIRED }),
  vipPlayersOnly: z.boolean({ error: fieldError }),
  currency: currencyCode,
  startsAt: instant,
  endsAt: instant,
  scoring: z.enum(TOURNAMENT_SCORINGS, { error: INVALID }),
  games: z.array(gameId, { error: fieldError }).max(500, { error: INVALID }),
  minStake: tournamentAmount,
  joinRequired: z.boolean({ error: fieldError }),
  /** Place 1 first; at least one. */
  prizes: z
    .array(
      z.strictObject({ kind: z.enum(TOURNAMENT_PRIZE_KINDS, { error: INVALID }), amount: tournamentAmount }),
      { error: fieldError },
    )
    .min(1, { error: REQUIRED })
    .max(1000, { error: INVALID }),
  position: integerIn(0, 1_000_000),
};

/** POST /api/admin/v1/tournaments: a tournament and its rules; amounts in major units of its currency. */
export const tournamentBody = z.strictObject(
  {
    ...tournamentFields,
    vipPlayersOnly: tournamentFields.vipPlayersOnly.default(false),
    games: tournamentFields.games.default([]),
    minStake: tournamentFields.minStake.default('0'),
    joinRequired: tournamentFields.joinRequired.default(false),
    position: tournamentFields.position.default(0),
  },
  { error: objectError },
);

/** PATCH /api/admin/v1/tournaments/{id}: any of the fields, no defaults (rules only before the start). */
export const tournamentPatch = z.strictObject(tournamentFields, { error: objectError }).partial();

export const tournamentAdminParams = catalogueParams;

export const tournamentCancelBody = z.strictObject({ reason: freeText(500) }, { error: objectError });

export const tournamentAdminItem = z.object({
  id: z.string(),
  slug: z.string(),
  descriptions: z.record(z.string(), z.object({ name: z.string(), description: z.string() })),
  vipPlayersOnly: z.boolean(),
  currency: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  scoring: z.enum(TOURNAMENT_SCORINGS),
  games: z.array(z.string()),
  minStake: z.string(),
  joinRequired: z.boolean(),
  prizes: z.array(z.object({ place: z.number(), kind: z.enum(TOURNAMENT_PRIZE_KINDS), amount: z.string() })),
  prizePool: z.string(),
  position: z.number(),
  status: z.enum(TOURNAMENT_STATUSES),
  cancelledAt: z.string().nullable(),
  settledAt: z.string().nullable(),
  players: z.number(),
});

export const tournamentAdminList = z.object({ items: z.array(tournamentAdminItem) });

/** GET /api/admin/v1/sportsbook/events query. */
export const sportsbookEventsQuery = z.strictObject({
  status: z.enum(['upcoming', 'live', 'finished', 'cancelled'], { error: INVALID }).optional(),
  offset: z.coerce.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID }).default(0),
  limit: z.coerce
    .number({ error: INVALID })
    .int({ error: INVALID })
    .min(1, { error: INVALID })
    .max(100, { error: INVALID })
    .default(20),
});

/** A sportsbook market or event id (digits); the service answers 404 for unknown ones. */
export const sportsbookParams = catalogueParams;
