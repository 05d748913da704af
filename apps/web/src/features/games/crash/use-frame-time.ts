import { useEffect, useState } from 'react';

/** Date.now(), refreshed every animation frame while `active` (the curve and the countdown move). */
export function useFrameTime(active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) {
      setNow(Date.now());
      return;
    }
    let frame = requestAnimationFrame(function step() {
      setNow(Date.now());
      frame = requestAnimationFrame(step);
    });
    return () => cancelAnimationFrame(frame);
  }, [active]);
  return now;
}
