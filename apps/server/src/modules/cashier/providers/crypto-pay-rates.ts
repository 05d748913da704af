import { formatMajor } from '@casino/shared';
import { FIAT_CURRENCY_CODES } from '../../../db/reference-data.ts';
import type { RatesSource } from '../../wallet/index.ts';
import { CRYPTO_CURRENCIES } from '../currencies.config.ts';
import { CRYPTO_PAY_ASSETS, type CryptoPayClient, type CryptoPayExchangeRate } from './crypto-pay.ts';

/** Rates are stored as numeric(30,12): results carry at most this many decimals. */
const RATE_DECIMALS = 12;
/** Longer rate strings are not a price: refused before they reach bigint arithmetic. */
const MAX_RATE_LENGTH = 40;
/** The asset fiat prices are crossed through: Crypto Pay quotes every fiat against it. */
const PIVOT_ASSET = 'USDT';

/** Which currencies to price: our crypto code → Crypto Pay asset, and our fiat codes. */
export interface PricedCurrencies {
  crypto: Readonly<Record<string, string>>;
  fiat: readonly string[];
}

/**
 * Our currencies as Crypto Pay prices them. A token's price does not depend on its network, so every
 * USDT of ours (USDTERC20 too, which Crypto Pay cannot pay out) is priced as Crypto Pay's USDT.
 */
export function pricedCurrencies(): PricedCurrencies {
  const crypto: Record<string, string> = {};
  for (const { code } of CRYPTO_CURRENCIES) {
    const asset = CRYPTO_PAY_ASSETS[code] ?? (code.startsWith('USDT') ? 'USDT' : code);
    crypto[code] = asset;
  }
  return { crypto, fiat: FIAT_CURRENCY_CODES };
}

/** An exact positive decimal `digits / 10^scale`, or null for anything else ("1e3", "-1", "0", "abc"). */
function parseRate(rate: string): { digits: bigint; scale: number } | null {
  if (rate.length > MAX_RATE_LENGTH) return null;
  const match = /^(\d+)(?:\.(\d+))?$/.exec(rate.trim());
  if (!match) return null;
  const [, whole = '0', fraction = ''] = match;
  const digits = BigInt(whole + fraction);
  return digits > 0n ? { digits, scale: fraction.length } : null;
}

/** numerator / denominator (both positive) at RATE_DECIMALS decimals, rounded half-up. */
function scaledQuotient(numerator: bigint, denominator: bigint): bigint {
  const scaled = numerator * 10n ** BigInt(RATE_DECIMALS);
  return (2n * scaled + denominator) / (2n * denominator);
}

/** "0.012500000000" → "0.0125", "6.000000000000" → "6". */
function formatRate(scaled: bigint): string {
  return formatMajor(scaled, RATE_DECIMALS).replace(/\.?0+$/, '');
}

/**
 * Converts Crypto Pay's exchange rates into USD prices of our currencies, exactly (bigint, 12 decimals,
 * rounded half-up):
 * - a crypto code: its asset's rate to USD;
 * - USD: 1;
 * - another fiat F: USD per one F = rate(USDT→USD) / rate(USDT→F).
 * Pairs marked `is_valid: false` or whose rate is not a positive decimal are skipped, and so is a price
 * that rounds to zero: a currency without a usable price is left out (its stored rate stays), never 0.
 */
export function usdRatesFromExchangeRates(
  rates: readonly CryptoPayExchangeRate[],
  currencies: PricedCurrencies,
): Map<string, string> {
  const pairs = new Map<string, { digits: bigint; scale: number }>();
  for (const pair of rates) {
    if (!pair.is_valid) continue;
    const parsed = parseRate(pair.rate);
    // The first valid quote of a pair wins; a duplicate never overrides it.
    const key = `${pair.source}/${pair.target}`;
    if (parsed && !pairs.has(key)) pairs.set(key, parsed);
  }
  const usd = new Map<string, string>();
  const emit = (code: string, numerator: bigint, denominator: bigint) => {
    const scaled = scaledQuotient(numerator, denominator);
    if (scaled > 0n) usd.set(code, formatRate(scaled));
  };
  for (const [code, asset] of Object.entries(currencies.crypto)) {
    const price = pairs.get(`${asset}/USD`);
    if (price) emit(code, price.digits, 10n ** BigInt(price.scale));
  }
  const pivotUsd = pairs.get(`${PIVOT_ASSET}/USD`);
  for (const code of currencies.fiat) {
    if (code === 'USD') {
      usd.set(code, '1');
      continue;
    }
    const pivotFiat = pairs.get(`${PIVOT_ASSET}/${code}`);
    if (!pivotUsd || !pivotFiat) continue;
    // (a / 10^as) / (b / 10^bs) = a·10^bs / (b·10^as)
    emit(
      code,
      pivotUsd.digits * 10n ** BigInt(pivotFiat.scale),
      pivotFiat.digits * 10n ** BigInt(pivotUsd.scale),
    );
  }
  return usd;
}

/** Live exchange rates from Crypto Pay's getExchangeRates, for the scheduled rates refresh. */
export class CryptoPayRates implements RatesSource {
  readonly name = 'cryptopay';

  constructor(
    private readonly client: Pick<CryptoPayClient, 'getExchangeRates'>,
    private readonly currencies: PricedCurrencies = pricedCurrencies(),
  ) {}

  async usdRates(): Promise<Map<string, string>> {
    return usdRatesFromExchangeRates(await this.client.getExchangeRates(), this.currencies);
  }
}
