import { useQueryClient } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useCallback, useEffect, useState } from 'react';
import { api } from '../../../lib/api-client.ts';
import { REALTIME_GRACE_MS, RECONNECT_PROBE_MS } from '../config.ts';
import { appOverlays, useOverlayState } from '../lib/app-overlays.ts';
import type { OverlayStore } from '../lib/overlay-store.ts';
// The connection overlay shows when the network is gone, so it is part of the page; the rest are rare and
// load when needed (the network works in their cases).
import { ConnectionOverlay } from './connection-overlay.tsx';

const BannedScreen = lazy(() => import('./banned-screen.tsx').then((m) => ({ default: m.BannedScreen })));
const InvalidBotScreen = lazy(() =>
  import('./invalid-bot-screen.tsx').then((m) => ({ default: m.InvalidBotScreen })),
);
const RegionOverlay = lazy(() => import('./region-overlay.tsx').then((m) => ({ default: m.RegionOverlay })));

/** True once `flag` has stayed true for `ms` (false again at once when it drops). */
function useSustained(flag: boolean, ms: number): boolean {
  const [sustained, setSustained] = useState(false);
  useEffect(() => {
    if (!flag) {
      setSustained(false);
      return;
    }
    const timer = setTimeout(() => setSustained(true), ms);
    return () => clearTimeout(timer);
  }, [flag, ms]);
  return flag && sustained;
}

/**
 * While the server is unreachable, ask /api/health every few seconds (and when the browser says it is
 * online again); any answer clears the state through the API listener. Once back, what failed meanwhile
 * is fetched again.
 */
function useReconnect(active: boolean, probeMs: number) {
  const queryClient = useQueryClient();
  const [probing, setProbing] = useState(false);
  const probe = useCallback(async () => {
    setProbing(true);
    try {
      await api.get('/api/health');
    } catch {
      // Still down (the listener already knows); the next tick tries again.
    } finally {
      setProbing(false);
    }
  }, []);

  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => void probe(), probeMs);
    const onOnline = () => void probe();
    window.addEventListener('online', onOnline);
    return () => {
      clearInterval(timer);
      window.removeEventListener('online', onOnline);
    };
  }, [active, probe, probeMs]);

  const [wasActive, setWasActive] = useState(active);
  useEffect(() => {
    if (wasActive && !active)
      void queryClient.refetchQueries({
        type: 'active',
        predicate: (query) => query.state.status === 'error',
      });
    setWasActive(active);
  }, [active, wasActive, queryClient]);

  return { probe, probing };
}

/**
 * SPEC §4.7 and §8 around the app: a banned account or an unknown bot replaces it with a screen; a region
 * block or a lost connection covers it (and makes it inert) until resolved.
 */
export function OverlayGate({
  children,
  supportHref,
  store = appOverlays,
  realtimeGraceMs = REALTIME_GRACE_MS,
  probeMs = RECONNECT_PROBE_MS,
}: {
  children: ReactNode;
  /** Where the banned page sends a player who wants to ask why (the support e-mail). */
  supportHref?: string;
  store?: OverlayStore;
  realtimeGraceMs?: number;
  probeMs?: number;
}) {
  const state = useOverlayState(store);
  const queryClient = useQueryClient();
  const realtimeDown = useSustained(state.realtimeDown, realtimeGraceMs);
  const connectionProblem = state.apiUnreachable || realtimeDown;
  const { probe, probing } = useReconnect(state.apiUnreachable, probeMs);

  // SPEC §4.7: the region error clears once the balance loads.
  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        if (
          event.type === 'updated' &&
          event.action.type === 'success' &&
          event.query.queryKey[0] === 'balance'
        )
          store.clearRegion();
      }),
    [queryClient, store],
  );

  if (state.banned)
    return (
      <Suspense fallback={null}>
        <BannedScreen reason={state.banned.reason} supportHref={supportHref} onSignOut={store.clearBanned} />
      </Suspense>
    );
  if (state.invalidBot)
    return (
      <Suspense fallback={null}>
        <InvalidBotScreen />
      </Suspense>
    );

  const covered = state.region !== null || connectionProblem;
  return (
    <>
      <div className="contents" inert={covered || undefined}>
        {children}
      </div>
      {state.region ? (
        <Suspense fallback={null}>
          <RegionOverlay country={state.region.country} ip={state.region.ip} />
        </Suspense>
      ) : connectionProblem ? (
        <ConnectionOverlay onRetry={() => void probe()} retrying={probing} />
      ) : null}
    </>
  );
}
