/** How a batcher posts its items: many in one statement, or one alone. */
export interface BatchStatements<I, O> {
  /** Items sharing a key never ride one statement: the second waits for the next one. */
  key: (item: I) => string;
  /** One statement for all items, answering each in order. Throws when the database refuses it as a whole. */
  many: (items: I[]) => Promise<O[]>;
  /** One item on its own; its error is that item's error. */
  one: (item: I) => Promise<O>;
}

export interface BatcherOptions {
  /** Most items in one statement. */
  maxBatch?: number;
  /** Most statements in flight at once. */
  maxInFlight?: number;
}

interface Pending<I, O> {
  item: I;
  resolve: (value: O) => void;
  reject: (error: unknown) => void;
}

/**
 * Posts concurrent writes together: one statement and one commit for many, the way TigerBeetle batches.
 * Nothing waits on a timer: an item arriving while the pipeline is idle goes at once; those arriving
 * meanwhile ride the next statement. A statement the database refuses as a whole (one overdraft fails
 * them all) is re-run one item at a time, so only the culprit fails.
 */
export class StatementBatcher<I, O> {
  private readonly queue: Pending<I, O>[] = [];
  private inFlight = 0;
  private readonly maxBatch: number;
  private readonly maxInFlight: number;
  /** Statements sent, for tests and benchmarks. */
  statements = 0;

  constructor(
    private readonly post: BatchStatements<I, O>,
    options: BatcherOptions = {},
  ) {
    this.maxBatch = options.maxBatch ?? 64;
    this.maxInFlight = options.maxInFlight ?? 4;
  }

  submit(item: I): Promise<O> {
    return new Promise((resolve, reject) => {
      this.queue.push({ item, resolve, reject });
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

  private takeBatch(): Pending<I, O>[] {
    const batch: Pending<I, O>[] = [];
    const keys = new Set<string>();
    for (let i = 0; i < this.queue.length && batch.length < this.maxBatch; ) {
      const pending = this.queue[i] as Pending<I, O>;
      const key = this.post.key(pending.item);
      if (keys.has(key)) {
        i++;
        continue;
      }
      keys.add(key);
      batch.push(pending);
      this.queue.splice(i, 1);
    }
    return batch;
  }

  private async flush(batch: Pending<I, O>[]): Promise<void> {
    if (batch.length > 1) {
      try {
        this.statements++;
        const results = await this.post.many(batch.map((p) => p.item));
        for (const [i, pending] of batch.entries()) pending.resolve(results[i] as O);
        return;
      } catch {
        // Refused as a whole (an overdraft, a deadlock): each on its own below.
      }
    }
    await Promise.all(
      batch.map((pending) => {
        this.statements++;
        return this.post.one(pending.item).then(pending.resolve, pending.reject);
      }),
    );
  }
}
