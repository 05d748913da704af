import type { Server as HttpServer } from 'node:http';
import { type ClientToServerEvents, mayListen } from '@casino/shared';
import { createAdapter } from '@socket.io/postgres-adapter';
import type pg from 'pg';
import { Server } from 'socket.io';
import { closablePoolView } from './adapter-pool.ts';

export type Publish = (channel: string, payload: unknown) => void;

export interface Realtime {
  io: Server<ClientToServerEvents>;
  /** Emits to every subscriber of `channel` on every server copy. Call only after commit. */
  publish: Publish;
  close: () => Promise<void>;
}

interface SocketData {
  globalId: string | null;
}

export interface RealtimeDeps {
  server: HttpServer;
  /** The adapter keeps one connection of it for LISTEN and NOTIFYs through the rest. */
  pool: pg.Pool;
  /** Verifies a websocketToken; null when invalid or expired. */
  verifyToken: (token: string) => Promise<{ globalId: string } | null>;
  /** Refuses a handshake from a blocked region. */
  isBlocked?: (handshake: {
    address: string;
    headers: Record<string, string | string[] | undefined>;
  }) => boolean;
}

const MAX_CHANNEL_LENGTH = 128;
const MAX_SUBSCRIPTIONS = 32;

/**
 * Socket.IO on the HTTP server's port. A client connects with `auth: { token: websocketToken }` (or
 * none, for broadcasts only) and subscribes to channels; events arrive under the channel's own name.
 * Through the PostgreSQL adapter an event published on one server copy reaches clients of every copy.
 */
export function createRealtime(deps: RealtimeDeps): Realtime {
  const io = new Server<ClientToServerEvents, Record<string, (payload: unknown) => void>, object, SocketData>(
    deps.server,
    { serveClient: false, maxHttpBufferSize: 16 * 1024, cors: { origin: false } },
  );
  const adapterPool = closablePoolView(deps.pool);
  io.adapter(createAdapter(adapterPool.view, { errorHandler: () => {} }));

  io.use((socket, next) => {
    if (deps.isBlocked?.(socket.handshake)) return next(new Error('region_restricted'));
    const token = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
    if (token === undefined || token === null || token === '') {
      socket.data.globalId = null;
      return next();
    }
    if (typeof token !== 'string' || token.length > 4096) return next(new Error('unauthorized'));
    deps
      .verifyToken(token)
      .then((claims) => {
        if (!claims) return next(new Error('unauthorized'));
        socket.data.globalId = claims.globalId;
        next();
      })
      .catch(() => next(new Error('unauthorized')));
  });

  io.on('connection', (socket) => {
    socket.on('subscribe', (channel, ack) => {
      const reply = typeof ack === 'function' ? ack : () => {};
      if (typeof channel !== 'string' || channel.length > MAX_CHANNEL_LENGTH) {
        return reply({ ok: false, error: 'invalid_channel' });
      }
      const allowed = mayListen(channel, socket.data.globalId ?? '\0');
      if (!allowed) return reply({ ok: false, error: 'forbidden' });
      if (socket.rooms.size > MAX_SUBSCRIPTIONS) return reply({ ok: false, error: 'too_many_subscriptions' });
      void socket.join(channel);
      reply({ ok: true });
    });
    socket.on('unsubscribe', (channel) => {
      if (typeof channel === 'string' && channel !== socket.id) void socket.leave(channel);
    });
  });

  return {
    io: io as unknown as Server<ClientToServerEvents>,
    publish: (channel, payload) => {
      io.to(channel).emit(channel, payload);
    },
    close: async () => {
      io.local.disconnectSockets(true);
      await io.of('/').adapter.close();
      adapterPool.close();
      io.engine.close();
    },
  };
}
