import { webimLocation, webimOrigin } from '@casino/shared';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../i18n/index.ts';
import { useViewer } from '../../auth/index.ts';
import { HeadsetIcon } from './headset-icon.tsx';

/** What Webim's widget reads from the page and what it adds to it (its button.js). */
interface WebimWindow {
  webim?: { accountName: string; domain: string; location: string; api?: { chat?: { start?: () => void } } };
  webim_visitor?: { fields: Record<string, string>; hash: string };
}

const SCRIPT_ID = 'webim-widget';

/**
 * Installs Webim's widget once per page: the account, the location for the player's language and, for a
 * signed-in player, `Viewer.webimUser` (fields signed by the server with WEBIM_PRIVATE_KEY), so support
 * sees who writes. Returns the page's Webim object once its script has loaded.
 */
export function installWebim(
  target: Window & WebimWindow,
  options: { account: string; location: string; visitor: WebimWindow['webim_visitor'] | null },
): Promise<WebimWindow['webim']> {
  target.webim = {
    accountName: options.account,
    domain: `${options.account}.webim.ru`,
    location: options.location,
  };
  if (options.visitor) target.webim_visitor = options.visitor;
  else delete target.webim_visitor;
  const loaded = target.document.getElementById(SCRIPT_ID);
  if (loaded) return Promise.resolve(target.webim);
  return new Promise((resolve, reject) => {
    const script = target.document.createElement('script');
    script.id = SCRIPT_ID;
    script.async = true;
    script.src = `${webimOrigin(options.account)}/js/button.js`;
    script.onload = () => resolve(target.webim);
    script.onerror = () => {
      script.remove();
      reject(new Error('webim_unavailable'));
    };
    target.document.head.append(script);
  });
}

/** The live chat when the operator runs it in Webim (SUPPORT_CHAT=webim): its widget opens the chat. */
export function WebimChat({ account, locations }: { account: string; locations: Record<string, string> }) {
  const { t, i18n } = useTranslation('support');
  const { viewer } = useViewer();
  const [state, setState] = useState<'loading' | 'ready' | 'error'>('loading');
  const webim = useRef<WebimWindow['webim']>(undefined);
  const visitor = viewer?.webimUser ?? null;
  const location = webimLocation(locations, i18n.language);

  useEffect(() => {
    let cancelled = false;
    setState('loading');
    installWebim(window as Window & WebimWindow, { account, location, visitor }).then(
      (installed) => {
        if (cancelled) return;
        webim.current = installed;
        setState('ready');
        installed?.api?.chat?.start?.();
      },
      () => !cancelled && setState('error'),
    );
    return () => {
      cancelled = true;
    };
  }, [account, location, visitor]);

  return (
    <div className="flex flex-col items-center gap-4 rounded-card border border-line bg-sunken px-5 py-8 text-center">
      <span className="grid size-14 place-items-center rounded-full bg-gradient-to-br from-accent-strong to-accent text-white shadow-glow">
        <HeadsetIcon className="size-7" />
      </span>
      <p role="status" className="text-sm text-muted" data-testid="webim-state" data-state={state}>
        {state === 'error'
          ? t('chat.vendor.error')
          : state === 'ready'
            ? t('chat.vendor.ready')
            : t('chat.vendor.loading')}
      </p>
      {state === 'ready' && (
        <Button variant="primary" onClick={() => webim.current?.api?.chat?.start?.()}>
          {t('chat.vendor.open')}
        </Button>
      )}
    </div>
  );
}
