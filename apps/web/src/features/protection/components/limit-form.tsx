import {
  decimalSeparatorOf,
  type LimitKind,
  type LimitPeriod,
  normalizeAmountInput,
  type PlayerLimit,
  validateAmount,
} from '@casino/shared';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { useTranslation } from '../../../i18n/index.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { apiErrorText } from '../../../lib/api-error-text.ts';
import { useSetLimit } from '../api/set-limit.ts';
import { changeTiming } from '../lib/limits.ts';

/** What the field keeps of a keystroke: digits, points, commas and digit-group spaces (as the cashier's). */
const typedAmount = (text: string) => text.replace(/[^\d.,\s\u00a0\u202f]/g, '').slice(0, 64);

/** The current amount as the player's language writes it ("100.00" → "100,00" in Russian). */
const localAmount = (amount: string, decimal: string) =>
  decimal === ',' ? amount.replace('.', ',') : amount;

/**
 * Sets or changes one limit. The amount is checked as every amount field checks it (shared rules: digits,
 * the currency's decimals, above zero) before the server is asked; the server's own refusal of the field
 * lands under it. The hint says when the new amount would apply: lower at once, higher after 24 hours.
 */
export function LimitForm({
  kind,
  period,
  name,
  limit,
  currency,
  precision,
  onSaved,
  onCancel,
}: {
  kind: LimitKind;
  period: LimitPeriod;
  name: string;
  limit: PlayerLimit | null;
  currency: string;
  precision: number;
  onSaved: (saved: PlayerLimit) => void;
  onCancel: () => void;
}) {
  const { t, i18n } = useTranslation(['protection', 'common']);
  const decimal = decimalSeparatorOf(i18n.language);
  const [text, setText] = useState(limit ? localAmount(limit.amount, decimal) : '');
  const [error, setError] = useState<string | null>(null);
  const set = useSetLimit();
  const input = useRef<HTMLInputElement>(null);
  // The form opens on the player's click: the field they are about to type in takes focus.
  useEffect(() => input.current?.focus(), []);

  const normalized = normalizeAmountInput(text, precision, { decimal });
  const timing = 'value' in normalized ? changeTiming(limit, normalized.value, precision) : null;
  const hint =
    timing === 'now'
      ? t('limits.form.appliesNow')
      : timing === 'later'
        ? t('limits.form.appliesLater')
        : t('limits.form.hint');

  const fail = (message: string, params?: Record<string, unknown>) =>
    setError(t(message.startsWith('Validation.') ? `common:${message}` : message, params ?? {}));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const typed = normalizeAmountInput(text, precision, { decimal });
    if ('error' in typed) return fail(typed.error.message, typed.error.params);
    const checked = validateAmount(typed.value, { code: currency, precision });
    if ('error' in checked) return fail(checked.error.message, checked.error.params);
    set.mutate(
      { target: { kind, period }, amount: typed.value },
      {
        onSuccess: onSaved,
        onError: (failure) => {
          const field = failure instanceof ApiError && failure.errors.find((e) => e.field === 'amount');
          if (field) fail(field.message, field.params);
          else setError(apiErrorText(failure, t));
        },
      },
    );
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          onCancel();
        }
      }}
      className="mt-3 flex flex-col gap-2.5"
      data-testid={`limit-form-${kind}-${period}`}
    >
      <Field
        label={name}
        value={text}
        onChange={(event) => {
          setText(typedAmount(event.target.value));
          setError(null);
        }}
        inputMode={precision === 0 ? 'numeric' : 'decimal'}
        autoComplete="off"
        placeholder="0"
        ref={input}
        error={error}
        hint={hint}
        suffix={<span className="pr-3 text-sm font-bold text-muted">{currency}</span>}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" variant="primary" loading={set.isPending}>
          {t('limits.form.save')}
        </Button>
        <Button size="sm" variant="ghost" onClick={onCancel} disabled={set.isPending}>
          {t('limits.form.cancel')}
        </Button>
      </div>
    </form>
  );
}
