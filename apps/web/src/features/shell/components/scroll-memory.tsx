import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import {
  rememberPosition,
  type ScrollAction,
  type ScrollPlace,
  scrollActionFor,
} from '../lib/scroll-memory.ts';

const STORAGE_KEY = 'casino.scroll';
/** How long a restored position waits for the page to grow tall enough (lists filling from the cache). */
const RESTORE_WAIT_MS = 1500;

function load(): Record<string, number> {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, number>) : {};
  } catch {
    return {};
  }
}

function persist(saved: Record<string, number>) {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(saved));
  } catch {
    // Storage full or blocked: positions are kept for this page load only.
  }
}

/**
 * Scrolls to `y`; while the page is still too short for it (content coming in), tries again as it grows,
 * until it gets there, RESTORE_WAIT_MS pass, or the player scrolls first. Returns a stop function.
 */
function scrollWhenReachable(y: number): () => void {
  window.scrollTo(0, y);
  if (Math.abs(window.scrollY - y) <= 1 || typeof ResizeObserver === 'undefined') return () => {};
  const stopEvents = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
  const observer = new ResizeObserver(() => {
    window.scrollTo(0, y);
    if (Math.abs(window.scrollY - y) <= 1) stop();
  });
  const timer = window.setTimeout(() => stop(), RESTORE_WAIT_MS);
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
    for (const type of stopEvents) window.removeEventListener(type, stop, true);
  }
  observer.observe(document.body);
  for (const type of stopEvents) window.addEventListener(type, stop, { capture: true, passive: true });
  return stop;
}

function apply(action: ScrollAction): () => void {
  switch (action.kind) {
    case 'restore':
      return scrollWhenReachable(action.y);
    case 'top':
      window.scrollTo(0, 0);
      return () => {};
    case 'hash': {
      const target = document.getElementById(action.id);
      if (target) target.scrollIntoView();
      else window.scrollTo(0, 0);
      return () => {};
    }
    case 'keep':
      return () => {};
  }
}

/**
 * The window's scroll across page changes (scroll-memory.ts says what happens when): a new page starts at
 * the top, Back returns to where the player was. Positions are remembered per history entry in session
 * storage, so a reload keeps them too. Renders nothing; mount once inside the router.
 */
export function ScrollMemory() {
  const location = useLocation();
  const kind = useNavigationType();
  const saved = useRef<Record<string, number> | null>(null);
  const current = useRef<ScrollPlace | null>(null);

  useEffect(() => {
    if (!('scrollRestoration' in window.history)) return;
    const before = window.history.scrollRestoration;
    window.history.scrollRestoration = 'manual';
    return () => {
      window.history.scrollRestoration = before;
    };
  }, []);

  useEffect(() => {
    let frame = 0;
    const record = () => {
      frame = 0;
      if (!current.current || !saved.current) return;
      saved.current = rememberPosition(saved.current, current.current.key, window.scrollY);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(record);
    };
    const onHide = () => {
      record();
      if (saved.current) persist(saved.current);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', onHide);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', onHide);
      if (frame) cancelAnimationFrame(frame);
    };
  }, []);

  useLayoutEffect(() => {
    saved.current ??= load();
    const next: ScrollPlace = { key: location.key, pathname: location.pathname, hash: location.hash };
    const action = scrollActionFor(current.current, next, kind, saved.current);
    current.current = next;
    persist(saved.current);
    return apply(action);
  }, [location.key, location.pathname, location.hash, kind]);

  return null;
}
