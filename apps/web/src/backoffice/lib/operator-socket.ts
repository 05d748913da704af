import type { Socket } from 'socket.io-client';
import { getOperatorToken, onOperatorTokenChange } from '../api/admin-client.ts';

/**
 * The back office's own Socket.IO connection, signed in with the operator's session token (the server lets
 * it listen on support channels while the session lasts and the role answers the chat). Loaded on first
 * use; channels are joined again after every reconnect.
 */
type Handler = (payload: unknown) => void;
let socket: Socket | null = null;
let loading: Promise<Socket> | null = null;
const handlers = new Map<string, Set<Handler>>();
const statusListeners = new Set<(connected: boolean) => void>();

function connect(): Promise<Socket> {
  if (socket) return Promise.resolve(socket);
  loading ??= import('socket.io-client').then(({ io }) => {
    const s = io({
      path: '/socket.io',
      transports: ['websocket'],
      auth: (cb) => cb({ operatorToken: getOperatorToken() ?? '' }),
    });
    s.on('connect', () => {
      for (const channel of handlers.keys()) s.emit('subscribe', channel);
      for (const listener of statusListeners) listener(true);
    });
    s.on('disconnect', () => {
      for (const listener of statusListeners) listener(false);
    });
    onOperatorTokenChange(() => {
      s.disconnect();
      if (getOperatorToken()) s.connect();
    });
    socket = s;
    return s;
  });
  return loading;
}

export function subscribeOperator(channel: string, handler: Handler): () => void {
  let set = handlers.get(channel);
  const fresh = !set;
  if (!set) {
    set = new Set();
    handlers.set(channel, set);
  }
  set.add(handler);
  const dispatch = (payload: unknown) => {
    for (const h of handlers.get(channel) ?? []) h(payload);
  };
  void connect()
    .then((s) => {
      if (!fresh || !handlers.has(channel)) return;
      s.on(channel, dispatch);
      if (s.connected) s.emit('subscribe', channel);
    })
    .catch(() => {});
  return () => {
    const current = handlers.get(channel);
    current?.delete(handler);
    if (current && current.size === 0) {
      handlers.delete(channel);
      socket?.off(channel);
      socket?.emit('unsubscribe', channel);
    }
  };
}

/** Whether the live connection is up (the console polls faster while it is not). */
export function onOperatorSocketStatus(listener: (connected: boolean) => void): () => void {
  statusListeners.add(listener);
  if (socket) listener(socket.connected);
  return () => statusListeners.delete(listener);
}
