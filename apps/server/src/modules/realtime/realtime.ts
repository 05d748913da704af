import type { Server as HttpServer } from 'node:http';
import { type ClientToServerEvents, mayListen } from '@casino/shared';
import { createAdapter } from '@socket.io/postgres-adapter';
import type pg from 'pg';
import { Server } from 'socket.io';
import { closablePoolView } from './adapter-pool.ts';
import { ChannelThrottle, type Coalesce, type ThrottleOptions } from './throttle.ts';

export interface PublishOptions {
  /**
   * For high-rate channels: at most `RealtimeDeps.throttle.perSecond` (10) events a second on the channel,
   * none held longer than one window (100 ms), the last of a burst always sent. `latest` for a state (a
   * balance: the newest of a window wins), `newest` for a feed (live bets: the newest of a window, older
   * ones dropped). Without it every publish is emitted at once. The throttle runs on the publishing copy,
   * before the adapter's NOTIFY, so it also spares PostgreSQL's notify queue; with several copies each
   * keeps its own rate.
   */
  throttle?: Coalesce;
}

export type Publish = (channel: string, payload: unknown, options?: PublishOptions) => void;

/** A signed-in socket's player and the session its token was issued in. */
export interface SocketIdentity {
  globalId: string;
  sessionId: string;
}

/** What a socket presented: its player (websocketToken), and other named tokens from its handshake `auth`. */
export interface SocketCredentials {
  identity: SocketIdentity | null;
  /** String fields of the handshake's `auth` besides `token` (e.g. `operatorToken`, `supportGuestToken`). */
  tokens: Readonly<Record<string, string>>;
}

/**
 * Decides on channels beyond `mayListen`'s own (a module's private channels whose owner only the database
 * knows, such as `support#{conversationId}`). Asked again on every subscribe.
 */
export interface ChannelGuard {
  matches(channel: string): boolean;
  allows(channel: string, socket: SocketCredentials): Promise<boolean>;
}

export interface Realtime {
  io: Server<ClientToServerEvents>;
  /** Adds a guard for channels `mayListen` does not know; modules built after realtime add theirs. */
  addChannelGuard(guard: ChannelGuard): void;
  /** Emits to every subscriber of `channel` on every server copy. Call only after commit. */
  publish: Publish;
  /** Disconnects the sockets of ended sessions on every server copy (logout, password change, ban). */
  sockets: {
    endSession(sessionId: string): void;
    endPlayer(globalId: string, keepSessionId?: string): void;
  };
  close: () => Promise<void>;
}

interface SocketData {
  identity: SocketIdentity | null;
  tokens: Record<string, string>;
}

/** A published event on its way to the other server copies. */
const RELAY = 'realtime:relay';
interface InterServerEvents {
  [RELAY]: (channel: string, payload: unknown) => void;
}

export interface RealtimeDeps {
  server: HttpServer;
  /** The adapter keeps one connection of it for LISTEN and NOTIFYs through the rest. */
  pool: pg.Pool;
  /** Verifies a websocketToken and its session; null when invalid, expired or ended. */
  verifyToken: (token: string) => Promise<SocketIdentity | null>;
  /** Whether the socket's session still stands, checked again on every subscribe. */
  isSessionLive: (identity: SocketIdentity) => Promise<boolean>;
  /** Refuses a handshake from a blocked region. */
  isBlocked?: (handshake: {
    address: string;
    headers: Record<string, string | string[] | undefined>;
  }) => boolean;
  /** Rate, window and timers of throttled publishes (PublishOptions.throttle); tests inject the timers. */
  throttle?: ThrottleOptions;
}

const MAX_CHANNEL_LENGTH = 128;
const MAX_SUBSCRIPTIONS = 32;
/** Extra handshake tokens: a few short strings, never a payload. */
const MAX_EXTRA_TOKENS = 4;
const MAX_TOKEN_LENGTH = 4096;

/** The handshake's other string tokens, bounded; anything else in `auth` is ignored. */
function extraTokens(auth: unknown): Record<string, string> {
  const tokens: Record<string, string> = {};
  if (typeof auth !== 'object' || auth === null) return tokens;
  for (const [name, value] of Object.entries(auth).slice(0, MAX_EXTRA_TOKENS + 1)) {
    if (name === 'token' || typeof value !== 'string') continue;
    if (value.length === 0 || value.length > MAX_TOKEN_LENGTH || !/^[A-Za-z]{1,32}$/.test(name)) continue;
    if (Object.keys(tokens).length < MAX_EXTRA_TOKENS) tokens[name] = value;
  }
  return tokens;
}

/**
 * Private rooms a signed-in socket joins, so one adapter call ends its session on every copy. Their names
 * never pass `mayListen`, so no client can subscribe to them or leave them.
 */
