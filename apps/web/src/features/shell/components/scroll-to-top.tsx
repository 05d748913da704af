import { lazy, Suspense, useEffect, useState } from 'react';
import { SCROLL_TOP_THRESHOLD_PX } from '../config/layout.ts';

// Its code loads the first time the page is scrolled far enough, not with the first screen.
const ScrollTopButton = lazy(() =>
  import('./scroll-top-button.tsx').then((m) => ({ default: m.ScrollTopButton })),
);

/** SPEC §9: a scroll-to-top button once the page is scrolled past 350 px. */
export function ScrollToTop({ className }: { className?: string }) {
  const [visible, setVisible] = useState(false);
  const [needed, setNeeded] = useState(false);

  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      const past = window.scrollY > SCROLL_TOP_THRESHOLD_PX;
      setVisible(past);
      if (past) setNeeded(true);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, []);

  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <ScrollTopButton shown={visible} className={className} />
    </Suspense>
  );
}
