import { type PointerEvent, type ReactNode, type RefObject, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { cn } from '../../lib/cn.ts';
import { CloseButton } from './close-button.tsx';
import { sheetDragCloses, sheetOffset } from './sheet-drag.ts';
import { useModal } from './use-modal.ts';

/** Below `sm` (640 px) a dialog is a bottom sheet. */
const PHONE_QUERY = '(max-width: 639.98px)';

/**
 * A phone sheet follows a drag down on its header (the grab handle, the title) and closes when let go far
 * or fast enough (sheet-drag.ts); otherwise it springs back. Pointer events, so touch, pen and mouse alike.
 */
function useSheetDrag(panel: RefObject<HTMLDivElement | null>, onClose: () => void) {
  const drag = useRef<{ pointer: number; startY: number; startedAt: number; offset: number } | null>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  const place = (offset: number, animate: boolean) => {
    const element = panel.current;
    if (!element) return;
    element.style.transition = animate ? 'transform 200ms ease-out' : 'none';
    element.style.transform = offset > 0 ? `translateY(${offset}px)` : '';
  };

  return {
    onPointerDown(event: PointerEvent<HTMLDivElement>) {
      if (event.button !== 0 || !window.matchMedia?.(PHONE_QUERY).matches) return;
      if ((event.target as Element).closest('button, a, input, select, textarea')) return;
      drag.current = {
        pointer: event.pointerId,
        startY: event.clientY,
        startedAt: event.timeStamp,
        offset: 0,
      };
      event.currentTarget.setPointerCapture?.(event.pointerId);
    },
    onPointerMove(event: PointerEvent<HTMLDivElement>) {
      const current = drag.current;
      if (!current || current.pointer !== event.pointerId) return;
      current.offset = sheetOffset(current.startY, event.clientY);
      place(current.offset, false);
    },
    onPointerUp(event: PointerEvent<HTMLDivElement>) {
      const current = drag.current;
      if (!current || current.pointer !== event.pointerId) return;
      drag.current = null;
      const height = panel.current?.offsetHeight ?? 0;
      if (sheetDragCloses(current.offset, event.timeStamp - current.startedAt, height)) onCloseRef.current();
      // Springs back (if the dialog is still there: its owner may keep it open).
      requestAnimationFrame(() => place(0, true));
    },
    onPointerCancel() {
      drag.current = null;
      place(0, true);
    },
  };
}

/**
 * The phone sheet's body scrolls on its own: while its content overflows it is a Tab stop, so a keyboard
 * can scroll it when nothing in it takes focus (axe scrollable-region-focusable); otherwise it stays out of
 * the Tab order.
 */
function useFocusableWhileScrolling(body: RefObject<HTMLDivElement | null>, open: boolean) {
  useEffect(() => {
    const element = body.current;
    if (!open || !element) return;
    const update = () => {
      const scrolls =
        element.scrollHeight > element.clientHeight + 1 && getComputedStyle(element).overflowY !== 'visible';
      if (scrolls) element.tabIndex = 0;
      else element.removeAttribute('tabindex');
    };
    update();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(update);
    observer.observe(element);
    for (const child of Array.from(element.children)) observer.observe(child);
    return () => observer.disconnect();
  }, [body, open]);
}

/**
 * A modal dialog (WAI-ARIA dialog pattern): focus moves in and is trapped, Esc and the backdrop close it,
 * the page behind does not scroll, and focus returns to where it was when it closes. On phones (< 640 px)
 * it is a full-height bottom sheet: the header with its 44×44 close button stays on screen while the body
 * scrolls, and a swipe down on the header (the grab handle) closes it.
 */
export function Dialog({
  open,
  onClose,
  title,
  description,
  children,
  closeLabel,
  className,
}: {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  closeLabel: string;
  className?: string;
}) {
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const dragHandlers = useSheetDrag(panel, onClose);
  const body = useRef<HTMLDivElement>(null);
  useFocusableWhileScrolling(body, open);
  useModal(panel, onClose, open);

  if (!open) return null;
  return createPortal(
    <div className="fixed inset-0 z-50 flex items-end justify-center sm:items-center sm:p-4">
      <div
        className="absolute inset-0 animate-fade-in bg-deep/80 backdrop-blur-sm"
        aria-hidden="true"
        onClick={onClose}
      />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        className={cn(
          'relative flex w-full animate-slide-up flex-col border border-line bg-surface shadow-card outline-none',
          // Phones: a sheet from just below the top of the screen (or the notch) to the bottom edge; its
          // header stays put while the body scrolls.
          'max-sm:h-[calc(100dvh-max(0.75rem,env(safe-area-inset-top)))] max-sm:overflow-hidden max-sm:rounded-t-card max-sm:border-b-0',
          'sm:max-h-[92dvh] sm:max-w-md sm:overflow-y-auto sm:rounded-card sm:p-6',
          className,
        )}
      >
        <div
          className="shrink-0 max-sm:touch-none max-sm:border-b max-sm:border-line/60 max-sm:px-5 max-sm:pt-2 max-sm:pb-3 sm:mb-4"
          {...dragHandlers}
        >
          <div
            className="mx-auto mb-2 h-1.5 w-12 rounded-full bg-line-strong sm:hidden"
            aria-hidden="true"
            data-testid="sheet-handle"
          />
          <div className="flex items-start justify-between gap-4">
            <div className="min-w-0">
              <h2 id={titleId} className="text-lg font-extrabold">
                {title}
              </h2>
              {description && (
                <p id={descriptionId} className="mt-1 text-sm text-muted">
                  {description}
                </p>
              )}
            </div>
            <CloseButton label={closeLabel} onClick={onClose} className="-mr-2.5 -mt-1.5" />
          </div>
        </div>
        <div
          ref={body}
          className="focus-visible:-outline-offset-2 max-sm:min-h-0 max-sm:flex-1 max-sm:overflow-y-auto max-sm:overscroll-contain max-sm:px-5 max-sm:pt-5 max-sm:pb-[calc(1.25rem+env(safe-area-inset-bottom))]"
        >
          {children}
        </div>
      </div>
    </div>,
    document.body,
  );
}
