import { parseMajor } from '@casino/shared';
import type { Config } from '../../config.ts';
import { CURRENCIES } from '../../db/reference-data.ts';

/** Default bet limits per currency, in major units: roughly 0.10–1,000 USD a bet and 100,000 USD a payout. */
const DEFAULT_LIMITS: Record<string, { minBet: string; maxBet: string; maxPayout: string }> = {
  USD: { minBet: '0.10', maxBet: '1000', maxPayout: '100000' },
  EUR: { minBet: '0.10', maxBet: '1000', maxPayout: '100000' },
  RUB: { minBet: '10', maxBet: '100000', maxPayout: '10000000' },
  UAH: { minBet: '5', maxBet: '40000', maxPayout: '4000000' },
  KZT: { minBet: '50', maxBet: '500000', maxPayout: '50000000' },
  UZS: { minBet: '1000', maxBet: '10000000', maxPayout: '1000000000' },
  PLN: { minBet: '0.50', maxBet: '4000', maxPayout: '400000' },
  IDR: { minBet: '1500', maxBet: '15000000', maxPayout: '1500000000' },
  BTC: { minBet: '0.000001', maxBet: '0.02', maxPayout: '2' },
  ETH: { minBet: '0.00005', maxBet: '0.5', maxPayout: '50' },
  LTC: { minBet: '0.001', maxBet: '10', maxPayout: '1000' },
  TRX: { minBet: '1', maxBet: '10000', maxPayout: '1000000' },
  USDTTRC20: { minBet: '0.10', maxBet: '1000', maxPayout: '100000' },
  USDTERC20: { minBet: '0.10', maxBet: '1000', maxPayout: '100000' },
  USDTTON: { minBet: '0.10', maxBet: '1000', maxPayout: '100000' },
  TON: { minBet: '0.05', maxBet: '500', maxPayout: '50000' },
  NOT: { minBet: '20', maxBet: '200000', maxPayout: '20000000' },
  DOGS: { minBet: '100', maxBet: '1000000', maxPayout: '100000000' },
};

export interface BetLimits {
  currency: string;
  precision: number;
  minBet: bigint;
  maxBet: bigint;
  maxPayout: bigint;
}

type MajorLimits = Record<string, { minBet?: string; maxBet?: string; maxPayout?: string }>;

/**
 * Limits in minor units per currency: `defaults` with `overrides` applied over them (GAME_LIMITS here,
 * SPORTSBOOK_LIMITS for the sportsbook). `what` names them in the start-up error of a bad table.
 */
export function limitsFrom(
  defaults: MajorLimits,
  overrides: MajorLimits,
  what: string,
): Map<string, BetLimits> {
  const limits = new Map<string, BetLimits>();
  for (const currency of CURRENCIES) {
    const merged = { ...defaults[currency.code], ...overrides[currency.code] };
    const minor = (value: string | undefined, name: string) => {
      const parsed = value === undefined ? null : parseMajor(value, currency.precision);
      if (parsed === null || parsed <= 0n)
        throw new Error(`${what} limit ${name} for ${currency.code} is missing or invalid`);
      return parsed;
    };
    const entry: BetLimits = {
      currency: currency.code,
      precision: currency.precision,
      minBet: minor(merged.minBet, 'minBet'),
      maxBet: minor(merged.maxBet, 'maxBet'),
      maxPayout: minor(merged.maxPayout, 'maxPayout'),
    };
    if (entry.minBet > entry.maxBet || entry.maxBet > entry.maxPayout) {
      throw new Error(`${what} limits for ${currency.code} must satisfy minBet ≤ maxBet ≤ maxPayout`);
    }
    limits.set(currency.code, entry);
  }
  return limits;
}

/** Limits in minor units per currency: the defaults with GAME_LIMITS applied over them. */
export const betLimits = (overrides: Config['gameLimits']): Map<string, BetLimits> =>
  limitsFrom(DEFAULT_LIMITS, overrides, 'bet');
