import type pg from 'pg';

export interface AuditViolation {
  check: string;
  detail: string;
}

const CHECKS: Array<{ check: string; sql: string }> = [
  {
    check: 'transfer_balances',
    sql: `SELECT e.transfer_id || ' sums to ' || sum(e.amount) AS detail FROM ledger_entries e
          GROUP BY e.transfer_id HAVING sum(e.amount) <> 0 OR count(*) < 2 OR bool_or(e.amount = 0)`,
  },
  {
    check: 'transfer_one_currency',
    sql: `SELECT e.transfer_id || ' moves ' || e.currency || ' on account ' || e.account_id || ' of '
                 || coalesce(la.currency, 'no account') AS detail
          FROM ledger_entries e LEFT JOIN ledger_accounts la ON la.id = e.account_id
          WHERE la.currency IS DISTINCT FROM e.currency`,
  },
  {
    check: 'account_balance_matches_entries',
    sql: `SELECT la.id || ' holds ' || la.balance || ' but its entries sum to ' || coalesce(s.total, 0) AS detail
          FROM ledger_accounts la
          LEFT JOIN (SELECT account_id, sum(amount) AS total FROM ledger_entries GROUP BY account_id) s
            ON s.account_id = la.id
          WHERE la.kind = 'player' AND la.balance <> coalesce(s.total, 0)`,
  },
  {
    check: 'player_not_negative',
    sql: `SELECT la.id || ' is ' || la.balance AS detail FROM ledger_accounts la
          WHERE la.kind = 'player' AND la.balance < 0`,
  },
  {
    check: 'holds_account_matches_pending_holds',
    sql: `SELECT c.currency || ': holds account ' || coalesce(b.total, 0) || ' vs pending ' || coalesce(p.total, 0) AS detail
          FROM (SELECT DISTINCT currency FROM ledger_accounts) c
          LEFT JOIN (SELECT la.currency, sum(e.amount) AS total FROM ledger_entries e
                     JOIN ledger_accounts la ON la.id = e.account_id
                     WHERE la.kind = 'house' AND la.name = 'holds' GROUP BY la.currency) b ON b.currency = c.currency
          LEFT JOIN (SELECT la.currency, sum(h.amount) AS total FROM ledger_holds h
                     JOIN ledger_accounts la ON la.id = h.account_id
                     WHERE h.status = 'pending' GROUP BY la.currency) p ON p.currency = c.currency
          WHERE coalesce(b.total, 0) <> coalesce(p.total, 0)`,
  },
];

/** Checks the ledger's invariants in one consistent snapshot. An empty list means the books balance. */
export async function auditLedger(pool: pg.Pool): Promise<AuditViolation[]> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const violations: AuditViolation[] = [];
    for (const { check, sql } of CHECKS) {
      const { rows } = await client.query<{ detail: string }>(sql);
      for (const row of rows) violations.push({ check, detail: row.detail });
    }
    await client.query('COMMIT');
    return violations;
  } finally {
    client.release();
  }
}
