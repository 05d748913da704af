import { formatDisplay } from '@casino/shared';
import { useTranslation } from 'react-i18next';
import { useBalance } from '../../wallet/index.ts';

/**
 * The balance at the top of the wallet: the same `['balance']` query the header reads, kept live by
 * `balance#` (no refetch of its own).
 */
export function WalletBalance() {
  const { t } = useTranslation('wallet');
  const { balance, isLoading } = useBalance();
  if (isLoading)
    return <div className="mb-4 h-14 animate-pulse rounded-card bg-raised/60" aria-hidden="true" />;
  if (!balance) return null;
  const bonus = balance.userBonuses[0];
  return (
    <div className="mb-4 flex items-center justify-between gap-3 rounded-card border border-line bg-sunken/70 px-4 py-2.5">
      <div className="min-w-0">
        <p className="text-[0.7rem] font-bold uppercase tracking-[0.14em] text-faint">{t('balance.main')}</p>
        <output
          className="tabular block truncate text-lg font-black"
          aria-live="polite"
          data-testid="wallet-balance"
        >
          {formatDisplay(balance.fiat.value, balance.fiat.currency.displayFormat)}
        </output>
      </div>
      {bonus && (
        <div className="min-w-0 text-right">
          <p className="text-[0.7rem] font-bold uppercase tracking-[0.14em] text-faint">
            {t('balance.bonus')}
          </p>
          <p className="tabular truncate font-bold text-gold">
            {formatDisplay(bonus.amount.value, bonus.amount.currency.displayFormat)}
          </p>
        </div>
      )}
    </div>
  );
}
