import { io, type Socket } from 'socket.io-client';

/**
 * One Socket.IO connection per page. `subscribe` joins a channel (the server allows only the player's own
 * channels and `broadcast:*`) and listens for the event named after it; it rejoins after reconnects.
 */
type Handler = (payload: unknown) => void;

let socket: Socket | null = null;
let currentToken: string | null = null;
const handlers = new Map<string, Set<Handler>>();
const authErrorListeners = new Set<() => void>();

function connect(): Socket {
  if (socket) return socket;
  socket = io({ path: '/socket.io', transports: ['websocket'], auth: (cb) => cb({ token: currentToken }) });
  socket.on('connect', () => {
    for (const channel of handlers.keys()) socket?.emit('subscribe', channel);
  });
  // The server refuses an expired websocketToken in its handshake; Socket.IO does not retry such a refusal,
  // so whoever owns the token fetches a fresh one (setRealtimeToken reconnects).
  socket.on('connect_error', (error: Error) => {
    if (error.message === 'unauthorized') for (const listener of authErrorListeners) listener();
  });
  return socket;
}

/** The websocketToken from /api/v1/me (null for guests, who may only listen to broadcasts). */
export function setRealtimeToken(token: string | null): void {
  if (token === currentToken) return;
  currentToken = token;
  if (socket) {
    socket.disconnect();
    socket.connect();
  }
}

/** Called when the server refuses the websocketToken (expired); the listener should fetch a new one. */
export function onRealtimeAuthError(listener: () => void): () => void {
  authErrorListeners.add(listener);
  return () => authErrorListeners.delete(listener);
}

export function subscribe(channel: string, handler: Handler): () => void {
  const s = connect();
  let set = handlers.get(channel);
  if (!set) {
    set = new Set();
    handlers.set(channel, set);
    s.on(channel, (payload: unknown) => {
      for (const h of handlers.get(channel) ?? []) h(payload);
    });
    if (s.connected) s.emit('subscribe', channel);
  }
  set.add(handler);
  return () => {
    const current = handlers.get(channel);
    current?.delete(handler);
    if (current && current.size === 0) {
      handlers.delete(channel);
      s.off(channel);
      s.emit('unsubscribe', channel);
    }
  };
}
