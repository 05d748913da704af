import { FIAT_PRECISION, formatMajor, type TransactionType } from '@casino/shared';
import { findMethod } from './methods.config.ts';

/** A cashier_transactions row as pg returns it. */
export interface TransactionRow {
  id: string;
  user_id: string;
  type: TransactionType;
  status: string;
  currency: string;
  amount: string;
  fee: string;
  method_id: string | null;
  subbank_id: string | null;
  provider: string | null;
  address: string | null;
  memo: string | null;
  external_id: string | null;
  details: {
    paymentDetails?: Record<string, string> | null;
    recipientBank?: string | null;
    url?: string | null;
    externalFields?: Record<string, string>;
    additionalAmountChange?: string;
  };
  sender_bank: string | null;
  expires_at: Date | null;
  cancellable_until: Date | null;
  created_at: Date;
}

export { FIAT_PRECISION };

const seconds = (date: Date | null) => (date ? Math.floor(date.getTime() / 1000) : null);

/** SPEC §3 Fiat order. `additonalAmountChange` is spelled as the spec spells it. */
export function toFiatOrder(row: TransactionRow) {
  const method = row.method_id ? findMethod(row.method_id) : undefined;
  return {
    id: row.id,
    status: row.status,
    url: row.details.url ?? null,
    valueFrom: formatMajor(BigInt(row.amount), FIAT_PRECISION),
    currencyFrom: row.currency,
    bankMethod: method?.method ?? null,
    meta: { external_info: { target: row.details.url ? 'external' : 'details' } },
    additonalAmountChange: row.details.additionalAmountChange ?? null,
    details: {
      expiredAt: seconds(row.expires_at),
      paymentDetails: row.details.paymentDetails ?? null,
      recipientBank: row.details.recipientBank ?? null,
      senderBank: row.sender_bank,
    },
  };
}

/** SPEC §3 Transaction, as the history lists it. */
export function toTransaction(row: TransactionRow, precision: number) {
  return {
    id: row.id,
    type: row.type,
    status: row.status,
    timestamp: seconds(row.created_at),
    originalAmount: { value: formatMajor(BigInt(row.amount), precision), currency: row.currency },
    externalId: row.external_id,
    paymentDetails: row.details.paymentDetails ?? null,
    address: row.address,
    cancellableUntil: row.cancellable_until ? row.cancellable_until.toISOString() : null,
    senderBank: row.sender_bank,
  };
}
