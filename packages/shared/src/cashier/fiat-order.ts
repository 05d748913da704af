import type { TransactionType } from './constants.ts';

/**
 * SPEC §3/§4.2 fiat orders, said once for the server (which writes them) and the page (which routes by
 * them). Before, the precision, the statuses and the order shape were copied into each side.
 */

/** Every fiat method's currency counts in two decimals: fiat order amounts are minor units at 10^2. */
export const FIAT_PRECISION = 2;

/** A fiat deposit is a buy order, a fiat withdrawal a sell order. */
export const FIAT_ORDER_TYPES = ['buy', 'sell'] as const satisfies readonly TransactionType[];
export type FiatOrderType = (typeof FIAT_ORDER_TYPES)[number];

/** SPEC §4.2: the statuses a fiat order moves through (the transaction statuses plus the external invoice). */
export const FIAT_ORDER_STATUSES = [
  'waiting',
  'pay_external_invoice',
  'wait_for_confirmation',
  'timeouted',
  'completed',
  'declined',
  'disputed',
  'pending',
  'refund',
] as const;
export type FiatOrderStatus = (typeof FIAT_ORDER_STATUSES)[number];

/** A buy order still waiting for the player's payment: the details screen shows it itself. */
export const FIAT_ORDER_UNPAID_STATUSES = [
  'waiting',
  'pay_external_invoice',
] as const satisfies readonly FiatOrderStatus[];

/** A buy order still in progress (unpaid, or paid and waiting for the operator): counts as open. */
export const FIAT_ORDER_OPEN_STATUSES = [
  ...FIAT_ORDER_UNPAID_STATUSES,
  'wait_for_confirmation',
] as const satisfies readonly FiatOrderStatus[];

/** A buy order the operator may still confirm (credit), including a timed-out or disputed one. */
export const FIAT_ORDER_CONFIRMABLE_STATUSES = [
  ...FIAT_ORDER_OPEN_STATUSES,
  'timeouted',
  'disputed',
] as const satisfies readonly FiatOrderStatus[];

const includes = (list: readonly string[], status: string) => list.includes(status);

export const isFiatOrderUnpaid = (status: string): boolean => includes(FIAT_ORDER_UNPAID_STATUSES, status);
export const isFiatOrderOpen = (status: string): boolean => includes(FIAT_ORDER_OPEN_STATUSES, status);
export const isFiatOrderConfirmable = (status: string): boolean =>
  includes(FIAT_ORDER_CONFIRMABLE_STATUSES, status);

/** SPEC §3 Fiat order as the API answers it (`additonalAmountChange` spelled as the spec spells it). */
export interface FiatOrder {
  id: string;
  /** A FiatOrderStatus; typed as string so a status added later does not break older pages. */
  status: string;
  url: string | null;
  valueFrom: string;
  currencyFrom: string;
  bankMethod: string | null;
  meta: { external_info: { target: string } };
  additonalAmountChange: string | null;
  details: {
    /** Unix seconds. */
    expiredAt: number | null;
    paymentDetails: FiatPaymentDetails | null;
    recipientBank: string | null;
    senderBank: string | null;
  };
}

/** Where the player pays a buy order; which keys are present depends on the method. */
export interface FiatPaymentDetails {
  card?: string;
  phone?: string;
  bankName?: string;
  name?: string;
  externalId?: string;
  [key: string]: string | undefined;
}
