import { type ComponentType, lazy, Suspense } from 'react';
import { useSeen } from '../lib/use-seen.ts';

/**
 * A part of the lobby whose code stays out of its first download: fetched when it comes near the screen,
 * or (`eager`) right after the first screen's code. `className` reserves its room meanwhile.
 */
export function LazyBlock({
  load,
  className,
  eager = false,
}: {
  load: ComponentType;
  className: string;
  eager?: boolean;
}) {
  const [ref, seen] = useSeen<HTMLDivElement>(eager);
  const placeholder = <div ref={ref} aria-hidden="true" className={className} />;
  if (!seen) return placeholder;
  const Block = load;
  return (
    <Suspense fallback={placeholder}>
      <Block />
    </Suspense>
  );
}

export const LazyProvidersStrip = lazy(() =>
  import('./providers-strip.tsx').then((m) => ({ default: m.ProvidersStrip })),
);
export const LazyLiveBetsStrip = lazy(() =>
  import('./live-bets-strip.tsx').then((m) => ({ default: m.LiveBetsStrip })),
);
