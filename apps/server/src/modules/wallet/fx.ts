import { convertViaQuote } from '@casino/shared';
import type pg from 'pg';

export interface FxQuote {
  /** Minor units of the target currency, rounded toward zero. */
  amount: bigint;
  /** USD prices used, for the record. */
  fromRate: string;
  toRate: string;
}

/**
 * Converts between currencies at the stored USD rates. Money changes currency in the ledger as two
 * transfers through the `fx` house account, one per currency, in one database transaction.
 */
export async function quote(
  pool: pg.Pool | pg.PoolClient,
  amount: bigint,
  from: string,
  to: string,
): Promise<FxQuote> {
  const { rows } = await pool.query<{ code: string; precision: number; rate: string | null }>(
    `SELECT c.code, c.precision, r.rate FROM currencies c
     LEFT JOIN currency_rates r ON r.base = c.code AND r.quote = 'USD' WHERE c.code = ANY($1)`,
    [[from, to]],
  );
  const source = rows.find((r) => r.code === from);
  const target = rows.find((r) => r.code === to);
  if (!source?.rate || !target?.rate) throw new RangeError(`no rate between ${from} and ${to}`);
  if (from === to) return { amount, fromRate: source.rate, toRate: target.rate };
  return {
    amount: convertViaQuote(
      amount,
      { precision: source.precision, rate: source.rate },
      { precision: target.precision, rate: target.rate },
    ),
    fromRate: source.rate,
    toRate: target.rate,
  };
}
