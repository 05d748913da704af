/**
 * Misbehaviour on purpose, so the casino's idempotency is exercised the way real aggregators exercise it:
 * every Nth debit or credit is sent twice at once, every Nth real round sends its rollback before its
 * debit, and wallet calls can be cut off after a few milliseconds (the outcome is then unknown and the
 * call is repeated with the same transactionId). Counters, not chance, so a run is reproducible.
 */
export interface ChaosOptions {
  /** Send every Nth debit/credit twice, concurrently (0 or absent: never). */
  duplicateEvery?: number;
  /** Every Nth real round: the rollback first, then the debit it cancels (which must be refused). */
  rollbackFirstEvery?: number;
  /** Abort each wallet call after this many milliseconds (instead of the normal timeout). */
  timeoutMs?: number;
}

/** AGGREGATOR_CHAOS, e.g. "duplicate=3,rollback-first=5,timeout-ms=40". */
export function parseChaos(text: string | undefined): ChaosOptions {
  const chaos: ChaosOptions = {};
  if (!text) return chaos;
  for (const part of text.split(',')) {
    const [key, raw] = part.split('=').map((s) => s.trim());
    const value = Number(raw);
    if (!key) continue;
    if (!Number.isInteger(value) || value < 1)
      throw new Error(`AGGREGATOR_CHAOS: ${key} needs a whole number >= 1`);
    if (key === 'duplicate') chaos.duplicateEvery = value;
    else if (key === 'rollback-first') chaos.rollbackFirstEvery = value;
    else if (key === 'timeout-ms') chaos.timeoutMs = value;
    else throw new Error(`AGGREGATOR_CHAOS: unknown switch ${key} (duplicate, rollback-first, timeout-ms)`);
  }
  return chaos;
}

/** True on every nth tick of a counter. */
export function everyNth(n: number | undefined): () => boolean {
  let count = 0;
  return () => {
    if (!n) return false;
    count++;
    return count % n === 0;
  };
}
