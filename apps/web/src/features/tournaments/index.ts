/**
 * The tournaments feature's public face: the app imports from here only. It stays light (the events host
 * is part of the first load through the locale layout): the pages load on demand with their routes.
 */
import { lazy } from 'react';

export { TournamentEventsHost } from './components/tournament-events-host.tsx';

export const loadTournamentsPage = () => import('./components/tournaments-page.tsx');
export const loadTournamentPage = () => import('./components/tournament-page.tsx');

/** /{locale}/tournaments (its code loads with the route). */
export const TournamentsPage = lazy(() =>
  loadTournamentsPage().then((m) => ({ default: m.TournamentsPage })),
);
/** /{locale}/tournaments/{id} */
export const TournamentPage = lazy(() => loadTournamentPage().then((m) => ({ default: m.TournamentPage })));
export { useTournamentName } from './lib/use-tournament-name.ts';
