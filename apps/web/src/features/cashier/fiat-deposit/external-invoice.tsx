import { externalInvoiceTarget } from '@casino/shared';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../i18n/index.ts';
import type { FiatOrder } from '../api/get-buy-order.ts';
import { formatMoney, trimAmount } from '../lib/format.ts';
import { isFramed, isMiniApp } from '../lib/mini-app.ts';

interface TelegramWebApp {
  openLink?: (url: string) => void;
}

function openInNewTab(url: string): void {
  const webApp = (globalThis as { Telegram?: { WebApp?: TelegramWebApp } }).Telegram?.WebApp;
  if (webApp?.openLink) webApp.openLink(url);
  else window.open(url, '_blank', 'noopener,noreferrer');
}

/**
 * SPEC §4.2 pay_external_invoice: the provider's page opens in the parent window (this site framed), a new
 * tab (the mini-app), or an embedded frame that returns to the history when the payment is finished.
 */
export function ExternalInvoice({
  order,
  onFinished,
  onDone,
}: {
  order: FiatOrder;
  /** The frame loaded a new page (the provider's answer): read the order again. */
  onFinished: () => void;
  /** The player says they are done: to the history. */
  onDone: () => void;
}) {
  const { t } = useTranslation('wallet');
  const url = order.url ?? '';
  const [target] = useState(() => externalInvoiceTarget({ framed: isFramed(), miniApp: isMiniApp() }));
  const loads = useRef(0);

  useEffect(() => {
    if (target !== 'parent' || !url) return;
    try {
      if (window.top) window.top.location.href = url;
    } catch {
      // A parent that refuses navigation: the button below does it with the player's click.
    }
  }, [target, url]);

  const amount = formatMoney(trimAmount(order.valueFrom), order.currencyFrom);

  if (target === 'frame') {
    return (
      <div className="flex flex-col gap-3" data-testid="fiat-external-frame">
        <div className="flex items-center justify-between gap-2 text-sm">
          <span className="text-muted">{t('external.frame_intro', { amount })}</span>
          <a
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            className="shrink-0 font-bold text-accent-strong underline-offset-2 hover:underline"
          >
            {t('external.open_new_tab')}
          </a>
        </div>
        <iframe
          src={url}
          title={t('external.frame_title')}
          className="h-[min(32rem,60dvh)] w-full rounded-card border border-line bg-white"
          sandbox="allow-forms allow-scripts allow-same-origin allow-popups"
          referrerPolicy="no-referrer"
          onLoad={() => {
            loads.current += 1;
            // The first load is the page itself; later ones follow the player's action in it.
            if (loads.current > 1) onFinished();
          }}
        />
        <Button variant="secondary" onClick={onDone} data-testid="fiat-external-done">
          {t('external.done')}
        </Button>
      </div>
    );
  }

  return (
    <div className="flex flex-col items-center gap-4 py-6 text-center" data-testid="fiat-external-link">
      <div className="grid size-16 place-items-center rounded-full bg-accent/20 text-3xl" aria-hidden="true">
        ↗
      </div>
      <p className="text-lg font-extrabold">{amount}</p>
      <p className="max-w-sm text-sm text-muted">
        {target === 'parent' ? t('external.parent_intro') : t('external.tab_intro')}
      </p>
      <Button
        variant="primary"
        size="lg"
        className="w-full"
        onClick={() => {
          if (target === 'parent' && window.top) window.top.location.href = url;
          else openInNewTab(url);
        }}
      >
        {t('external.open')}
      </Button>
      <Button variant="ghost" onClick={onDone}>
        {t('external.done')}
      </Button>
    </div>
  );
}
