import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { onRealtimeAuthError, setRealtimeToken } from '../../../lib/realtime-client.ts';
import { getToken, onTokenChange } from '../../../lib/session.ts';
import { useViewer } from '../api/get-viewer.ts';

/** Query keys that do not depend on who is signed in; everything else is reset when the session changes. */
const PUBLIC_KEYS = new Set(['games', 'lastBets']);

/** Keeps the realtime connection on the viewer's websocketToken and resets player data on sign-in/out. */
export function ViewerSync() {
  const queryClient = useQueryClient();
  const { viewer } = useViewer();
  const websocketToken = viewer?.websocketToken ?? null;

  useEffect(() => {
    setRealtimeToken(websocketToken);
  }, [websocketToken]);

  // The token as the first render saw it: a sign-in that lands before this effect listens (the mini-app
  // signs in while the first page renders) must still reset what that render cached as a guest's.
  const tokenAtRender = useRef(getToken());
  useEffect(() => {
    const reset = () =>
      void queryClient.resetQueries({
        predicate: (query) => !PUBLIC_KEYS.has(String(query.queryKey[0])),
      });
    if (getToken() !== tokenAtRender.current) reset();
    return onTokenChange(reset);
  }, [queryClient]);

  useEffect(
    () => onRealtimeAuthError(() => void queryClient.invalidateQueries({ queryKey: ['me'] })),
    [queryClient],
  );
  return null;
}
