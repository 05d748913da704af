import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn.ts';

/** The game list's designed states (SPEC §8): something went wrong (with retry) and nothing found. */
export function Notice({
  tone,
  title,
  text,
  action,
  className,
}: {
  tone: 'error' | 'empty';
  title: string;
  text?: string;
  action?: ReactNode;
  className?: string;
}) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn(
        'flex flex-col items-center gap-3 rounded-card border border-dashed px-6 py-10 text-center',
        tone === 'error' ? 'border-danger/40 bg-danger/5' : 'border-line-strong/70 bg-surface/60',
        className,
      )}
    >
      <span
        aria-hidden="true"
        className={cn(
          'grid size-14 place-items-center rounded-2xl border',
          tone === 'error' ? 'border-danger/40 bg-danger/10 text-danger' : 'border-line bg-raised text-muted',
        )}
      >
        {tone === 'error' ? (
          <svg
            viewBox="0 0 24 24"
            className="size-7"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            aria-hidden="true"
          >
            <path d="M12 3 2 20h20L12 3Z" strokeLinejoin="round" />
            <path d="M12 10v4.5M12 17.2v.3" strokeLinecap="round" />
          </svg>
        ) : (
          <svg
            viewBox="0 0 24 24"
            className="size-7"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            aria-hidden="true"
          >
            <circle cx="10.5" cy="10.5" r="6.5" />
            <path d="m15.5 15.5 5 5M8 10.5h5" strokeLinecap="round" />
          </svg>
        )}
      </span>
      <p className="text-base font-extrabold text-ink">{title}</p>
      {text && <p className="max-w-sm text-sm text-muted">{text}</p>}
      {action}
    </div>
  );
}
