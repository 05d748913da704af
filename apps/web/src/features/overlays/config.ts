/** Realtime may drop for a moment (a deploy, a network switch): only a longer outage shows the overlay. */
export const REALTIME_GRACE_MS = 8000;
/** While the server is unreachable, how often it is asked again. */
export const RECONNECT_PROBE_MS = 5000;
