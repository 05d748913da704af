import type { ContentLanguage } from './languages.ts';
import type { TournamentDescription, TournamentView } from './tournaments.ts';

/*
 * Tournament rules without zod, so the page shell that needs only these does not pull in the schemas.
 */

/** SPEC §9: the sidebar shows the first 3 tournaments. */
export const SIDEBAR_TOURNAMENTS = 3;

export const TOURNAMENT_STATUSES = ['upcoming', 'active', 'finished'] as const;
export type TournamentStatus = (typeof TOURNAMENT_STATUSES)[number];

/** Status at `now`: the period is [startsAt, endsAt). */
export function tournamentStatus(startsAt: Date, endsAt: Date, now: Date): TournamentStatus {
  if (now.getTime() < startsAt.getTime()) return 'upcoming';
  return now.getTime() < endsAt.getTime() ? 'active' : 'finished';
}

/** SPEC §2.2: the tournament's text in the current language, else English (FALLBACK_LANGUAGE). */
export function tournamentDescriptionIn(
  tournament: Pick<TournamentView, 'descriptions'>,
  language: ContentLanguage | string,
): TournamentDescription {
  return tournament.descriptions[language] ?? tournament.descriptions.en;
}
