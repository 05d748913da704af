import {
  changeLimit,
  type ExclusionRequest,
  type ExclusionView,
  effectiveLimit,
  exclusionEnd,
  formatMajor,
  isExcluded,
  isExclusionDuration,
  LIMIT_KINDS,
  LIMIT_PERIODS,
  type LimitKind,
  type LimitPeriod,
  limitWindow,
  mayExclude,
  type PlayerLimit,
  type PlaySession,
  type Protection,
  parseMajor,
  type StoredLimit,
} from '@casino/shared';
import type pg from 'pg';
import { type Tx, withTx } from '../../db/tx.ts';
import { AppError, validationFailed } from '../../http/errors.ts';
import type { RateLimiter } from '../../http/rate-limit.ts';
import { type Player, signInThrottle, verifyPassword } from '../auth/index.ts';

/** What bets and deposits ask before they move money (games and cashier hold this, not the module). */
export interface PlayGuard {
  /** 403 player_excluded while a time-out or self-exclusion is in force. */
  assertNotExcluded(player: Player): void;
  /**
   * Refuses a stake over the player's loss or wager limits (400 loss_limit_exceeded / wager_limit_exceeded).
   * Locks the player's limit rows for the rest of `tx`, so the player's bets are counted one at a time.
   * A player without such limits costs one index probe.
   */
  checkStake(tx: Tx, player: Player, stake: bigint): Promise<void>;
  /** The same for a deposit request of `amount` minor units of `currency` (400 deposit_limit_exceeded). */
  checkDeposit(tx: Tx, player: Player, currency: string, amount: bigint): Promise<void>;
}

export interface ProtectionDeps {
  pool: pg.Pool;
  clock: () => Date;
  rateLimiter: RateLimiter;
}

interface LimitRow {
  kind: LimitKind;
  period: LimitPeriod;
  amount: string;
  currency: string;
  anchor: Date;
  pending_amount: string | null;
  pending_from: Date | null;
}

const stored = (row: LimitRow): StoredLimit => ({
  amount: BigInt(row.amount),
  anchor: row.anchor,
  pending: row.pending_from
    ? { amount: row.pending_amount === null ? null : BigInt(row.pending_amount), from: row.pending_from }
    : null,
});

/** Deposit requests count unless they failed or were handed back. */
const COUNTED_DEPOSITS = `t.type IN ('buy', 'deposit') AND t.status NOT IN ('declined', 'timeouted', 'refund')`;

/** `column` of `alias` (in `alias`.currency) in the limit's currency $2, at the stored USD rates. */
const inLimitCurrency = (
  alias: string,
  column: string,
) => `CASE WHEN ${alias}.currency = $2 THEN ${alias}.${column}
  ELSE trunc(${alias}.${column} * rb.rate / lc.rate * power(10::numeric, lc.precision - cb.precision)) END`;

const RATES_JOIN = (alias: string) => `
  JOIN currencies cb ON cb.code = ${alias}.currency
  JOIN currency_rates rb ON rb.base = ${alias}.currency AND rb.quote = 'USD'
  CROSS JOIN (SELECT c.precision, r.rate FROM currencies c
              JOIN currency_rates r ON r.base = c.code AND r.quote = 'USD' WHERE c.code = $2) lc`;

/** What a limit has counted since $3, in its currency $2, for player $1. */
const USAGE: Record<LimitKind, string> = {
  deposit: `SELECT coalesce(sum(${inLimitCurrency('t', 'amount')}), 0)::bigint AS used
    FROM cashier_transactions t ${RATES_JOIN('t')}
    WHERE t.user_id = $1 AND ${COUNTED_DEPOSITS} AND t.created_at >= $3`,
  // Stakes of free spins are the house's, not the player's.
  wager: `SELECT coalesce(sum(${inLimitCurrency('g', 'amount')}), 0)::bigint AS used
    FROM game_bets g ${RATES_JOIN('g')}
    WHERE g.user_id = $1 AND g.free_spin_of IS NULL AND g.created_at >= $3`,
  // Net loss: stakes less payouts; a round still open counts its whole stake as lost until it settles.
  loss: `SELECT coalesce(sum(${inLimitCurrency('g', 'net')}), 0)::bigint AS used
    FROM (SELECT currency, amount - CASE WHEN status = 'settled' THEN payout ELSE 0 END AS net
          FROM game_bets WHERE user_id = $1 AND free_spin_of IS NULL AND created_at >= $3) g ${RATES_JOIN('g')}`,
};

async function usage(
  client: pg.PoolClient | pg.Pool,
  userId: bigint,
  kind: LimitKind,
  currency: string,
  since: Date,
) {
  const { rows } = await client.query<{ used: string }>(USAGE[kind], [userId.toString(), currency, since]);
  return BigInt(rows[0]?.used ?? 0);
}

