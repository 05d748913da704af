import { lazy, Suspense } from 'react';
import { useHasToken } from '../../../lib/session.ts';

// Its queries, formatting and toast words load after the first screen, not in the lobby's first bundle.
const TournamentEventsListener = lazy(() =>
  import('./tournament-events-listener.tsx').then((m) => ({ default: m.TournamentEventsListener })),
);

/**
 * Listens to the player's tournament channel on every page (a prize is paid at the end, wherever the
 * player is); renders nothing. Guests have no channel.
 */
export function TournamentEventsHost() {
  const signedIn = useHasToken();
  if (!signedIn) return null;
  return (
    <Suspense fallback={null}>
      <TournamentEventsListener />
    </Suspense>
  );
}
