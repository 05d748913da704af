import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../i18n/index.ts';
import { RotateIcon } from './icons.tsx';

/** The ask to turn the phone upright (rotate-prompt.tsx decides when); its one button carries on sideways. */
export function RotateDialog({ onContinue }: { onContinue: () => void }) {
  const { t } = useTranslation('shell');
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    button.current?.focus();
  }, []);

  return (
    <div
      role="alertdialog"
      aria-modal="true"
      aria-labelledby="rotate-title"
      aria-describedby="rotate-text"
      // Its one button keeps the focus while it covers the page; Esc carries on sideways as the button does.
      onKeyDown={(event) => {
        if (event.key === 'Tab') event.preventDefault();
        if (event.key === 'Escape') onContinue();
      }}
      className="fixed inset-0 z-[70] flex animate-fade-in flex-col items-center justify-center gap-4 bg-deep/95 p-6 text-center backdrop-blur-md"
    >
      <RotateIcon className="size-14 animate-[spin_2.4s_ease-in-out_infinite] text-accent-strong motion-reduce:animate-none" />
      <h2 id="rotate-title" className="text-xl font-black">
        {t('rotate.title')}
      </h2>
      <p id="rotate-text" className="max-w-sm text-sm text-muted">
        {t('rotate.text')}
      </p>
      <button
        ref={button}
        type="button"
        onClick={onContinue}
        className="min-h-11 rounded-control border border-line px-5 text-sm font-bold text-muted transition hover:border-line-strong hover:text-ink"
      >
        {t('rotate.continue')}
      </button>
    </div>
  );
}
