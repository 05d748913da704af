import { TRANSACTION_TYPES } from '@casino/shared';
import { z } from 'zod';

/**
 * Response schemas of the player cashier routes (SPEC §3 field names). The serializer answers only the
 * fields listed here; amounts are major-unit decimal strings, times as views.ts formats them.
 */

const text = z.string();
const nullableText = z.string().nullable();
const stringMap = z.record(z.string(), z.string());

/** `{ id }` of a created buy order, sell order or crypto withdrawal. */
export const createdId = z.object({ id: z.string() });

/** SPEC §3 Fiat order (views.ts toFiatOrder); `additonalAmountChange` spelled as the spec spells it. */
export const fiatOrder = z.object({
  id: text,
  status: text,
  url: nullableText,
  valueFrom: text,
  currencyFrom: text,
  bankMethod: nullableText,
  meta: z.object({ external_info: z.object({ target: text }) }),
  additonalAmountChange: nullableText,
  details: z.object({
    /** Unix seconds. */
    expiredAt: z.number().int().nullable(),
    paymentDetails: stringMap.nullable(),
    recipientBank: nullableText,
    senderBank: nullableText,
  }),
});

/** GET /v2/wallet/orders/not-expired: the open order of the method, or null. */
export const openFiatOrder = fiatOrder.nullable();

const externalDetailsFields = z.object({ required: z.array(text), optional: z.array(text) });

/** SPEC §3 Payment method, fiat (catalog.ts conditionsView), plus `isAvailable`. */
export const fiatMethods = z.array(
  z.object({
    isAvailable: z.boolean(),
    id: text,
    name: text,
    icon: text,
    iconBig: text,
    method: text,
    label: text,
    currency: text,
    priority: z.number(),
    buy: z.object({
      minAmount: text,
      maxAmount: text,
      multiplyOrdersAllowed: z.boolean(),
      externalDetailsFields,
    }),
    sell: z.object({
      minAmount: text,
      maxAmount: text,
      levels: z.array(z.object({ from: text, fee: text })),
      subbanks: z.array(z.object({ id: text, name: text, icon: text, externalDetailsFields })),
    }),
  }),
);

/** SPEC §3 Payment method / currency, crypto and fiat (catalog.ts currenciesView). */
export const currencies = z.array(
  z.object({
    code: text,
    name: text,
    icon: text,
    iconBig: text,
    network: nullableText,
    precision: z.number().int(),
    isFiat: z.boolean(),
    withdrawAllowed: z.boolean(),
    minWithdrawAmount: nullableText,
    minDepositAmount: nullableText,
    addressFormat: nullableText,
    displayFormat: text,
    valuePresets: z.array(text),
    additionalProviders: z.array(text),
    /** A display figure (shown as depositBonus × 100 %), not money. */
    depositBonus: z.number(),
    depositBonusAvailable: z.boolean(),
  }),
);

/** SPEC §3 Transaction (views.ts toTransaction) and the page of GET /v2/wallet/txns. */
export const transactionPage = z.object({
  items: z.array(
    z.object({
      id: text,
      type: z.enum(TRANSACTION_TYPES),
      status: text,
      /** Unix seconds. */
      timestamp: z.number().int().nullable(),
      originalAmount: z.object({ value: text, currency: text }),
      externalId: nullableText,
      paymentDetails: stringMap.nullable(),
      address: nullableText,
      /** ISO 8601. */
      cancellableUntil: nullableText,
      senderBank: nullableText,
    }),
  ),
  meta: z.object({ total: z.number().int(), limit: z.number().int(), offset: z.number().int() }),
});

/** GET /v2/wallet/wager: answered only when withdrawals are allowed (a wager refusal is a 400). */
export const wagerCheck = z.object({ isWithdrawEnabled: z.boolean() });

/** GET /v2/wallet/orders/sell/saved: the details last used with the method, or null. */
export const savedPayoutDetails = z
  .object({ bankId: text, subbankId: nullableText, details: stringMap })
  .nullable();

/** A cancelled withdrawal or sell: its id and new status. */
export const cancelledTransaction = z.object({ id: text, status: text });

/** SPEC §3 Withdraw fee response (crypto-withdrawals.service.ts feeQuote). */
export const withdrawFee = z.object({ fee: text, minAmount: text, maxAmount: text });

/** SPEC §3 Crypto deposit address (deposit-addresses.service.ts); `memo` only on memo networks (TON). */
export const depositAddress = z.object({ address: text, memo: text.optional(), minAmount: text });

/** GET /v1/wallet/addresses/{code}: the player's addresses for the currency, newest first. */
export const depositAddresses = z.array(depositAddress);

/** POST /v1/wallet/txns/deposit: a provider invoice to pay on the provider's page, or an address. */
export const depositAnswer = z.union([z.object({ redirectUrl: text }), depositAddress]);
