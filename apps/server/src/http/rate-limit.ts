import type pg from 'pg';
import { AppError } from './errors.ts';

export interface RateRule {
  /** Allowed hits per window. */
  limit: number;
  windowSeconds: number;
}

/** Failures that make the next attempt wait longer each time (sign-in guessing). */
export interface BackoffRule {
  /** Failures in a window that cost nothing (typos). */
  freeFailures: number;
  /** The wait after the first failure past the free ones; it doubles with every further failure. */
  firstDelaySeconds: number;
  maxDelaySeconds: number;
  /** How long failures are remembered (a fixed window, as the counters). */
  windowSeconds: number;
}

/** The row holding the time a backoff key may try again: its window_start is that time. */
const untilKey = (key: string) => `${key}#until`;

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

  private window(windowSeconds: number): { start: Date; retryAfter: number } {
    const nowMs = this.clock().getTime();
    const size = windowSeconds * 1000;
    const start = Math.floor(nowMs / size) * size;
    return { start: new Date(start), retryAfter: Math.max(1, Math.ceil((start + size - nowMs) / 1000)) };
  }

  /** Throws 429 when the key has used up its window. */
  async check(key: string, rule: RateRule): Promise<void> {
    if (!this.enabled) return;
    const { start, retryAfter } = this.window(rule.windowSeconds);
    const { rows } = await this.pool.query<{ hits: number }>(
      'SELECT hits FROM rate_limit_hits WHERE key = $1 AND window_start = $2',
      [key, start],
    );
    if ((rows[0]?.hits ?? 0) >= rule.limit) throw tooMany(retryAfter);
  }

  /** Counts one hit; throws 429 when this hit is over the limit. */
  async hit(key: string, rule: RateRule): Promise<void> {
    if (!this.enabled) return;
    const { start, retryAfter } = this.window(rule.windowSeconds);
    const { rows } = await this.pool.query<{ hits: number }>(
      `INSERT INTO rate_limit_hits (key, window_start, hits) VALUES ($1, $2, 1)
       ON CONFLICT (key, window_start) DO UPDATE SET hits = rate_limit_hits.hits + 1
       RETURNING hits`,
      [key, start],
    );
    if ((rows[0]?.hits ?? 0) > rule.limit) throw tooMany(retryAfter);
  }

  /** Throws 429 while an earlier failure's delay runs for `key`. */
  async checkBackoff(key: string): Promise<void> {
    if (!this.enabled) return;
    const now = this.clock();
    const { rows } = await this.pool.query<{ until: Date | null }>(
      'SELECT max(window_start) AS until FROM rate_limit_hits WHERE key = $1 AND window_start > $2',
      [untilKey(key), now],
    );
    const until = rows[0]?.until;
    if (until) throw tooMany(Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000)));
  }

  /**
   * Counts a failure for `key`; past the free ones, the next attempt waits firstDelay × 2^(n − 1), at most
   * maxDelay. Never throws 429 itself, so the failing attempt still gets its own answer.
   */
  async recordFailure(key: string, rule: BackoffRule): Promise<void> {
    if (!this.enabled) return;
    const { start } = this.window(rule.windowSeconds);
    const { rows } = await this.pool.query<{ hits: number }>(
      `INSERT INTO rate_limit_hits (key, window_start, hits) VALUES ($1, $2, 1)
       ON CONFLICT (key, window_start) DO UPDATE SET hits = rate_limit_hits.hits + 1
       RETURNING hits`,
      [key, start],
    );
    const over = (rows[0]?.hits ?? 0) - rule.freeFailures;
    if (over <= 0) return;
    // 2^30 is past any sane cap already; the exponent is clamped so the number stays finite.
    const delay = Math.min(rule.firstDelaySeconds * 2 ** Math.min(over - 1, 30), rule.maxDelaySeconds);
    await this.pool.query(
      `INSERT INTO rate_limit_hits (key, window_start, hits) VALUES ($1, $2, 1)
       ON CONFLICT (key, window_start) DO NOTHING`,
      [untilKey(key), new Date(this.clock().getTime() + delay * 1000)],
    );
  }

  /** Forgets the failures of `key` (a right password ends the streak of typos before it). */
  async clearFailures(key: string): Promise<void> {
    if (!this.enabled) return;
    await this.pool.query('DELETE FROM rate_limit_hits WHERE key = $1 OR key = $2', [key, untilKey(key)]);
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
