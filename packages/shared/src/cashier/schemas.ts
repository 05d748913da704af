import { z } from 'zod';
import { MAX_AMOUNT_MAJOR } from './amount.ts';
import {
  CRYPTOBOT_PROVIDER,
  DEPOSIT_INVOICE_PROVIDERS,
  type DepositInvoiceProvider,
  DISPUTE_ACCEPT_OPTIONS,
  HISTORY_PAGE_SIZE,
} from './constants.ts';
import { ADDRESS_MAX_LENGTH, MEMO_MAX_LENGTH } from './crypto-withdraw.ts';
import { EXTERNAL_FIELD_MAX_LENGTH } from './external-fields.ts';

/**
 * Request schemas of the SPEC §7 cashier calls, shared so the browser form and the server route refuse the
 * same input with the same SPEC §5 keys. They check shape and size; the amount rules that need a currency
 * (precision, bounds, fees) are the rule functions beside them.
 */

const REQUIRED = 'Validation.required';
const INVALID = 'Validation.invalid_format';
const INVALID_AMOUNT = 'Validation.invalid_amount';

/** A missing value says "required"; a value of the wrong type says "invalid". */
const presence = (issue: { input?: unknown }) => (issue.input === undefined ? REQUIRED : INVALID);

/** A non-empty trimmed string of at most `max` characters. */
const text = (max: number) =>
  z.string({ error: presence }).trim().min(1, { error: REQUIRED, abort: true }).max(max, { error: INVALID });

const optionalText = (max: number) =>
  z.string({ error: INVALID }).trim().max(max, { error: INVALID }).optional();

/** Ids of banks and subbanks travel as strings; a client may send a number. */
const idOf = (max = 64) =>
  z.union(
    [
      z.string().trim().min(1, { error: REQUIRED }).max(max, { error: INVALID }),
      z
        .number()
        .int({ error: INVALID })
        .nonnegative({ error: INVALID })
        .max(Number.MAX_SAFE_INTEGER, { error: INVALID })
        .transform((id) => String(id)),
    ],
    { error: presence },
  );

export const CURRENCY_CODE_PATTERN = /^[A-Z0-9]{2,16}$/;
const currencyCode = () =>
  z.string({ error: presence }).min(1, { error: REQUIRED, abort: true }).regex(CURRENCY_CODE_PATTERN, {
    error: INVALID,
  });

const withinCap = (whole: string) => BigInt(whole) <= MAX_AMOUNT_MAJOR;

/** Digits with a decimal point or comma among them ("12.50", "12,50", "1,500"). */
const hasSeparator = (value: string) => /\d/.test(value) && /^\d*[.,][\d.,]*$/.test(value);

/**
 * SPEC §5.1 fiat deposit amount: whole major units, digits only. A decimal point or comma is
 * 'Validation.whole_number' (never dropped: "12.50" is not 1250).
 */
export const digitsAmount = () =>
  z
    .string({ error: presence })
    .trim()
    .min(1, { error: REQUIRED, abort: true })
    .refine((value) => !hasSeparator(value), { error: 'Validation.whole_number', abort: true })
    .regex(/^\d{1,16}$/, { error: INVALID_AMOUNT, abort: true })
    .refine(withinCap, { error: INVALID_AMOUNT });

/** SPEC §5.1 decimal amount; the currency's precision is checked by parseAmount where the currency is known. */
export const decimalAmount = () =>
  z
    .string({ error: presence })
    .trim()
    .min(1, { error: REQUIRED, abort: true })
    .regex(/^\d{1,16}(?:\.\d{1,18})?$/, { error: INVALID_AMOUNT, abort: true })
    .refine((value) => withinCap(value.split('.')[0] ?? '0'), { error: INVALID_AMOUNT });

export const DETAIL_FIELDS_MAX = 20;
export const DETAIL_FIELD_NAME_PATTERN = /^[a-z][a-z0-9_]{0,63}$/;

