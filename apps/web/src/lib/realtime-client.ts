import type { Socket } from 'socket.io-client';

/**
 * One Socket.IO connection per page. `subscribe` joins a channel (the server allows only the player's own
 * channels and `broadcast:*`) and listens for the event named after it; it rejoins after reconnects.
 * The Socket.IO client (~13 KB gzip) is not part of the first load: the first subscription imports it,
 * and channels subscribed to before it arrives are joined once it connects.
 */
type Handler = (payload: unknown) => void;

let socket: Socket | null = null;
let loading = false;
let currentToken: string | null = null;
/** Other named credentials for private channels (a support-chat guest's `supportGuestToken`). */
let extraAuth: Record<string, string> = {};
const handlers = new Map<string, Set<Handler>>();
const authErrorListeners = new Set<() => void>();
const connectionListeners = new Set<(connected: boolean) => void>();

function announceConnection(connected: boolean): void {
  for (const listener of connectionListeners) listener(connected);
}

function dispatch(channel: string, payload: unknown): void {
  for (const h of handlers.get(channel) ?? []) h(payload);
}

function connect(): void {
  if (socket || loading) return;
  loading = true;
  void import('socket.io-client')
    .then(({ io }) => {
      const s = io({
        path: '/socket.io',
        transports: ['websocket'],
        auth: (cb) => cb({ ...extraAuth, token: currentToken }),
      });
      socket = s;
      // Channels subscribed to while the client loaded.
      for (const channel of handlers.keys()) s.on(channel, (payload: unknown) => dispatch(channel, payload));
      s.on('connect', () => {
        for (const channel of handlers.keys()) s.emit('subscribe', channel);
        announceConnection(true);
      });
      // Our own disconnect (a new token reconnects at once) and the server's deliberate one are no connection
      // problem; a lost transport is, until Socket.IO's own reconnection succeeds.
      s.on('disconnect', (reason) => {
        if (reason !== 'io client disconnect' && reason !== 'io server disconnect') announceConnection(false);
      });
      // The server refuses an expired websocketToken in its handshake; Socket.IO does not retry such a refusal,
      // so whoever owns the token fetches a fresh one (setRealtimeToken reconnects).
      s.on('connect_error', (error: Error) => {
        if (error.message === 'unauthorized') for (const listener of authErrorListeners) listener();
        // A refused token or region is answered elsewhere (a fresh token; the API's 451 overlay).
        else if (error.message !== 'region_restricted') announceConnection(false);
      });
    })
    .catch(() => {
      // The chunk did not load (offline, a new release): the next subscription tries again.
      loading = false;
      announceConnection(false);
    });
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

/**
 * Sets (or, with null, removes) a named credential sent in the handshake beside the websocketToken; a
 * change reconnects, and the channels are joined again with it.
 */
export function setRealtimeCredential(name: string, value: string | null): void {
  if ((extraAuth[name] ?? null) === value) return;
  const { [name]: _dropped, ...rest } = extraAuth;
  extraAuth = value === null ? rest : { ...rest, [name]: value };
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

/**
 * Called with false when the connection drops or cannot be made (Socket.IO keeps retrying by itself) and
 * with true once it is up again; nothing is called while no one has subscribed to anything.
 */
export function onConnectionChange(listener: (connected: boolean) => void): () => void {
  connectionListeners.add(listener);
  return () => connectionListeners.delete(listener);
}

export function subscribe(channel: string, handler: Handler): () => void {
  connect();
  let set = handlers.get(channel);
  if (!set) {
    set = new Set();
    handlers.set(channel, set);
    if (socket) {
      socket.on(channel, (payload: unknown) => dispatch(channel, payload));
      if (socket.connected) socket.emit('subscribe', channel);
    }
  }
  set.add(handler);
  return () => {
    const current = handlers.get(channel);
    current?.delete(handler);
    if (current && current.size === 0) {
      handlers.delete(channel);
      if (socket) {
        socket.off(channel);
        socket.emit('unsubscribe', channel);
      }
    }
  };
}
