import {
  CRYPTOBOT_PROVIDER,
  FEE_DEBOUNCE_MS,
  type FieldError,
  formatMajor,
  isTonNetwork,
  parseAmount,
  validateCryptoWithdrawal,
  type WithdrawFeeQuote,
} from '@casino/shared';
import { type FormEvent, useMemo, useState } from 'react';
import { Field } from '../../../components/ui/field.tsx';
import { useTranslation } from '../../../i18n/index.ts';
import { useIdempotencyKey } from '../../../lib/idempotency.ts';
import { useCreateCryptoWithdrawal } from '../api/create-crypto-withdrawal.ts';
import { useWithdrawFee, type WithdrawFeeView } from '../api/get-withdraw-fee.ts';
import { AssetHeading } from '../components/asset-heading.tsx';
import { ErrorBlock, LoadingBlock } from '../components/state-blocks.tsx';
import { useCryptoCurrency } from '../crypto-deposit/use-deposit-address.ts';
import { networkLabel } from '../lib/network-label.ts';
import { useWithdrawDraft } from '../machine/draft.ts';
import type { ViewPayloads, ViewProps } from '../machine/views.ts';
import { BalanceLine } from './components/balance-line.tsx';
import { SummaryList } from './components/summary-list.tsx';
import { AmountWithLimits, useResumeConfirm, WithdrawSubmit } from './components/withdraw-form-parts.tsx';
import { trimZeros } from './lib/format.ts';
import { useDebouncedValue } from './lib/use-debounced-value.ts';
import { useWithdrawFlow } from './lib/use-withdraw-flow.ts';
import { errorOf, useValidationText } from './lib/validation-text.ts';
import { fieldErrorsOf, toastWithdrawError } from './lib/withdraw-errors.ts';

/** The crypto withdrawal draft (survives closing the modal until back is pressed). */
export interface CryptoWithdrawDraft {
  currency: string;
  provider?: string;
  amount: string;
  address: string;
  memo: string;
}

function parseQuote(view: WithdrawFeeView | undefined, precision: number): WithdrawFeeQuote | null {
  if (!view) return null;
  const fee = parseAmount(view.fee, precision);
  const minAmount = parseAmount(view.minAmount, precision);
  const maxAmount = parseAmount(view.maxAmount, precision);
  return fee === null || minAmount === null || maxAmount === null ? null : { fee, minAmount, maxAmount };
}

/** The amount the fee is asked for: only a positive decimal (SPEC §5.4), else none. */
function feeAmount(amount: string, precision: number): string | null {
  const parsed = parseAmount(amount, precision);
  return parsed !== null && parsed > 0n ? amount.trim() : null;
}

