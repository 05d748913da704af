import {
  type ExternalDetailsFields,
  FIAT_PRECISION,
  type FieldError,
  fillNameFields,
  formatAmount,
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
import { Field } from '../../../components/ui/field.tsx';
import { useTranslation } from '../../../i18n/index.ts';
import { useIdempotencyKey } from '../../../lib/idempotency.ts';
import { useBalance } from '../../wallet/index.ts';
import { useCreateSellOrder } from '../api/create-sell-order.ts';
import { useFiatMethod } from '../api/get-conditions.ts';
import { useSavedSellDetails } from '../api/get-saved-sell-details.ts';
import { AssetHeading } from '../components/asset-heading.tsx';
import { AssetIcon } from '../components/asset-icon.tsx';
import { ChoiceGroup } from '../components/choice-group.tsx';
import { ErrorBlock, LoadingBlock } from '../components/state-blocks.tsx';
import { useMethodText } from '../lib/method-name.ts';
import { useWithdrawDraft } from '../machine/draft.ts';
import type { ViewPayloads, ViewProps } from '../machine/views.ts';
import { BalanceLine } from './components/balance-line.tsx';
import { DetailInput } from './components/detail-input.tsx';
import { SummaryList } from './components/summary-list.tsx';
import { AmountWithLimits, useResumeConfirm, WithdrawSubmit } from './components/withdraw-form-parts.tsx';
import { feeLevelsOf, fiatMinor } from './lib/fiat-amounts.ts';
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
  const { t, i18n } = useTranslation('wallet-withdraw');
  const methodText = useMethodText();
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
  const idempotency = useIdempotencyKey('fiat-withdraw');
  const createSell = useCreateSellOrder();

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
    create: (twoFactorCode) => {
      const sell = body();
      // The key stands for the body alone: a retry with a fresh code after a lost answer replays the first.
      return idempotency.send(sell, (idempotencyKey) =>
        createSell.mutateAsync({ body: sell, idempotencyKey, twoFactorCode }),
      );
    },
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
      toastWithdrawError(error, 'fiat');
    },
    onCheckError: (error) => toastWithdrawError(error, 'fiat'),
  });

  useResumeConfirm(payload, Boolean(method), errors.length === 0, () => setConfirming(true));

  if (isPending) return <LoadingBlock rows={5} />;
  if (isError) return <ErrorBlock onRetry={() => void refetch()} />;
  if (!method || !fields) return <ErrorBlock message={t('fiat.unknownMethod')} />;

  const currencyFormat =
    balance?.fiat.currency.code === method.currency ? balance.fiat.currency.displayFormat : null;
  const money = (minor: bigint) => {
    const value = formatMajor(minor, FIAT_PRECISION);
    return currencyFormat
      ? formatDisplay(value, currencyFormat, i18n.language)
      : `${formatAmount(value, i18n.language)} ${method.currency}`;
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

  const setAmount = (amount: string) => {
    update({ amount });
    setTouched((current) => ({ ...current, amount: true }));
  };
  // The form shows the fee and the total; the confirmation the amount too.
  const feeRow = { label: t('fiat.fee'), value: fee !== null ? money(fee) : '—' };
  const totalRow = {
    label: t('fiat.total'),
    value: amountMinor !== null && fee !== null ? money(amountMinor + fee) : '—',
    strong: true,
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    if (errors.length > 0) return;
    setConfirming(true);
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      <AssetHeading
        icon={method.iconBig || method.icon}
        code={method.method}
        title={t('fiat.heading', { name: methodText.name(method) })}
        subtitle={methodText.label(method)}
      />
      <BalanceLine />

      {subbanks.length > 0 && (
        <ChoiceGroup
          legend={t('fiat.bank')}
          name="subbank"
          value={form.subbankId}
          onChange={(subbankId) => update({ subbankId })}
          options={subbanks.map((bank) => ({
            value: bank.id,
            content: (
              <>
                <AssetIcon src={bank.icon} code={bank.id} className="size-7" />
                <span className="min-w-0 truncate">{bank.name}</span>
              </>
            ),
          }))}
          className="grid grid-cols-2 gap-2 sm:grid-cols-3"
          optionClassName="min-h-11 items-center gap-2 px-2.5 py-1.5"
        />
      )}

      <AmountWithLimits
        label={t('fiat.amount')}
        value={form.amount}
        onChange={setAmount}
        currency={method.currency}
        precision={FIAT_PRECISION}
        error={validationText(fieldError('amount'))}
        limits={t('fiat.limits', { min: money(fiatMinor(method.sell.minAmount) ?? 0n), max: money(max) })}
        max={max > 0n ? formatMajor(max, FIAT_PRECISION) : null}
        onMax={setAmount}
      />

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

      <SummaryList rows={[{ ...feeRow, testId: 'withdraw-fee' }, totalRow]} />

      <WithdrawSubmit
        label={t('fiat.submit')}
        disabled={errors.length > 0}
        open={confirming}
        onClose={() => setConfirming(false)}
        flow={flow}
        rows={[
          {
            label: t('confirm.method'),
            value: subbank ? `${methodText.name(method)} · ${subbank.name}` : methodText.name(method),
          },
          { label: t('confirm.amount'), value: amountMinor !== null ? money(amountMinor) : '—' },
          feeRow,
          totalRow,
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
    </form>
  );
}
