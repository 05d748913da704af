import { lazy, Suspense, useEffect } from 'react';
import { useGameSearch } from './game-search-store.ts';

const loadDialog = () => import('./game-search-dialog.tsx');
const GameSearchDialog = lazy(() => loadDialog().then((m) => ({ default: m.GameSearchDialog })));

/** Starts loading the search modal's code (on hover or focus of a search button). */
export function preloadGameSearch(): void {
  void loadDialog().catch(() => {});
}

function typing(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/**
 * Shows the game search when it is open; mount once inside the router (the locale layout). "/" (outside a
 * text field) and Ctrl+K or ⌘K open it too.
 */
export function GameSearchHost() {
  const { isOpen, open, close } = useGameSearch();
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.defaultPrevented || document.querySelector('[role="dialog"]')) return;
      const slash = event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey;
      const commandK = event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey);
      if ((slash && !typing(event.target)) || commandK) {
        event.preventDefault();
        open();
      }
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);
  if (!isOpen) return null;
  return (
    <Suspense fallback={null}>
      <GameSearchDialog onClose={close} />
    </Suspense>
  );
}
