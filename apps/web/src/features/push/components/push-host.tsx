import { lazy, Suspense } from 'react';
import { useViewer } from '../../auth/index.ts';
import { pushSupported } from '../lib/supported.ts';

// Part of every page's first load, so only this: the prompt, the subscription code and their words load
// for a signed-in player whose browser can receive pushes, and for nobody else.
const PushLayer = lazy(() => import('./push-layer.tsx').then((m) => ({ default: m.PushLayer })));

/**
 * Web push (SPEC §4.6), mounted once in the locale layout: the prompt and the subscription for a signed-in
 * player on a browser that can receive pushes (the layer also unsubscribes the browser on sign-out).
 */
export function PushHost({ supported = pushSupported() }: { supported?: boolean }) {
  const { viewer } = useViewer();
  if (!supported || !viewer) return null;
  return (
    <Suspense fallback={null}>
      <PushLayer viewer={viewer} />
    </Suspense>
  );
}
