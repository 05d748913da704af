import type pg from 'pg';
import { AppError } from './errors.ts';

export interface RateRule {
  /** Allowed hits per window. */
  limit: number;
  windowSeconds: number;
}

/**
 * Fixed-window counters in PostgreSQL (shared by every server copy). `check` only reads, `hit` counts,
 * so a caller can count failures alone (failed logins) while checking before the attempt.
 */
export class RateLimiter {
  constructor(
    private readonly pool: pg.Pool,
    private readonly enabled: boolean,
    private readonly clock: () => Date,
  ) {}

  private window(rule: RateRule): { start: Date; retryAfter: number } {
    const nowMs = this.clock().getTime();
    const size = rule.windowSeconds * 1000;
    const start = Math.floor(nowMs / size) * size;
    return { start: new Date(start), retryAfter: Math.max(1, Math.ceil((start + size - nowMs) / 1000)) };
  }

  /** Throws 429 when the key has used up its window. */
  async check(key: string, rule: RateRule): Promise<void> {
    if (!this.enabled) return;
    const { start, retryAfter } = this.window(rule);
    const { rows } = await this.pool.query<{ hits: number }>(
      'SELECT hits FROM rate_limit_hits WHERE key = $1 AND window_start = $2',
      [key, start],
    );
    if ((rows[0]?.hits ?? 0) >= rule.limit) throw tooMany(retryAfter);
  }

  /** Counts one hit; throws 429 when this hit is over the limit. */
  async hit(key: string, rule: RateRule): Promise<void> {
    if (!this.enabled) return;
    const { start, retryAfter } = this.window(rule);
    const { rows } = await this.pool.query<{ hits: number }>(
      `INSERT INTO rate_limit_hits (key, window_start, hits) VALUES ($1, $2, 1)
       ON CONFLICT (key, window_start) DO UPDATE SET hits = rate_limit_hits.hits + 1
       RETURNING hits`,
      [key, start],
    );
    if ((rows[0]?.hits ?? 0) > rule.limit) throw tooMany(retryAfter);
  }

  /** Drops windows older than a day. */
  async prune(): Promise<number> {
    const { rowCount } = await this.pool.query('DELETE FROM rate_limit_hits WHERE window_start < $1', [
      new Date(this.clock().getTime() - 24 * 60 * 60 * 1000),
    ]);
    return rowCount ?? 0;
  }
}

function tooMany(retryAfter: number): AppError {
  return new AppError(429, 'too_many_requests', { retry_after: retryAfter }, { retry_after: retryAfter });
}
