import { canonicalAmount, decimalSeparatorOf } from '@casino/shared';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from '../../../i18n/index.ts';
import { cn } from '../../../lib/cn.ts';
import { useViewer } from '../../auth/index.ts';
import { useBalance } from '../../wallet/index.ts';
import { type GameLimits, useGameLimits } from '../api/get-limits.ts';
import { clampMinor, fromMinor, normalizeTyped, precisionOf, toMinor } from '../lib/amount.ts';

export interface AmountRules {
  precision: number;
  min: bigint;
  /** The highest bet allowed (maxBet). */
  max: bigint;
  /** What the max button and 2× may reach: min(maxBet, balance). */
  cap: bigint;
}

/** Limits and balance as integer minor units; no limits yet = anything from 0 up. */
export function amountRules(
  limits: GameLimits | null | undefined,
  balance: string | null | undefined,
): AmountRules {
  const precision = limits
    ? Math.max(precisionOf(limits.minBet), precisionOf(limits.maxBet))
    : balance
      ? precisionOf(balance)
      : 2;
  const min = (limits && toMinor(limits.minBet, precision)) ?? 0n;
  const max = (limits && toMinor(limits.maxBet, precision)) ?? 10n ** 18n;
  const owned = balance ? toMinor(balance, precision) : null;
  const cap = owned !== null && owned < max ? (owned < min ? min : owned) : max;
  return { precision, min, max, cap };
}

export const halfOf = (value: bigint, rules: AmountRules) => clampMinor(value / 2n, rules.min, rules.max);
export const doubleOf = (value: bigint, rules: AmountRules) =>
  clampMinor(value === 0n ? rules.min : value * 2n, rules.min, rules.cap);

/** A typed amount made valid: unparseable → the minimum; then clamped to [minBet, maxBet]. */
export function clampAmount(text: string, rules: AmountRules): string {
  const normalized = normalizeTyped(text, rules.precision);
  const minor = normalized === null ? rules.min : (toMinor(normalized, rules.precision) ?? rules.min);
  return fromMinor(clampMinor(minor, rules.min, rules.max), rules.precision);
}

/**
 * A keystroke in the bet field as the amount it means: a point or a comma (per the locale's decimal
 * separator) becomes a point, digit-group spaces and separators go ("1 234,5" → "1234.5"). 'too-precise'
 * when it has more decimals than the currency (refused with a message, never cut); null when it is no
 * number (the keystroke is ignored).
 */
export function typedBetAmount(
  text: string,
  precision: number,
  locale: string,
): string | 'too-precise' | null {
  const canonical = canonicalAmount(text, decimalSeparatorOf(locale));
  if (canonical === null) return null;
  const fraction = canonical.split('.')[1];
  if (fraction !== undefined && (precision === 0 || fraction.length > precision)) return 'too-precise';
  return canonical;
}

/** The limits and balance the bet input clamps to, from the server (or given, in tests). */
export function useAmountRules(overrides?: {
  limits?: GameLimits | null;
  balance?: string | null;
}): AmountRules & {
  limits: GameLimits | null;
} {
  const fetched = useGameLimits();
  const { balance } = useBalance();
  const limits = overrides?.limits !== undefined ? overrides.limits : (fetched ?? null);
  const owned = overrides?.balance !== undefined ? overrides.balance : (balance?.total.value ?? null);
  return { ...amountRules(limits, owned), limits };
}

/** What a guest sees in the amount field (limits come with the player's currency). */
const GUEST_AMOUNT = '1.00';

/** The bet amount state of a game: starts at the minimum bet once the limits are known. */
export function useBetAmount(): [string, (value: string) => void] {
  const limits = useGameLimits();
  const { isGuest } = useViewer();
  const [amount, setAmount] = useState('');
  useEffect(() => {
    if (amount !== '') return;
    // A functional update: what the player typed while the limits were on their way wins over the default.
    const fallback = limits ? limits.minBet : isGuest ? GUEST_AMOUNT : null;
    if (fallback !== null) setAmount((current) => (current === '' ? fallback : current));
  }, [limits, isGuest, amount]);
  return [amount, setAmount];
}

export interface BetAmountInputProps {
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  label?: string;
  /** Given in tests; by default GET /api/v1/games/limits. */
  limits?: GameLimits | null;
  /** Given in tests; by default the player's balance. */
  balance?: string | null;
}

/** The bet amount (decimal string in the player's currency) with ½, 2× and max, clamped by the limits. */
export function BetAmountInput({ value, onChange, disabled, label, limits, balance }: BetAmountInputProps) {
  const { t, i18n } = useTranslation('games');
  const id = useId();
  const errorId = useId();
  // Set when a keystroke or a paste had more decimals than the currency: the value stays as it was.
  const [tooPrecise, setTooPrecise] = useState(false);
  const rules = useAmountRules({ limits, balance });
  const currency = rules.limits?.currency ?? '';
  const current = toMinor(normalizeTyped(value, rules.precision) ?? '', rules.precision) ?? rules.min;
  const set = (minor: bigint) => onChange(fromMinor(minor, rules.precision));

  const quick =
    'h-9 min-w-10 touch:h-11 touch:min-w-11 rounded-lg bg-raised px-2.5 text-sm font-bold text-muted transition hover:bg-line hover:text-ink disabled:opacity-50';
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <div className="flex items-baseline justify-between gap-2">
        <label htmlFor={id} className="text-xs font-semibold uppercase tracking-wide text-muted">
          {label ?? t('amount.label')}
        </label>
        {rules.limits && (
          <span className="tabular text-[11px] text-faint">
            {t('amount.range', { min: rules.limits.minBet, max: rules.limits.maxBet, currency })}
          </span>
        )}
      </div>
      <div
        className={cn(
          'flex min-h-12 items-center gap-1 rounded-control border border-line bg-sunken p-1 pl-3 transition focus-within:border-accent',
          disabled && 'opacity-60',
        )}
      >
        <input
          id={id}
          inputMode="decimal"
          autoComplete="off"
          spellCheck={false}
          disabled={disabled}
          value={value}
          aria-invalid={tooPrecise || undefined}
          aria-describedby={tooPrecise ? errorId : undefined}
          onChange={(event) => {
            const typed = typedBetAmount(event.target.value, rules.precision, i18n.language);
            setTooPrecise(typed === 'too-precise');
            if (typed !== null && typed !== 'too-precise') onChange(typed);
          }}
          onBlur={() => onChange(clampAmount(value, rules))}
          className="tabular min-w-0 flex-1 self-stretch bg-transparent text-base font-extrabold text-ink outline-none touch:min-h-11"
        />
        {currency && <span className="pr-1 text-xs font-bold text-faint">{currency}</span>}
        <button
          type="button"
          className={quick}
          disabled={disabled}
          aria-label={t('amount.half')}
          onClick={() => set(halfOf(current, rules))}
        >
          ½
        </button>
        <button
          type="button"
          className={quick}
          disabled={disabled}
          aria-label={t('amount.double')}
          onClick={() => set(doubleOf(current, rules))}
        >
          2×
        </button>
        <button
          type="button"
          className={cn(quick, 'uppercase')}
          disabled={disabled}
          aria-label={t('amount.max')}
          onClick={() => set(rules.cap)}
        >
          {t('amount.maxShort')}
        </button>
      </div>
      {tooPrecise && (
        <p id={errorId} role="alert" className="text-xs font-semibold text-danger">
          {t('amount.tooManyDecimals', { decimals: rules.precision })}
        </p>
      )}
    </div>
  );
}