const sessionRoom = (sessionId: string) => `session:${sessionId}`;
const playerRoom = (globalId: string) => `player:${globalId}`;

/**
 * Socket.IO on the HTTP server's port. A client connects with `auth: { token: websocketToken }` (or
 * none, for broadcasts only) and subscribes to channels; events arrive under the channel's own name.
 * Through the PostgreSQL adapter an event published on one server copy reaches clients of every copy.
 */
export function createRealtime(deps: RealtimeDeps): Realtime {
  const io = new Server<
    ClientToServerEvents,
    Record<string, (payload: unknown) => void>,
    InterServerEvents,
    SocketData
  >(deps.server, { serveClient: false, maxHttpBufferSize: 16 * 1024, cors: { origin: false } });
  const adapterPool = closablePoolView(deps.pool);
  io.adapter(createAdapter(adapterPool.view, { errorHandler: () => {} }));
  /**
   * This copy's subscribers get the event at once; the other copies get it through the adapter's NOTIFY
   * and emit it to theirs. (`io.to(channel).emit` would hold the local delivery until the NOTIFY
   * statement returned: under load, tens of milliseconds.)
   */
  const emit = (channel: string, payload: unknown) => {
    io.local.to(channel).emit(channel, payload);
    io.serverSideEmit(RELAY, channel, payload);
  };
  io.on(RELAY, (channel: unknown, payload: unknown) => {
    if (typeof channel === 'string') io.local.to(channel).emit(channel, payload);
  });
  const throttle = new ChannelThrottle(emit, deps.throttle);
  const guards: ChannelGuard[] = [];

  io.use((socket, next) => {
    if (deps.isBlocked?.(socket.handshake)) return next(new Error('region_restricted'));
    socket.data.tokens = extraTokens(socket.handshake.auth);
    const token = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
    if (token === undefined || token === null || token === '') {
      socket.data.identity = null;
      return next();
    }
    if (typeof token !== 'string' || token.length > 4096) return next(new Error('unauthorized'));
    deps
      .verifyToken(token)
      .then((identity) => {
        if (!identity) return next(new Error('unauthorized'));
        socket.data.identity = identity;
        next();
      })
      .catch(() => next(new Error('unauthorized')));
  });

  io.on('connection', (socket) => {
    const { identity } = socket.data;
    const privateRooms = identity ? [sessionRoom(identity.sessionId), playerRoom(identity.globalId)] : [];
    void socket.join(privateRooms);
    const globalId = identity?.globalId ?? '\0';

    socket.on('subscribe', async (channel, ack) => {
      const reply = typeof ack === 'function' ? ack : () => {};
      if (typeof channel !== 'string' || channel.length > MAX_CHANNEL_LENGTH) {
        return reply({ ok: false, error: 'invalid_channel' });
      }
      if (!mayListen(channel, globalId)) {
        const guard = guards.find((g) => g.matches(channel));
        const credentials = { identity, tokens: socket.data.tokens };
        if (!guard || !(await guard.allows(channel, credentials).catch(() => false))) {
          return reply({ ok: false, error: 'forbidden' });
        }
      }
      // A session that ended while this socket was still in its handshake is caught here.
      if (identity && !(await deps.isSessionLive(identity).catch(() => false))) {
        reply({ ok: false, error: 'unauthorized' });
        socket.disconnect(true);
        return;
      }
      // The socket id's own room and the private rooms are no subscriptions.
      if (socket.rooms.size - 1 - privateRooms.length >= MAX_SUBSCRIPTIONS) {
        return reply({ ok: false, error: 'too_many_subscriptions' });
      }
      void socket.join(channel);
      reply({ ok: true });
    });
    socket.on('unsubscribe', (channel) => {
      if (typeof channel !== 'string') return;
      if (mayListen(channel, globalId) || guards.some((g) => g.matches(channel))) void socket.leave(channel);
    });
  });

  return {
    io: io as unknown as Server<ClientToServerEvents>,
    addChannelGuard: (guard) => {
      guards.push(guard);
    },
    publish: (channel, payload, options) => {
      if (options?.throttle) throttle.push(channel, payload, options.throttle);
      else emit(channel, payload);
    },
    sockets: {
      endSession: (sessionId) => io.in(sessionRoom(sessionId)).disconnectSockets(true),
      endPlayer: (globalId, keepSessionId) => {
        const room = io.in(playerRoom(globalId));
        (keepSessionId ? room.except(sessionRoom(keepSessionId)) : room).disconnectSockets(true);
      },
    },
    close: async () => {
      throttle.close();
      io.local.disconnectSockets(true);
      await io.of('/').adapter.close();
      adapterPool.close();
      io.engine.close();
    },
  };
}
