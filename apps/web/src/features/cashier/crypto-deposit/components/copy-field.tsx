import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { cn } from '../../../../lib/cn.ts';

/** SPEC §9: the copy feedback stays 3 s. */
export const COPY_FEEDBACK_MS = 3000;

/** A read-only value with a copy button: a success toast and a check mark for 3 s (SPEC §8, §9). */
export function CopyField({
  label,
  value,
  className,
  tone = 'default',
}: {
  label: string;
  value: string;
  className?: string;
  tone?: 'default' | 'warning';
}) {
  const { t } = useTranslation('wallet-crypto');
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const labelId = useId();
  useEffect(() => () => clearTimeout(timer.current), []);

  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
    } catch {
      toast.error(t('copy.failed'));
      return;
    }
    toast.success(t('copy.done', { label }));
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPY_FEEDBACK_MS);
  }

  return (
    <div className={cn('flex min-w-0 flex-col gap-1.5', className)}>
      <span id={labelId} className="text-xs font-semibold uppercase tracking-wide text-muted">
        {label}
      </span>
      <div
        className={cn(
          'flex min-h-12 items-center gap-2 rounded-control border bg-sunken py-1.5 pr-1.5 pl-3',
          tone === 'warning' ? 'border-gold/60' : 'border-line',
        )}
      >
        <output
          aria-labelledby={labelId}
          className="min-w-0 flex-1 break-all font-mono text-sm font-semibold text-ink"
        >
          {value}
        </output>
        <button
          type="button"
          onClick={() => void copy()}
          aria-label={t('copy.button', { label })}
          className={cn(
            'grid size-10 shrink-0 place-items-center rounded-lg border transition',
            copied
              ? 'border-success/60 bg-success/15 text-success'
              : 'border-line bg-raised text-muted hover:border-line-strong hover:text-ink',
          )}
        >
          {copied ? <CheckIcon /> : <CopyIcon />}
        </button>
        <span className="sr-only" aria-live="polite">
          {copied ? t('copy.copied') : ''}
        </span>
      </div>
    </div>
  );
}

function CopyIcon() {
  return (
    <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true">
      <rect x="8" y="8" width="12" height="12" rx="2.5" fill="none" stroke="currentColor" strokeWidth="2" />
      <path
        d="M16 8V6.5A2.5 2.5 0 0 0 13.5 4h-7A2.5 2.5 0 0 0 4 6.5v7A2.5 2.5 0 0 0 6.5 16H8"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      />
    </svg>
  );
}

function CheckIcon() {
  return (
    <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true">
      <path
        d="m5 12.5 4.5 4.5L19 7.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
