import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/api-client.ts';
import { useViewer } from '../../auth/index.ts';
import { activatePromoCode, refreshAfterPromo } from './activate-promo-code.ts';
import { clearPromoCookie, PROMO_PARAM, readPromoCookie, storePromoCode } from './promo-code.ts';
import { isPromoVerdict } from './promo-errors.ts';
import type { PromoState } from './promo-state.ts';

// The modal and the guest card (and their words) load when first shown.
const PromoDialog = lazy(() => import('./promo-dialog.tsx').then((m) => ({ default: m.PromoDialog })));
const PromoGuestPrompt = lazy(() =>
  import('./promo-guest-prompt.tsx').then((m) => ({ default: m.PromoGuestPrompt })),
);

/** Codes being activated now: one request per code, however often the effect runs (StrictMode, re-mounts). */
const inFlight = new Set<string>();

/**
 * SPEC §2.4 promo codes from a link, on any page (PromoHost mounts it once a code is about): `?promo=CODE` goes into
 * the cookie and out of the URL; once a player is signed in, the stored code is activated once and the
 * promo modal shows the answer. The cookie is cleared by any answer about the code, and kept when the
 * answer never came (no connection, a lost session, the rate limit, a server fault). A guest gets a small
 * card asking them to sign up or sign in to redeem it.
 */
export function PromoFlow() {
  const [params, setParams] = useSearchParams();
  const { viewer, isGuest } = useViewer();
  const client = useQueryClient();
  const [arrived, setArrived] = useState<string | null>(null);
  const [dismissed, setDismissed] = useState(false);
  const [state, setState] = useState<PromoState | null>(null);
  const fromUrl = params.get(PROMO_PARAM);

  useEffect(() => {
    if (fromUrl === null) return;
    const code = storePromoCode(fromUrl);
    if (code) {
      setArrived(code);
      setDismissed(false);
    }
    // Not a page of its own: the back button does not bring the parameter back.
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(PROMO_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [fromUrl, setParams]);

  const redeem = useCallback(
    async (code: string) => {
      if (inFlight.has(code)) return;
      inFlight.add(code);
      setState({ status: 'pending', code });
      try {
        const result = await activatePromoCode(code);
        clearPromoCookie();
        refreshAfterPromo(client);
        setState({ status: 'done', code, result });
      } catch (error) {
        const verdict = isPromoVerdict(error);
        if (verdict) clearPromoCookie();
        // The session ended on the way: the code waits for the next sign-in, with nothing to say now.
        if (error instanceof ApiError && error.status === 401) setState(null);
        else setState({ status: 'error', code, error, kept: !verdict });
      } finally {
        inFlight.delete(code);
      }
    },
    [client],
  );

  const globalId = viewer?.globalId ?? null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `arrived` re-reads the cookie for a code that came while signed in.
  useEffect(() => {
    if (globalId === null) return;
    const code = readPromoCookie();
    if (code) void redeem(code);
  }, [globalId, arrived, redeem]);

  const prompt = isGuest && arrived !== null && !dismissed ? arrived : null;
  return (
    <>
      {state && (
        <Suspense fallback={null}>
          <PromoDialog state={state} onClose={() => setState(null)} onRetry={() => void redeem(state.code)} />
        </Suspense>
      )}
      {prompt && (
        <Suspense fallback={null}>
          <PromoGuestPrompt code={prompt} onDismiss={() => setDismissed(true)} />
        </Suspense>
      )}
    </>
  );
}
