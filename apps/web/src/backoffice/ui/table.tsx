import { type ReactNode, type TdHTMLAttributes, type ThHTMLAttributes, useEffect, useRef } from 'react';
import { useTranslation } from '../../i18n/index.ts';
import { cn } from '../../lib/cn.ts';

/**
 * Dense tables in a labelled region that scrolls sideways on a narrow screen. While it overflows it is a
 * Tab stop, so a keyboard can scroll it too (axe scrollable-region-focusable); otherwise it stays out of
 * the Tab order.
 */
export function TableFrame({
  label,
  children,
  className,
}: {
  label: string;
  children: ReactNode;
  className?: string;
}) {
  const frame = useRef<HTMLElement>(null);
  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    const update = () => {
      if (element.scrollWidth > element.clientWidth + 1) element.tabIndex = 0;
      else element.removeAttribute('tabindex');
    };
    update();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(update);
    observer.observe(element);
    const table = element.firstElementChild;
    if (table) observer.observe(table);
    return () => observer.disconnect();
  }, []);
  return (
    <section
      ref={frame}
      aria-label={label}
      className={cn(
        'max-w-full overflow-x-auto rounded-xl border border-line bg-surface/80 focus-visible:outline-offset-0',
        className,
      )}
    >
      <table className="w-full min-w-max border-collapse text-left text-[0.8125rem]">{children}</table>
    </section>
  );
}

export function Th({ className, ...rest }: ThHTMLAttributes<HTMLTableCellElement>) {
  return (
    <th
      scope="col"
      className={cn(
        'whitespace-nowrap bg-sunken/90 px-3 py-2 text-[0.6875rem] font-bold uppercase tracking-wide text-muted',
        className,
      )}
      {...rest}
    />
  );
}

export function Td({ className, ...rest }: TdHTMLAttributes<HTMLTableCellElement>) {
  return <td className={cn('whitespace-nowrap px-3 py-2 align-middle', className)} {...rest} />;
}

export const rowClass = 'border-t border-line/60 hover:bg-raised/40';

/** "1–50 of 230" with previous and next; nothing when everything fits on one page. */
export function Pager({
  meta,
  onOffset,
}: {
  meta: { total: number; offset: number; limit: number };
  onOffset: (offset: number) => void;
}) {
  const { t } = useTranslation('backoffice');
  if (meta.total <= meta.limit && meta.offset === 0) return null;
  const hasPrevious = meta.offset > 0;
  const hasNext = meta.offset + meta.limit < meta.total;
  return (
    <nav aria-label={t('pager.nav')} className="mt-3 flex flex-wrap items-center justify-end gap-2 text-sm">
      <span className="tabular text-muted">
        {t('pager.range', {
          from: meta.total === 0 ? 0 : meta.offset + 1,
          to: Math.min(meta.offset + meta.limit, meta.total),
          total: meta.total,
        })}
      </span>
      <button
        type="button"
        className="min-h-9 rounded-lg border border-line bg-raised px-3 font-semibold hover:border-line-strong disabled:cursor-not-allowed disabled:opacity-50 touch:min-h-11"
        disabled={!hasPrevious}
        onClick={() => onOffset(Math.max(0, meta.offset - meta.limit))}
      >
        {t('pager.previous')}
      </button>
      <button
        type="button"
        className="min-h-9 rounded-lg border border-line bg-raised px-3 font-semibold hover:border-line-strong disabled:cursor-not-allowed disabled:opacity-50 touch:min-h-11"
        disabled={!hasNext}
        onClick={() => onOffset(meta.offset + meta.limit)}
      >
        {t('pager.next')}
      </button>
    </nav>
  );
}
