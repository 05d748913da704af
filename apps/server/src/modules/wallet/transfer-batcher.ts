import type pg from 'pg';

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

interface Pending {
  transfer: PreparedTransfer;
  resolve: (transferId: bigint | null) => void;
  reject: (error: unknown) => void;
}

export interface BatcherOptions {
  /** Most transfers in one statement. */
  maxBatch?: number;
  /** Most statements in flight at once. */
  maxInFlight?: number;
}

/**
 * Posts concurrent standalone transfers together: one statement and one commit for many transfers,
 * the way TigerBeetle batches. Nothing waits on a timer: a transfer arriving while the pipeline is idle
 * goes at once; those arriving meanwhile ride the next statement. A statement the database refuses as a
 * whole (one overdraft fails them all) is re-run one transfer at a time so only the culprit fails.
 *
 * Resolves each transfer with its new id, or null when it was not inserted (a replayed key or an
 * account mismatch, which the caller sorts out).
 */
export class TransferBatcher {
  private readonly queue: Pending[] = [];
  private inFlight = 0;
  private readonly maxBatch: number;
  private readonly maxInFlight: number;
  /** Statements sent, for tests and benchmarks. */
  statements = 0;

  constructor(
    private readonly pool: pg.Pool,
    private readonly postOne: (transfer: PreparedTransfer) => Promise<bigint | null>,
    options: BatcherOptions = {},
  ) {
    this.maxBatch = options.maxBatch ?? 64;
    this.maxInFlight = options.maxInFlight ?? 4;
  }

  submit(transfer: PreparedTransfer): Promise<bigint | null> {
    return new Promise((resolve, reject) => {
      this.queue.push({ transfer, resolve, reject });
      this.pump();
    });
  }

  private pump(): void {
    while (this.inFlight < this.maxInFlight && this.queue.length > 0) {
      const batch = this.takeBatch();
      this.inFlight++;
      void this.flush(batch).finally(() => {
        this.inFlight--;
        this.pump();
      });
    }
  }

  /** One key per statement: a second use of a key waits for the next one and finds the first as a replay. */
  private takeBatch(): Pending[] {
    const batch: Pending[] = [];
    const keys = new Set<string>();
    for (let i = 0; i < this.queue.length && batch.length < this.maxBatch; ) {
      const item = this.queue[i] as Pending;
      if (keys.has(item.transfer.idempotencyKey)) {
        i++;
        continue;
      }
      keys.add(item.transfer.idempotencyKey);
      batch.push(item);
      this.queue.splice(i, 1);
    }
    return batch;
  }

  private async flush(batch: Pending[]): Promise<void> {
    if (batch.length === 1) {
      const only = batch[0] as Pending;
      this.statements++;
      await this.postOne(only.transfer).then(only.resolve, only.reject);
      return;
    }
    try {
      this.statements++;
      const inserted = await this.postMany(batch.map((p) => p.transfer));
      for (const item of batch) item.resolve(inserted.get(item.transfer.idempotencyKey) ?? null);
    } catch {
      // Refused as a whole (an overdraft, a lock conflict): each on its own, so only the culprit fails.
      await Promise.all(
        batch.map((item) => {
          this.statements++;
          return this.postOne(item.transfer).then(item.resolve, item.reject);
        }),
      );
    }
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
