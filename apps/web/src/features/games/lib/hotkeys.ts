import { useEffect, useRef } from 'react';

/** Keys a focused form control or a button handles itself; the game leaves them alone there. */
function ownsKeys(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target.closest('[role="dialog"]')) return true;
  return (
    ['INPUT', 'TEXTAREA', 'SELECT', 'BUTTON', 'A'].includes(target.tagName) ||
    target.getAttribute('role') === 'radio'
  );
}

/**
 * Keyboard play: Space bets, arrow keys adjust (left/down = −1, right/up = +1). Ignored while typing in a
 * field, on a focused button (Space already presses it) and while a dialog is open.
 */
export function useGameHotkeys(handlers: {
  onBet?: () => void;
  onStep?: (step: -1 | 1, large: boolean) => void;
}) {
  const latest = useRef(handlers);
  latest.current = handlers;
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      if (ownsKeys(event.target) || document.querySelector('[role="dialog"]')) return;
      if (event.key === ' ' || event.code === 'Space') {
        if (event.repeat) return;
        event.preventDefault();
        latest.current.onBet?.();
        return;
      }
      const step =
        event.key === 'ArrowLeft' || event.key === 'ArrowDown'
          ? -1
          : event.key === 'ArrowRight' || event.key === 'ArrowUp'
            ? 1
            : 0;
      if (step !== 0 && latest.current.onStep) {
        event.preventDefault();
        latest.current.onStep(step, event.shiftKey);
      }
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
