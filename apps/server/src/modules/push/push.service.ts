import { ECDH } from 'node:crypto';
import { formatMajor, type PushConfig, type PushSubscriptionJson } from '@casino/shared';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import type { PushConfig as PushSettings } from '../../config.ts';
import { type Tx, withTx } from '../../db/tx.ts';
import { AppError, validationFailed } from '../../http/errors.ts';
import type { AuthService, Player, SessionsEnded } from '../auth/index.ts';
import { type Notify, type PushEvent, type PushTarget, pushMessage } from './push-messages.ts';
import { createPushSender, type PushSender } from './push-sender.ts';

/** A player's browsers: past this many, saving one more drops the oldest (a browser re-subscribing often). */
export const MAX_SUBSCRIPTIONS_PER_PLAYER = 10;

export interface PushDeps {
  pool: pg.Pool;
  auth: AuthService;
  clock: () => Date;
  settings: PushSettings;
  log: Pick<FastifyBaseLogger, 'warn' | 'info'>;
  /** Tests may put their own adapter here; by default `web-push` over fetch. */
  sender?: PushSender;
}

export interface PushService {
  /** GET /api/v1/push/config. */
  config(): PushConfig;
  /** PATCH with a token: saves (or moves here) the browser's subscription, bound to this session. */
  subscribe(
    player: Player,
    sessionId: string | undefined,
    subscription: PushSubscriptionJson,
  ): Promise<boolean>;
  /** PATCH with token null: drops this session's subscriptions. Answers isPushNotificationsActive. */
  unsubscribe(player: Player, sessionId: string | undefined): Promise<boolean>;
  /** Sign-out and password changes: their sessions' subscriptions go. */
  sessionsEnded(ended: SessionsEnded): Promise<void>;
  /** Sends after commit; call it from `tx.afterCommit`, never inside a transaction. Never throws. */
  notify: Notify;
  /** Resolves once every push started so far is delivered or given up (tests, shutdown). */
  drain(): Promise<void>;
}

interface Row {
  id: string;
  user_id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  expires_at: Date | null;
  language: string;
  precision: number | null;
}

const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

/** Whether the server may POST to `endpoint` (a player names it; it must be a push service of the list). */
export function endpointAllowed(
  endpoint: string,
  settings: Pick<PushSettings, 'serviceHosts' | 'allowInsecureEndpoints'>,
) {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  const insecure = settings.allowInsecureEndpoints;
  if (url.protocol !== 'https:' && !(insecure && url.protocol === 'http:')) return false;
  if (url.username || url.password) return false;
  const host = url.hostname.toLowerCase();
  if (!insecure) {
    // Push services listen on the default port and have names; an address or a port is someone else.
    if (url.port || IPV4.test(host) || host.startsWith('[') || host === 'localhost') return false;
  }
  return settings.serviceHosts.some(
    (pattern) =>
      pattern === host ||
      (pattern.startsWith('*.') && host.endsWith(pattern.slice(1)) && host.length > pattern.length - 1) ||
      (pattern === '*' && !insecure && host.includes('.') && !/\.(local|internal|localhost)$/.test(host)),
  );
}

/** A P-256 point the encryption can use (the schema checked its length and prefix only). */
function validPoint(p256dh: string): boolean {
  try {
    ECDH.convertKey(Buffer.from(p256dh, 'base64url'), 'prime256v1', undefined, undefined, 'uncompressed');
    return true;
  } catch {
    return false;
  }
}

