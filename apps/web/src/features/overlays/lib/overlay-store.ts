import { ApiError, NetworkError } from '../../../lib/api-client.ts';

/**
 * What covers or replaces the app (SPEC §4.7, §8): the account-banned page (any 401 carrying a reason),
 * the region-restricted overlay (451), the invalid-bot screen and the connection-problem overlay (the
 * server cannot be reached, or the realtime connection is down). Fed by every API call and the realtime
 * connection; plain data, so the rules are tested without React.
 */
export interface OverlayState {
  banned: { reason: string } | null;
  region: { country: string; ip: string } | null;
  invalidBot: boolean;
  /** The last call never reached the server (or a proxy answered for it: 502/503/504 without our body). */
  apiUnreachable: boolean;
  realtimeDown: boolean;
}

export const INITIAL_OVERLAY_STATE: OverlayState = {
  banned: null,
  region: null,
  invalidBot: false,
  apiUnreachable: false,
  realtimeDown: false,
};

const GATEWAY_STATUSES = new Set([502, 503, 504]);

/** A gateway answering because the server behind it is down: our own errors always carry a `key`. */
const isGatewayAnswer = (error: ApiError) => GATEWAY_STATUSES.has(error.status) && !('key' in error.body);

/** What one failed call changes: the ban, the region block, the unknown bot or a down server; else nothing. */
function overlayFor(error: ApiError): Partial<OverlayState> {
  const { body } = error;
  if (error.status === 401 && typeof body.reason === 'string' && body.reason)
    return { banned: { reason: body.reason } };
  if (error.status === 451 || error.detail === 'region_restricted')
    return {
      region: {
        country: typeof body.country === 'string' ? body.country : '',
        ip: typeof body.ip === 'string' ? body.ip : '',
      },
    };
  // The mini-app's sign-in: a bot we do not know, or init data its token did not sign.
  if (error.detail === 'invalid_bot' || error.detail === 'invalid_init_data') return { invalidBot: true };
  if (isGatewayAnswer(error)) return { apiUnreachable: true };
  return {};
}

export type OverlayStore = ReturnType<typeof createOverlayStore>;

export function createOverlayStore(initial: OverlayState = INITIAL_OVERLAY_STATE) {
  let state = initial;
  const listeners = new Set<() => void>();

  function update(patch: Partial<OverlayState>) {
    const next = { ...state, ...patch };
    const changed = (Object.keys(patch) as Array<keyof OverlayState>).some((key) => next[key] !== state[key]);
    if (!changed) return;
    state = next;
    for (const listener of listeners) listener();
  }

  return {
    getState: (): OverlayState => state,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    reportApiError(error: ApiError | NetworkError): void {
      if (error instanceof NetworkError) update({ apiUnreachable: true });
      else if (error instanceof ApiError) update(overlayFor(error));
    },

    /** Any answer: the server is reachable again (unless a gateway answered for it). */
    reportApiResponse({ status }: { status: number }): void {
      if (!GATEWAY_STATUSES.has(status)) update({ apiUnreachable: false });
    },

    reportRealtime(connected: boolean): void {
      update({ realtimeDown: !connected });
    },

    /** SPEC §4.7: the region error clears once the balance loads. */
    clearRegion: () => update({ region: null }),
    clearBanned: () => update({ banned: null }),
    clearInvalidBot: () => update({ invalidBot: false }),
    /** The mini-app was opened from a URL that names no bot. */
    reportInvalidBot: () => update({ invalidBot: true }),
  };
}
