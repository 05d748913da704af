import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  formatMajor,
  formatMultiplier,
  type PlayerBets,
  type PlayerBonuses,
  type PlayerLedger,
  type PlayerSearch,
  type PlayerSessions,
  type PlayerTransactions,
} from '@casino/shared';
import type pg from 'pg';
import { notFound } from '../../http/errors.ts';
import { fileTypeOf } from '../../http/upload-content.ts';
import type { AuthService, Player } from '../auth/index.ts';

export interface Page {
  offset: number;
  limit: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MIME = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp', pdf: 'application/pdf' } as const;

/** `LIKE` pattern characters typed by an operator are searched for, not interpreted. */
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * What the back office reads about players: search, and the tabs of a player's page. Read-only; every
 * list is paged and newest first, and names players by their public id.
 */
export function createPlayerViews(deps: { pool: pg.Pool; auth: AuthService; dataDir: string }) {
  const { pool } = deps;

  async function playerOf(globalId: string): Promise<Player> {
    const player = await deps.auth.getPlayerByGlobalId(globalId);
    if (!player) throw notFound();
    return player;
  }

  return {
    playerOf,

    /**
     * By e-mail (prefix, any case), global id, Telegram id or @username, or a deposit address (exact).
     * Each way is an indexed lookup, so a busy casino's search stays quick.
     */
    async search(query: string, page: Page): Promise<PlayerSearch> {
      const text = query.trim();
      const conditions: string[] = [];
      const params: unknown[] = [];
      const add = (sql: string, value: unknown) => {
        params.push(value);
        conditions.push(sql.replaceAll('$?', `$${params.length}`));
      };
      if (text) {
        if (UUID.test(text)) add('u.global_id = $?::uuid', text);
        if (/^\d{1,18}$/.test(text)) add('u.telegram_id = $?::bigint', text);
        add(`u.email LIKE $? ESCAPE '\\'`, `${likeEscaped(text.toLowerCase())}%`);
        add('lower(u.telegram_username) = $?', text.replace(/^@/, '').toLowerCase());
        add('u.id IN (SELECT user_id FROM deposit_addresses WHERE lower(address) = lower($?))', text);
      }
      const where = conditions.length > 0 ? `WHERE ${conditions.join(' OR ')}` : '';
      const { rows } = await pool.query<{
        global_id: string;
        email: string | null;
        telegram_id: string | null;
        telegram_username: string | null;
        currency: string;
        is_vip: boolean;
        vip_level: number;
        ban_reason: string | null;
        created_at: Date;
        total: string;
      }>(
        `SELECT u.global_id, u.email, u.telegram_id, u.telegram_username, u.currency, u.is_vip, u.vip_level,
                u.ban_reason, u.created_at, count(*) OVER () AS total
         FROM users u ${where}
         ORDER BY u.id DESC OFFSET $${params.length + 1} LIMIT $${params.length + 2}`,
        [...params, page.offset, page.limit],
      );
      return {
        items: rows.map((r) => ({
          globalId: r.global_id,
          email: r.email,
          telegramId: r.telegram_id,
          telegramUsername: r.telegram_username,
          currency: r.currency,
          isVip: r.is_vip,
          vipLevel: r.vip_level,
          banReason: r.ban_reason,
          createdAt: r.created_at.toISOString(),
        })),
        meta: { total: Number(rows[0]?.total ?? 0), ...page },
      };
    },

    /** The player's ledger legs, one row per leg on their accounts, newest transfer first. */
    async ledger(globalId: string, page: Page): Promise<PlayerLedger> {
      const player = await playerOf(globalId);
      const { rows } = await pool.query<{
        id: string;
        kind: string;
        name: string;
        currency: string;
        amount: string;
        precision: number;
        idempotency_key: string;
        created_at: Date;
        total: string;
      }>(
        `WITH acc AS (SELECT id, name FROM ledger_accounts WHERE kind = 'player' AND user_id = $1),
         legs AS (
           SELECT t.id, t.kind, t.currency, t.idempotency_key, t.created_at, a.name, t.amounts[i] AS amount, i
           FROM ledger_transfers t
           CROSS JOIN LATERAL generate_subscripts(t.account_ids, 1) AS i
           JOIN acc a ON a.id = t.account_ids[i]
           WHERE t.account_ids && (SELECT array_agg(id) FROM acc))
         SELECT legs.*, c.precision, count(*) OVER () AS total
         FROM legs JOIN currencies c ON c.code = legs.currency
         ORDER BY legs.id DESC, legs.i OFFSET $2 LIMIT $3`,
        [player.id.toString(), page.offset, page.limit],
      );
      return {
        items: rows.map((r) => ({
          id: r.id,
          kind: r.kind,
          account: r.name,
          currency: r.currency,
          amount: formatMajor(BigInt(r.amount), r.precision),
          idempotencyKey: r.idempotency_key,
          createdAt: r.created_at.toISOString(),
        })),
        meta: { total: Number(rows[0]?.total ?? 0), ...page },
      };
    },

    async bets(globalId: string, page: Page): Promise<PlayerBets> {
      const player = await playerOf(globalId);
      const [{ rows }, counted] = await Promise.all([
        pool.query<{
          id: string;
          game_id: string;
          currency: string;
          amount: string;
          payout: string;
          multiplier: string;
          status: string;
          free_spin: boolean;
          precision: number;
          created_at: Date;
        }>(
          `SELECT g.id, g.game_id, g.currency, g.amount, g.payout, g.multiplier, g.status,
                  g.free_spin_of IS NOT NULL AS free_spin, c.precision, g.created_at
           FROM game_bets g JOIN currencies c ON c.code = g.currency
           WHERE g.user_id = $1 ORDER BY g.id DESC OFFSET $2 LIMIT $3`,
          [player.id.toString(), page.offset, page.limit],
        ),
        pool.query<{ total: string }>('SELECT count(*) AS total FROM game_bets WHERE user_id = $1', [
          player.id.toString(),
        ]),
      ]);
      return {
        items: rows.map((r) => ({
          id: r.id,
          gameId: r.game_id,
          currency: r.currency,
          amount: formatMajor(BigInt(r.amount), r.precision),
          payout: formatMajor(BigInt(r.payout), r.precision),
          multiplier: formatMultiplier(BigInt(r.multiplier)),
          status: r.status,
          freeSpin: r.free_spin,
          createdAt: r.created_at.toISOString(),
        })),
        meta: { total: Number(counted.rows[0]?.total ?? 0), ...page },
      };
    },

    async transactions(globalId: string, page: Page): Promise<PlayerTransactions> {
      const player = await playerOf(globalId);
      const { rows } = await pool.query<{
        id: string;
        type: string;
        status: string;
        currency: string;
        amount: string;
        provider: string | null;
        precision: number | null;
        created_at: Date;
        total: string;
      }>(
        `SELECT t.id, t.type, t.status, t.currency, t.amount, t.provider, c.precision, t.created_at,
                count(*) OVER () AS total
         FROM cashier_transactions t LEFT JOIN currencies c ON c.code = t.currency
         WHERE t.user_id = $1 ORDER BY t.id DESC OFFSET $2 LIMIT $3`,
        [player.id.toString(), page.offset, page.limit],
      );
      return {
        items: rows.map((r) => ({
          id: r.id,
          type: r.type,
          status: r.status,
          currency: r.currency,
          amount: formatMajor(BigInt(r.amount), r.precision ?? 2),
          provider: r.provider,
          createdAt: r.created_at.toISOString(),
        })),
        meta: { total: Number(rows[0]?.total ?? 0), ...page },
      };
    },

    async bonuses(globalId: string, page: Page): Promise<PlayerBonuses> {
      const player = await playerOf(globalId);
      const { rows } = await pool.query<{
        id: string;
        title: string;
        source: string;
        currency: string;
        amount: string;
        precision: number | null;
        wager_multiplier: number;
        freespins_left: number;
        status: 'active' | 'wagered' | 'expired' | 'forfeited';
        created_at: Date;
        expires_at: Date;
        total: string;
      }>(
        `SELECT b.id, b.title, b.source, b.currency, b.amount, c.precision, b.wager_multiplier, b.freespins_left,
                b.status, b.created_at, b.expires_at, count(*) OVER () AS total
         FROM player_bonuses b LEFT JOIN currencies c ON c.code = b.currency
         WHERE b.user_id = $1 ORDER BY b.id DESC OFFSET $2 LIMIT $3`,
        [player.id.toString(), page.offset, page.limit],
      );
      return {
        items: rows.map((r) => ({
          id: r.id,
          title: r.title,
          source: r.source,
          currency: r.currency,
          amount: formatMajor(BigInt(r.amount), r.precision ?? 2),
          wagerMultiplier: r.wager_multiplier,
          freespinsLeft: r.freespins_left,
          status: r.status,
          createdAt: r.created_at.toISOString(),
          expiresAt: r.expires_at.toISOString(),
        })),
        meta: { total: Number(rows[0]?.total ?? 0), ...page },
      };
    },

    async sessions(globalId: string, now: Date): Promise<PlayerSessions> {
      const player = await playerOf(globalId);
      const { rows } = await pool.query<{ created_at: Date; expires_at: Date }>(
        `SELECT created_at, expires_at FROM sessions WHERE user_id = $1 AND expires_at > $2
         ORDER BY created_at DESC LIMIT 100`,
        [player.id.toString(), now],
      );
      return {
        items: rows.map((r) => ({
          createdAt: r.created_at.toISOString(),
          expiresAt: r.expires_at.toISOString(),
        })),
      };
    },

    /** A buy order's receipt as uploaded (checked by content on upload; checked again here). */
    async receipt(id: string): Promise<{ bytes: Buffer; type: string }> {
      if (!/^\d{1,18}$/.test(id)) throw notFound();
      const { rows } = await pool.query<{ path: string | null }>(
        `SELECT receipt_path AS path FROM cashier_transactions WHERE id = $1 AND type = 'buy'`,
        [id],
      );
      return upload(rows[0]?.path);
    },

    /** The image a player sent with a dispute (their evidence of payment). */
    async disputeEvidence(id: string): Promise<{ bytes: Buffer; type: string }> {
      if (!/^\d{1,18}$/.test(id)) throw notFound();
      const { rows } = await pool.query<{ path: string | null }>(
        'SELECT image_path AS path FROM cashier_disputes WHERE id = $1',
        [id],
      );
      return upload(rows[0]?.path);
    },
  };

  /** An uploaded file under the data directory, with the type its bytes prove; 404 otherwise. */
  async function upload(relative: string | null | undefined): Promise<{ bytes: Buffer; type: string }> {
    if (!relative) throw notFound();
    const absolute = path.resolve(deps.dataDir, relative);
    // Stored paths are ours, but a path leaving the data directory is never read.
    if (!absolute.startsWith(path.resolve(deps.dataDir) + path.sep)) throw notFound();
    const bytes = await readFile(absolute).catch(() => null);
    const kind = bytes ? fileTypeOf(bytes) : undefined;
    if (!bytes || !kind) throw notFound();
    return { bytes, type: MIME[kind] };
  }
}

export type PlayerViews = ReturnType<typeof createPlayerViews>;
