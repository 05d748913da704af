import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn.ts';

/** An inline notice: info (violet), warning (gold) or danger (red). */
export function Notice({
  tone = 'info',
  title,
  children,
  className,
}: {
  tone?: 'info' | 'warning' | 'danger';
  title?: ReactNode;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <div
      className={cn(
        'flex gap-3 rounded-control border px-3.5 py-3 text-sm',
        tone === 'info' && 'border-accent/40 bg-accent/10 text-ink',
        tone === 'warning' && 'border-gold/50 bg-gold/10 text-gold-strong',
        tone === 'danger' && 'border-danger/50 bg-danger/10 text-ink',
        className,
      )}
    >
      <svg viewBox="0 0 24 24" className="mt-0.5 size-5 shrink-0" aria-hidden="true">
        <circle cx="12" cy="12" r="9.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
        <path d="M12 7.5v6M12 16.5v.01" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
      </svg>
      <div className="min-w-0 space-y-0.5">
        {title && <p className="font-bold">{title}</p>}
        {children && <div className={title ? 'text-muted' : undefined}>{children}</div>}
      </div>
    </div>
  );
}
