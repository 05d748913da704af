import type { DepositInvoiceProvider } from '@casino/shared';
import { type FormEvent, useMemo, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../i18n/index.ts';
import { useIdempotencyKey } from '../../../lib/idempotency.ts';
import { useMiniAppMainButton } from '../../../lib/mini-app-controls.ts';
import { DepositBonusHint } from '../../bonuses/index.ts';
import { useCreateInvoiceDeposit } from '../api/create-crypto-deposit.ts';
import { useWalletCurrencies } from '../api/get-currencies.ts';
import { AmountInput } from '../components/amount-input.tsx';
import { AssetIcon } from '../components/asset-icon.tsx';
import { ChoiceGroup } from '../components/choice-group.tsx';
import { Notice } from '../components/notice.tsx';
import { ErrorBlock, LoadingBlock } from '../components/state-blocks.tsx';
import { toastServerError } from '../status/server-error.ts';
import { useValidationText } from '../withdraw/lib/validation-text.ts';
import { cryptoDepositAmount } from './deposit-amount.ts';
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
  const idempotency = useIdempotencyKey(`crypto-invoice-deposit.${provider}`);
  const [invoiceUrl, setInvoiceUrl] = useState<{ url: string; opened: boolean } | null>(null);
  const create = useCreateInvoiceDeposit();
  const providerName = t(`invoice.provider.${provider}`);
  // In the mini-app, Telegram's MainButton submits too (the form's own button stays for keyboards).
  const submitLatest = useRef<() => void>(() => {});
  useMiniAppMainButton(
    available.length > 0
      ? {
          text: t('invoice.submit', { provider: providerName }),
          onClick: () => submitLatest.current(),
          progress: create.isPending,
        }
      : null,
  );

  if (currencies.isPending) return <LoadingBlock rows={3} />;
  if (currencies.isError) return <ErrorBlock onRetry={() => void currencies.refetch()} />;
  if (!currency) return <ErrorBlock message={t('invoice.noCurrencies')} />;

  const { error, presets } = cryptoDepositAmount(amount, currency);

  function submit(event?: FormEvent) {
    event?.preventDefault();
    setTouched(true);
    if (error || !currency) return;
    const body = { amount: amount.trim(), currency: currency.code, provider };
    create.mutate(
      { body, idempotencyKey: idempotency.keyFor(body) },
      {
        onSuccess: ({ redirectUrl }) => {
          idempotency.succeeded();
          setInvoiceUrl({ url: redirectUrl, opened: openInvoice(redirectUrl) });
        },
        onError: (failure) => {
          idempotency.failed(failure);
          toastServerError(failure, { fallback: 'deposit' });
        },
      },
    );
  }

  submitLatest.current = submit;

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      <p className="text-sm text-muted">{t('invoice.intro', { provider: providerName })}</p>
      {available.length > 1 && (
        <ChoiceGroup
          legend={t('invoice.currency')}
          name={`${provider}-currency`}
          value={currency.code}
          onChange={(next) => {
            setCode(next);
            setAmount('');
            setTouched(false);
          }}
          options={available.map((c) => ({
            value: c.code,
            content: (
              <>
                <AssetIcon code={c.code} src={c.icon} className="size-6" />
                {c.code}
              </>
            ),
          }))}
          className="flex flex-wrap gap-2"
          optionClassName="min-h-10 items-center gap-2 px-3"
        />
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
      {/* Bonus ranges are in the account currency: shown when the deposit is in that currency. */}
      <DepositBonusHint amount={error ? null : amount.trim() || null} currency={currency.code} />
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
