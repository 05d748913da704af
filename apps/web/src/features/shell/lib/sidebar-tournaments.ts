import { SIDEBAR_TOURNAMENTS, type TournamentView, tournamentDescriptionIn } from '@casino/shared';

export interface SidebarTournament {
  id: string;
  name: string;
  status: TournamentView['status'];
  vip: boolean;
}

/**
 * SPEC §2.2: the first 3 tournaments, VIP-only ones for VIP players only, each named in the current
 * language or else in English. The server already filters by the token; this keeps the rule where the
 * list is drawn too (a cached list from before sign-out, a server that sends more than asked).
 */
export function sidebarTournaments(
  items: readonly TournamentView[],
  viewer: { isVip: boolean } | null,
  language: string,
): SidebarTournament[] {
  const isVip = viewer?.isVip ?? false;
  return items
    .filter((tournament) => isVip || !tournament.vip_players_only)
    .slice(0, SIDEBAR_TOURNAMENTS)
    .map((tournament) => ({
      id: tournament.id,
      name: tournamentDescriptionIn(tournament, language).name,
      status: tournament.status,
      vip: tournament.vip_players_only,
    }));
}
