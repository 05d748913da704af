import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { onRealtimeAuthError, setRealtimeToken } from '../../../lib/realtime-client.ts';
import { onTokenChange } from '../../../lib/session.ts';
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

  useEffect(
    () =>
      onTokenChange(() => {
        void queryClient.resetQueries({
          predicate: (query) => !PUBLIC_KEYS.has(String(query.queryKey[0])),
        });
      }),
    [queryClient],
  );

  useEffect(
    () => onRealtimeAuthError(() => void queryClient.invalidateQueries({ queryKey: ['me'] })),
    [queryClient],
  );
  return null;
}
