import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn.ts';
import { openPartners } from '../lib/partners-store.ts';

/** A text button for the footer or the sidebar that opens the partners modal. */
export function PartnersLink({ className }: { className?: string }) {
  const { t } = useTranslation('partners');
  return (
    <button
      type="button"
      onClick={openPartners}
      aria-haspopup="dialog"
      className={cn(
        'inline-flex min-h-8 items-center text-xs font-semibold text-muted hover:text-ink',
        className,
      )}
    >
      {t('link')}
    </button>
  );
}
