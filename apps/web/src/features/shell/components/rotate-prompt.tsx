import { lazy, Suspense, useState } from 'react';
import { useMediaQuery } from '../lib/use-media-query.ts';

// Few players ever see it: its code loads when a phone turns sideways, not with the first screen.
const RotateDialog = lazy(() => import('./rotate-dialog.tsx').then((m) => ({ default: m.RotateDialog })));

/** A phone held sideways: a short landscape viewport on a touch screen. */
export const PHONE_LANDSCAPE_QUERY = '(orientation: landscape) and (max-height: 500px) and (pointer: coarse)';

/**
 * SPEC §2.2: on phones in landscape, ask to turn the phone upright. The player may carry on sideways (the
 * button, or Esc); that choice lasts until the page is reloaded.
 */
export function RotatePrompt() {
  const landscape = useMediaQuery(PHONE_LANDSCAPE_QUERY);
  const [dismissed, setDismissed] = useState(false);
  if (!landscape || dismissed) return null;
  return (
    <Suspense fallback={null}>
      <RotateDialog onContinue={() => setDismissed(true)} />
    </Suspense>
  );
}
