import { useEffect, useRef, useState } from 'react';
import { msUntil } from './player-wheel.ts';

/**
 * Milliseconds left until `until` (an ISO date), ticking each second; `onDone` runs once when it reaches
 * 0. Null `until`: no countdown.
 */
export function useCountdown(until: string | null, onDone?: () => void): number | null {
  const [now, setNow] = useState(() => Date.now());
  const done = useRef(onDone);
  done.current = onDone;
  useEffect(() => {
    if (!until) return;
    setNow(Date.now());
    const timer = setInterval(() => {
      const at = Date.now();
      setNow(at);
      if (msUntil(until, at) === 0) {
        clearInterval(timer);
        done.current?.();
      }
    }, 1000);
    return () => clearInterval(timer);
  }, [until]);
  return until ? msUntil(until, now) : null;
}
