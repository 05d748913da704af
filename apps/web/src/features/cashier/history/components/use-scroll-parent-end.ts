import { HISTORY_LOAD_MORE_THRESHOLD_PX, isNearBottom } from '@casino/shared';
import { type RefObject, useEffect, useRef } from 'react';

/** The nearest ancestor that scrolls vertically, or null for the page itself. */
export function scrollParentOf(element: HTMLElement | null): HTMLElement | null {
  let node = element?.parentElement ?? null;
  while (node && node !== document.body) {
    const { overflowY } = getComputedStyle(node);
    if (overflowY === 'auto' || overflowY === 'scroll') return node;
    node = node.parentElement;
  }
  return null;
}

/**
 * Calls `onEnd` when the list's end (`sentinel`) comes within 40 px of the bottom of whatever scrolls it
 * (SPEC §9): an IntersectionObserver on the scrolling box, with a scroll listener where there is none.
 */
export function useScrollParentEnd(
  sentinel: RefObject<HTMLElement | null>,
  onEnd: () => void,
  enabled: boolean,
) {
  const callback = useRef(onEnd);
  callback.current = onEnd;

  useEffect(() => {
    const target = sentinel.current;
    if (!enabled || !target) return;
    const root = scrollParentOf(target);
    if (typeof IntersectionObserver !== 'undefined') {
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) callback.current();
        },
        { root, rootMargin: `0px 0px ${HISTORY_LOAD_MORE_THRESHOLD_PX}px 0px` },
      );
      observer.observe(target);
      return () => observer.disconnect();
    }
    const scroller: HTMLElement | Window = root ?? window;
    const onScroll = () => {
      const box = root ?? document.documentElement;
      if (isNearBottom(box)) callback.current();
    };
    scroller.addEventListener('scroll', onScroll, { passive: true });
    return () => scroller.removeEventListener('scroll', onScroll);
  }, [sentinel, enabled]);
}