/** Detail fields by name (SPEC §5.2): at most 20, snake_case names, values of at most 256 characters. */
export const detailFields = () =>
  z
    .record(
      z.string().regex(DETAIL_FIELD_NAME_PATTERN, { error: INVALID }),
      z.string({ error: INVALID }).max(EXTERNAL_FIELD_MAX_LENGTH, { error: INVALID }),
      { error: presence },
    )
    .refine((fields) => Object.keys(fields).length <= DETAIL_FIELDS_MAX, { error: INVALID });

export const CALLBACK_URL_MAX = 2048;
const callbackUrl = () =>
  z
    .string({ error: presence })
    .min(1, { error: REQUIRED, abort: true })
    .max(CALLBACK_URL_MAX, { error: INVALID, abort: true })
    .pipe(z.url({ protocol: /^https?$/, error: INVALID }));

/** Receipts and dispute images: at most 5 MB decoded, which is this many base64 characters. */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const IMAGE_MAX_BASE64_LENGTH = Math.ceil(IMAGE_MAX_BYTES / 3) * 4;
export const FILE_NAME_MAX = 200;
export const PERSON_NAME_MAX = 200;
export const DISPUTE_TEXT_MAX = 2000;

/** Plain base64 (no data: prefix); what the bytes are is the server's to sniff, never the file name's. */
const fileContent = () =>
  z
    .string({ error: presence })
    .min(1, { error: REQUIRED, abort: true })
    .max(IMAGE_MAX_BASE64_LENGTH, { error: INVALID, abort: true })
    .pipe(z.base64({ error: INVALID }));

/** File names are labels only; control characters and path separators are refused. */
const fileName = () => text(FILE_NAME_MAX).regex(/^[^\p{Cc}/\\]+$/u, { error: INVALID });

/** POST /api/v2/wallet/orders/buy */
export const buyOrderRequest = z.strictObject(
  {
    amount: digitsAmount(),
    bankId: idOf(),
    externalFields: detailFields().default({}),
    callbackUrl: callbackUrl(),
  },
  { error: presence },
);

/** POST /api/v1/wallet/orders/buy/{id}/paid */
export const paidRequest = z.strictObject(
  { name: text(PERSON_NAME_MAX), fileName: fileName(), fileContent: fileContent() },
  { error: presence },
);

/** POST /api/v1/wallet/orders/buy/{id}/dispute */
export const disputeRequest = z.strictObject(
  {
    image: z.strictObject(
      { name: text(PERSON_NAME_MAX), fileName: fileName(), fileContent: fileContent() },
      { error: presence },
    ),
    acceptOption: z.enum(DISPUTE_ACCEPT_OPTIONS, { error: presence }),
    /** Meaningful for CHANGE_INVOICE only (SPEC §5.3). */
    amount: decimalAmount().optional(),
    comment: optionalText(DISPUTE_TEXT_MAX),
    problem: optionalText(DISPUTE_TEXT_MAX),
  },
  { error: presence },
);

/**
 * POST /api/v1/wallet/txns/deposit: `{ currency }` asks for a deposit address; `{ amount, currency,
 * provider: 'cryptobot' | 'xrocket' }` asks that provider for an invoice. Amount and provider come together
 * or not at all.
 */
export const cryptoDepositRequest = z
  .strictObject(
    {
      currency: currencyCode(),
      amount: decimalAmount().optional(),
      provider: z.enum(DEPOSIT_INVOICE_PROVIDERS, { error: INVALID }).optional(),
    },
    { error: presence },
  )
  .superRefine((body, ctx) => {
    if (body.provider !== undefined && body.amount === undefined) {
      ctx.addIssue({ code: 'custom', path: ['amount'], message: REQUIRED });
    }
    if (body.provider === undefined && body.amount !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['provider'], message: REQUIRED });
    }
  })
  .transform(
    (body): { currency: string } | { currency: string; amount: string; provider: DepositInvoiceProvider } =>
      body.provider !== undefined && body.amount !== undefined
        ? { currency: body.currency, amount: body.amount, provider: body.provider }
        : { currency: body.currency },
  );

