import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useViewer } from '../../auth/index.ts';
import { PROMO_PARAM, readPromoCookie } from './promo-code.ts';

// The flow (activation, its errors, the modals) loads once a code is about: the lobby's first load carries
// only this check of the URL and the cookie.
const PromoFlow = lazy(() => import('./promo-flow.tsx').then((m) => ({ default: m.PromoFlow })));

/** SPEC §2.4 promo codes from a link (mount once, in the locale layout); see PromoFlow. */
export function PromoHost() {
  const [params] = useSearchParams();
  const { viewer } = useViewer();
  const [started, setStarted] = useState(false);
  // Once started it stays: the flow keeps its modal across the URL and cookie changes it makes.
  if (!started && (params.has(PROMO_PARAM) || (viewer !== null && readPromoCookie() !== null)))
    setStarted(true);
  if (!started) return null;
  return (
    <Suspense fallback={null}>
      <PromoFlow />
    </Suspense>
  );
}
