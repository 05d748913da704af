import type pg from 'pg';
import { type BatcherOptions, StatementBatcher } from '../../db/statement-batcher.ts';

export type { BatcherOptions };

/** A transfer resolved to account ids, as the batcher posts it. */
export interface PreparedTransfer {
  idempotencyKey: string;
  kind: string;
  currency: string;
  accountIds: string[];
  amounts: string[];
  metadata: string | null;
  /** Player accounts among the legs: more than one needs ordered locking. */
  playerLegs: number;
}

/**
 * Posts concurrent standalone transfers together (db/statement-batcher.ts): one statement and one commit
 * for many. Resolves each transfer with its new id, or null when it was not inserted (a replayed key or an
 * account mismatch, which the caller sorts out).
 */
export class TransferBatcher extends StatementBatcher<PreparedTransfer, bigint | null> {
  constructor(
    private readonly pool: pg.Pool,
    postOne: (transfer: PreparedTransfer) => Promise<bigint | null>,
    options: BatcherOptions = {},
  ) {
    super(
      {
        key: (transfer) => transfer.idempotencyKey,
        one: postOne,
        many: async (transfers) => {
          const inserted = await this.postMany(transfers);
          return transfers.map((t) => inserted.get(t.idempotencyKey) ?? null);
        },
      },
      options,
    );
  }

  private async postMany(transfers: PreparedTransfer[]): Promise<Map<string, bigint>> {
    const { rows } = await this.pool.query<{ idempotency_key: string; id: string }>({
      name: 'ledger_transfer_batch',
      text: `WITH batch AS (
          SELECT b.key, b.kind, b.currency, b.accounts::bigint[] AS accounts, b.amounts::bigint[] AS amounts, b.metadata
          FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::jsonb[])
            AS b(key, kind, currency, accounts, amounts, metadata)
        ), locked AS (
          -- Player rows in id order, so two batches can never deadlock; house rows are never locked.
          SELECT id FROM ledger_accounts
          WHERE id IN (SELECT unnest(accounts) FROM batch) AND kind = 'player'
          ORDER BY id FOR NO KEY UPDATE
        ), inserted AS (
          INSERT INTO ledger_transfers (idempotency_key, kind, currency, account_ids, amounts, metadata)
          SELECT b.key, b.kind, b.currency, b.accounts, b.amounts, b.metadata
          FROM batch b
          WHERE (SELECT count(*) FROM locked) >= 0
            AND (SELECT count(*) FROM ledger_accounts a WHERE a.id = ANY(b.accounts) AND a.currency = b.currency)
                = cardinality(b.accounts)
          ON CONFLICT (idempotency_key) DO NOTHING
          RETURNING id, idempotency_key
        ), moved AS (
          UPDATE ledger_accounts a SET balance = a.balance + delta.amount
          FROM (
            SELECT leg.account_id, sum(leg.amount) AS amount
            FROM inserted i JOIN batch b ON b.key = i.idempotency_key,
                 unnest(b.accounts, b.amounts) AS leg(account_id, amount)
            GROUP BY leg.account_id
          ) delta
          WHERE a.id = delta.account_id AND a.kind = 'player'
          RETURNING a.id
        )
        SELECT idempotency_key, id FROM inserted`,
      values: [
        transfers.map((t) => t.idempotencyKey),
        transfers.map((t) => t.kind),
        transfers.map((t) => t.currency),
        transfers.map((t) => `{${t.accountIds.join(',')}}`),
        transfers.map((t) => `{${t.amounts.join(',')}}`),
        transfers.map((t) => t.metadata),
      ],
    });
    return new Map(rows.map((r) => [r.idempotency_key, BigInt(r.id)]));
  }
}
