import { parseMajor } from '@casino/shared';
import type pg from 'pg';
import type { Tx } from '../../db/tx.ts';
import { AppError } from '../../http/errors.ts';
import type { Player } from '../auth/index.ts';
import { CRYPTO_CURRENCIES } from './currencies.config.ts';

/** Minor-unit decimals of a currency; an unknown code is the wallet's `error_currency_not_supported`. */
export async function precisionOf(db: pg.Pool | pg.PoolClient, code: string): Promise<number> {
  const { rows } = await db.query<{ precision: number }>('SELECT precision FROM currencies WHERE code = $1', [
    code,
  ]);
  const precision = rows[0]?.precision;
  if (precision === undefined) throw new AppError(400, 'error_currency_not_supported');
  return precision;
}

/** depositBonus fractions ("0.05") are read to 4 decimals, so the bonus is exact in minor units. */
const BONUS_DECIMALS = 4;

/**
 * SPEC §3 depositBonus: the fraction of `credited` a deposit in `currency` adds as a bonus, rounded down.
 * Every kind of deposit goes through this one rule; a currency without a depositBonus (the fiat ones,
 * whose buttons show no bonus percent) adds none.
 */
export function depositBonusOf(currency: string, credited: bigint): bigint {
  const fraction = CRYPTO_CURRENCIES.find((c) => c.code === currency)?.depositBonus ?? '0';
  const scaled = parseMajor(fraction, BONUS_DECIMALS) ?? 0n;
  return (credited * scaled) / 10n ** BigInt(BONUS_DECIMALS);
}

/** A deposit whose money has arrived, however it came (fiat order, chain payment, invoice). */
export interface CompletedDeposit {
  /** The cashier transaction it completes, and its type: `buy` (fiat order) or `deposit` (crypto). */
  transactionId: string;
  type: 'buy' | 'deposit';
  player: Player;
  /** What arrived: its currency and amount in that currency's minor units. */
  currency: string;
  amount: bigint;
  /** Ledger keys derive from it (the order id, the provider's id): a replay posts nothing. */
  ledgerKey: string;
  metadata: Record<string, unknown>;
}

/**
 * flows/deposit-completed: credits a completed deposit inside `tx` and returns the amount credited in
 * the player's account currency. Wired in app.ts; the cashier only reports deposits.
 */
export type CompleteDeposit = (tx: Tx, deposit: CompletedDeposit) => Promise<bigint>;
