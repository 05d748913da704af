import { useEffect, useRef, useState } from 'react';

/**
 * Animates a number from `from` to `to` over `duration` ms (ease-out, on a log scale so ×2 and ×1000 both
 * feel alike). `key` restarts it; reduced motion jumps straight to the end.
 */
export function useCountUp(
  to: number | null,
  key: string | null,
  duration = 700,
  from = 1,
): { value: number | null; done: boolean } {
  const [state, setState] = useState<{ value: number | null; done: boolean }>({ value: to, done: true });
  const frame = useRef(0);

  useEffect(() => {
    if (to === null || key === null) {
      setState({ value: to, done: true });
      return;
    }
    const reduced = globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    if (reduced || to <= from) {
      setState({ value: to, done: true });
      return;
    }
    const start = performance.now();
    const span = Math.log(to) - Math.log(from);
    const tick = (now: number) => {
      const t = Math.min(1, (now - start) / duration);
      const eased = 1 - (1 - t) ** 3;
      if (t >= 1) {
        setState({ value: to, done: true });
        return;
      }
      setState({ value: from * Math.exp(span * eased), done: false });
      frame.current = requestAnimationFrame(tick);
    };
    frame.current = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame.current);
  }, [to, key, duration, from]);

  return state;
}
