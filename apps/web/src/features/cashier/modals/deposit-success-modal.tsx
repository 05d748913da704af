import { useEffect, useId, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { useTranslation } from '../../../i18n/index.ts';
import { LineIcon, StatusHero } from '../components/status-hero.tsx';

/** SPEC §2.6: where the success modal's button leads — home (/{locale}), unless the path contains games. */
export function successTarget(pathname: string): string | null {
  if (pathname.includes('games')) return null;
  const locale = pathname.split('/').filter(Boolean)[0];
  return locale ? `/${locale}` : '/';
}

function SuccessBody({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('wallet');
  const location = useLocation();
  const navigate = useNavigate();
  const target = successTarget(location.pathname);
  return (
    <div data-testid="wallet-deposit-success" className="flex flex-col items-center gap-4 text-center">
      <StatusHero
        tone="success"
        className="animate-pop"
        icon={<LineIcon d="M5 12.5l4.5 4.5L19 7.5" className="size-9" strokeWidth={2.5} />}
        text={t('success.text')}
      />
      <Button
        variant="success"
        size="lg"
        className="w-full"
        data-autofocus
        onClick={() => {
          onDone();
          // Keep the search (a still open wallet closes by its own parameter, not by this button).
          if (target) void navigate({ pathname: target });
        }}
      >
        {target ? t('success.play') : t('success.continue')}
      </Button>
    </div>
  );
}

/** SPEC §2.6 deposit success modal, shown when a deposit completes (the `transaction#` event). */
export function DepositSuccessModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('wallet');
  return (
    <Dialog open onClose={onClose} title={t('success.title')} closeLabel={t('modal.close')}>
      <SuccessBody onDone={onClose} />
    </Dialog>
  );
}

/**
 * The same, drawn inside the open wallet's frame: a second dialog beside the phone sheet would fight it
 * for focus and pointer events.
 */
export function DepositSuccessOverlay({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('wallet');
  const titleId = useId();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => box.current?.querySelector<HTMLButtonElement>('button')?.focus(), []);
  return (
    <div className="fixed inset-0 z-10 flex items-center justify-center bg-deep/70 p-4 backdrop-blur-[2px] sm:absolute sm:-inset-6">
      <div
        ref={box}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        // Escape dismisses it like the wallet's other dialogs, before the wallet itself sees the key.
        onKeyDown={(event) => {
          if (event.key !== 'Escape') return;
          event.stopPropagation();
          onClose();
        }}
        className="w-full max-w-sm animate-pop rounded-card border border-line-strong bg-raised p-5 shadow-card"
      >
        <h3 id={titleId} className="mb-3 text-center text-lg font-extrabold">
          {t('success.title')}
        </h3>
        <SuccessBody onDone={onClose} />
      </div>
    </div>
  );
}
