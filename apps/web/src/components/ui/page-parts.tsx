import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '../../lib/cn.ts';

/*
 * The parts of a content page (bonuses, tournaments): its designed states, a breadcrumb and a section.
 */

/** The page's designed states: something went wrong (with retry) and nothing here yet; `icon` is the page's. */
export function StateNotice({
  icon,
  tone,
  title,
  text,
  action,
  className,
}: {
  icon: ReactNode;
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
        'flex flex-col items-center gap-3 rounded-card border border-dashed px-6 py-12 text-center',
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
        {icon}
      </span>
      <p className="text-base font-extrabold text-ink">{title}</p>
      {text && <p className="max-w-sm text-sm text-muted">{text}</p>}
      {action}
    </div>
  );
}

/** A breadcrumb from the lobby (`home`), through a parent page, to this one. */
export function Breadcrumb({
  label,
  home,
  parent,
  current,
}: {
  label: string;
  home: { to: string; label: string };
  parent?: { to: string; label: string } | undefined;
  current: string;
}) {
  return (
    <nav aria-label={label}>
      <ol className="flex flex-wrap items-center gap-1.5 text-xs font-semibold text-faint">
        <li>
          <Link to={home.to} className="hover:text-ink">
            {home.label}
          </Link>
        </li>
        <li aria-hidden="true">/</li>
        {parent && (
          <>
            <li>
              <Link to={parent.to} className="hover:text-ink">
                {parent.label}
              </Link>
            </li>
            <li aria-hidden="true">/</li>
          </>
        )}
        <li className="min-w-0 truncate text-muted" aria-current="page">
          {current}
        </li>
      </ol>
    </nav>
  );
}

/** A section of the page with its heading. */
export function PageSection({
  id,
  title,
  text,
  action,
  children,
  className,
}: {
  id: string;
  title: string;
  text?: string;
  action?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section aria-labelledby={id} className={cn('flex min-w-0 flex-col gap-4', className)}>
      <div className="flex flex-wrap items-end justify-between gap-x-4 gap-y-1">
        <div className="min-w-0">
          <h2 id={id} className="text-xl font-black tracking-tight sm:text-2xl">
            {title}
          </h2>
          {text && <p className="mt-1 max-w-2xl text-sm text-muted">{text}</p>}
        </div>
        {action}
      </div>
      {children}
    </section>
  );
}
