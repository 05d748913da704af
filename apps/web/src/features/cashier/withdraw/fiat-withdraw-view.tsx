import {
  type ExternalDetailsFields,
  type FieldError,
  fillNameFields,
  formatDisplay,
  formatMajor,
  maxWithdrawable,
  normalizeExternalFields,
  parseAmount,
  sellFormFields,
  validateFiatWithdrawal,
  withdrawFee,
} from '@casino/shared';
import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { newIdempotencyKey } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/cn.ts';
import { useBalance } from '../../wallet/index.ts';
import { useCreateSellOrder } from '../api/create-sell-order.ts';
import { useFiatMethod } from '../api/get-conditions.ts';
import { useSavedSellDetails } from '../api/get-saved-sell-details.ts';
import { AmountInput } from '../crypto-deposit/components/amount-input.tsx';
import { ErrorBlock, LoadingBlock } from '../crypto-deposit/components/state-blocks.tsx';
import { useWithdrawDraft } from '../machine/draft.ts';
import type { ViewPayloads, ViewProps } from '../machine/views.ts';
import { BalanceLine } from './components/balance-line.tsx';
import { BonusBurnDialog } from './components/bonus-burn-dialog.tsx';
import { DetailInput } from './components/detail-input.tsx';
import { InlineDialog } from './components/inline-dialog.tsx';
import { MethodIcon } from './components/method-icon.tsx';
import { SummaryList } from './components/summary-list.tsx';
import { FIAT_PRECISION, feeLevelsOf, fiatMinor } from './lib/fiat-amounts.ts';
import { useLocaleNavigate } from './lib/use-locale-navigate.ts';
import { useWithdrawFlow } from './lib/use-withdraw-flow.ts';
import { errorOf, useValidationText } from './lib/validation-text.ts';
import { fieldErrorsOf, toastWithdrawError } from './lib/withdraw-errors.ts';

/** The fiat withdrawal draft (survives closing the modal until back is pressed). */
export interface FiatWithdrawDraft {
  bankId: string;
  amount: string;
  name: string;
  subbankId: string | null;
  details: Record<string, string>;
}

/** The method's own sell fields, when the conditions carry them (SPEC §3 lists only the subbanks'). */
type SellWithFields = { externalDetailsFields?: ExternalDetailsFields | null };

