import { lazy, Suspense } from 'react';
import { useBonusDrawer } from './drawer-store.ts';

// The drawer's code (and its words) load the first time it opens: the lobby's first load does not carry it.
const BonusDrawer = lazy(() => import('./bonus-drawer.tsx').then((m) => ({ default: m.BonusDrawer })));

/** Shows the bonus drawer while it is open (SPEC §2.4); mount once (the locale layout). */
export function BonusDrawerHost() {
  const drawer = useBonusDrawer();
  if (!drawer.isOpen) return null;
  return (
    <Suspense fallback={null}>
      <BonusDrawer onClose={drawer.close} onDeposit={() => drawer.closeToWallet('deposit')} />
    </Suspense>
  );
}
