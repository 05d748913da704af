import { parseAmount } from './amount.ts';
import {
  TON_CURRENCIES,
  TON_PRECISION,
  TON_TRANSACTION_VALIDITY_SECONDS,
  type TonCurrency,
  USDT_TON_PRECISION,
} from './constants.ts';

/** SPEC §9: is this currency paid from a TON wallet (TON itself or one of the jettons)? */
export const isTonCurrency = (code: string): code is TonCurrency =>
  (TON_CURRENCIES as readonly string[]).includes(code);

/** TON itself is sent as nanotons; every other TON currency is a TEP-74 jetton transfer. */
export const isJetton = (code: TonCurrency): boolean => code !== 'TON';

/** SPEC §9: the on-chain precision of a TON currency: 1e9, except 1e6 for USDT on TON. */
export const tonCurrencyPrecision = (code: TonCurrency): number =>
  code === 'USDTTON' ? USDT_TON_PRECISION : TON_PRECISION;

/**
 * A decimal amount in major units ("1.5") as the chain's integer units of the currency (1.5 TON is
 * 1 500 000 000 nanotons; 1.5 USDTTON is 1 500 000). Null when it is not a positive decimal within the
 * precision.
 */
export function toTonUnits(amount: string, code: TonCurrency): bigint | null {
  const units = parseAmount(amount, tonCurrencyPrecision(code));
  return units === null || units <= 0n ? null : units;
}

/** SPEC §9: a TON Connect request stays valid for 360 s from `now`; unix seconds as the protocol wants. */
export const tonValidUntil = (now: Date): number =>
  Math.floor(now.getTime() / 1000) + TON_TRANSACTION_VALIDITY_SECONDS;