export const PROVIDER_PATTERN = /^[a-z0-9_]{1,32}$/;

/** POST /api/v1/wallet/txns/withdraw. The address may be empty only for the crypto-bot provider. */
export const cryptoWithdrawRequest = z
  .strictObject(
    {
      currency: currencyCode(),
      address: z
        .string({ error: INVALID })
        .trim()
        .max(ADDRESS_MAX_LENGTH, { error: 'Validation.invalid_address' })
        .default(''),
      amount: decimalAmount(),
      memo: z.string({ error: INVALID }).trim().max(MEMO_MAX_LENGTH, { error: INVALID }).optional(),
      provider: z.string({ error: INVALID }).regex(PROVIDER_PATTERN, { error: INVALID }).optional(),
    },
    { error: presence },
  )
  .superRefine((body, ctx) => {
    if (body.address === '' && body.provider !== CRYPTOBOT_PROVIDER) {
      ctx.addIssue({ code: 'custom', path: ['address'], message: REQUIRED });
    }
  });

/** POST /api/v2/wallet/orders/sell */
export const sellRequest = z.strictObject(
  {
    amount: decimalAmount(),
    bankId: idOf(),
    subbankId: idOf().optional(),
    details: detailFields(),
  },
  { error: presence },
);

/** A preferred welcome bonus: its id (null for none) and whether it is on. */
const preferredBonus = () =>
  z.strictObject(
    {
      id: z.union([idOf(), z.null()], { error: presence }),
      isEnabled: z.boolean({ error: presence }),
    },
    { error: presence },
  );

/** POST /api/v2/users/loyalty: the bonus choice. */
export const loyaltyRequest = z.strictObject(
  {
    isWelcomeEnabledFiat: z.boolean({ error: presence }),
    isWelcomeEnabledCrypto: z.boolean({ error: presence }),
    preferredFiat: preferredBonus(),
    preferredCrypto: preferredBonus(),
  },
  { error: presence },
);

export const PAGE_LIMIT_MAX = 100;
export const PAGE_OFFSET_MAX = 1_000_000_000;

/** A query-string integer: decimal digits (or an actual number) within [min, max]. */
const queryInt = (min: number, max: number, fallback: number) =>
  z
    .union(
      [
        z
          .string()
          .regex(/^\d{1,10}$/)
          .transform(Number),
        z.number(),
      ],
      { error: INVALID },
    )
    .pipe(z.number().int({ error: INVALID }).min(min, { error: INVALID }).max(max, { error: INVALID }))
    .default(fallback);

/**
 * GET /api/v2/wallet/txns query. Not strict: a query string may carry a cache buster, which is harmless;
 * only these are read. `is_pagination` is a boolean after parsing, true unless 'false' was sent. `before`
 * (the id of the last transaction the client has) pages by key: the transactions with a smaller id, newest
 * first, read straight off the player's index however deep the history goes.
 */
export const paginationQuery = z.object({
  is_pagination: z
    .enum(['true', 'false'], { error: INVALID })
    .optional()
    .transform((value) => value !== 'false'),
  offset: queryInt(0, PAGE_OFFSET_MAX, 0),
  limit: queryInt(1, PAGE_LIMIT_MAX, HISTORY_PAGE_SIZE),
  before: z
    .string({ error: INVALID })
    .regex(/^\d{1,18}$/, { error: INVALID })
    .optional(),
});

export type BuyOrderRequest = z.output<typeof buyOrderRequest>;
export type PaidRequest = z.output<typeof paidRequest>;
export type DisputeRequest = z.output<typeof disputeRequest>;
export type CryptoDepositRequest = z.output<typeof cryptoDepositRequest>;
export type CryptoWithdrawRequest = z.output<typeof cryptoWithdrawRequest>;
export type SellRequest = z.output<typeof sellRequest>;
export type LoyaltyRequest = z.output<typeof loyaltyRequest>;
export type PaginationQuery = z.output<typeof paginationQuery>;
