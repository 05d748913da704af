import { formatDisplay } from '@casino/shared';
import { useTranslation } from '../../../../i18n/index.ts';
import { useBalance } from '../../../wallet/index.ts';

/** "Available to withdraw": the main (fiat) balance, live from `balance#`. */
export function BalanceLine() {
  const { t, i18n } = useTranslation('wallet-withdraw');
  const { balance, isLoading } = useBalance();
  return (
    <div className="flex items-center justify-between gap-3 rounded-control border border-line bg-raised/50 px-3.5 py-2.5 text-sm">
      <span className="text-muted">{t('available')}</span>
      <span className="tabular font-extrabold text-ink" data-testid="withdraw-available">
        {balance
          ? formatDisplay(balance.fiat.value, balance.fiat.currency.displayFormat, i18n.language)
          : isLoading
            ? '…'
            : '—'}
      </span>
    </div>
  );
}
