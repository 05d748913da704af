import { lazy, Suspense } from 'react';
import { useHasToken } from '../../../lib/session.ts';
import { useVipDrawer } from '../../../lib/vip-drawer.ts';

// The drawer's code (and its words) load the first time it opens: the lobby's first load does not carry it.
const VipDrawer = lazy(() => import('./vip-drawer.tsx').then((m) => ({ default: m.VipDrawer })));
// The level-up listener after the first screen too, for signed-in players.
const VipLevelListener = lazy(() =>
  import('./vip-level-listener.tsx').then((m) => ({ default: m.VipLevelListener })),
);

/**
 * Shows the VIP drawer while the URL has `?vip=1` (SPEC §2.5) and announces level-ups; mount once (the
 * locale layout).
 */
export function VipDrawerHost() {
  const drawer = useVipDrawer();
  const signedIn = useHasToken();
  return (
    <Suspense fallback={null}>
      {signedIn && <VipLevelListener />}
      {drawer.isOpen && <VipDrawer onClose={drawer.close} onReopen={drawer.open} />}
    </Suspense>
  );
}
