import { useSyncExternalStore } from 'react';
import { onApiError, onApiResponse } from '../../../lib/api-client.ts';
import { onConnectionChange } from '../../../lib/realtime-client.ts';
import { createOverlayStore, type OverlayState, type OverlayStore } from './overlay-store.ts';

/**
 * The page's one overlay store, listening from the moment this module loads, so the very first call of the
 * page (GET /api/v1/me, before any component has mounted) is seen too.
 */
export const appOverlays: OverlayStore = createOverlayStore();
onApiError((error) => appOverlays.reportApiError(error));
onApiResponse((response) => appOverlays.reportApiResponse(response));
onConnectionChange((connected) => appOverlays.reportRealtime(connected));

export function useOverlayState(store: OverlayStore = appOverlays): OverlayState {
  return useSyncExternalStore(store.subscribe, store.getState, store.getState);
}
