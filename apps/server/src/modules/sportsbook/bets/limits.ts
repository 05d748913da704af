import type { SportsbookConfig } from '../../../config.ts';
import { type BetLimits, limitsFrom } from '../../games/index.ts';

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

export type SportsbookLimits = BetLimits;

/** Limits in minor units per currency: the defaults with SPORTSBOOK_LIMITS applied over them. */
export const sportsbookLimits = (overrides: SportsbookConfig['limits']): Map<string, SportsbookLimits> =>
  limitsFrom(DEFAULT_LIMITS, overrides, 'sportsbook');
