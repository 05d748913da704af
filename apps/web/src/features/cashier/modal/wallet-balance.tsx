import { type BalanceView, formatDisplay, formatMajor, parseMajor } from '@casino/shared';
import { useTranslation } from '../../../i18n/index.ts';
import { useBalance } from '../../wallet/index.ts';

/**
 * The active bonuses together (SPEC §3 userBonuses is a list: every crypto deposit adds one), in the
 * currency of the first; bonuses in another currency are left out of the sum.
 */
export function bonusTotal(
  bonuses: BalanceView['userBonuses'],
): { value: string; displayFormat: string } | null {
  const active = bonuses.filter((bonus) => bonus.status === 'active');
  const first = active[0];
  if (!first) return null;
  const { code, displayFormat } = first.amount.currency;
  const same = active.filter((bonus) => bonus.amount.currency.code === code);
  const precision = Math.max(...same.map((bonus) => bonus.amount.value.split('.')[1]?.length ?? 0));
  let sum = 0n;
  for (const bonus of same) sum += parseMajor(bonus.amount.value, precision) ?? 0n;
  return { value: formatMajor(sum, precision), displayFormat };
}

/**
 * The balance at the top of the wallet: the same `['balance']` query the header reads, kept live by
 * `balance#` (no refetch of its own).
 */
export function WalletBalance() {
  const { t, i18n } = useTranslation('wallet');
  const { balance, isLoading } = useBalance();
  if (isLoading)
    return <div className="mb-4 h-14 animate-pulse rounded-card bg-raised/60" aria-hidden="true" />;
  if (!balance) return null;
  const bonus = bonusTotal(balance.userBonuses);
  return (
    <div className="mb-4 flex items-center justify-between gap-3 rounded-card border border-line bg-sunken/70 px-4 py-2.5">
      <div className="min-w-0">
        <p className="text-[0.7rem] font-bold uppercase tracking-[0.14em] text-faint">{t('balance.main')}</p>
        <output
          className="tabular block truncate text-lg font-black"
          aria-live="polite"
          data-testid="wallet-balance"
        >
          {formatDisplay(balance.fiat.value, balance.fiat.currency.displayFormat, i18n.language)}
        </output>
      </div>
      {bonus && (
        <div className="min-w-0 text-right">
          <p className="text-[0.7rem] font-bold uppercase tracking-[0.14em] text-faint">
            {t('balance.bonus')}
          </p>
          <p className="tabular truncate font-bold text-gold" data-testid="wallet-bonus-balance">
            {formatDisplay(bonus.value, bonus.displayFormat, i18n.language)}
          </p>
        </div>
      )}
    </div>
  );
}