/** `amount` of `from` in `to` at the stored USD rates, rounded toward zero. */
async function convert(client: pg.PoolClient, amount: bigint, from: string, to: string): Promise<bigint> {
  if (from === to) return amount;
  const { rows } = await client.query<{ converted: string }>(
    `SELECT trunc($3::bigint * rb.rate / lc.rate * power(10::numeric, lc.precision - cb.precision))::bigint AS converted
     FROM currencies cb JOIN currency_rates rb ON rb.base = cb.code AND rb.quote = 'USD'
     CROSS JOIN (SELECT c.precision, r.rate FROM currencies c
                 JOIN currency_rates r ON r.base = c.code AND r.quote = 'USD' WHERE c.code = $2) lc
     WHERE cb.code = $1`,
    [from, to, amount.toString()],
  );
  const converted = rows[0]?.converted;
  if (converted === undefined) throw new AppError(400, 'error_currency_not_supported');
  return BigInt(converted);
}

const ERROR_OF: Record<LimitKind, 'deposit_limit_exceeded' | 'loss_limit_exceeded' | 'wager_limit_exceeded'> =
  {
    deposit: 'deposit_limit_exceeded',
    loss: 'loss_limit_exceeded',
    wager: 'wager_limit_exceeded',
  };

export function createProtection({ pool, clock, rateLimiter }: ProtectionDeps) {
  // Confirming an exclusion checks the password: sign-in's throttle, with counters of its own.
  const throttle = signInThrottle(rateLimiter, 'exclusion');
  const precisionCache = new Map<string, number>();

  async function precisionOf(db: pg.PoolClient | pg.Pool, currency: string): Promise<number> {
    const known = precisionCache.get(currency);
    if (known !== undefined) return known;
    const { rows } = await db.query<{ precision: number }>(
      'SELECT precision FROM currencies WHERE code = $1',
      [currency],
    );
    const precision = rows[0]?.precision;
    if (precision === undefined) throw new AppError(400, 'error_currency_not_supported');
    precisionCache.set(currency, precision);
    return precision;
  }

  /**
   * The limits of `kinds`, locked for the rest of the transaction. Removals whose cooling-off is over are
   * deleted here and raises folded in, so a row always says what applies.
   */
  async function lockLimits(tx: Tx, userId: bigint, kinds: readonly LimitKind[]) {
    const { rows } = await tx.client.query<LimitRow>(
      `SELECT kind, period, amount, currency, anchor, pending_amount, pending_from FROM player_limits
       WHERE user_id = $1 AND kind = ANY($2) FOR UPDATE`,
      [userId.toString(), kinds],
    );
    const now = clock();
    const limits: Array<{ kind: LimitKind; period: LimitPeriod; currency: string; limit: StoredLimit }> = [];
    for (const row of rows) {
      const before = stored(row);
      const limit = effectiveLimit(before, now);
      if (limit !== before) await saveLimit(tx, userId, row.kind, row.period, row.currency, limit);
      if (limit) limits.push({ kind: row.kind, period: row.period, currency: row.currency, limit });
    }
    return limits;
  }

  async function saveLimit(
    tx: Tx,
    userId: bigint,
    kind: LimitKind,
    period: LimitPeriod,
    currency: string,
    limit: StoredLimit | null,
  ) {
    if (!limit) {
      await tx.client.query('DELETE FROM player_limits WHERE user_id = $1 AND kind = $2 AND period = $3', [
        userId.toString(),
        kind,
        period,
      ]);
      return;
    }
    await tx.client.query(
      `INSERT INTO player_limits (user_id, kind, period, amount, currency, anchor, pending_amount, pending_from, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
       ON CONFLICT (user_id, kind, period) DO UPDATE SET amount = EXCLUDED.amount, anchor = EXCLUDED.anchor,
         pending_amount = EXCLUDED.pending_amount, pending_from = EXCLUDED.pending_from, updated_at = EXCLUDED.updated_at`,
      [
        userId.toString(),
        kind,
        period,
        limit.amount.toString(),
        currency,
        limit.anchor,
        limit.pending?.amount?.toString() ?? null,
        limit.pending?.from ?? null,
        clock(),
      ],
    );
  }

  /** Refuses `amount` (in `currency`) when it would take any of `kinds`' limits over, naming the first. */
  async function check(
    tx: Tx,
    player: Player,
    kinds: readonly LimitKind[],
    currency: string,
    amount: bigint,
  ) {
    const limits = await lockLimits(tx, player.id, kinds);
    const now = clock();
    for (const { kind, period, currency: limitCurrency, limit } of limits) {
      const window = limitWindow(limit.anchor, period, now);
      const used = await usage(tx.client, player.id, kind, limitCurrency, window.start);
      const converted = await convert(tx.client, amount, currency, limitCurrency);
      if (used + converted > limit.amount) {
        const precision = await precisionOf(tx.client, limitCurrency);
        throw new AppError(400, ERROR_OF[kind], {
          period,
          amount: formatMajor(limit.amount, precision),
          currency: limitCurrency,
          remaining: formatMajor(used >= limit.amount ? 0n : limit.amount - used, precision),
          resetsAt: window.end.toISOString(),
        });
      }
    }
  }

  const guard: PlayGuard = {
    assertNotExcluded(player) {
      if (!isExcluded(player.exclusion, clock())) return;
      const exclusion = player.exclusion;
      throw new AppError(403, 'player_excluded', {
        kind: exclusion?.kind ?? 'time_out',
        until: exclusion?.until?.toISOString() ?? 'permanent',
      });
    },
    checkStake: (tx, player, stake) => check(tx, player, ['loss', 'wager'], player.currency, stake),
    checkDeposit: (tx, player, currency, amount) => check(tx, player, ['deposit'], currency, amount),
  };

  async function limitView(
    db: pg.PoolClient | pg.Pool,
    userId: bigint,
    kind: LimitKind,
    period: LimitPeriod,
    currency: string,
    limit: StoredLimit,
  ): Promise<PlayerLimit> {
    const now = clock();
    const precision = await precisionOf(db, currency);
    const window = limitWindow(limit.anchor, period, now);
    const money = (minor: bigint) => formatMajor(minor, precision);
    return {
      kind,
      period,
      amount: money(limit.amount),
      currency,
      used: money(await usage(db, userId, kind, currency, window.start)),
      resetsAt: window.end.toISOString(),
      pending: limit.pending
        ? {
            amount: limit.pending.amount === null ? null : money(limit.pending.amount),
            from: limit.pending.from.toISOString(),
          }
        : null,
    };
  }

  async function exclusionRow(userId: bigint) {
    const { rows } = await pool.query<{
      exclusion_kind: 'time_out' | 'self_exclusion' | null;
      excluded_until: Date | null;
      reality_check_minutes: number | null;
      password_hash: string | null;
      email: string | null;
      global_id: string;
    }>(
      `SELECT exclusion_kind, excluded_until, reality_check_minutes, password_hash, email, global_id
       FROM users WHERE id = $1`,
      [userId.toString()],
    );
    const row = rows[0];
    if (!row) throw new AppError(401, 'unauthorized');
    return row;
  }

  const exclusionView = (
    kind: 'time_out' | 'self_exclusion' | null,
    until: Date | null,
  ): ExclusionView | null =>
    kind && isExcluded({ kind, until }, clock()) ? { kind, until: until?.toISOString() ?? null } : null;

  return {
    guard,

    /** GET /api/v1/me/protection. */
    async overview(player: Player): Promise<Protection> {
      const user = await exclusionRow(player.id);
      const { rows } = await pool.query<LimitRow>(
        `SELECT kind, period, amount, currency, anchor, pending_amount, pending_from FROM player_limits
         WHERE user_id = $1`,
        [player.id.toString()],
      );
      const now = clock();
      const order = (row: LimitRow) => LIMIT_KINDS.indexOf(row.kind) * 10 + LIMIT_PERIODS.indexOf(row.period);
      const limits: PlayerLimit[] = [];
      for (const row of rows.sort((a, b) => order(a) - order(b))) {
        const limit = effectiveLimit(stored(row), now);
        if (limit) limits.push(await limitView(pool, player.id, row.kind, row.period, row.currency, limit));
      }
      return {
        limits,
        realityCheck: { intervalMinutes: user.reality_check_minutes },
        exclusion: exclusionView(user.exclusion_kind, user.excluded_until),
      };
    },

    /**
     * PUT /api/v1/me/protection/limits/{kind}/{period} (amount) or DELETE (null). The answer is the limit as
     * it stands (a raise or removal pending), or null once none is left.
     */
    async setLimit(
      player: Player,
      kind: LimitKind,
      period: LimitPeriod,
      amount: string | null,
    ): Promise<PlayerLimit | null> {
      return withTx(pool, async (tx) => {
        const [current] = (await lockLimits(tx, player.id, [kind])).filter((l) => l.period === period);
        const currency = current?.currency ?? player.currency;
        let requested: bigint | null = null;
        if (amount !== null) {
          requested = parseMajor(amount, await precisionOf(tx.client, currency));
          if (requested === null || requested <= 0n) {
            throw validationFailed([{ field: 'amount', message: 'Validation.invalid_amount' }]);
          }
          // bigint column: anything beyond it is no limit at all, and would fail the insert.
          if (requested > 9_000_000_000_000_000_000n) {
            throw validationFailed([{ field: 'amount', message: 'Validation.invalid_amount' }]);
          }
        }
        const next = changeLimit(current?.limit ?? null, requested, clock());
        await saveLimit(tx, player.id, kind, period, currency, next);
        return next ? limitView(tx.client, player.id, kind, period, currency, next) : null;
      });
    },

    /** PUT /api/v1/me/protection/reality-check. */
    async setRealityCheck(player: Player, intervalMinutes: number | null) {
      await pool.query('UPDATE users SET reality_check_minutes = $2 WHERE id = $1', [
        player.id.toString(),
        intervalMinutes,
      ]);
      return { intervalMinutes };
    },

    /**
     * POST /api/v1/me/protection/exclusion. The password confirms it when the account has one. An exclusion
     * in force is only ever lengthened (400 exclusion_active otherwise); the player's sessions stay, so the
     * remaining balance can still be withdrawn.
     */
    async exclude(player: Player, input: ExclusionRequest, caller: { ip: string }): Promise<ExclusionView> {
      if (!isExclusionDuration(input.kind, input.duration)) {
        throw validationFailed([{ field: 'duration', message: 'Validation.invalid_format' }]);
      }
      const user = await exclusionRow(player.id);
      if (user.password_hash) {
        if (!input.password) throw validationFailed([{ field: 'password', message: 'Validation.required' }]);
        const who = user.email ?? user.global_id;
        await throttle.before(who, caller.ip);
        if (!(await verifyPassword(user.password_hash, input.password))) {
          await throttle.failed(who, caller.ip);
          throw validationFailed([{ field: 'password', message: 'Validation.wrong_password' }]);
        }
        await throttle.succeeded(who, caller.ip);
      }
      const now = clock();
      const next = { kind: input.kind, until: exclusionEnd(input.duration, now) };
      return withTx(pool, async (tx) => {
        const { rows } = await tx.client.query<{
          exclusion_kind: 'time_out' | 'self_exclusion' | null;
          excluded_until: Date | null;
        }>('SELECT exclusion_kind, excluded_until FROM users WHERE id = $1 FOR UPDATE', [
          player.id.toString(),
        ]);
        const row = rows[0];
        const current = row?.exclusion_kind ? { kind: row.exclusion_kind, until: row.excluded_until } : null;
        if (!mayExclude(current, next, now)) {
          throw new AppError(400, 'exclusion_active', {
            kind: current?.kind ?? next.kind,
            until: current?.until?.toISOString() ?? 'permanent',
          });
        }
        await tx.client.query('UPDATE users SET exclusion_kind = $2, excluded_until = $3 WHERE id = $1', [
          player.id.toString(),
          next.kind,
          next.until,
        ]);
        return { kind: next.kind, until: next.until?.toISOString() ?? null };
      });
    },

    /** GET /api/v1/me/protection/session: the reality check's figures since the caller's session began. */
    async session(player: Player, sessionHash: string): Promise<PlaySession> {
      const { rows } = await pool.query<{
        started_at: Date;
        minutes: number | null;
        bets: string;
        wagered: string;
        net: string;
      }>(
        `SELECT s.created_at AS started_at, u.reality_check_minutes AS minutes, b.bets, b.wagered, b.net
         FROM sessions s JOIN users u ON u.id = s.user_id
         CROSS JOIN LATERAL (
           SELECT count(*) AS bets, coalesce(sum(g.amount), 0) AS wagered,
                  coalesce(sum(CASE WHEN g.status = 'settled' THEN g.payout ELSE 0 END - g.amount), 0) AS net
           FROM game_bets g
           WHERE g.user_id = s.user_id AND g.currency = u.currency AND g.free_spin_of IS NULL
             AND g.created_at >= s.created_at) b
         WHERE s.token_hash = $1 AND s.user_id = $2`,
        [sessionHash, player.id.toString()],
      );
      const row = rows[0];
      if (!row) throw new AppError(401, 'unauthorized');
      const precision = await precisionOf(pool, player.currency);
      return {
        startedAt: row.started_at.toISOString(),
        now: clock().toISOString(),
        intervalMinutes: row.minutes,
        currency: player.currency,
        bets: Number(row.bets),
        wagered: formatMajor(BigInt(row.wagered), precision),
        net: formatMajor(BigInt(row.net), precision),
      };
    },
  };
}

export type ProtectionService = ReturnType<typeof createProtection>;
