import { CRYPTOBOT_PROVIDER } from '@casino/shared';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { useConditions } from '../api/get-conditions.ts';
import { useWalletCurrencies } from '../api/get-currencies.ts';
import { CurrencyBadge } from '../crypto-deposit/components/currency-badge.tsx';
import { ErrorBlock, LoadingBlock } from '../crypto-deposit/components/state-blocks.tsx';
import { isMiniApp } from '../lib/mini-app.ts';
import type { TabProps } from '../machine/views.ts';
import { BalanceLine } from './components/balance-line.tsx';
import { MethodIcon } from './components/method-icon.tsx';

const tile =
  'flex min-h-16 w-full items-center gap-3 rounded-control border border-line bg-raised/70 px-3 py-2.5 text-left transition hover:border-accent hover:bg-accent/10 focus-visible:border-accent';

/** SPEC §2.7 withdraw tab: the fiat sell methods of the conditions and the crypto currencies that allow it. */
export function WithdrawTab({ go }: TabProps) {
  const { t } = useTranslation('wallet-withdraw');
  const conditions = useConditions();
  const currencies = useWalletCurrencies();

  if (conditions.isPending || currencies.isPending) return <LoadingBlock rows={5} label={t('tab.loading')} />;
  if (conditions.isError && currencies.isError) {
    return (
      <ErrorBlock
        onRetry={() => {
          void conditions.refetch();
          void currencies.refetch();
        }}
      />
    );
  }

  const fiat = [...(conditions.data ?? [])].sort((a, b) => b.priority - a.priority);
  const crypto = (currencies.data ?? []).filter((c) => !c.isFiat && c.withdrawAllowed);
  const cryptoBot = isMiniApp()
    ? crypto.filter((c) => c.additionalProviders.includes(CRYPTOBOT_PROVIDER))
    : [];

  if (fiat.length === 0 && crypto.length === 0) {
    return (
      <div className="space-y-4 text-center">
        <BalanceLine />
        <p className="py-6 text-sm text-muted">{t('tab.empty')}</p>
        <Button onClick={() => go('withdraw-disabled')}>{t('tab.why')}</Button>
      </div>
    );
  }

  return (
    <div className="space-y-6">
      <BalanceLine />
      {fiat.length > 0 && (
        <section aria-labelledby="withdraw-fiat-heading" className="space-y-3">
          <h3 id="withdraw-fiat-heading" className="text-xs font-bold uppercase tracking-wider text-muted">
            {t('tab.fiat')}
          </h3>
          <ul className="grid gap-2 sm:grid-cols-2">
            {fiat.map((method) => (
              <li key={method.id}>
                <button
                  type="button"
                  className={tile}
                  onClick={() => go('fiat-withdraw', { bankId: method.id })}
                >
                  <MethodIcon icon={method.icon} name={method.name} className="size-10" />
                  <span className="min-w-0 flex-1">
                    <span className="block truncate text-sm font-bold">{method.name}</span>
                    <span className="block truncate text-xs text-muted">
                      {t('tab.from', { amount: method.sell.minAmount, currency: method.currency })}
                    </span>
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
      {crypto.length > 0 && (
        <section aria-labelledby="withdraw-crypto-heading" className="space-y-3">
          <h3 id="withdraw-crypto-heading" className="text-xs font-bold uppercase tracking-wider text-muted">
            {t('tab.crypto')}
          </h3>
          <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3">
            {crypto.map((currency) => (
              <li key={currency.code}>
                <button
                  type="button"
                  className={tile}
                  onClick={() => go('crypto-withdraw', { currency: currency.code })}
                >
                  <CurrencyBadge code={currency.code} icon={currency.icon} />
                  <span className="min-w-0 flex-1">
                    <span className="block truncate text-sm font-bold">{currency.code}</span>
                    <span className="block truncate text-xs text-muted">
                      {currency.network ?? currency.name}
                    </span>
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
      {cryptoBot.length > 0 && (
        <section aria-labelledby="withdraw-bot-heading" className="space-y-3">
          <h3 id="withdraw-bot-heading" className="text-xs font-bold uppercase tracking-wider text-muted">
            {t('tab.cryptoBot')}
          </h3>
          <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3">
            {cryptoBot.map((currency) => (
              <li key={currency.code}>
                <button
                  type="button"
                  className={tile}
                  onClick={() =>
                    go('crypto-withdraw', { currency: currency.code, provider: CRYPTOBOT_PROVIDER })
                  }
                >
                  <CurrencyBadge code={currency.code} icon={currency.icon} />
                  <span className="truncate text-sm font-bold">{currency.code}</span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
