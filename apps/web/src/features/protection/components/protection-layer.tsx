import type { Viewer } from '@casino/shared';
import { ExclusionBanner } from './exclusion-banner.tsx';
import { RealityCheck } from './reality-check.tsx';

/**
 * What the host loads for a player with an exclusion or a reality check: the notice while play is paused
 * (then there is no play to check), else the reality check.
 */
export function ProtectionLayer({ viewer }: { viewer: Viewer }) {
  const { exclusion } = viewer;
  // One that has run out (the viewer not yet asked again) is none; null `until` is for good.
  if (exclusion && (exclusion.until === null || Date.parse(exclusion.until) > Date.now()))
    return <ExclusionBanner exclusion={exclusion} />;
  if (viewer.realityCheckMinutes != null) return <RealityCheck minutes={viewer.realityCheckMinutes} />;
  return null;
}
