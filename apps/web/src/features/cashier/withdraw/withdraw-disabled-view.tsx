import { Button } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../i18n/index.ts';
import { LineIcon, StatusHero } from '../components/status-hero.tsx';
import type { ViewPayloads, ViewProps } from '../machine/views.ts';

/** SPEC §2.7 withdraw-disabled: withdrawals are not available to this player right now. */
export function WithdrawDisabledView({ go, close }: ViewProps<ViewPayloads['withdraw-disabled']>) {
  const { t } = useTranslation('wallet-withdraw');
  return (
    <div className="flex flex-col items-center gap-4 py-6 text-center">
      <StatusHero
        tone="gold"
        icon={
          <LineIcon>
            <rect x="5" y="10.5" width="14" height="10" rx="2.5" />
            <path d="M8.5 10.5V8a3.5 3.5 0 0 1 7 0v2.5" />
          </LineIcon>
        }
        title={t('disabled.title')}
        text={t('disabled.text')}
      />
      <div className="grid w-full gap-2 sm:grid-cols-2">
        <Button variant="primary" onClick={() => go('wallet', { tab: 'deposit' })}>
          {t('disabled.deposit')}
        </Button>
        <Button onClick={close}>{t('disabled.close')}</Button>
      </div>
    </div>
  );
}