export function createPush(deps: PushDeps): PushService {
  const { pool, auth, clock, settings, log } = deps;
  const vapid = settings.vapid;
  const send = vapid ? (deps.sender ?? createPushSender({ vapid, timeoutMs: settings.timeoutMs })) : null;
  const inFlight = new Set<Promise<void>>();

  /**
   * One change to a player's subscriptions at a time: two removals racing would each still see the
   * other's row and both leave the flag on.
   */
  async function lockPlayer(tx: Tx, userId: bigint): Promise<void> {
    await tx.client.query('SELECT pg_advisory_xact_lock(727019, ($1::bigint % 2147483647)::int)', [
      userId.toString(),
    ]);
  }

  /** The flag follows the rows: true while the player has any subscription. Call with the player locked. */
  async function refreshFlag(tx: Tx, userId: bigint): Promise<boolean> {
    const { rows } = await tx.client.query<{ active: boolean }>(
      'SELECT EXISTS (SELECT 1 FROM push_subscriptions WHERE user_id = $1) AS active',
      [userId.toString()],
    );
    const active = rows[0]?.active === true;
    await auth.setPushNotificationsActive(userId, active, tx);
    return active;
  }

  async function subscribe(
    player: Player,
    sessionId: string | undefined,
    subscription: PushSubscriptionJson,
  ) {
    if (!vapid) throw new AppError(409, 'push_unavailable');
    if (!endpointAllowed(subscription.endpoint, settings))
      throw validationFailed([{ field: 'token.endpoint', message: 'Validation.invalid_format' }]);
    if (!validPoint(subscription.keys.p256dh))
      throw validationFailed([{ field: 'token.keys.p256dh', message: 'Validation.invalid_format' }]);
    const now = clock();
    const expiresAt = subscription.expirationTime == null ? null : new Date(subscription.expirationTime);
    return withTx(pool, async (tx) => {
      // One player's saves take turns, so the cap below counts what is there.
      await lockPlayer(tx, player.id);
      const previous = await tx.client.query<{ user_id: string }>(
        'SELECT user_id::text FROM push_subscriptions WHERE endpoint = $1 FOR UPDATE',
        [subscription.endpoint],
      );
      await tx.client.query(
        `INSERT INTO push_subscriptions (user_id, session_id, endpoint, p256dh, auth, expires_at, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $7)
         ON CONFLICT (endpoint) DO UPDATE SET user_id = EXCLUDED.user_id, session_id = EXCLUDED.session_id,
           p256dh = EXCLUDED.p256dh, auth = EXCLUDED.auth, expires_at = EXCLUDED.expires_at,
           updated_at = EXCLUDED.updated_at`,
        [
          player.id.toString(),
          sessionId ?? null,
          subscription.endpoint,
          subscription.keys.p256dh,
          subscription.keys.auth,
          expiresAt,
          now,
        ],
      );
      await tx.client.query(
        `DELETE FROM push_subscriptions WHERE id IN (
           SELECT id FROM push_subscriptions WHERE user_id = $1 ORDER BY updated_at DESC, id DESC OFFSET $2)`,
        [player.id.toString(), MAX_SUBSCRIPTIONS_PER_PLAYER],
      );
      await auth.setPushNotificationsActive(player.id, true, tx);
      // The browser was another player's (they shared a device): that player no longer gets its pushes.
      const before = previous.rows[0]?.user_id;
      if (before && before !== player.id.toString()) {
        await lockPlayer(tx, BigInt(before));
        await refreshFlag(tx, BigInt(before));
      }
      return true;
    });
  }

  async function unsubscribe(player: Player, sessionId: string | undefined) {
    return withTx(pool, async (tx) => {
      await lockPlayer(tx, player.id);
      if (sessionId)
        await tx.client.query('DELETE FROM push_subscriptions WHERE user_id = $1 AND session_id = $2', [
          player.id.toString(),
          sessionId,
        ]);
      return refreshFlag(tx, player.id);
    });
  }

  async function sessionsEnded(ended: SessionsEnded) {
    await withTx(pool, async (tx) => {
      await lockPlayer(tx, ended.userId);
      if (ended.sessionId !== undefined)
        await tx.client.query('DELETE FROM push_subscriptions WHERE user_id = $1 AND session_id = $2', [
          ended.userId.toString(),
          ended.sessionId,
        ]);
      else
        await tx.client.query(
          'DELETE FROM push_subscriptions WHERE user_id = $1 AND session_id IS DISTINCT FROM $2',
          [ended.userId.toString(), ended.keepSessionId ?? null],
        );
      await refreshFlag(tx, ended.userId);
    });
  }

  async function forget(row: Row) {
    await withTx(pool, async (tx) => {
      await lockPlayer(tx, BigInt(row.user_id));
      const { rowCount } = await tx.client.query('DELETE FROM push_subscriptions WHERE id = $1', [row.id]);
      if (rowCount) await refreshFlag(tx, BigInt(row.user_id));
    });
  }

  async function deliver(target: PushTarget, event: PushEvent) {
    if (!send) return;
    const byUser = 'userId' in target;
    const { rows } = await pool.query<Row>(
      `SELECT s.id::text, s.user_id::text, s.endpoint, s.p256dh, s.auth, s.expires_at, u.language,
              (SELECT c.precision FROM currencies c WHERE c.code = $2) AS precision
       FROM push_subscriptions s JOIN users u ON u.id = s.user_id
       WHERE ${byUser ? 'u.id = $1::bigint' : 'u.global_id = $1::uuid'} AND u.ban_reason IS NULL`,
      [byUser ? target.userId.toString() : target.globalId, event.currency],
    );
    const now = clock();
    await Promise.all(
      rows.map(async (row) => {
        if (row.expires_at && row.expires_at <= now) return forget(row);
        const amount = `${formatMajor(event.amount, row.precision ?? 2)} ${event.currency}`;
        const message = pushMessage(event, row.language, amount);
        const result = await send(row, JSON.stringify(message), message.tag);
        if (result.outcome === 'gone') {
          log.info({ subscription: row.id, status: result.status }, 'push subscription gone');
          return forget(row);
        }
        if (result.outcome === 'failed')
          log.warn(
            { subscription: row.id, status: result.status, error: result.error, event: event.kind },
            'push delivery failed',
          );
      }),
    );
  }

  const notify: Notify = (target, event) => {
    if (!send) return;
    const job = deliver(target, event)
      .catch((error: unknown) => log.warn({ err: error, event: event.kind }, 'push not sent'))
      .finally(() => inFlight.delete(job));
    inFlight.add(job);
  };

  return {
    config: () => ({ enabled: vapid !== null, publicKey: vapid?.publicKey ?? null }),
    subscribe,
    unsubscribe,
    sessionsEnded,
    notify,
    async drain() {
      while (inFlight.size > 0) await Promise.all([...inFlight]);
    },
  };
}
