import { lazy, Suspense } from 'react';
import { useWheel } from '../lib/wheel-store.ts';

const loadDialog = () => import('./wheel-dialog.tsx');
const WheelDialog = lazy(() => loadDialog().then((m) => ({ default: m.WheelDialog })));

export function preloadWheel(): void {
  void loadDialog().catch(() => {});
}

/** Shows the prize wheel while it is open; mount once (the locale layout). */
export function WheelHost() {
  const { isOpen, close } = useWheel();
  if (!isOpen) return null;
  return (
    <Suspense fallback={null}>
      <WheelDialog onClose={close} />
    </Suspense>
  );
}
