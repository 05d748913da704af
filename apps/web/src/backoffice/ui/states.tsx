import type { ReactNode } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useTranslation } from '../../i18n/index.ts';
import { cn } from '../../lib/cn.ts';
import { errorKey, errorText } from '../lib/error-text.ts';

/** The designed states of every back-office list and panel: loading, empty, failed (with a retry). */

export function LoadingState({ label, className }: { label?: string; className?: string }) {
  const { t } = useTranslation('backoffice');
  return (
    <div
      role="status"
      className={cn('flex items-center justify-center gap-2 px-4 py-10 text-sm text-muted', className)}
    >
      <Spinner className="size-5" />
      {label ?? t('states.loading')}
    </div>
  );
}

export function EmptyState({ title, text, className }: { title: string; text?: string; className?: string }) {
  return (
    <div
      role="status"
      className={cn(
        'flex flex-col items-center gap-1 rounded-xl border border-dashed border-line-strong/70 bg-surface/50 px-4 py-10 text-center',
        className,
      )}
    >
      <p className="text-sm font-bold text-ink">{title}</p>
      {text && <p className="max-w-md text-sm text-muted">{text}</p>}
    </div>
  );
}

export function ErrorState({
  error,
  onRetry,
  className,
}: {
  error: unknown;
  onRetry?: () => void;
  className?: string;
}) {
  const { t } = useTranslation('backoffice');
  const reference = errorKey(error);
  return (
    <div
      role="alert"
      className={cn(
        'flex flex-col items-center gap-2 rounded-xl border border-danger/40 bg-danger/5 px-4 py-8 text-center',
        className,
      )}
    >
      <p className="text-sm font-bold text-ink">{errorText(error, t)}</p>
      {reference && <p className="text-xs text-muted">{t('errors.reference', { key: reference })}</p>}
      {onRetry && (
        <Button size="sm" onClick={onRetry}>
          {t('states.retry')}
        </Button>
      )}
    </div>
  );
}

/** An inline error under a form or beside an action (announced, not a whole panel). */
export function InlineError({ error }: { error: unknown }) {
  const { t } = useTranslation('backoffice');
  if (!error) return null;
  return (
    <p role="alert" className="rounded-lg border border-danger/40 bg-danger/10 px-3 py-2 text-sm text-ink">
      {errorText(error, t)}
    </p>
  );
}

/**
 * A query's states in one place: its error (retry), its first load, empty (`isEmpty`), or the content.
 * A refetch keeps the content on screen (the queues poll every few seconds).
 */
export interface QueryState<T> {
  data: T | undefined;
  error: unknown;
  refetch: () => unknown;
}

export function QueryView<T>({
  query,
  isEmpty,
  empty,
  children,
}: {
  query: QueryState<T>;
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  if (query.data === undefined) {
    if (query.error) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
    return <LoadingState />;
  }
  if (isEmpty?.(query.data)) return <>{empty}</>;
  return (
    <>
      {query.error ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} className="mb-3" />
      ) : null}
      {children(query.data)}
    </>
  );
}
