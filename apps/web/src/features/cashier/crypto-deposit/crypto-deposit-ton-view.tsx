// Before @ton/core and TON Connect: they need the Buffer global at load time.
import './ton/buffer-polyfill.ts';
import { isJetton, isTonCurrency, type TonCurrency } from '@casino/shared';
import { Address } from '@ton/core';
import { TonConnectUIProvider, UserRejectsError, useTonConnectUI, useTonWallet } from '@tonconnect/ui-react';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../i18n/index.ts';
import { AmountInput } from '../components/amount-input.tsx';
import { AssetHeading } from '../components/asset-heading.tsx';
import { Notice } from '../components/notice.tsx';
import { ErrorBlock, LoadingBlock } from '../components/state-blocks.tsx';
import type { ViewPayloads, ViewProps } from '../machine/views.ts';
import { useValidationText } from '../withdraw/lib/validation-text.ts';
import { cryptoDepositAmount } from './deposit-amount.ts';
import { defaultJettonWallets, jettonMaster } from './ton/jetton-wallet.ts';
import { TonWalletPicker } from './ton/ton-wallet-picker.tsx';
import { buildTonDepositTransaction, TonDepositError } from './ton/transaction.ts';
import { useCryptoCurrency, useDepositAddress } from './use-deposit-address.ts';

/** The manifest wallets show when asked to connect (served by the server from its PUBLIC_URL). */
const manifestUrl = () => `${window.location.origin}/tonconnect-manifest.json`;

/** SPEC §2.7 crypto-deposit-ton: connect a TON wallet and send the deposit as one transaction. */
export function CryptoDepositTonView(props: ViewProps<ViewPayloads['crypto-deposit-ton']>) {
  return (
    <TonConnectUIProvider manifestUrl={manifestUrl()}>
      <TonDeposit {...props} />
    </TonConnectUIProvider>
  );
}

const shortAddress = (address: string) => `${address.slice(0, 6)}…${address.slice(-6)}`;

function TonDeposit({ payload, go }: ViewProps<ViewPayloads['crypto-deposit-ton']>) {
  const { t } = useTranslation('wallet-crypto');
  const validationText = useValidationText();
  const code = payload.currency;
  const { currency, isLoading, isError, refetch } = useCryptoCurrency(code);
  const deposit = useDepositAddress(currency && isTonCurrency(code) ? code : undefined);
  const [ui] = useTonConnectUI();
  const wallet = useTonWallet();
  const [amount, setAmount] = useState('');
  const [touched, setTouched] = useState(false);
  const [sending, setSending] = useState(false);

  if (isLoading) return <LoadingBlock rows={3} />;
  if (isError) return <ErrorBlock onRetry={refetch} />;
  if (!currency || !isTonCurrency(code)) return <ErrorBlock message={t('ton.unsupported', { code })} />;
  const tonCode: TonCurrency = code;
  if (isJetton(tonCode) && !jettonMaster(tonCode))
    return <ErrorBlock message={t('ton.unsupported', { code })} />;

  const { error, presets } = cryptoDepositAmount(amount, currency);
  const connectedAddress = wallet ? Address.parse(wallet.account.address) : null;

  async function send(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (error || !deposit.address || !wallet || !connectedAddress) return;
    setSending(true);
    try {
      let jettonWallet: string | null = null;
      const master = jettonMaster(tonCode);
      if (master) {
        const found = await defaultJettonWallets().jettonWallet(master, connectedAddress);
        if (!found) {
          toast.error(t('ton.noJettons', { code }));
          return;
        }
        jettonWallet = found.toString();
      }
      const transaction = buildTonDepositTransaction({
        currency: tonCode,
        amount: amount.trim(),
        depositAddress: deposit.address.address,
        memo: deposit.address.memo ?? null,
        sender: wallet.account.address,
        jettonWallet,
        now: new Date(),
      });
      await ui.sendTransaction(transaction, { modals: [], notifications: [] });
      go('pending', { type: 'deposit' });
    } catch (failure) {
      if (
        failure instanceof UserRejectsError ||
        (failure instanceof Error && /reject/i.test(failure.message))
      ) {
        toast.info(t('ton.rejected'));
      } else if (failure instanceof TonDepositError) {
        toast.error(t(`ton.error.${failure.reason}`));
      } else {
        toast.error(t('ton.sendFailed'));
      }
    } finally {
      setSending(false);
    }
  }

  return (
    <div className="space-y-5">
      <AssetHeading
        icon={currency.iconBig || currency.icon}
        code={code}
        title={t('ton.heading', { code })}
        subtitle={t('ton.subheading')}
      />

      {!wallet ? (
        <TonWalletPicker ui={ui} />
      ) : (
        <form noValidate onSubmit={(event) => void send(event)} className="space-y-5">
          <div className="flex items-center gap-3 rounded-control border border-success/40 bg-success/10 px-3 py-2">
            <span
              className="size-2.5 shrink-0 rounded-full bg-success shadow-[0_0_10px_rgb(47_227_154/0.8)]"
              aria-hidden="true"
            />
            <p className="min-w-0 flex-1 text-sm">
              {t('ton.connected')}{' '}
              <span className="font-mono font-bold whitespace-nowrap">
                {shortAddress(Address.parse(wallet.account.address).toString({ bounceable: false }))}
              </span>
            </p>
            <Button variant="ghost" size="sm" onClick={() => void ui.disconnect()}>
              {t('ton.disconnect')}
            </Button>
          </div>
          <AmountInput
            label={t('ton.amount')}
            value={amount}
            onChange={setAmount}
            currency={code}
            precision={currency.precision}
            presets={presets}
            error={touched ? validationText(error) : null}
            hint={
              currency.minDepositAmount
                ? t('invoice.minimum', { amount: currency.minDepositAmount, code })
                : undefined
            }
          />
          {isJetton(tonCode) && <Notice tone="info">{t('ton.jettonFee')}</Notice>}
          {Boolean(deposit.error) && !deposit.address && (
            <ErrorBlock message={t('deposit.addressFailed')} onRetry={deposit.retry} />
          )}
          <Button
            type="submit"
            variant="primary"
            size="lg"
            className="w-full"
            loading={sending}
            disabled={!deposit.address}
          >
            {sending ? t('ton.confirmInWallet') : t('ton.send')}
          </Button>
        </form>
      )}
    </div>
  );
}
