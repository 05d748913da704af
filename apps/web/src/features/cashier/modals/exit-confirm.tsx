import { type KeyboardEvent, useEffect, useId, useRef } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../i18n/index.ts';

/**
 * SPEC §2.6 exit confirmation: continue the top-up or cancel it. Drawn inside the wallet's frame (the
 * frame keeps focus within itself), as an alert dialog over the view.
 */
export function ExitConfirm({ onContinue, onCancel }: { onContinue: () => void; onCancel: () => void }) {
  const { t } = useTranslation('wallet');
  const titleId = useId();
  const textId = useId();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => box.current?.querySelector<HTMLButtonElement>('button')?.focus(), []);
  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onContinue();
    }
  }
  return (
    <div className="fixed inset-0 z-10 flex items-center justify-center bg-deep/70 p-4 backdrop-blur-[2px] sm:absolute sm:-inset-6">
      <div
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={textId}
        ref={box}
        onKeyDown={onKeyDown}
        data-testid="wallet-exit-confirm"
        className="w-full max-w-sm animate-pop rounded-card border border-line-strong bg-raised p-5 text-center shadow-card"
      >
        <div
          className="mx-auto mb-3 grid size-12 place-items-center rounded-full bg-gold/15 text-2xl text-gold"
          aria-hidden="true"
        >
          !
        </div>
        <h3 id={titleId} className="text-lg font-extrabold">
          {t('exit.title')}
        </h3>
        <p id={textId} className="mt-1 text-sm text-muted">
          {t('exit.text')}
        </p>
        <div className="mt-5 flex flex-col gap-2">
          <Button variant="primary" onClick={onContinue}>
            {t('exit.continue')}
          </Button>
          <Button variant="ghost" onClick={onCancel}>
            {t('exit.cancel')}
          </Button>
        </div>
      </div>
    </div>
  );
}
