import { FIAT_PRECISION, normalizeAmountInput, parseFiatAmount, validateAmount } from '@casino/shared';
import { type FormEvent, useMemo, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { useTranslation } from '../../../i18n/index.ts';
import { cn } from '../../../lib/cn.ts';
import { DepositBonusHint } from '../../bonuses/index.ts';
import { type FiatMethod, useFiatMethod } from '../api/get-conditions.ts';
import { groupDigits } from '../lib/format.ts';
import type { ViewPayloads, ViewProps } from '../machine/views.ts';
import { ViewLoading } from '../modal/view-boundary.tsx';
import { fiatPresets } from './amount-presets.ts';
import { depositFields, hasDepositFields } from './deposit-fields.ts';
import { MethodSummary } from './method-summary.tsx';
import { fieldErrorsOf, useStartDeposit } from './use-start-deposit.ts';

/** What the amount field keeps of a keystroke: digits, separators and spaces (so "12.50" can be refused). */
const typedAmount = (text: string) => text.replace(/[^\d.,\s\u00a0\u202f]/g, '').slice(0, 32);

/**
 * The typed fiat deposit amount as the order takes it: whole units in digits, digit-group spaces dropped
 * ("1 500" → "1500"); null when it is not one ("12.50" is refused, never read as 1250).
 */
export function fiatAmountValue(input: string): string | null {
  const normalized = normalizeAmountInput(input, FIAT_PRECISION, { wholeOnly: true });
  return 'value' in normalized ? normalized.value : null;
}

/**
 * The SPEC §5.1 amount rule of a method: whole units in digits only, within the method's buy bounds. A
 * decimal point or comma is 'Validation.whole_number'.
 */
export function fiatAmountError(input: string, method: FiatMethod, precision = FIAT_PRECISION) {
  const normalized = normalizeAmountInput(input, precision, { wholeOnly: true });
  if ('error' in normalized) return { message: normalized.error.message, params: normalized.error.params };
  const bound = (major: string) => parseFiatAmount(major.split('.')[0] ?? '', precision);
  const result = validateAmount(
    normalized.value,
    { code: method.currency, precision },
    { min: bound(method.buy.minAmount), max: bound(method.buy.maxAmount) },
    { digitsOnly: true },
  );
  if ('amount' in result) return null;
  const bounds = result.error.params;
  const params =
    bounds?.amount !== undefined
      ? { ...bounds, amount: groupDigits(bounds.amount.replace(/\.0+$/, '')) }
      : bounds;
  return { message: result.error.message, params };
}

/** A missing method (a stale link): say so and offer the deposit tab. */
export function MethodUnavailable({ back }: { back: () => void }) {
  const { t } = useTranslation('wallet');
  return (
    <div className="flex flex-col items-center gap-3 py-10 text-center" role="alert">
      <p className="text-sm text-muted">{t('fiat.method_unavailable')}</p>
      <Button onClick={back}>{t('fiat.choose_method')}</Button>
    </div>
  );
}

/** SPEC §2.7 fiat-deposit: amount (presets, bounds, bonus), then details or straight to the order. */
export function FiatDepositView({ payload, go, back }: ViewProps<ViewPayloads['fiat-deposit']>) {
  const { method, isPending, isError } = useFiatMethod(payload.bankId);
  if (isPending) return <ViewLoading />;
  if (isError || !method) return <MethodUnavailable back={back} />;
  return <FiatDepositForm key={method.id} method={method} initialAmount={payload.amount} go={go} />;
}

function FiatDepositForm({
  method,
  initialAmount,
  go,
}: {
  method: FiatMethod;
  initialAmount?: string;
  go: ViewProps['go'];
}) {
  const { t } = useTranslation('wallet');
  const { presets, defaultAmount } = useMemo(
    () => fiatPresets(method.currency, method.buy.minAmount, method.buy.maxAmount),
    [method],
  );
  const [amount, setAmount] = useState(() =>
    initialAmount && /^\d+$/.test(initialAmount) ? initialAmount : defaultAmount,
  );
  const [touched, setTouched] = useState(false);
  const fields = depositFields(method.method, method.buy.externalDetailsFields);
  const needsDetails = hasDepositFields(fields);
  const start = useStartDeposit(method);
  const localError = fiatAmountError(amount, method);
  const value = fiatAmountValue(amount);
  const serverError = fieldErrorsOf(start.error)?.amount ?? null;
  const error = localError ?? serverError;
  // A separator or a stray character is said at once; bounds wait until the field is left.
  const formError = localError?.message === 'Validation.whole_number';
  const shownError = touched || serverError || formError ? error : null;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (localError || value === null) return;
    if (needsDetails) go('fiat-deposit-additional-details', { bankId: method.id, amount: value });
    else start.mutate({ amount: value, externalFields: {} });
  }

  return (
    <form className="flex flex-col gap-5" onSubmit={onSubmit} noValidate data-testid="fiat-deposit-form">
      <MethodSummary method={method} />

      <Field
        label={t('fiat.amount')}
        name="amount"
        inputMode="numeric"
        autoComplete="off"
        pattern="[0-9]*"
        value={amount}
        onChange={(event) => {
          setAmount(typedAmount(event.target.value));
          start.reset();
        }}
        onBlur={() => setTouched(true)}
        error={shownError ? t(shownError.message, { ...shownError.params }) : null}
        inputClassName="text-lg"
        suffix={<span className="pr-3 text-sm font-bold text-muted">{method.currency}</span>}
        data-testid="fiat-deposit-amount"
      />

      {presets.length > 0 && (
        <fieldset className="m-0 min-w-0 border-0 p-0">
          <legend className="sr-only">{t('fiat.presets')}</legend>
          <div className="grid grid-cols-3 gap-2 sm:grid-cols-6">
            {presets.map((preset) => (
              <button
                key={preset}
                type="button"
                aria-pressed={amount === preset}
                onClick={() => {
                  setAmount(preset);
                  setTouched(true);
                  start.reset();
                }}
                className={cn(
                  'tabular min-h-10 rounded-lg border text-sm font-bold transition',
                  amount === preset
                    ? 'border-accent bg-accent/20 text-ink shadow-glow'
                    : 'border-line bg-sunken text-muted hover:border-line-strong hover:text-ink',
                )}
              >
                {groupDigits(preset)}
              </button>
            ))}
          </div>
        </fieldset>
      )}

      {/* SPEC §5.1 range matching: the bonus this amount claims, or the least amount that gets one. */}
      <DepositBonusHint amount={value} currency={method.currency} />

      <Button
        type="submit"
        variant="primary"
        size="lg"
        loading={start.isPending}
        data-testid="fiat-deposit-submit"
      >
        {needsDetails
          ? t('fiat.continue')
          : t('fiat.deposit', { amount: `${groupDigits(value ?? '0')} ${method.currency}` })}
      </Button>
    </form>
  );
}
