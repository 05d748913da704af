import { lazy, Suspense, useEffect, useState } from 'react';
import { usePartners } from '../lib/partners-store.ts';

const PartnersModal = lazy(() => import('./partners-modal.tsx').then((m) => ({ default: m.PartnersModal })));

/** Where the partners modal lives; mount once per page. Its code loads the first time it opens. */
export function PartnersHost() {
  const { isOpen, close } = usePartners();
  const [used, setUsed] = useState(false);
  useEffect(() => {
    if (isOpen) setUsed(true);
  }, [isOpen]);
  if (!isOpen && !used) return null;
  return (
    <Suspense fallback={null}>
      <PartnersModal open={isOpen} onClose={close} />
    </Suspense>
  );
}
