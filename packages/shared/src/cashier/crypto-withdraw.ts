import type { FieldError } from '../errors/codes.ts';
import { checkAmountBounds, validateAmount } from './amount.ts';
import { CRYPTOBOT_PROVIDER, TON_NETWORK } from './constants.ts';

export interface CryptoWithdrawalInput {
  amount: string;
  address: string;
  memo?: string | null;
  provider?: string | null;
}

export interface CryptoWithdrawalCurrency {
  code: string;
  precision: number;
  network: string;
  /** SPEC §3 addressFormat: a regular expression source; it must match the whole address. */
  addressFormat: string;
  /** Minor units. */
  minWithdrawAmount: bigint;
}

/** SPEC §3 withdraw fee response, in minor units. */
export interface WithdrawFeeQuote {
  fee: bigint;
  minAmount: bigint;
  maxAmount: bigint;
}

/** Longer than any chain's address; the pattern never runs on more than this. */
export const ADDRESS_MAX_LENGTH = 256;
/** A TON comment fits in one cell (127 bytes); longer memos are refused. */
export const MEMO_MAX_LENGTH = 120;

/**
 * Compiles a currency's addressFormat anchored at both ends, or null when it is not a valid pattern.
 * An empty format checks nothing beyond presence.
 */
export function compileAddressFormat(addressFormat: string): RegExp | null {
  if (typeof addressFormat !== 'string') return null;
  const source = addressFormat.trim();
  if (source === '') return /^[\s\S]*$/;
  try {
    return new RegExp(`^(?:${source})$`);
  } catch {
    return null;
  }
}

/** Does `address` match the currency's format? An invalid format matches nothing (fails closed). */
export function isValidAddress(address: string, addressFormat: string): boolean {
  if (address.length === 0 || address.length > ADDRESS_MAX_LENGTH) return false;
  return compileAddressFormat(addressFormat)?.test(address) ?? false;
}

/** SPEC §5.4: the memo field exists only for the Toncoin network. */
export const isTonNetwork = (network: string): boolean => network.trim().toUpperCase() === TON_NETWORK;

/**
 * SPEC §5.4: amount required and a positive decimal within the currency's precision; address required and
 * matching addressFormat unless the provider is the crypto-bot; memo only on the Toncoin network; the amount
 * within the fee response's bounds and at least the currency's minWithdrawAmount.
 */
export function validateCryptoWithdrawal(
  input: CryptoWithdrawalInput,
  currency: CryptoWithdrawalCurrency,
  fee?: WithdrawFeeQuote | null,
): FieldError[] {
  const errors: FieldError[] = [];
  const checked = validateAmount(input.amount, currency);
  if ('error' in checked) {
    errors.push({ field: 'amount', ...checked.error });
  } else {
    const min =
      fee && fee.minAmount > currency.minWithdrawAmount ? fee.minAmount : currency.minWithdrawAmount;
    const outside = checkAmountBounds(checked.amount, { min, max: fee?.maxAmount }, currency);
    if (outside) errors.push({ field: 'amount', ...outside });
  }

  if (input.provider !== CRYPTOBOT_PROVIDER) {
    const address = typeof input.address === 'string' ? input.address.trim() : '';
    if (address === '') errors.push({ field: 'address', message: 'Validation.required' });
    else if (!isValidAddress(address, currency.addressFormat)) {
      errors.push({ field: 'address', message: 'Validation.invalid_address' });
    }
  }

  const memo = typeof input.memo === 'string' ? input.memo.trim() : '';
  if (input.memo !== undefined && input.memo !== null && typeof input.memo !== 'string') {
    errors.push({ field: 'memo', message: 'Validation.invalid_format' });
  } else if (memo !== '' && (!isTonNetwork(currency.network) || memo.length > MEMO_MAX_LENGTH)) {
    errors.push({ field: 'memo', message: 'Validation.invalid_format' });
  }
  return errors;
}
