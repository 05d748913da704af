import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../i18n/index.ts';
import { StatusHero } from '../components/status-hero.tsx';
import type { PendingType, ViewPayloads, ViewProps } from '../machine/views.ts';

/** SPEC §4.2: the long-pending notice appears after this delay. */
export const LONG_PENDING_DELAY_MS = 120_000;

const TYPES: readonly PendingType[] = ['deposit', 'withdraw', 'dispute'];

/**
 * SPEC §2.7 pending (deposit | withdraw | dispute). A completed `transaction#` event closes it (the host);
 * after a while a notice says it is taking longer than usual.
 */
export function PendingView({ payload, go, close }: ViewProps<ViewPayloads['pending']>) {
  const { t } = useTranslation('wallet');
  const type: PendingType = TYPES.includes(payload.type) ? payload.type : 'deposit';
  const [long, setLong] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setLong(true), LONG_PENDING_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  return (
    <div
      className="flex flex-col items-center gap-4 py-4 text-center"
      data-testid="wallet-pending"
      data-type={type}
    >
      <StatusHero
        role="status"
        media={
          <div className="relative grid size-24 place-items-center" aria-hidden="true">
            <span className="absolute inset-1 animate-pulse rounded-full bg-accent/25 blur-md" />
            <span className="absolute inset-2 rounded-full border-4 border-accent/30 border-t-accent animate-spin [animation-duration:1.4s]" />
            <span className="text-3xl">{type === 'withdraw' ? '↑' : type === 'dispute' ? '⚖' : '↓'}</span>
          </div>
        }
        title={t(`pending.${type}_title`)}
        text={t(`pending.${type}_text`)}
      />
      {long && (
        <p
          role="status"
          data-testid="wallet-long-pending"
          className="w-full rounded-control border border-gold/40 bg-gold/10 p-3 text-sm text-gold-strong"
        >
          {t('pending.long_notice')}
        </p>
      )}
      <div className="mt-2 flex w-full flex-col gap-2 sm:flex-row">
        <Button variant="secondary" className="flex-1" onClick={() => go('wallet', { tab: 'history' })}>
          {t('pending.to_history')}
        </Button>
        <Button variant="primary" className="flex-1" onClick={close}>
          {t('pending.close')}
        </Button>
      </div>
    </div>
  );
}
