import type { PlaySession } from '@casino/shared';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { clockOffset } from '../lib/reality-check.ts';
import { PROTECTION_KEY } from './get-protection.ts';

export interface TimedPlaySession extends PlaySession {
  /** How far the server's clock is ahead of this device's, in milliseconds (reality-check.ts). */
  offset: number;
}

/**
 * GET /api/v1/me/protection/session: the session of this token (start, wagered, net) and the server's
 * clock, read around the request so the check can count on the server's time.
 */
export async function fetchPlaySession(signal?: AbortSignal, now: () => number = Date.now) {
  const sentAt = now();
  const session = await api.get<PlaySession>('/api/v1/me/protection/session', { signal });
  return { ...session, offset: clockOffset(session.now, sentAt, now()) } satisfies TimedPlaySession;
}

export const playSessionQueryOptions = (intervalMinutes: number, now?: () => number) =>
  queryOptions({
    queryKey: [...PROTECTION_KEY, 'session', intervalMinutes] as const,
    queryFn: ({ signal }) => fetchPlaySession(signal, now),
    // Asked again right before each check; nothing else needs it fresh.
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
