import { useTournamentEvents } from '../lib/use-tournament-events.ts';

/** The channel's listener itself: loaded after the first screen, for signed-in players only. */
export function TournamentEventsListener() {
  useTournamentEvents();
  return null;
}
