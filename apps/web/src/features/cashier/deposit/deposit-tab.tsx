import { depositBonusPercent, orderDepositCurrencies, splitFiatMethods } from '@casino/shared';
import { useMemo, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../i18n/index.ts';
import { useViewer } from '../../auth/index.ts';
import { useConditions } from '../api/get-conditions.ts';
import { useWalletCurrencies } from '../api/get-currencies.ts';
import { ChoiceGroup } from '../components/choice-group.tsx';
import { Notice } from '../components/notice.tsx';
import { ErrorBlock } from '../components/state-blocks.tsx';
import { formatMoney, trimAmount } from '../lib/format.ts';
import { useMethodText } from '../lib/method-name.ts';
import { isMiniApp } from '../lib/mini-app.ts';
import { networkLabel } from '../lib/network-label.ts';
import { TABLET_QUERY, useMediaQuery } from '../lib/use-media-query.ts';
import type { TabProps } from '../machine/views.ts';
import { BonusCountdown, DepositBanners } from './banners.tsx';
import { MethodButton, MethodSkeleton } from './method-button.tsx';
import { cryptoTarget, otherMethods } from './targets.ts';

const grid = 'grid grid-cols-3 gap-2.5 sm:grid-cols-4 lg:grid-cols-3';

function GroupHeading({ id, children, aside }: { id: string; children: string; aside?: React.ReactNode }) {
  return (
    <div className="mb-2.5 flex items-center justify-between gap-2">
      <h3 id={id} className="text-xs font-bold uppercase tracking-[0.14em] text-faint">
        {children}
      </h3>
      {aside}
    </div>
  );
}

/**
 * While a time-out or self-exclusion is in force (issue 20) the server refuses every deposit: the tab says
 * so, until when, and that withdrawals still work, instead of offering methods that would only fail.
 */
function ExcludedNotice({ until, go }: { until: string | null; go: TabProps['go'] }) {
  const { t, i18n } = useTranslation('wallet');
  const date =
    until === null
      ? null
      : new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
          new Date(until),
        );
  return (
    <div className="flex flex-col gap-3" data-testid="wallet-deposit-excluded">
      <Notice tone="warning" title={t('deposit.excluded_title')}>
        {date ? t('deposit.excluded_text', { date }) : t('deposit.excluded_forever')}
      </Notice>
      <Button variant="secondary" onClick={() => go('wallet', { tab: 'withdraw' })}>
        {t('deposit.excluded_withdraw')}
      </Button>
    </div>
  );
}

const excludedUntil = (exclusion: { until: string | null } | null | undefined, now: number) =>
  exclusion && (exclusion.until === null || Date.parse(exclusion.until) > now) ? exclusion : null;

