/**
 * The ledger's writes as common table expressions, for a statement that posts transfers together with
 * its own rows in one round trip (a bet: the bet row, its stake and its payout). The ledger still owns
 * what is written and how; the caller supplies two CTEs:
 *
 * - `transfersFrom`: rows (key text, kind text, currency text, account_ids bigint[], amounts bigint[],
 *   metadata jsonb), each a balanced transfer in one currency, as Ledger.transfer would post it;
 * - `movesFrom`: one row per player account (account_id bigint, delta bigint, low bigint): `delta` is the
 *   sum of that account's legs and `low` the lowest running sum on the way, in posting order (a stake
 *   before its payout: low = −stake). An account whose balance plus `low` is below zero is set to that
 *   value, so the CHECK refuses the whole statement exactly as it refuses an overdraft transfer.
 *
 * Yields CTEs `posted` (id, idempotency_key) and `moved` (id, balance). An idempotency key used before
 * fails the statement (the UNIQUE index): a caller replays by its own row's key first.
 */
export function ledgerPostingCtes(transfersFrom: string, movesFrom: string): string {
  return `posted AS (
    INSERT INTO ledger_transfers (idempotency_key, kind, currency, account_ids, amounts, metadata)
    SELECT key, kind, currency, account_ids, amounts, metadata FROM ${transfersFrom}
    RETURNING id, idempotency_key
  ), moved AS (
    UPDATE ledger_accounts a
    SET balance = CASE WHEN a.balance + m.low < 0 THEN a.balance + m.low ELSE a.balance + m.delta END
    FROM ${movesFrom} m
    WHERE a.id = m.account_id AND a.kind = 'player'
    RETURNING a.id, a.balance
  )`;
}
