import { CRYPTOBOT_PROVIDER } from '@casino/shared';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../i18n/index.ts';
import { cn } from '../../../lib/cn.ts';
import { useConditions } from '../api/get-conditions.ts';
import { useWalletCurrencies } from '../api/get-currencies.ts';
import { AssetIcon } from '../components/asset-icon.tsx';
import { ErrorBlock, LoadingBlock } from '../components/state-blocks.tsx';
import { formatMoney, trimAmount } from '../lib/format.ts';
import { useMethodText } from '../lib/method-name.ts';
import { isMiniApp } from '../lib/mini-app.ts';
import { networkLabel, unitOf } from '../lib/network-label.ts';
import type { TabProps } from '../machine/views.ts';

const tile =
  'flex min-h-16 w-full items-center gap-3 rounded-control border border-line bg-raised/70 px-3 py-2.5 text-left transition hover:border-accent hover:bg-accent/10 focus-visible:border-accent';

/** The line under a crypto tile: its network as players call it (ETH → Ethereum, USDT → ERC-20). */
function cryptoSubtitle(currency: {
  code: string;
  name: string;
  network: string | null;
  displayFormat: string;
}) {
  const label = networkLabel(currency.code, currency.network);
  return label === unitOf(currency) ? currency.name : label;
}

/** One way to withdraw: its icon, name and a line under it. */
function MethodTile({
  icon,
  code,
  title,
  subtitle,
  onClick,
}: {
  icon: string;
  code: string;
  title: string;
  subtitle?: string;
  onClick: () => void;
}) {
  return (
    <li>
      <button type="button" className={tile} onClick={onClick}>
        <AssetIcon src={icon} code={code} className="size-10" />
        <span className="min-w-0 flex-1">
          <span className="block truncate text-sm font-bold">{title}</span>
          {subtitle && <span className="block truncate text-xs text-muted">{subtitle}</span>}
        </span>
      </button>
    </li>
  );
}

/** A titled group of tiles: fiat methods in one column (two from tablet size), crypto in two (three). */
function MethodSection({
  id,
  title,
  wide,
  children,
}: {
  id: string;
  title: string;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h3 id={id} className="text-xs font-bold uppercase tracking-wider text-muted">
        {title}
      </h3>
      <ul className={cn('grid gap-2', wide ? 'sm:grid-cols-2' : 'grid-cols-2 sm:grid-cols-3')}>{children}</ul>
    </section>
  );
}

/** SPEC §2.7 withdraw tab: the fiat sell methods of the conditions and the crypto currencies that allow it. */
export function WithdrawTab({ go }: TabProps) {
  const { t } = useTranslation('wallet-withdraw');
  const methodText = useMethodText();
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
        <p className="py-6 text-sm text-muted">{t('tab.empty')}</p>
        <Button onClick={() => go('withdraw-disabled')}>{t('tab.why')}</Button>
      </div>
    );
  }

  return (
    <div className="space-y-6">
      {fiat.length > 0 && (
        <MethodSection id="withdraw-fiat-heading" title={t('tab.fiat')} wide>
          {fiat.map((method) => (
            <MethodTile
              key={method.id}
              icon={method.icon}
              code={method.method}
              title={methodText.name(method)}
              subtitle={t('tab.from', {
                amount: formatMoney(trimAmount(method.sell.minAmount), method.currency, currencies.data),
              })}
              onClick={() => go('fiat-withdraw', { bankId: method.id })}
            />
          ))}
        </MethodSection>
      )}
      {crypto.length > 0 && (
        <MethodSection id="withdraw-crypto-heading" title={t('tab.crypto')}>
          {crypto.map((currency) => (
            <MethodTile
              key={currency.code}
              icon={currency.icon}
              code={currency.code}
              title={unitOf(currency)}
              subtitle={cryptoSubtitle(currency)}
              onClick={() => go('crypto-withdraw', { currency: currency.code })}
            />
          ))}
        </MethodSection>
      )}
      {cryptoBot.length > 0 && (
        <MethodSection id="withdraw-bot-heading" title={t('tab.cryptoBot')}>
          {cryptoBot.map((currency) => (
            <MethodTile
              key={currency.code}
              icon={currency.icon}
              code={currency.code}
              title={unitOf(currency)}
              subtitle={cryptoSubtitle(currency)}
              onClick={() => go('crypto-withdraw', { currency: currency.code, provider: CRYPTOBOT_PROVIDER })}
            />
          ))}
        </MethodSection>
      )}
    </div>
  );
}
