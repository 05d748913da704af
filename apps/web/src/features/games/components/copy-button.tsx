import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/index.ts';

/** SPEC §9: copy feedback 3 s. */
const COPIED_MS = 3000;

export function CopyButton({ text, label }: { text: string; label: string }) {
  const { t } = useTranslation('games');
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      onClick={() => {
        void navigator.clipboard?.writeText(text).then(() => setCopied(true));
      }}
      className="grid size-8 touch:size-11 shrink-0 place-items-center rounded-lg text-faint transition hover:bg-raised hover:text-ink"
    >
      {copied ? (
        <svg viewBox="0 0 24 24" className="size-4 text-success" aria-hidden="true">
          <path
            d="M5 12l5 5 9-10"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.4"
            strokeLinecap="round"
          />
        </svg>
      ) : (
        <svg viewBox="0 0 24 24" className="size-4" aria-hidden="true">
          <rect x="8" y="8" width="12" height="12" rx="2" fill="none" stroke="currentColor" strokeWidth="2" />
          <path
            d="M16 8V6a2 2 0 0 0-2-2H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h2"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          />
        </svg>
      )}
      <span className="sr-only" aria-live="polite">
        {copied ? t('copied') : ''}
      </span>
    </button>
  );
}
