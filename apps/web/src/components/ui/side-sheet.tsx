import { type ReactNode, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { cn } from '../../lib/cn.ts';
import { CloseButton } from './close-button.tsx';
import { useModal } from './use-modal.ts';

/**
 * A drawer (the bonus and VIP drawers): a side sheet from the right on wider screens, a full-height bottom
 * sheet on phones. Modal like Dialog (focus kept inside, Esc and the backdrop close it, the page behind
 * does not scroll); the header with its title and 44×44 close button stays while the body scrolls; an
 * optional footer stays at the bottom.
 */
export function SideSheet({
  title,
  closeLabel,
  onClose,
  footer,
  children,
  testId,
  data,
}: {
  title: ReactNode;
  closeLabel: string;
  onClose: () => void;
  footer?: ReactNode;
  children: ReactNode;
  testId?: string;
  /** data-* attributes of the panel (what tests and styles key on). */
  data?: Record<`data-${string}`, string | boolean | undefined>;
}) {
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useModal(panel, onClose);
  return createPortal(
    <div className="fixed inset-0 z-50 flex items-end sm:items-stretch sm:justify-end">
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
        tabIndex={-1}
        data-testid={testId}
        {...data}
        className="relative flex w-full flex-col border-line bg-surface shadow-card outline-none motion-safe:transition-transform motion-safe:duration-300 max-sm:h-[calc(100dvh-max(0.75rem,env(safe-area-inset-top)))] max-sm:animate-slide-up max-sm:rounded-t-card max-sm:border-t sm:h-full sm:max-w-[30rem] sm:border-l sm:starting:translate-x-full"
      >
        <div className="shrink-0 border-b border-line/60 px-5 pt-2 pb-3 sm:pt-4">
          <div className="mx-auto mb-2 h-1.5 w-12 rounded-full bg-line-strong sm:hidden" aria-hidden="true" />
          <div className="flex items-center justify-between gap-3">
            <h2 id={titleId} className="flex min-w-0 items-center gap-2 text-lg font-black">
              {title}
            </h2>
            <CloseButton label={closeLabel} onClick={onClose} className="-mr-2" />
          </div>
        </div>
        <div
          className={cn(
            'flex min-h-0 flex-1 flex-col gap-5 overflow-y-auto overscroll-contain px-5 py-5 *:shrink-0',
            // Without a footer the body's end clears the phone's home indicator itself.
            !footer && 'pb-[calc(1.25rem+env(safe-area-inset-bottom))]',
          )}
        >
          {children}
        </div>
        {footer && (
          <div className="shrink-0 border-t border-line/60 bg-surface/95 px-5 pt-3 pb-[calc(0.75rem+env(safe-area-inset-bottom))]">
            {footer}
          </div>
        )}
      </div>
    </div>,
    document.body,
  );
}
