import { useEffect, useRef, useState } from 'react';
import { ROW_PRELOAD_MARGIN } from './constants.ts';

/**
 * Whether the element behind `ref` has come near the viewport (once true, stays true): a lobby row below
 * the fold asks for its games only then, so the first screen's requests are the first screen's. Without
 * IntersectionObserver (old browsers, jsdom) everything counts as seen.
 */
export function useSeen<T extends Element>(initial = false) {
  const ref = useRef<T>(null);
  const [seen, setSeen] = useState(() => initial || typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const el = ref.current;
    if (seen || !el) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
      },
      { rootMargin: ROW_PRELOAD_MARGIN },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [seen]);
  return [ref, seen] as const;
}
