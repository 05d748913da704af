import type {
  PlayerBets,
  PlayerBonuses,
  PlayerLedger,
  PlayerSearch,
  PlayerSessions,
  PlayerTransactions,
  Protection,
} from '@casino/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { admin } from './admin-client.ts';
import { keys } from './keys.ts';
import type { AuditItem, Page, PlayerSummary } from './types.ts';

export const PLAYER_PAGE = 25;

/** GET /players?query=: by e-mail, global id, Telegram id or username, or deposit address. */
export function usePlayerSearch(query: string, offset: number) {
  const params = { query, offset, limit: PLAYER_PAGE };
  return useQuery({
    queryKey: keys.playerSearch(params),
    queryFn: ({ signal }) => admin.get<PlayerSearch>('/players', { signal, query: params }),
    enabled: query.trim() !== '',
    placeholderData: keepPreviousData,
  });
}

/** GET /players/{globalId}: the summary with balances; polled, so a deposit being confirmed shows. */
export function usePlayer(globalId: string) {
  return useQuery({
    queryKey: keys.player(globalId),
    queryFn: ({ signal }) => admin.get<PlayerSummary>(`/players/${encodeURIComponent(globalId)}`, { signal }),
    refetchInterval: 15_000,
  });
}

interface PlayerParts {
  ledger: PlayerLedger;
  bets: PlayerBets;
  transactions: PlayerTransactions;
  bonuses: PlayerBonuses;
}

/** GET /players/{globalId}/ledger|bets|transactions|bonuses, a page at a time, newest first. */
export function usePlayerList<P extends keyof PlayerParts>(globalId: string, part: P, offset: number) {
  const params = { offset, limit: PLAYER_PAGE };
  return useQuery({
    queryKey: keys.playerPart(globalId, part, params),
    queryFn: ({ signal }) =>
      admin.get<PlayerParts[P]>(`/players/${encodeURIComponent(globalId)}/${part}`, {
        signal,
        query: params,
      }),
    placeholderData: keepPreviousData,
  });
}

export function usePlayerSessions(globalId: string) {
  return useQuery({
    queryKey: keys.playerPart(globalId, 'sessions'),
    queryFn: ({ signal }) =>
      admin.get<PlayerSessions>(`/players/${encodeURIComponent(globalId)}/sessions`, { signal }),
  });
}

export function usePlayerProtection(globalId: string) {
  return useQuery({
    queryKey: keys.playerPart(globalId, 'protection'),
    queryFn: ({ signal }) =>
      admin.get<Protection>(`/players/${encodeURIComponent(globalId)}/protection`, { signal }),
  });
}

/** GET /audit?subjectType=&subjectId=: operator actions, newest first. */
export function useAudit(
  filter: { subjectType?: string | undefined; subjectId?: string | undefined },
  offset: number,
  limit = PLAYER_PAGE,
) {
  const params = {
    subjectType: filter.subjectType || undefined,
    subjectId: filter.subjectId || undefined,
    offset,
    limit,
  };
  return useQuery({
    queryKey: keys.audit(params),
    queryFn: ({ signal }) => admin.get<Page<AuditItem>>('/audit', { signal, query: params }),
    placeholderData: keepPreviousData,
  });
}
