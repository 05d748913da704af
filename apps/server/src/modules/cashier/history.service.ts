import type pg from 'pg';
import type { Player } from '../auth/index.ts';
import { FIAT_PRECISION, type TransactionRow, toTransaction } from './views.ts';

/** GET /api/v2/wallet/txns: the player's own cashier transactions, newest first. */
export async function listTransactions(pool: pg.Pool, player: Player, offset: number, limit: number) {
  const { rows } = await pool.query<TransactionRow & { precision: number | null; total: string }>(
    `SELECT t.*, c.precision, count(*) OVER () AS total
     FROM cashier_transactions t LEFT JOIN currencies c ON c.code = t.currency
     WHERE t.user_id = $1 ORDER BY t.id DESC LIMIT $2 OFFSET $3`,
    [player.id.toString(), limit, offset],
  );
  let total = Number(rows[0]?.total ?? 0);
  if (rows.length === 0 && offset > 0) {
    const counted = await pool.query<{ n: string }>(
      'SELECT count(*) AS n FROM cashier_transactions WHERE user_id = $1',
      [player.id.toString()],
    );
    total = Number(counted.rows[0]?.n ?? 0);
  }
  return {
    items: rows.map((r) => toTransaction(r, r.precision ?? FIAT_PRECISION)),
    meta: { total, limit, offset },
  };
}
