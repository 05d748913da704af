import { useEffect, useRef } from 'react';

/**
 * Letter keys for a game's decisions (H heads, C cash out, S stand...), beside useGameHotkeys' Space and
 * arrows. Left alone while typing, on focused controls that take keys, and while a dialog is open.
 */
export function useLetterHotkeys(keys: Record<string, (() => void) | undefined>) {
  const latest = useRef(keys);
  latest.current = keys;
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.repeat) return;
      const target = event.target;
      if (
        target instanceof HTMLElement &&
        (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))
      )
        return;
      if (document.querySelector('[role="dialog"]')) return;
      const handler = latest.current[event.key.toLowerCase()];
      if (!handler) return;
      event.preventDefault();
      handler();
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
