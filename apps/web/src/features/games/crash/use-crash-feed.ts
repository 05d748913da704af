import { CRASH_BETTING_MS, CRASH_CHANNEL, CRASH_COOLDOWN_MS } from '@casino/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { subscribe } from '../../../lib/realtime-client.ts';
import { type CrashStateView, crashStateKey } from './api/get-crash-state.ts';
import { myCrashBetKey } from './api/get-my-crash-bet.ts';
import { applyCrashEvent, isCrashEvent } from './crash-feed.ts';

/** Ticks come every ~100 ms while running; this long without one means the feed broke. */
const RUNNING_SILENCE_MS = 2_500;
/** Between rounds the feed is quiet for the betting phase or the cooldown at most. */
const IDLE_SILENCE_MS = Math.max(CRASH_BETTING_MS, CRASH_COOLDOWN_MS) + 3_000;
/** A tick showing us further ahead of the server than this pulls our clock back. */
const AHEAD_TOLERANCE_MS = 250;

/**
 * Keeps ['crashState'] current from `broadcast:crash`, corrects the clock offset from ticks, and refetches
 * the whole state when the feed shows a gap, goes quiet, the tab comes back into view or the network returns.
 */
export function useCrashFeed(): void {
  const queryClient = useQueryClient();

  useEffect(() => {
    let lastEventAt = Date.now();
    const refetch = () => {
      lastEventAt = Date.now();
      void queryClient.refetchQueries({ queryKey: crashStateKey, exact: true });
    };

    const unsubscribe = subscribe(CRASH_CHANNEL, (payload) => {
      if (!isCrashEvent(payload)) return;
      lastEventAt = Date.now();
      const state = queryClient.getQueryData<CrashStateView>(crashStateKey);
      if (!state) return;
      const next = applyCrashEvent(state, payload);
      if (next === null) {
        refetch();
        return;
      }
      if (payload.type === 'tick' && state.round?.startedAt) {
        // Where the server is now, by this tick (it left the server a little earlier than it arrived).
        const offsetByTick = Date.parse(state.round.startedAt) + payload.elapsedMs - Date.now();
        const behind = offsetByTick > state.clockOffset;
        const farAhead = state.clockOffset - offsetByTick > AHEAD_TOLERANCE_MS;
        if (behind || farAhead)
          queryClient.setQueryData(crashStateKey, { ...next, clockOffset: offsetByTick });
        return;
      }
      if (next !== state) queryClient.setQueryData(crashStateKey, next);
      if (payload.type === 'crashed' || payload.type === 'betting') {
        void queryClient.invalidateQueries({ queryKey: myCrashBetKey });
      }
    });

    const watchdog = window.setInterval(() => {
      const state = queryClient.getQueryData<CrashStateView>(crashStateKey);
      const silence = Date.now() - lastEventAt;
      const limit = state?.round?.status === 'running' ? RUNNING_SILENCE_MS : IDLE_SILENCE_MS;
      if (silence > limit) refetch();
    }, 1_000);

    const onVisible = () => {
      if (document.visibilityState === 'visible') refetch();
    };
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('online', refetch);

    return () => {
      unsubscribe();
      window.clearInterval(watchdog);
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('online', refetch);
    };
  }, [queryClient]);
}
