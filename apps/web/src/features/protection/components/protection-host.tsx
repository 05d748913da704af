import { lazy, Suspense } from 'react';
import { useViewer } from '../../auth/index.ts';

// Part of every page's first load, so only this: the layer (and its words) load for the players it is for.
const ProtectionLayer = lazy(() =>
  import('./protection-layer.tsx').then((m) => ({ default: m.ProtectionLayer })),
);

/** The exclusion notice and the reality check, for a player with either; nothing for anyone else. */
export function ProtectionHost() {
  const { viewer } = useViewer();
  if (!viewer || (viewer.realityCheckMinutes == null && !viewer.exclusion)) return null;
  return (
    <Suspense fallback={null}>
      <ProtectionLayer viewer={viewer} />
    </Suspense>
  );
}
