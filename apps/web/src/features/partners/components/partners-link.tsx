import { useTranslation } from '../../../i18n/index.ts';
import { cn } from '../../../lib/cn.ts';
import { openPartners } from '../lib/partners-store.ts';

/** A text button for the footer that opens the partners modal (its size from the text around it). */
export function PartnersLink({ className }: { className?: string }) {
  const { t } = useTranslation('partners');
  return (
    <button
      type="button"
      onClick={openPartners}
      aria-haspopup="dialog"
      className={cn(
        // As the footer's other links: its size and weight, muted.
        'inline-flex min-h-8 items-center rounded-sm text-muted hover:text-ink',
        className,
      )}
    >
      {t('link')}
    </button>
  );
}
