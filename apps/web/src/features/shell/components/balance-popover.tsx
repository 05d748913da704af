import { formatAmount, formatDisplay, type Money, type UserBonusView } from '@casino/shared';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useTranslation } from '../../../i18n/index.ts';
import { cn } from '../../../lib/cn.ts';
import { useWallet } from '../../../lib/wallet-modal.ts';
import { useViewer } from '../../auth/index.ts';
import { activeBonuses, balanceTotal, useBalance } from '../../wallet/index.ts';
import { useChangePrimaryCurrency } from '../api/change-currency.ts';
import { type CurrencyOption, useCurrencies } from '../api/get-currencies.ts';
import { orderCurrencies } from '../lib/currency-order.ts';
import { useLocale } from '../lib/use-locale.ts';
import { ChevronIcon, GiftIcon, WalletIcon } from './icons.tsx';
import { Popover, PopoverContent, PopoverTrigger } from './popover.tsx';

/** An amount in the player's primary currency (what the currency select picks), else the account's. */
function usePrimaryFormat(money: Money | undefined) {
  const { viewer } = useViewer();
  const { i18n } = useTranslation();
  const locale = i18n.language;
  const primary = viewer?.currency.primary;
  const sameCurrency = !money || !primary || primary === money.currency.code;
  const currencies = useCurrencies(Boolean(viewer));
  const option = currencies.data?.find((currency) => currency.code === primary);
  const format = (value: Money): string => {
    if (sameCurrency) return formatDisplay(value.value, value.currency.displayFormat, locale);
    if (option) return formatDisplay(value.primaryValue, option.displayFormat, locale);
    return `${formatAmount(value.primaryValue, locale)} ${primary}`;
  };
  return { format, sameCurrency };
}

/** Flashes green or red for a moment when the number changes. */
function useFlash(value: string | undefined): 'up' | 'down' | null {
  const previous = useRef<string | undefined>(undefined);
  const [flash, setFlash] = useState<'up' | 'down' | null>(null);
  useEffect(() => {
    const before = previous.current;
    previous.current = value;
    if (before === undefined || value === undefined || before === value) return;
    setFlash(Number(value) > Number(before) ? 'up' : 'down');
    const timer = setTimeout(() => setFlash(null), 900);
    return () => clearTimeout(timer);
  }, [value]);
  return flash;
}

function CurrencySelect() {
  const { t, i18n } = useTranslation('shell');
  const { viewer } = useViewer();
  const currencies = useCurrencies(Boolean(viewer));
  const change = useChangePrimaryCurrency();
  const id = useId();
  const [pending, setPending] = useState<string | null>(null);
  const options = orderCurrencies(currencies.data ?? [], i18n.language);
  const groups: Array<[string, CurrencyOption[]]> = [
    [t('balance.fiat'), options.filter((currency) => currency.isFiat)],
    [t('balance.crypto'), options.filter((currency) => !currency.isFiat)],
  ];
  const value = pending ?? viewer?.currency.primary ?? '';

  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-xs font-semibold uppercase tracking-wide text-muted">
        {t('balance.currency')}
      </label>
      <div className="relative">
        <select
          id={id}
          value={value}
          disabled={currencies.isPending || change.isPending}
          aria-describedby={change.isError ? `${id}-error` : undefined}
          onChange={(event) => {
            const next = event.target.value;
            setPending(next);
            change.mutate(next, { onSettled: () => setPending(null) });
          }}
          className="h-11 w-full cursor-pointer appearance-none rounded-control border border-line bg-sunken pl-3 pr-9 text-sm font-bold text-ink transition hover:border-line-strong focus:border-accent disabled:cursor-wait disabled:opacity-70"
        >
          {currencies.isPending && <option value={value}>{value}</option>}
          {groups.map(([label, items]) =>
            items.length ? (
              <optgroup key={label} label={label}>
                {items.map((currency) => (
                  <option key={currency.code} value={currency.code}>
                    {currency.code} · {currency.name}
                  </option>
                ))}
              </optgroup>
            ) : null,
          )}
        </select>
        <span className="pointer-events-none absolute inset-y-0 right-3 grid place-items-center text-muted">
          {change.isPending ? <Spinner /> : <ChevronIcon className="size-4" />}
        </span>
      </div>
      {change.isError && (
        <p id={`${id}-error`} role="alert" className="text-xs font-medium text-danger">
          {t('balance.currencyError')}
        </p>
      )}
    </div>
  );
}

function NoBonus() {
  const { t } = useTranslation('shell');
  const locale = useLocale();
  return (
    <div className="flex items-center gap-3 rounded-control border border-dashed border-line p-3">
      <GiftIcon className="size-5 shrink-0 text-faint" />
      <p className="flex-1 text-xs text-muted">{t('balance.noBonus')}</p>
      <Link to={`/${locale}/bonuses`} className="text-xs font-bold text-accent-strong hover:text-ink">
        {t('balance.toBonuses')}
      </Link>
    </div>
  );
}

