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
import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { newIdempotencyKey } from '../../../lib/api-client.ts';
import { useCreateCryptoWithdrawal } from '../api/create-crypto-withdrawal.ts';
import { useWithdrawFee, type WithdrawFeeView } from '../api/get-withdraw-fee.ts';
import { AmountInput } from '../crypto-deposit/components/amount-input.tsx';
import { CurrencyBadge } from '../crypto-deposit/components/currency-badge.tsx';
import { ErrorBlock, LoadingBlock } from '../crypto-deposit/components/state-blocks.tsx';
import { useCryptoCurrency } from '../crypto-deposit/use-deposit-address.ts';
import { useWithdrawDraft } from '../machine/draft.ts';
import type { ViewPayloads, ViewProps } from '../machine/views.ts';
import { BalanceLine } from './components/balance-line.tsx';
import { BonusBurnDialog } from './components/bonus-burn-dialog.tsx';
import { InlineDialog } from './components/inline-dialog.tsx';
import { SummaryList } from './components/summary-list.tsx';
import { trimZeros } from './lib/format.ts';
import { useDebouncedValue } from './lib/use-debounced-value.ts';
import { useLocaleNavigate } from './lib/use-locale-navigate.ts';
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
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const createWithdrawal = useCreateCryptoWithdrawal();
  const navigateTo = useLocaleNavigate();

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
    create: () =>
      createWithdrawal.mutateAsync({
        body: {
          currency: code,
          address: provider ? '' : form.address.trim(),
          amount: form.amount.trim(),
          ...(memoAllowed && form.memo.trim() ? { memo: form.memo.trim() } : {}),
          ...(provider ? { provider } : {}),
        },
        idempotencyKey,
      }),
    onCreateError: (error) => {
      setServerErrors(fieldErrorsOf(error));
      setIdempotencyKey(newIdempotencyKey());
      toastWithdrawError(error, 'crypto');
    },
    onCheckError: (error) => toastWithdrawError(error, 'crypto'),
  });

  // Back from personal-data with the profile filled: the confirmation opens again.
  const resumed = useRef(false);
  const resume = (payload as Record<string, string | undefined>).resume;
  useEffect(() => {
    if (resume !== 'confirm' || resumed.current || !currency) return;
    resumed.current = true;
    if (errors.length === 0) setConfirming(true);
  }, [resume, currency, errors.length]);

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
      <div className="flex items-center gap-3">
        <CurrencyBadge code={code} icon={currency.icon} className="size-11" />
        <div className="min-w-0 flex-1">
          <p className="truncate text-lg font-extrabold">{t('crypto.heading', { name: currency.name })}</p>
          <p className="text-sm text-muted">
            {provider ? t('crypto.viaCryptoBot') : t('crypto.network', { network: currency.network ?? code })}
          </p>
        </div>
      </div>
      <BalanceLine />

      <div className="space-y-2">
        <AmountInput
          label={t('crypto.amount')}
          value={form.amount}
          onChange={(amount) => update({ amount })}
          currency={code}
          precision={precision}
          error={validationText(fieldError('amount'))}
        />
        <div className="flex flex-wrap items-center justify-between gap-2 text-xs text-muted">
          <span className="tabular" data-testid="withdraw-limits">
            {quote
              ? t('crypto.limits', {
                  min: trimZeros(formatMajor(quote.minAmount, precision)),
                  max: trimZeros(formatMajor(quote.maxAmount, precision)),
                  code,
                })
              : t('crypto.minimum', { min: currency.minWithdrawAmount ?? '0', code })}
          </span>
          {quote && quote.maxAmount > 0n && (
            <button
              type="button"
              className="rounded-md px-2 py-1 font-bold text-accent-strong hover:bg-accent/10"
              onClick={() => update({ amount: trimZeros(formatMajor(quote.maxAmount, precision)) })}
            >
              {t('crypto.max')}
            </button>
          )}
        </div>
      </div>

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
          label={t('crypto.address', { network: currency.network ?? code })}
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

      <Button type="submit" variant="primary" size="lg" className="w-full" loading={flow.running}>
        {t('crypto.submit')}
      </Button>

      <InlineDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t('confirm.title')}
        description={t('confirm.text')}
      >
        <SummaryList
          rows={[
            { label: t('confirm.amount'), value: `${form.amount.trim()} ${code}` },
            {
              label: t('crypto.fee'),
              value: quote ? `${trimZeros(formatMajor(quote.fee, precision))} ${code}` : '—',
            },
            { label: t('crypto.total'), value: total ? `${total} ${code}` : '—', strong: true },
            ...(provider ? [] : [{ label: t('confirm.address'), value: form.address.trim(), mono: true }]),
            ...(memoAllowed && form.memo.trim()
              ? [{ label: t('crypto.memo'), value: form.memo.trim() }]
              : []),
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
