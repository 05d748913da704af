import {
  isWalletInfoCurrentlyInjected,
  isWalletInfoRemote,
  type TonConnectUI,
  type WalletInfo,
  type WalletInfoCurrentlyInjected,
  type WalletInfoRemote,
} from '@tonconnect/ui-react';
import { QRCodeSVG } from 'qrcode.react';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../../components/ui/button.tsx';
import { useTranslation } from '../../../../i18n/index.ts';
import { ErrorBlock, LoadingBlock } from '../../components/state-blocks.tsx';

/** How many wallets are offered before "more wallets". */
const FIRST_WALLETS = 6;

/**
 * Our own TON Connect wallet list, drawn inside the wallet modal (TON Connect's own modal lives outside
 * it, where the modal's focus trap and the phone sheet's outside-click would fight it). A wallet injected
 * into this page (a browser extension, or the messenger's wallet) connects in place; any other wallet gets
 * a universal link: a QR code to scan and a button that opens the app.
 */
export function TonWalletPicker({ ui }: { ui: TonConnectUI }) {
  const { t } = useTranslation('wallet-crypto');
  const [wallets, setWallets] = useState<WalletInfo[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [showAll, setShowAll] = useState(false);
  const [link, setLink] = useState<{ wallet: WalletInfoRemote; url: string } | null>(null);

  useEffect(() => {
    let live = true;
    ui.getWallets().then(
      (list) => live && setWallets(list),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [ui]);

  function connectInjected(wallet: WalletInfoCurrentlyInjected) {
    try {
      ui.connector.connect({ jsBridgeKey: wallet.jsBridgeKey });
    } catch {
      toast.error(t('ton.connectFailed'));
    }
  }

  function connectRemote(wallet: WalletInfoRemote) {
    try {
      const url = ui.connector.connect({ universalLink: wallet.universalLink, bridgeUrl: wallet.bridgeUrl });
      setLink({ wallet, url });
    } catch {
      toast.error(t('ton.connectFailed'));
    }
  }

  if (failed) return <ErrorBlock message={t('ton.walletsFailed')} />;
  if (!wallets) return <LoadingBlock rows={2} label={t('ton.walletsLoading')} />;

  if (link) {
    return (
      <div className="flex flex-col items-center gap-4 rounded-card border border-line bg-sunken/60 p-4 text-center">
        <p className="text-sm text-muted">{t('ton.scan', { wallet: link.wallet.name })}</p>
        <figure className="m-0 rounded-xl bg-white p-3">
          <QRCodeSVG
            value={link.url}
            size={184}
            level="M"
            title={t('ton.qrTitle', { wallet: link.wallet.name })}
          />
        </figure>
        <a
          href={link.url}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex min-h-11 w-full items-center justify-center rounded-control bg-accent px-4 text-sm font-bold text-accent-ink shadow-glow hover:bg-accent-hover"
        >
          {t('ton.openWallet', { wallet: link.wallet.name })}
        </a>
        <Button variant="ghost" size="sm" onClick={() => setLink(null)}>
          {t('ton.otherWallet')}
        </Button>
      </div>
    );
  }

  const injected = wallets.filter(isWalletInfoCurrentlyInjected);
  const remote = wallets
    .filter(isWalletInfoRemote)
    .filter((w) => !injected.some((i) => i.appName === w.appName));
  const shown = showAll ? remote : remote.slice(0, FIRST_WALLETS);

  return (
    <div className="space-y-3">
      <p className="text-sm text-muted">{t('ton.chooseWallet')}</p>
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        {injected.map((wallet) => (
          <li key={`injected-${wallet.appName}`}>
            <WalletButton
              wallet={wallet}
              badge={t('ton.inBrowser')}
              onClick={() => connectInjected(wallet)}
            />
          </li>
        ))}
        {shown.map((wallet) => (
          <li key={wallet.appName}>
            <WalletButton wallet={wallet} onClick={() => connectRemote(wallet)} />
          </li>
        ))}
      </ul>
      {!showAll && remote.length > FIRST_WALLETS && (
        <Button variant="ghost" size="sm" className="w-full" onClick={() => setShowAll(true)}>
          {t('ton.moreWallets', { n: remote.length - FIRST_WALLETS })}
        </Button>
      )}
    </div>
  );
}

function WalletButton({
  wallet,
  badge,
  onClick,
}: {
  wallet: WalletInfo;
  badge?: string;
  onClick: () => void;
}) {
  const [broken, setBroken] = useState(false);
  return (
    <button
      type="button"
      onClick={onClick}
      className="flex min-h-14 w-full items-center gap-2.5 rounded-control border border-line bg-raised px-3 py-2 text-left text-sm font-bold transition hover:border-accent hover:bg-accent/10"
    >
      {broken ? (
        <span
          aria-hidden="true"
          className="grid size-8 shrink-0 place-items-center rounded-lg bg-accent/30 text-xs"
        >
          {wallet.name.slice(0, 1)}
        </span>
      ) : (
        <img
          src={wallet.imageUrl}
          alt=""
          aria-hidden="true"
          width={32}
          height={32}
          loading="lazy"
          decoding="async"
          onError={() => setBroken(true)}
          className="size-8 shrink-0 rounded-lg"
        />
      )}
      <span className="min-w-0 flex-1">
        <span className="block truncate">{wallet.name}</span>
        {badge && <span className="block text-xs font-semibold text-success">{badge}</span>}
      </span>
    </button>
  );
}
