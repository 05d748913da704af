/**
 * The reality check's clock (UKGC RTS 13): checks fall every `intervalMinutes` counted from the session's
 * start on the server's clock, so a device whose clock is off, or a page opened mid-session, still shows
 * them when the server counts them due. Pure: times in and out are epoch milliseconds.
 */

const MINUTE_MS = 60_000;

/**
 * How far the server's clock is ahead of this device's (negative: behind). `sentAt` and `receivedAt` are
 * the device's clock around the request: the server read its clock somewhere in between, so the midpoint
 * is the best guess of when (half the round trip either way).
 */
export function clockOffset(serverNow: string, sentAt: number, receivedAt: number): number {
  const server = Date.parse(serverNow);
  if (!Number.isFinite(server)) return 0;
  return server - (sentAt + receivedAt) / 2;
}

/**
 * When the next check is due: the first multiple of the interval after `startedAt` that is strictly after
 * `after` (a check shown at one boundary never falls on that boundary again). Null for no interval or an
 * unreadable start.
 */
export function nextCheckAt(startedAt: number, intervalMinutes: number | null, after: number): number | null {
  if (intervalMinutes === null || !(intervalMinutes > 0) || !Number.isFinite(startedAt)) return null;
  const interval = intervalMinutes * MINUTE_MS;
  const elapsed = Math.max(0, after - startedAt);
  return startedAt + (Math.floor(elapsed / interval) + 1) * interval;
}

/** Time played since `startedAt` as whole hours and minutes (never negative). */
export function timePlayed(startedAt: number, now: number): { hours: number; minutes: number } {
  const total = Math.max(0, Math.floor((now - startedAt) / MINUTE_MS));
  return { hours: Math.floor(total / 60), minutes: total % 60 };
}
