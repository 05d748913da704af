/** SPEC §9 and §4.3 constants both the server and the browser use. */

/** SPEC §9: transaction history loads 10 at a time. */
export const HISTORY_PAGE_SIZE = 10;

/** SPEC §5.4: the withdrawal fee is fetched this long after the amount stops changing. */
export const FEE_DEBOUNCE_MS = 200;

/** SPEC §9: methods whose payout details are an e-mail address. */
export const EMAIL_BASED_METHODS = [
  'revolut',
  'wise',
  'n26',
  'open_banking',
  'rapid_transfer',
  'neteller',
  'skrill',
  'paysafecard',
] as const;
export type EmailBasedMethod = (typeof EMAIL_BASED_METHODS)[number];

export const isEmailBasedMethod = (method: string): method is EmailBasedMethod =>
  (EMAIL_BASED_METHODS as readonly string[]).includes(method);

/** SPEC §9: the phone input's default country (ISO 3166 alpha-2, lower case) per account currency. */
export const PHONE_DEFAULT_COUNTRY_BY_CURRENCY: Readonly<Record<string, string>> = Object.freeze({
  IDR: 'id',
  RUB: 'ru',
  KZT: 'kz',
  UAH: 'ua',
  UZS: 'uz',
  PLN: 'pl',
});

/** SPEC §9 TON transfers: a message stays valid for 360 s. */
export const TON_TRANSACTION_VALIDITY_SECONDS = 360;
/** TON amounts carry 9 decimals (nanotons); USDT on TON carries 6. */
export const TON_PRECISION = 9;
export const USDT_TON_PRECISION = 6;
/** Forward fee attached to a jetton transfer, in TON. */
export const TON_JETTON_FORWARD_FEE = '0.01';
/** TON attached to a jetton transfer message, in TON. */
export const TON_MESSAGE_AMOUNT = '0.1';
/** The same two amounts in nanotons. */
export const TON_JETTON_FORWARD_FEE_NANO = 10_000_000n;
export const TON_MESSAGE_AMOUNT_NANO = 100_000_000n;
/** SPEC §9: currencies paid through a TON wallet. */
export const TON_CURRENCIES = ['TON', 'JETTON', 'NOT', 'DOGS', 'USDTTON'] as const;
export type TonCurrency = (typeof TON_CURRENCIES)[number];
/** SPEC §5.4: the network whose withdrawals may carry a memo. */
export const TON_NETWORK = 'TON';

/** SPEC §9: the crypto-bot's default currency. */
export const DEFAULT_CRYPTOBOT_CURRENCY = 'USDTTRC20';
/** The provider value that marks a crypto-bot deposit or withdrawal (SPEC §5.4, §7). */
export const CRYPTOBOT_PROVIDER = 'cryptobot';
/** The provider value of an xRocket Pay deposit (the mini-app's x-rocket view). */
export const XROCKET_PROVIDER = 'xrocket';
/** Providers a crypto deposit invoice can be opened with. */
export const DEPOSIT_INVOICE_PROVIDERS = [CRYPTOBOT_PROVIDER, XROCKET_PROVIDER] as const;
export type DepositInvoiceProvider = (typeof DEPOSIT_INVOICE_PROVIDERS)[number];

/** SPEC §4.3 dispute options: CHANGE_INVOICE shows an amount field. */
export const DISPUTE_ACCEPT_OPTIONS = ['CHANGE_INVOICE', 'REPAY'] as const;
export type DisputeAcceptOption = (typeof DISPUTE_ACCEPT_OPTIONS)[number];

/** SPEC §4.3 transaction statuses. */
export const TRANSACTION_STATUSES = [
  'completed',
  'pending',
  'declined',
  'timeouted',
  'disputed',
  'wait_for_confirmation',
  'refund',
  'waiting',
] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];

/** SPEC §3 transaction types. */
export const TRANSACTION_TYPES = ['deposit', 'buy', 'withdraw', 'sell'] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

/** SPEC §4.3: only a pending sell or withdraw can be cancelled. */
export const CANCELLABLE_TYPES = ['sell', 'withdraw'] as const satisfies readonly TransactionType[];
/** SPEC §4.3: the buy statuses a dispute can be opened from. */
export const DISPUTABLE_STATUSES = [
  'timeouted',
  'pending',
  'declined',
  'wait_for_confirmation',
] as const satisfies readonly TransactionStatus[];

// In its own module: the first load's deposit listener needs it and none of the rest.
export { DEPOSIT_COUNTING_TYPES } from './deposit-counting.ts';

export interface CancellableTransaction {
  type: string;
  status: string;
  /** ISO-8601 instant, or null when the transaction can never be cancelled. */
  cancellableUntil: string | null;
}

/** SPEC §4.3/§9: a pending sell or withdraw whose cancellableUntil is still in the future at `now`. */
export function isCancellable(tx: CancellableTransaction, now: Date): boolean {
  if (tx.status !== 'pending') return false;
  if (!(CANCELLABLE_TYPES as readonly string[]).includes(tx.type)) return false;
  if (tx.cancellableUntil === null) return false;
  const until = Date.parse(tx.cancellableUntil);
  // An unreadable deadline never grants a cancel.
  return Number.isFinite(until) && now.getTime() < until;
}

/** SPEC §4.3: a buy in timeouted, pending, declined or wait_for_confirmation can have a dispute opened. */
export function canOpenDispute(tx: { type: string; status: string }): boolean {
  return tx.type === 'buy' && (DISPUTABLE_STATUSES as readonly string[]).includes(tx.status);
}
