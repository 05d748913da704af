import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import { cn } from '../../../../lib/cn.ts';
import { firstFocusable, keepTabInside } from '../../../../lib/focus-trap.ts';

/**
 * A dialog drawn inside the wallet modal rather than portalled to the body: the wallet (a focus-trapping
 * dialog, or a phone sheet that makes everything outside it inert) stays the one modal layer, and this one
 * sits on top of its content. Focus moves in and is kept in; Esc and the backdrop cancel; focus returns.
 */
export function InlineDialog({
  open,
  onClose,
  title,
  description,
  children,
  className,
}: {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement as HTMLElement | null;
    (firstFocusable(panel.current) ?? panel.current)?.focus();
    return () => previous?.focus?.();
  }, [open]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !panel.current) return;
    // Ours alone: the wallet's own trap would otherwise move focus behind this dialog.
    event.stopPropagation();
    keepTabInside(event, panel.current);
  }

  if (!open) return null;
  return (
    <div className="fixed inset-0 z-[60] flex items-end justify-center sm:items-center sm:p-4">
      <div
        className="absolute inset-0 animate-fade-in bg-deep/75 backdrop-blur-[2px]"
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
        onKeyDown={onKeyDown}
        data-vaul-no-drag
        className={cn(
          'relative max-h-[85dvh] w-full animate-slide-up overflow-y-auto rounded-t-card border border-line-strong bg-surface p-5 shadow-card outline-none sm:max-w-md sm:rounded-card',
          className,
        )}
      >
        <h3 id={titleId} className="text-lg font-extrabold">
          {title}
        </h3>
        {description && (
          <p id={descriptionId} className="mt-1 text-sm text-muted">
            {description}
          </p>
        )}
        <div className="mt-4">{children}</div>
      </div>
    </div>
  );
}
