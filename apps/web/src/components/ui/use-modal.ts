import { type RefObject, useEffect, useRef } from 'react';
import { firstFocusable, keepTabInside } from '../../lib/focus-trap.ts';

/**
 * A modal panel's manners while `open`: focus moves in and stays (Tab wraps), Escape closes it, the page
 * behind does not scroll, and focus goes back where it was when it closes.
 */
export function useModal(panel: RefObject<HTMLElement | null>, onClose: () => void, open = true): void {
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement as HTMLElement | null;
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    (firstFocusable(panel.current) ?? panel.current)?.focus();
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') {
        event.stopPropagation();
        onCloseRef.current();
        return;
      }
      if (panel.current) keepTabInside(event, panel.current);
    }
    document.addEventListener('keydown', onKeyDown, true);
    return () => {
      document.removeEventListener('keydown', onKeyDown, true);
      document.body.style.overflow = overflow;
      previous?.focus?.();
    };
  }, [open, panel]);
}