/** SPEC §2.7 crypto-withdraw, §4.4, §5.4. */
export function CryptoWithdrawView({ payload, go }: ViewProps<ViewPayloads['crypto-withdraw']>) {
  const { t } = useTranslation('wallet-withdraw');
  const validationText = useValidationText();
  const code = payload.currency;
  const provider = payload.provider === CRYPTOBOT_PROVIDER ? CRYPTOBOT_PROVIDER : undefined;
  const { currency, isLoading, isError, refetch } = useCryptoCurrency(code);
  const [draft, setDraft] = useWithdrawDraft<CryptoWithdrawDraft>('crypto');
  const form: CryptoWithdrawDraft =
    draft && draft.currency === code && draft.provider === provider
      ? draft
      : { currency: code, ...(provider ? { provider } : {}), amount: '', address: '', memo: '' };
  const update = (patch: Partial<CryptoWithdrawDraft>) => {
    setDraft({ ...form, ...patch });
    setServerErrors([]);
  };
  const [submitted, setSubmitted] = useState(false);
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [confirming, setConfirming] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldError[]>([]);
  const idempotency = useIdempotencyKey('crypto-withdraw');
  const createWithdrawal = useCreateCryptoWithdrawal();

  const precision = currency?.precision ?? 8;
  const debouncedAmount = useDebouncedValue(form.amount, FEE_DEBOUNCE_MS);
  const requested = feeAmount(debouncedAmount, precision);
  const feeQuery = useWithdrawFee(code, currency ? requested : null);
  const quote = useMemo(() => parseQuote(feeQuery.data, precision), [feeQuery.data, precision]);
  const memoAllowed = currency?.network ? isTonNetwork(currency.network) : false;

  const errors = useMemo(() => {
    if (!currency) return [];
    const minWithdraw = parseAmount(currency.minWithdrawAmount ?? '0', currency.precision) ?? 0n;
    return validateCryptoWithdrawal(
      {
        amount: form.amount,
        address: form.address,
        memo: memoAllowed ? form.memo : null,
        provider: provider ?? null,
      },
      {
        code: currency.code,
        precision: currency.precision,
        network: currency.network ?? '',
        addressFormat: currency.addressFormat ?? '',
        minWithdrawAmount: minWithdraw,
      },
      // The bounds come from the answer for the amount on screen, never a stale one.
      requested === feeAmount(form.amount, precision) ? quote : null,
    );
  }, [currency, form.amount, form.address, form.memo, memoAllowed, provider, quote, requested, precision]);

  const flow = useWithdrawFlow({
    view: 'crypto-withdraw',
    payload: { currency: code, ...(provider ? { provider } : {}) },
    go,
    create: (twoFactorCode) => {
      const body = {
        currency: code,
        address: provider ? '' : form.address.trim(),
        amount: form.amount.trim(),
        ...(memoAllowed && form.memo.trim() ? { memo: form.memo.trim() } : {}),
        ...(provider ? { provider } : {}),
      };
      // The key stands for the body alone: a retry with a fresh code after a lost answer replays the first.
      return idempotency.send(body, (idempotencyKey) =>
        createWithdrawal.mutateAsync({ body, idempotencyKey, twoFactorCode }),
      );
    },
    onCreateError: (error) => {
      setServerErrors(fieldErrorsOf(error));
      toastWithdrawError(error, 'crypto');
    },
    onCheckError: (error) => toastWithdrawError(error, 'crypto'),
  });

  useResumeConfirm(payload, Boolean(currency), errors.length === 0, () => setConfirming(true));

  if (isLoading) return <LoadingBlock rows={4} />;
  if (isError) return <ErrorBlock onRetry={refetch} />;
  if (!currency || currency.isFiat || !currency.withdrawAllowed) {
    return <ErrorBlock message={t('crypto.unavailable', { code })} />;
  }

  const shown = (field: string) => submitted || touched[field];
  const fieldError = (field: string) =>
    errorOf(serverErrors, field) ?? (shown(field) ? errorOf(errors, field) : undefined);
  const amountMinor = parseAmount(form.amount, precision);
  const total =
    amountMinor !== null && quote ? trimZeros(formatMajor(amountMinor + quote.fee, precision)) : null;
  const feeLoading = requested !== null && feeQuery.isFetching;

  function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (errors.length > 0 || !quote || feeLoading) return;
    setConfirming(true);
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      <AssetHeading
        icon={currency.iconBig || currency.icon}
        code={code}
        title={t('crypto.heading', { name: currency.name })}
        subtitle={
          provider
            ? t('crypto.viaCryptoBot')
            : t('crypto.network', { network: networkLabel(code, currency.network) })
        }
      />
      <BalanceLine />

      <AmountWithLimits
        label={t('crypto.amount')}
        value={form.amount}
        onChange={(amount) => update({ amount })}
        currency={code}
        precision={precision}
        error={validationText(fieldError('amount'))}
        limits={
          quote
            ? t('crypto.limits', {
                min: trimZeros(formatMajor(quote.minAmount, precision)),
                max: trimZeros(formatMajor(quote.maxAmount, precision)),
                code,
              })
            : t('crypto.minimum', { min: currency.minWithdrawAmount ?? '0', code })
        }
        max={quote && quote.maxAmount > 0n ? trimZeros(formatMajor(quote.maxAmount, precision)) : null}
        onMax={(amount) => update({ amount })}
      />

      <SummaryList
        rows={[
          {
            label: t('crypto.fee'),
            value: feeLoading
              ? t('crypto.feeLoading')
              : quote
                ? `${trimZeros(formatMajor(quote.fee, precision))} ${code}`
                : '—',
            testId: 'withdraw-fee',
          },
          { label: t('crypto.total'), value: total ? `${total} ${code}` : '—', strong: true },
        ]}
      />
      <p aria-live="polite" className="sr-only">
        {quote && !feeLoading
          ? t('crypto.feeAnnounce', { fee: trimZeros(formatMajor(quote.fee, precision)), code })
          : ''}
      </p>

      {!provider && (
        <Field
          label={t('crypto.address', { network: networkLabel(code, currency.network) })}
          value={form.address}
          autoComplete="off"
          spellCheck={false}
          inputClassName="font-mono"
          onChange={(event) => update({ address: event.target.value })}
          onBlur={() => setTouched((current) => ({ ...current, address: true }))}
          error={validationText(fieldError('address'))}
        />
      )}
      {memoAllowed && !provider && (
        <Field
          label={t('optional', { label: t('crypto.memo') })}
          value={form.memo}
          autoComplete="off"
          onChange={(event) => update({ memo: event.target.value })}
          hint={t('crypto.memoHint')}
          error={validationText(fieldError('memo'))}
        />
      )}

      <WithdrawSubmit
        label={t('crypto.submit')}
        open={confirming}
        onClose={() => setConfirming(false)}
        flow={flow}
        rows={[
          { label: t('confirm.amount'), value: `${form.amount.trim()} ${code}` },
          {
            label: t('crypto.fee'),
            value: quote ? `${trimZeros(formatMajor(quote.fee, precision))} ${code}` : '—',
          },
          { label: t('crypto.total'), value: total ? `${total} ${code}` : '—', strong: true },
          ...(provider ? [] : [{ label: t('confirm.address'), value: form.address.trim(), mono: true }]),
          ...(memoAllowed && form.memo.trim() ? [{ label: t('crypto.memo'), value: form.memo.trim() }] : []),
        ]}
      />
    </form>
  );
}
