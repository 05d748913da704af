import { lazy, Suspense } from 'react';

/**
 * The security card's code and words load when the profile shows it, behind its own placeholder: not in
 * the profile route's chunk, so the lobby's first load does not even list them among that route's files
 * (the lobby's initial JS is at its budget).
 */
const Card = lazy(() => import('./security-card.tsx'));

export function SecurityCard() {
  return (
    <Suspense fallback={<div aria-hidden="true" className="h-44 animate-pulse rounded-card bg-raised/60" />}>
      <Card />
    </Suspense>
  );
}