/** SPEC §2.7 fiat-withdraw, §4.4, §5.5. */
export function FiatWithdrawView({ payload, go }: ViewProps<ViewPayloads['fiat-withdraw']>) {
  const { t } = useTranslation('wallet-withdraw');
  const validationText = useValidationText();
  const bankId = payload.bankId;
  const { method, isPending, isError, refetch } = useFiatMethod(bankId);
  const saved = useSavedSellDetails(bankId);
  const { balance } = useBalance();
  const [draft, setDraft] = useWithdrawDraft<FiatWithdrawDraft>('fiat');
  const empty: FiatWithdrawDraft = { bankId, amount: '', name: '', subbankId: null, details: {} };
  const form = draft && draft.bankId === bankId ? draft : empty;
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [confirming, setConfirming] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldError[]>([]);
  /** Detail fields the server asked for that the conditions did not name (shown once it asks). */
  const [extraFields, setExtraFields] = useState<string[]>([]);
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const createSell = useCreateSellOrder();
  const navigateTo = useLocaleNavigate();

  const update = (patch: Partial<FiatWithdrawDraft>) => {
    setDraft({ ...form, ...patch });
    setServerErrors([]);
  };

  // Saved details prefill a form the player has not started (SPEC §5.5).
  const prefilled = useRef(false);
  useEffect(() => {
    if (prefilled.current || !saved.isSuccess) return;
    prefilled.current = true;
    if ((draft && draft.bankId === bankId) || !saved.data) return;
    const { name = '', ...details } = saved.data.details;
    setDraft({ bankId, amount: '', name, subbankId: saved.data.subbankId, details });
  }, [saved.isSuccess, saved.data, draft, bankId, setDraft]);

  const subbanks = method?.sell.subbanks ?? [];
  const subbank = subbanks.find((s) => s.id === form.subbankId) ?? null;
  const fields = useMemo(() => {
    if (!method) return null;
    const base = sellFormFields({ method: method.method, sell: method.sell as SellWithFields }, subbank);
    const extra = extraFields.filter((f) => !base.required.includes(f) && !base.optional.includes(f));
    return { ...base, required: [...base.required, ...extra] };
  }, [method, subbank, extraFields]);

  const levels = useMemo(() => feeLevelsOf(method?.sell.levels ?? []), [method]);
  const balanceMinor = balance ? (fiatMinor(balance.fiat.value) ?? 0n) : 0n;
  const visibleDetails = useMemo(() => {
    const values: Record<string, string> = {};
    for (const field of [...(fields?.required ?? []), ...(fields?.optional ?? [])]) {
      values[field] = form.details[field] ?? '';
    }
    return values;
  }, [fields, form.details]);

  const errors = useMemo(() => {
    if (!method || !fields) return [];
    const list = validateFiatWithdrawal(
      { amount: form.amount, name: form.name, details: visibleDetails },
      {
        method: method.method,
        currency: method.currency,
        precision: FIAT_PRECISION,
        sell: {
          minAmount: fiatMinor(method.sell.minAmount) ?? 0n,
          maxAmount: fiatMinor(method.sell.maxAmount) ?? 0n,
          levels,
          externalDetailsFields: { required: fields.required, optional: fields.optional },
        },
        requiresLatinName: fields.latinName,
      },
      balanceMinor,
    );
    if (subbanks.length > 0 && !subbank) list.push({ field: 'subbankId', message: 'Validation.required' });
    return list;
  }, [
    method,
    fields,
    form.amount,
    form.name,
    visibleDetails,
    levels,
    balanceMinor,
    subbanks.length,
    subbank,
  ]);

  const body = () => {
    const details = normalizeExternalFields(
      Object.fromEntries(Object.entries(visibleDetails).filter(([, value]) => value.trim() !== '')),
    );
    return {
      amount: form.amount.trim(),
      bankId,
      ...(subbank ? { subbankId: subbank.id } : {}),
      details: form.name.trim() ? fillNameFields(form.name, details) : details,
    };
  };

  const flow = useWithdrawFlow({
    view: 'fiat-withdraw',
    payload: { bankId },
    go,
    create: () => createSell.mutateAsync({ body: body(), idempotencyKey }),
    onCreateError: (error) => {
      const fieldErrors = fieldErrorsOf(error);
      setServerErrors(fieldErrors);
      const asked = fieldErrors
        .map((e) => /^details\.(.+)$/.exec(e.field)?.[1])
        .filter(
          (f): f is string =>
            Boolean(f) &&
            !['name', 'first_name', 'last_name', 'full_name', 'full_name_latin'].includes(f as string),
        );
      if (asked.length) setExtraFields((current) => [...new Set([...current, ...asked])]);
      setIdempotencyKey(newIdempotencyKey());
      toastWithdrawError(error, 'fiat');
    },
    onCheckError: (error) => toastWithdrawError(error, 'fiat'),
  });

  const resumed = useRef(false);
  const resume = (payload as Record<string, string>).resume;
  useEffect(() => {
    if (resume !== 'confirm' || resumed.current || !method) return;
    resumed.current = true;
    if (errors.length === 0) setConfirming(true);
  }, [resume, method, errors.length]);

  if (isPending) return <LoadingBlock rows={5} />;
  if (isError) return <ErrorBlock onRetry={() => void refetch()} />;
  if (!method || !fields) return <ErrorBlock message={t('fiat.unknownMethod')} />;

  const currencyFormat =
    balance?.fiat.currency.code === method.currency ? balance.fiat.currency.displayFormat : null;
  const money = (minor: bigint) => {
    const value = formatMajor(minor, FIAT_PRECISION);
    return currencyFormat ? formatDisplay(value, currencyFormat) : `${value} ${method.currency}`;
  };
  const amountMinor = parseAmount(form.amount, FIAT_PRECISION);
  const fee = amountMinor !== null ? withdrawFee(amountMinor, levels) : null;
  const methodMax = fiatMinor(method.sell.maxAmount) ?? 0n;
  const affordable = maxWithdrawable(balanceMinor, levels);
  const max = affordable < methodMax ? affordable : methodMax;
  const nameLabel = fields.latinName ? t('fiat.nameLatin') : t('fiat.name');
  const fieldError = (field: string) =>
    errorOf(serverErrors, field) ?? (touched[field] ? errorOf(errors, field) : undefined);
  const blur = (field: string) => () => setTouched((current) => ({ ...current, [field]: true }));

  function submit(event: FormEvent) {
    event.preventDefault();
    if (errors.length > 0) return;
    setConfirming(true);
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      <div className="flex items-center gap-3">
        <MethodIcon icon={method.icon} name={method.name} />
        <div className="min-w-0 flex-1">
          <p className="truncate text-lg font-extrabold">{t('fiat.heading', { name: method.name })}</p>
          <p className="text-sm text-muted">{method.label}</p>
        </div>
      </div>
      <BalanceLine />

      {subbanks.length > 0 && (
        <fieldset className="min-w-0">
          <legend className="mb-2 text-xs font-semibold uppercase tracking-wide text-muted">
            {t('fiat.bank')}
          </legend>
          <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
            {subbanks.map((bank) => (
              <label key={bank.id} className="relative">
                <input
                  type="radio"
                  name="subbank"
                  value={bank.id}
                  checked={bank.id === form.subbankId}
                  onChange={() => update({ subbankId: bank.id })}
                  className="peer sr-only"
                />
                <span
                  className={cn(
                    'flex min-h-11 cursor-pointer items-center justify-center rounded-control border border-line bg-raised px-3 text-center text-sm font-bold text-muted transition hover:text-ink',
                    'peer-checked:border-accent peer-checked:bg-accent/15 peer-checked:text-ink peer-focus-visible:outline-2 peer-focus-visible:outline-neon',
                  )}
                >
                  {bank.name}
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      )}

      <div className="space-y-2">
        <AmountInput
          label={t('fiat.amount')}
          value={form.amount}
          onChange={(amount) => {
            update({ amount });
            setTouched((current) => ({ ...current, amount: true }));
          }}
          currency={method.currency}
          precision={FIAT_PRECISION}
          error={validationText(fieldError('amount'))}
        />
        <div className="flex flex-wrap items-center justify-between gap-2 text-xs text-muted">
          <span className="tabular" data-testid="withdraw-limits">
            {t('fiat.limits', { min: money(fiatMinor(method.sell.minAmount) ?? 0n), max: money(max) })}
          </span>
          {max > 0n && (
            <button
              type="button"
              className="rounded-md px-2 py-1 font-bold text-accent-strong hover:bg-accent/10"
              onClick={() => {
                update({ amount: formatMajor(max, FIAT_PRECISION) });
                setTouched((current) => ({ ...current, amount: true }));
              }}
            >
              {t('crypto.max')}
            </button>
          )}
        </div>
      </div>

      <Field
        label={fields.nameRequired ? nameLabel : t('optional', { label: nameLabel })}
        value={form.name}
        autoComplete="name"
        required={fields.nameRequired}
        onChange={(event) => update({ name: event.target.value })}
        onBlur={blur('name')}
        hint={fields.latinName ? t('fiat.latinHint') : t('fiat.nameHint')}
        error={validationText(fieldError('name'))}
      />
      {fields.required.map((field) => (
        <DetailInput
          key={field}
          field={field}
          required
          value={form.details[field] ?? ''}
          onChange={(value) => update({ details: { ...form.details, [field]: value } })}
          onBlur={blur(`details.${field}`)}
          error={validationText(fieldError(`details.${field}`))}
        />
      ))}
      {fields.optional.map((field) => (
        <DetailInput
          key={field}
          field={field}
          required={false}
          value={form.details[field] ?? ''}
          onChange={(value) => update({ details: { ...form.details, [field]: value } })}
          onBlur={blur(`details.${field}`)}
          error={validationText(fieldError(`details.${field}`))}
        />
      ))}

      <SummaryList
        rows={[
          { label: t('fiat.fee'), value: fee !== null ? money(fee) : '—', testId: 'withdraw-fee' },
          {
            label: t('fiat.total'),
            value: amountMinor !== null && fee !== null ? money(amountMinor + fee) : '—',
            strong: true,
          },
        ]}
      />

      <Button
        type="submit"
        variant="primary"
        size="lg"
        className="w-full"
        disabled={errors.length > 0}
        loading={flow.running}
      >
        {t('fiat.submit')}
      </Button>

      <InlineDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t('confirm.title')}
        description={t('confirm.text')}
      >
        <SummaryList
          rows={[
            { label: t('confirm.method'), value: subbank ? `${method.name} · ${subbank.name}` : method.name },
            { label: t('confirm.amount'), value: amountMinor !== null ? money(amountMinor) : '—' },
            { label: t('fiat.fee'), value: fee !== null ? money(fee) : '—' },
            {
              label: t('fiat.total'),
              value: amountMinor !== null && fee !== null ? money(amountMinor + fee) : '—',
              strong: true,
            },
            ...(form.name.trim() ? [{ label: nameLabel, value: form.name.trim() }] : []),
            ...Object.entries(visibleDetails)
              .filter(([, value]) => value.trim() !== '')
              .map(([field, value]) => ({
                label: t(`fields.${field}`, { defaultValue: field }),
                value,
                mono: true,
              })),
          ]}
        />
        <div className="mt-4 grid gap-2 sm:grid-cols-2">
          <Button onClick={() => setConfirming(false)}>{t('confirm.cancel')}</Button>
          <Button
            variant="primary"
            data-autofocus
            loading={flow.running}
            onClick={() => {
              void flow.confirm().finally(() => setConfirming(false));
            }}
          >
            {t('confirm.submit')}
          </Button>
        </div>
      </InlineDialog>
      <BonusBurnDialog
        open={flow.bonusWarning}
        busy={flow.running}
        onClose={flow.dismissBonusWarning}
        onPlay={() => navigateTo('/bonuses')}
        onWithdraw={() => void flow.acceptBonusBurn()}
      />
    </form>
  );
}