function BonusAccount({ bonus, format }: { bonus: UserBonusView; format: (m: Money) => string }) {
  const { t, i18n } = useTranslation('shell');
  const current = Number(bonus.wager.current);
  const total = Number(bonus.wager.total);
  const percent = total > 0 ? Math.min(100, Math.max(0, (current / total) * 100)) : 100;
  const wagerFormat = bonus.amount.currency.displayFormat;
  return (
    <li
      data-testid="balance-bonus"
      className="rounded-control border border-gold/30 bg-gradient-to-br from-gold/10 to-transparent p-3"
    >
      <div className="flex items-center justify-between gap-2">
        <span className="flex items-center gap-2 text-xs font-semibold uppercase tracking-wide text-gold">
          <GiftIcon className="size-4" />
          {t('balance.bonus')}
        </span>
        <span className="tabular text-sm font-extrabold">{format(bonus.amount)}</span>
      </div>
      <div className="mt-2.5 flex items-center justify-between text-xs text-muted">
        <span>{t('balance.wager')}</span>
        <span className="tabular">
          {t('balance.wagerProgress', {
            current: formatDisplay(bonus.wager.current, wagerFormat, i18n.language),
            total: formatDisplay(bonus.wager.total, wagerFormat, i18n.language),
          })}
        </span>
      </div>
      <div
        role="progressbar"
        aria-label={t('balance.wager')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(percent)}
        className="mt-1.5 h-2 overflow-hidden rounded-full bg-sunken"
      >
        <div
          className="h-full rounded-full bg-gradient-to-r from-gold to-gold-strong shadow-glow-gold"
          style={{ width: `${percent}%` }}
        />
      </div>
    </li>
  );
}

/**
 * SPEC §2.2: the balance button and its popover: the main balance, the currency select
 * (PATCH /api/v1/me currency.primary), every active bonus account with its wager progress and a wallet
 * button. The button shows the main balance plus all active bonuses (summed in minor units).
 */
export function BalancePopover() {
  const { t, i18n } = useTranslation('shell');
  const [open, setOpen] = useState(false);
  const { balance, isLoading } = useBalance();
  const sum = balance ? balanceTotal(balance) : undefined;
  const { format, sameCurrency } = usePrimaryFormat(sum);
  const flash = useFlash(sum?.value);
  const wallet = useWallet();

  if (isLoading)
    return (
      <span className="h-10 w-28 animate-pulse touch:h-11 rounded-control bg-raised" aria-hidden="true" />
    );
  if (!balance || !sum) return null;
  const total = format(sum);
  const bonuses = activeBonuses(balance);

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger
        data-testid="balance"
        aria-label={t('balance.button', { amount: total })}
        className={cn(
          'tabular flex h-10 min-w-0 touch:h-11 max-w-[11rem] shrink-0 items-center gap-2 rounded-control border bg-sunken px-3 text-sm font-extrabold transition-colors duration-300 hover:border-line-strong data-[state=open]:border-accent',
          flash === 'up' && 'border-success text-success',
          flash === 'down' && 'border-danger/70',
          !flash && 'border-line text-ink',
        )}
      >
        <span aria-hidden="true" className="size-2 shrink-0 rounded-full bg-gold shadow-glow-gold" />
        <span className="truncate">{total}</span>
        <ChevronIcon className="size-3.5 shrink-0 text-muted" />
      </PopoverTrigger>
      {/* Centred under the balance: aligned to its end, a phone pushed the panel against the left edge. */}
      <PopoverContent
        align="center"
        label={t('balance.title')}
        className="flex w-[min(20rem,calc(100vw-1rem))] flex-col gap-3 p-4"
      >
        <div>
          <p className="text-xs font-semibold uppercase tracking-wide text-muted">{t('balance.main')}</p>
          <p className="tabular mt-0.5 text-2xl font-black" data-testid="balance-main">
            {format(balance.fiat)}
          </p>
          {!sameCurrency && (
            <p className="tabular text-xs text-faint">
              {t('balance.inAccount', {
                amount: formatDisplay(balance.fiat.value, balance.fiat.currency.displayFormat, i18n.language),
              })}
            </p>
          )}
        </div>
        <CurrencySelect />
        {bonuses.length === 0 ? (
          <NoBonus />
        ) : (
          <ul className="flex flex-col gap-2" aria-label={t('balance.bonus')}>
            {bonuses.map((bonus, index) => (
              // A bonus has no id in SPEC §3; the list keeps the server's order.
              // biome-ignore lint/suspicious/noArrayIndexKey: no stable key in the Balance payload.
              <BonusAccount key={index} bonus={bonus} format={format} />
            ))}
          </ul>
        )}
        <Button
          variant="primary"
          size="md"
          onClick={() => {
            setOpen(false);
            wallet.open('wallet');
          }}
        >
          <WalletIcon className="size-5" />
          {t('balance.wallet')}
        </Button>
      </PopoverContent>
    </Popover>
  );
}