/** SPEC §2.7 deposit tab: banners, currency picker, fiat / crypto / other method groups. */
export function DepositTab({ go }: TabProps) {
  const { t, i18n } = useTranslation('wallet');
  const methodText = useMethodText();
  const { viewer } = useViewer();
  const conditions = useConditions();
  const currencies = useWalletCurrencies();
  const isTablet = useMediaQuery(TABLET_QUERY);
  const [expanded, setExpanded] = useState(false);

  // GET /orders/conditions answers the methods of the player's account currency only (the server refuses
  // an order in any other), so the picker offers the currencies that have methods, never every fiat
  // currency: picking one without methods only ever showed "No bank methods".
  const own = viewer?.currency.account;
  const methodCurrencies = useMemo(
    () => [...new Set((conditions.data ?? []).map((method) => method.currency))],
    [conditions.data],
  );
  const fiatCurrencies = useMemo(() => {
    const codes = methodCurrencies.length > 0 || !own ? methodCurrencies : [own];
    return orderDepositCurrencies(codes, i18n.language);
  }, [methodCurrencies, own, i18n.language]);
  const [picked, setPicked] = useState<string | null>(null);
  // The player's account currency by default; a currency without methods is never the selection.
  const fallback =
    own && (methodCurrencies.length === 0 || methodCurrencies.includes(own))
      ? own
      : (methodCurrencies[0] ?? own ?? '');
  const selected = picked && fiatCurrencies.includes(picked) ? picked : fallback;

  const fiatMethods = useMemo(
    () =>
      (conditions.data ?? []).filter((m) => m.currency === selected).sort((a, b) => b.priority - a.priority),
    [conditions.data, selected],
  );
  const { visible, hidden } = splitFiatMethods(fiatMethods, isTablet, expanded);
  const crypto = useMemo(() => (currencies.data ?? []).filter((c) => !c.isFiat), [currencies.data]);
  const cryptoBonus = crypto.reduce<number | null>((best, c) => {
    const percent = c.depositBonusAvailable ? depositBonusPercent(c.depositBonus) : null;
    return percent !== null && (best === null || percent > best) ? percent : best;
  }, null);
  const others = otherMethods(crypto, isMiniApp());

  const exclusion = excludedUntil(viewer?.exclusion, Date.now());
  if (exclusion) return <ExcludedNotice until={exclusion.until} go={go} />;

  return (
    <div className="flex flex-col gap-5" data-testid="wallet-deposit-tab">
      <DepositBanners hasDeposits={viewer?.hasDeposits ?? true} cryptoBonusPercent={cryptoBonus} />

      {fiatCurrencies.length > 1 && (
        <ChoiceGroup
          legend={t('deposit.currency')}
          name="wallet-deposit-currency"
          value={selected}
          onChange={(code) => {
            setPicked(code);
            setExpanded(false);
          }}
          options={fiatCurrencies.map((code) => ({ value: code, content: code }))}
          className="flex gap-2 overflow-x-auto pb-1 [scrollbar-width:thin] sm:flex-wrap sm:overflow-visible"
          optionClassName="tabular min-h-9 items-center px-4"
          shape="pill"
        />
      )}

      <section aria-labelledby="wallet-fiat-heading">
        <GroupHeading id="wallet-fiat-heading">{t('deposit.group_fiat')}</GroupHeading>
        {conditions.isError ? (
          <ErrorBlock onRetry={() => void conditions.refetch()} />
        ) : (
          <div className={grid}>
            {conditions.isPending && <MethodSkeleton count={4} />}
            {visible.map((method) => (
              <MethodButton
                key={method.id}
                testId={`deposit-method-${method.id}`}
                icon={method.icon}
                code={method.method}
                name={methodText.name(method)}
                disabled={method.isAvailable === false}
                minimum={
                  method.isAvailable === false
                    ? t('deposit.unavailable')
                    : t('deposit.minimum', {
                        amount: formatMoney(
                          trimAmount(method.buy.minAmount),
                          method.currency,
                          currencies.data,
                        ),
                      })
                }
                onClick={() => go('fiat-deposit', { bankId: method.id })}
              />
            ))}
            {hidden.length > 0 && (
              <button
                type="button"
                onClick={() => setExpanded(true)}
                aria-expanded={false}
                className="flex min-h-24 flex-col items-center justify-center gap-1 rounded-control border border-dashed border-line-strong bg-transparent text-sm font-bold text-muted transition hover:border-accent hover:text-ink"
              >
                <span className="text-xl leading-none" aria-hidden="true">
                  +{hidden.length}
                </span>
                {t('deposit.other')}
              </button>
            )}
          </div>
        )}
        {!conditions.isPending && !conditions.isError && fiatMethods.length === 0 && (
          <p className="rounded-control border border-line bg-sunken/60 p-3 text-sm text-muted">
            {t('deposit.no_fiat', { currency: selected })}
          </p>
        )}
      </section>

      <section aria-labelledby="wallet-crypto-heading">
        <GroupHeading
          id="wallet-crypto-heading"
          aside={cryptoBonus !== null ? <BonusCountdown /> : undefined}
        >
          {t('deposit.group_crypto')}
        </GroupHeading>
        {currencies.isError ? (
          <ErrorBlock onRetry={() => void currencies.refetch()} />
        ) : (
          <div className={grid}>
            {currencies.isPending && <MethodSkeleton count={6} />}
            {crypto.map((currency) => {
              const percent = currency.depositBonusAvailable
                ? depositBonusPercent(currency.depositBonus)
                : null;
              const target = cryptoTarget(currency.code);
              return (
                <MethodButton
                  key={currency.code}
                  testId={`deposit-crypto-${currency.code}`}
                  icon={currency.icon}
                  code={currency.code}
                  name={currency.name}
                  badge={percent !== null ? t('deposit.bonus_badge', { percent }) : null}
                  minimum={
                    currency.minDepositAmount
                      ? t('deposit.minimum', {
                          amount: formatMoney(
                            trimAmount(currency.minDepositAmount),
                            currency.code,
                            currencies.data,
                          ),
                        })
                      : networkLabel(currency.code, currency.network)
                  }
                  onClick={() => go(target.view, target.payload)}
                />
              );
            })}
          </div>
        )}
      </section>

      {others.length > 0 && (
        <section aria-labelledby="wallet-other-heading">
          <GroupHeading id="wallet-other-heading">{t('deposit.group_other')}</GroupHeading>
          <div className={grid}>
            {others.map((other) => (
              <MethodButton
                key={other.id}
                testId={`deposit-other-${other.id}`}
                icon={crypto.find((c) => c.code === other.payload.currency)?.icon}
                code={other.payload.currency ?? other.id}
                name={t(`deposit.other_${other.id}`)}
                minimum={t('deposit.other_hint')}
                onClick={() => go(other.view, other.payload)}
              />
            ))}
          </div>
        </section>
      )}
    </div>
  );
}
