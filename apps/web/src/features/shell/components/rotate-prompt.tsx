import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/index.ts';
import { useMediaQuery } from '../lib/use-media-query.ts';
import { RotateIcon } from './icons.tsx';

/** A phone held sideways: a short landscape viewport on a touch screen. */
export const PHONE_LANDSCAPE_QUERY = '(orientation: landscape) and (max-height: 500px) and (pointer: coarse)';

/**
 * SPEC §2.2: on phones in landscape, ask to turn the phone upright. The player may carry on sideways (the
 * button, or Esc); that choice lasts until the page is reloaded.
 */
export function RotatePrompt() {
  const { t } = useTranslation('shell');
  const landscape = useMediaQuery(PHONE_LANDSCAPE_QUERY);
  const [dismissed, setDismissed] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const shown = landscape && !dismissed;

  useEffect(() => {
    if (shown) button.current?.focus();
  }, [shown]);

  if (!shown) return null;
  return (
    <div
      role="alertdialog"
      aria-modal="true"
      aria-labelledby="rotate-title"
      aria-describedby="rotate-text"
      // Its one button keeps the focus while it covers the page; Esc carries on sideways as the button does.
      onKeyDown={(event) => {
        if (event.key === 'Tab') event.preventDefault();
        if (event.key === 'Escape') setDismissed(true);
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
        onClick={() => setDismissed(true)}
        className="min-h-11 rounded-control border border-line px-5 text-sm font-bold text-muted transition hover:border-line-strong hover:text-ink"
      >
        {t('rotate.continue')}
      </button>
    </div>
  );
}
