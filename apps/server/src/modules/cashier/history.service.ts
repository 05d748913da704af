import type pg from 'pg';
import type { Player } from '../auth/index.ts';
import { FIAT_PRECISION, type TransactionRow, toTransaction } from './views.ts';

export interface TransactionsQuery {
  offset: number;
  limit: number;
  /** Digits: only transactions with a smaller id. */
  before?: string | undefined;
}

/**
 * The statements of the transaction history, exported so test/platform/list-plans.test.ts explains exactly
 * these. The page's ids come off cashier_transactions_user_idx (user_id, id), read backwards from `before`
 * when given, by an index-only scan: offset rows are skipped in the index, and only the page's rows are
 * fetched (by primary key: `= ANY (ARRAY(...))` runs the ids once, where `IN (...)` may be planned as a hash
 * join over the whole table) and joined to their currency. The count is an index-only scan too (a window
 * count over the page query would read every row of the player first). A cursor page asks for one row more
 * than `limit`: it tells whether another follows.
 */
export function transactionsSql(userId: bigint, query: TransactionsQuery) {
  const values: unknown[] = [userId.toString()];
  let where = 'WHERE user_id = $1';
  const count = { text: `SELECT count(*) AS total FROM cashier_transactions ${where}`, values: [...values] };
  if (query.before !== undefined) {
    values.push(query.before);
    where += ` AND id < $${values.length}`;
  }
  values.push(query.before === undefined ? query.limit : query.limit + 1, query.offset);
  const ids = `SELECT id FROM cashier_transactions ${where}
     ORDER BY id DESC LIMIT $${values.length - 1} OFFSET $${values.length}`;
  const page = {
    text: `SELECT t.*, c.precision
     FROM cashier_transactions t LEFT JOIN currencies c ON c.code = t.currency
     WHERE t.id = ANY (ARRAY(${ids})) ORDER BY t.id DESC`,
    values,
  };
  return { page, count };
}

/**
 * GET /api/v2/wallet/txns: the player's own cashier transactions, newest first, by offset or after the
 * `before` cursor. `total` counts every transaction of the player; `nextBefore` answers cursor requests
 * only: the cursor of the next page, null at the end.
 */
export async function listTransactions(pool: pg.Pool, player: Player, query: TransactionsQuery) {
  const sql = transactionsSql(player.id, query);
  const [page, count] = await Promise.all([
    pool.query<TransactionRow & { precision: number | null }>(sql.page.text, sql.page.values),
    pool.query<{ total: string }>(sql.count.text, sql.count.values),
  ]);
  const rows = page.rows.slice(0, query.limit);
  const items = rows.map((r) => toTransaction(r, r.precision ?? FIAT_PRECISION));
  const meta = { total: Number(count.rows[0]?.total ?? 0), limit: query.limit, offset: query.offset };
  if (query.before === undefined) return { items, meta };
  const last = rows[rows.length - 1];
  const nextBefore = page.rows.length > query.limit && last ? String(last.id) : null;
  return { items, meta: { ...meta, nextBefore } };
}
