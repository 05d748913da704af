import { lazy, Suspense } from 'react';
import { useVipDrawer } from '../../../lib/vip-drawer.ts';

// The drawer's code (and its words) load the first time it opens: the lobby's first load does not carry it.
const VipDrawer = lazy(() => import('./vip-drawer.tsx').then((m) => ({ default: m.VipDrawer })));

/** Shows the VIP drawer while the URL has `?vip=1` (SPEC §2.5); mount once (the locale layout). */
export function VipDrawerHost() {
  const drawer = useVipDrawer();
  if (!drawer.isOpen) return null;
  return (
    <Suspense fallback={null}>
      <VipDrawer onClose={drawer.close} onReopen={drawer.open} />
    </Suspense>
  );
}
