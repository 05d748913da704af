/**
 * The web-push prompt (SPEC §4.6) asks for permission only; the subscription itself arrives with the push
 * issue, which turns this on (build with VITE_WEB_PUSH_PROMPT=on to see it before then).
 */
export const WEB_PUSH_PROMPT_ENABLED = import.meta.env.VITE_WEB_PUSH_PROMPT === 'on';
/** Realtime may drop for a moment (a deploy, a network switch): only a longer outage shows the overlay. */
export const REALTIME_GRACE_MS = 8000;
/** While the server is unreachable, how often it is asked again. */
export const RECONNECT_PROBE_MS = 5000;
/** After sign-in, the prompt waits this long so it does not meet the player at the door. */
export const PUSH_PROMPT_DELAY_MS = 4000;
