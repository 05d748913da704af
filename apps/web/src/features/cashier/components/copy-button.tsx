import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { useTranslation } from '../../../i18n/index.ts';
import { cn } from '../../../lib/cn.ts';

/** SPEC §9: copy feedback lasts 3 s. */
export const COPY_FEEDBACK_MS = 3000;

function CopyIcon({ copied, className }: { copied: boolean; className: string }) {
  return (
    <svg viewBox="0 0 24 24" className={className} aria-hidden="true">
      {copied ? (
        <path
          d="M5 12.5l4.5 4.5L19 7.5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      ) : (
        <>
          <rect
            x="8"
            y="8"
            width="12"
            height="12"
            rx="2.5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          />
          <path
            d="M16 8V6a2 2 0 0 0-2-2H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h2"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          />
        </>
      )}
    </svg>
  );
}

/**
 * Copies `value`; a success toast (SPEC §8) and a 'copied' state on the button for 3 s. `text` shows the
 * word beside the icon (payment details); `icon` is a square icon-only button (addresses, memos).
 */
export function CopyButton({
  value,
  label,
  variant = 'text',
  className,
}: {
  value: string;
  label: string;
  variant?: 'text' | 'icon';
  className?: string;
}) {
  const { t } = useTranslation('wallet');
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPY_FEEDBACK_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  return (
    <button
      type="button"
      aria-label={copied ? t('copy.copied') : t('copy.copy_label', { label })}
      data-copied={copied || undefined}
      onClick={async () => {
        try {
          await navigator.clipboard.writeText(value);
          setCopied(true);
          toast.success(t('copy.done', { label }));
        } catch {
          toast.error(t('copy.failed'));
        }
      }}
      className={cn(
        'shrink-0 rounded-lg border transition',
        variant === 'text'
          ? 'inline-flex min-h-9 items-center gap-1.5 px-2.5 text-xs font-bold'
          : 'grid size-10 place-items-center',
        copied
          ? 'border-success/60 bg-success/15 text-success'
          : 'border-line bg-raised text-muted hover:border-accent hover:text-ink',
        className,
      )}
    >
      <CopyIcon copied={copied} className={variant === 'text' ? 'size-4' : 'size-5'} />
      {variant === 'text' && <span aria-hidden="true">{copied ? t('copy.copied') : t('copy.copy')}</span>}
    </button>
  );
}
