import {
  CRYPTOBOT_PROVIDER,
  depositBonusPercent,
  isTonCurrency,
  isTonNetwork,
  XROCKET_PROVIDER,
} from '@casino/shared';
import { QRCodeSVG } from 'qrcode.react';
import { Button } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../i18n/index.ts';
import { AssetHeading } from '../components/asset-heading.tsx';
import { CopyField } from '../components/copy-field.tsx';
import { Notice } from '../components/notice.tsx';
import { ErrorBlock, LoadingBlock } from '../components/state-blocks.tsx';
import { BonusCountdown } from '../deposit/banners.tsx';
import { isMiniApp } from '../lib/mini-app.ts';
import { networkLabel } from '../lib/network-label.ts';
import type { ViewPayloads, ViewProps } from '../machine/views.ts';
import { useCryptoCurrency, useDepositAddress } from './use-deposit-address.ts';

/** What the QR code carries: a TON transfer link with the comment (wallets fill it in), else the address. */
export function qrValue(code: string, network: string | null, address: string, memo?: string): string {
  if (code === 'TON' && network && isTonNetwork(network)) {
    return memo ? `ton://transfer/${address}?text=${encodeURIComponent(memo)}` : `ton://transfer/${address}`;
  }
  return address;
}

/** SPEC §2.7 crypto-deposit: the player's address with a QR code and copy, the minimum, network and memo. */
/** Telegram's own custodial wallet, opened inside the messenger. */
const TELEGRAM_WALLET_URL = 'https://t.me/wallet';

export function CryptoDepositView({ payload, go }: ViewProps<ViewPayloads['crypto-deposit']>) {
  const { t } = useTranslation('wallet-crypto');
  const code = payload.currency;
  const { currency, isLoading: currencyLoading, isError: currencyError, refetch } = useCryptoCurrency(code);
  const deposit = useDepositAddress(currency ? code : undefined);

  if (currencyLoading) return <LoadingBlock rows={4} />;
  if (currencyError) return <ErrorBlock onRetry={refetch} />;
  if (!currency || currency.isFiat) return <ErrorBlock message={t('deposit.unknownCurrency', { code })} />;

  const network = networkLabel(code, currency.network);
  const address = deposit.address;
  const miniApp = isMiniApp();
  const providers = currency.additionalProviders;
  const bonusPercent = currency.depositBonusAvailable ? depositBonusPercent(currency.depositBonus) : null;

  return (
    <div className="space-y-5">
      <AssetHeading
        icon={currency.iconBig || currency.icon}
        code={code}
        title={t('deposit.heading', { name: currency.name })}
        subtitle={
          <>
            {t('deposit.network')}: <span className="font-bold text-ink">{network}</span>
          </>
        }
      />

      {bonusPercent !== null && (
        <div
          className="flex flex-wrap items-center justify-between gap-2 rounded-control border border-gold/40 bg-gold/10 px-3.5 py-2.5"
          data-testid="crypto-deposit-bonus"
        >
          <div className="min-w-0">
            <p className="text-sm font-extrabold text-gold-strong">
              {t('deposit.bonus', { percent: bonusPercent })}
            </p>
            <p className="text-xs text-muted">{t('deposit.bonusTerms')}</p>
          </div>
          <BonusCountdown />
        </div>
      )}

      {deposit.error && !address ? (
        <ErrorBlock message={t('deposit.addressFailed')} onRetry={deposit.retry} />
      ) : !address ? (
        <LoadingBlock rows={3} label={t('deposit.addressLoading')} />
      ) : (
        <>
          <div className="flex flex-col items-center gap-4 rounded-card border border-line bg-sunken/60 p-4 sm:flex-row sm:items-start">
            <figure className="m-0 shrink-0 rounded-xl bg-white p-3 shadow-glow" data-testid="deposit-qr">
              <QRCodeSVG
                value={qrValue(code, currency.network, address.address, address.memo)}
                size={168}
                level="M"
                title={t('deposit.qrTitle', { code })}
              />
            </figure>
            <div className="flex w-full min-w-0 flex-1 flex-col gap-3">
              <CopyField label={t('deposit.address', { code })} value={address.address} />
              {address.memo && <CopyField label={t('deposit.memo')} value={address.memo} tone="warning" />}
              <dl className="grid grid-cols-2 gap-2 text-sm">
                <div className="rounded-control bg-raised/60 px-3 py-2">
                  <dt className="text-xs text-muted">{t('deposit.minimum')}</dt>
                  <dd className="tabular font-bold">
                    {address.minAmount} {code}
                  </dd>
                </div>
                <div className="rounded-control bg-raised/60 px-3 py-2">
                  <dt className="text-xs text-muted">{t('deposit.network')}</dt>
                  <dd className="font-bold">{network}</dd>
                </div>
              </dl>
            </div>
          </div>

          {address.memo && (
            <Notice tone="warning" title={t('deposit.memoWarningTitle')}>
              {t('deposit.memoWarning')}
            </Notice>
          )}
          <Notice tone="info">
            {t('deposit.networkWarning', { code, network, min: address.minAmount })}
          </Notice>
        </>
      )}

      <div className="flex flex-col gap-2">
        {isTonCurrency(code) && (
          <Button variant="primary" size="lg" onClick={() => go('crypto-deposit-ton', { currency: code })}>
            {t('deposit.payWithTonWallet')}
          </Button>
        )}
        {miniApp && providers.includes(CRYPTOBOT_PROVIDER) && (
          <Button onClick={() => go('crypto-bot-deposit', { currency: code })}>
            {t('deposit.payWithCryptoBot')}
          </Button>
        )}
        {miniApp && providers.includes(XROCKET_PROVIDER) && (
          <Button onClick={() => go('x-rocket', { currency: code })}>{t('deposit.payWithXRocket')}</Button>
        )}
        {/* The messenger's own wallet: copy the address above, send from there (the link stays in Telegram). */}
        {miniApp && address && (
          <a
            href={TELEGRAM_WALLET_URL}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex min-h-11 items-center justify-center rounded-control border border-line bg-raised px-4 text-sm font-bold text-ink transition hover:border-line-strong"
          >
            {t('deposit.openTelegramWallet')}
          </a>
        )}
      </div>
    </div>
  );
}
