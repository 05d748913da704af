import { Button } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../i18n/index.ts';

/** A loading placeholder of `rows` bars (announced as busy). */
export function LoadingBlock({ rows = 3, label }: { rows?: number; label?: string }) {
  const { t } = useTranslation('wallet');
  return (
    <div role="status" aria-busy="true" className="space-y-3">
      <span className="sr-only">{label ?? t('common.loading')}</span>
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders.
        <div key={i} className="h-12 animate-pulse rounded-control bg-raised/70" />
      ))}
    </div>
  );
}

/** A failed load with a retry. */
export function ErrorBlock({ message, onRetry }: { message?: string; onRetry?: () => void }) {
  const { t } = useTranslation('wallet');
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-card border border-line bg-sunken/60 px-4 py-8 text-center"
    >
      <p className="text-sm text-muted">{message ?? t('common.load_failed')}</p>
      {onRetry && (
        <Button size="sm" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      )}
    </div>
  );
}
