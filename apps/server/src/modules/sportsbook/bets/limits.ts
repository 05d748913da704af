import { parseMajor } from '@casino/shared';
import type { SportsbookConfig } from '../../../config.ts';
import { CURRENCIES } from '../../../db/reference-data.ts';

/**
 * Default sportsbook limits per currency, in major units: the casino's stake range (games/limits.ts) and a
 * higher payout ceiling, since a multi's odds multiply (about 0.10–1,000 USD a bet, 250,000 USD a payout).
 */
const DEFAULT_LIMITS: Record<string, { minBet: string; maxBet: string; maxPayout: string }> = {
  USD: { minBet: '0.10', maxBet: '1000', maxPayout: '250000' },
  EUR: { minBet: '0.10', maxBet: '1000', maxPayout: '250000' },
  RUB: { minBet: '10', maxBet: '100000', maxPayout: '25000000' },
  UAH: { minBet: '5', maxBet: '40000', maxPayout: '10000000' },
  KZT: { minBet: '50', maxBet: '500000', maxPayout: '125000000' },
  UZS: { minBet: '1000', maxBet: '10000000', maxPayout: '2500000000' },
  PLN: { minBet: '0.50', maxBet: '4000', maxPayout: '1000000' },
  IDR: { minBet: '1500', maxBet: '15000000', maxPayout: '3750000000' },
  BTC: { minBet: '0.000001', maxBet: '0.02', maxPayout: '5' },
  ETH: { minBet: '0.00005', maxBet: '0.5', maxPayout: '125' },
  LTC: { minBet: '0.001', maxBet: '10', maxPayout: '2500' },
  TRX: { minBet: '1', maxBet: '10000', maxPayout: '2500000' },
  USDTTRC20: { minBet: '0.10', maxBet: '1000', maxPayout: '250000' },
  USDTERC20: { minBet: '0.10', maxBet: '1000', maxPayout: '250000' },
  USDTTON: { minBet: '0.10', maxBet: '1000', maxPayout: '250000' },
  TON: { minBet: '0.05', maxBet: '500', maxPayout: '125000' },
  NOT: { minBet: '20', maxBet: '200000', maxPayout: '50000000' },
  DOGS: { minBet: '100', maxBet: '1000000', maxPayout: '250000000' },
};

export interface SportsbookLimits {
  currency: string;
  precision: number;
  minBet: bigint;
  maxBet: bigint;
  maxPayout: bigint;
}

/** Limits in minor units per currency: the defaults with SPORTSBOOK_LIMITS applied over them. */
export function sportsbookLimits(overrides: SportsbookConfig['limits']): Map<string, SportsbookLimits> {
  const limits = new Map<string, SportsbookLimits>();
  for (const currency of CURRENCIES) {
    const merged = { ...DEFAULT_LIMITS[currency.code], ...overrides[currency.code] };
    const minor = (value: string | undefined, name: string) => {
      const parsed = value === undefined ? null : parseMajor(value, currency.precision);
      if (parsed === null || parsed <= 0n)
        throw new Error(`sportsbook limit ${name} for ${currency.code} is missing or invalid`);
      return parsed;
    };
    const entry: SportsbookLimits = {
      currency: currency.code,
      precision: currency.precision,
      minBet: minor(merged.minBet, 'minBet'),
      maxBet: minor(merged.maxBet, 'maxBet'),
      maxPayout: minor(merged.maxPayout, 'maxPayout'),
    };
    if (entry.minBet > entry.maxBet || entry.maxBet > entry.maxPayout) {
      throw new Error(`sportsbook limits for ${currency.code} must satisfy minBet ≤ maxBet ≤ maxPayout`);
    }
    limits.set(currency.code, entry);
  }
  return limits;
}
