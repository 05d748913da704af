import { Button } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../i18n/index.ts';
import { useBalance } from '../../wallet/index.ts';
import { LineIcon, StatusHero } from '../components/status-hero.tsx';
import type { ViewPayloads, ViewProps } from '../machine/views.ts';
import { useLocaleNavigate } from './lib/use-locale-navigate.ts';

const percentOf = (current: string, total: string) => {
  const c = Number(current);
  const all = Number(total);
  return all > 0 && Number.isFinite(c) ? Math.min(100, Math.max(0, Math.round((c / all) * 100))) : 0;
};

/** SPEC §2.7 wager: the wagering requirement is not met yet; shows the progress and where to play. */
export function WagerView({ back }: ViewProps<ViewPayloads['wager']>) {
  const { t } = useTranslation('wallet-withdraw');
  const { balance } = useBalance();
  const navigateTo = useLocaleNavigate();
  const bonuses = balance?.userBonuses ?? [];

  return (
    <div className="space-y-5">
      <StatusHero
        tone="accent"
        className="pt-2"
        icon={<LineIcon d="M12 3.5 14.6 9l6 .7-4.5 4.1 1.2 5.9L12 16.8l-5.3 2.9 1.2-5.9L3.4 9.7l6-.7Z" />}
        title={t('wager.title')}
        text={t('wager.text')}
      />
      {bonuses.length > 0 && (
        <ul className="space-y-3">
          {bonuses.map((bonus, index) => {
            const percent = percentOf(bonus.wager.current, bonus.wager.total);
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: bonuses carry no id on the balance.
              <li key={index} className="rounded-control border border-line bg-sunken/60 p-3.5">
                <div className="mb-2 flex justify-between text-sm">
                  <span className="font-bold">
                    {t('wager.bonus', { amount: bonus.amount.value, currency: bonus.amount.currency.code })}
                  </span>
                  <span className="tabular text-muted">
                    {t('wager.progress', { current: bonus.wager.current, total: bonus.wager.total })}
                  </span>
                </div>
                <div
                  role="progressbar"
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={percent}
                  aria-label={t('wager.progressLabel')}
                  className="h-2.5 overflow-hidden rounded-full bg-raised"
                >
                  <div
                    className="h-full rounded-full bg-gradient-to-r from-accent to-neon"
                    style={{ width: `${percent}%` }}
                  />
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <div className="grid gap-2 sm:grid-cols-2">
        <Button variant="primary" onClick={() => navigateTo('/')}>
          {t('wager.play')}
        </Button>
        <Button onClick={() => navigateTo('/bonuses')}>{t('wager.bonuses')}</Button>
      </div>
      <Button variant="ghost" className="w-full" onClick={back}>
        {t('wager.back')}
      </Button>
    </div>
  );
}
