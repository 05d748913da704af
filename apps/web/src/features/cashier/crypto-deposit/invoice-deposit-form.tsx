import { type DepositInvoiceProvider, parseAmount, validateAmount } from '@casino/shared';
import { type FormEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { newIdempotencyKey } from '../../../lib/api-client.ts';
import { useCreateInvoiceDeposit } from '../api/create-crypto-deposit.ts';
import { useWalletCurrencies } from '../api/get-currencies.ts';
import { toastServerError } from '../status/server-error.ts';
import { useValidationText } from '../withdraw/lib/validation-text.ts';
import { AmountInput } from './components/amount-input.tsx';
import { CurrencyBadge } from './components/currency-badge.tsx';
import { Notice } from './components/notice.tsx';
import { ErrorBlock, LoadingBlock } from './components/state-blocks.tsx';
import { openInvoice } from './open-invoice.ts';

/**
 * SPEC §5.1 crypto-bot (and xRocket) deposit: an amount of at least the currency's minDepositAmount →
 * POST /api/v1/wallet/txns/deposit {amount, currency, provider} → the provider's invoice opens.
 */
export function InvoiceDepositForm({
  provider,
  initialCurrency,
}: {
  provider: DepositInvoiceProvider;
  initialCurrency: string;
}) {
  const { t } = useTranslation('wallet-crypto');
  const validationText = useValidationText();
  const currencies = useWalletCurrencies();
  const available = useMemo(
    () => (currencies.data ?? []).filter((c) => !c.isFiat && c.additionalProviders.includes(provider)),
    [currencies.data, provider],
  );
  const [code, setCode] = useState(initialCurrency);
  const currency = available.find((c) => c.code === code) ?? available[0];
  const [amount, setAmount] = useState('');
  const [touched, setTouched] = useState(false);
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const [invoiceUrl, setInvoiceUrl] = useState<{ url: string; opened: boolean } | null>(null);
  const create = useCreateInvoiceDeposit();

  if (currencies.isPending) return <LoadingBlock rows={3} />;
  if (currencies.isError) return <ErrorBlock onRetry={() => void currencies.refetch()} />;
  if (!currency) return <ErrorBlock message={t('invoice.noCurrencies')} />;

  const min = currency.minDepositAmount ? parseAmount(currency.minDepositAmount, currency.precision) : null;
  const checked = validateAmount(amount, currency, { min });
  const error = 'error' in checked ? checked.error : null;
  const presets = currency.valuePresets.filter((preset) => {
    const value = parseAmount(preset, currency.precision);
    return value !== null && (min === null || value >= min);
  });
  const providerName = t(`invoice.provider.${provider}`);

  function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (error || !currency) return;
    create.mutate(
      { body: { amount: amount.trim(), currency: currency.code, provider }, idempotencyKey },
      {
        onSuccess: ({ redirectUrl }) => {
          setInvoiceUrl({ url: redirectUrl, opened: openInvoice(redirectUrl) });
          setIdempotencyKey(newIdempotencyKey());
        },
        onError: (failure) => toastServerError(failure, { fallback: 'deposit' }),
      },
    );
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      <p className="text-sm text-muted">{t('invoice.intro', { provider: providerName })}</p>
      {available.length > 1 && (
        <fieldset className="min-w-0">
          <legend className="mb-2 text-xs font-semibold uppercase tracking-wide text-muted">
            {t('invoice.currency')}
          </legend>
          <div className="flex flex-wrap gap-2">
            {available.map((c) => (
              <label key={c.code} className="relative">
                <input
                  type="radio"
                  name={`${provider}-currency`}
                  value={c.code}
                  checked={c.code === currency.code}
                  onChange={() => {
                    setCode(c.code);
                    setAmount('');
                    setTouched(false);
                  }}
                  className="peer sr-only"
                />
                <span className="flex min-h-10 cursor-pointer items-center gap-2 rounded-control border border-line bg-raised px-3 text-sm font-bold text-muted transition peer-checked:border-accent peer-checked:bg-accent/15 peer-checked:text-ink peer-focus-visible:outline-2 peer-focus-visible:outline-neon hover:text-ink">
                  <CurrencyBadge code={c.code} icon={c.icon} className="size-6 text-[0.5rem]" />
                  {c.code}
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      )}
      <AmountInput
        label={t('invoice.amount')}
        value={amount}
        onChange={(value) => {
          setAmount(value);
          setInvoiceUrl(null);
        }}
        currency={currency.code}
        precision={currency.precision}
        presets={presets}
        error={touched ? validationText(error) : null}
        hint={
          currency.minDepositAmount
            ? t('invoice.minimum', { amount: currency.minDepositAmount, code: currency.code })
            : undefined
        }
      />
      {invoiceUrl && (
        <Notice
          tone={invoiceUrl.opened ? 'info' : 'warning'}
          title={t(invoiceUrl.opened ? 'invoice.opened' : 'invoice.blocked')}
        >
          <a
            href={invoiceUrl.url}
            target="_blank"
            rel="noopener noreferrer"
            className="font-bold text-accent-strong underline"
          >
            {t('invoice.openAgain', { provider: providerName })}
          </a>
        </Notice>
      )}
      <Button type="submit" variant="primary" size="lg" className="w-full" loading={create.isPending}>
        {t('invoice.submit', { provider: providerName })}
      </Button>
    </form>
  );
}
