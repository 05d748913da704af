import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useTranslation } from '../../../i18n/index.ts';
import { cn } from '../../../lib/cn.ts';
import { PROVIDER_FRAME_BOX } from '../components/game-layout-classes.ts';

/**
 * What the studio's page may do inside our page: run its scripts, keep its own origin (its storage and
 * calls home; never ours, see `sandboxFor`) and submit its forms. No top navigation, no popups.
 */
const SANDBOX = 'allow-scripts allow-same-origin allow-forms';

/**
 * Scripts together with same-origin would let a page served from our own origin lift the sandbox, so a
 * same-origin URL gets a unique origin instead.
 */
export function sandboxFor(url: string): string {
  try {
    if (new URL(url, window.location.href).origin === window.location.origin)
      return 'allow-scripts allow-forms';
  } catch {
    // An unparsable URL will not load anyway.
  }
  return SANDBOX;
}

function FullscreenIcon({ on }: { on: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className="size-5"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={on ? 'M9 4v5H4M15 4v5h5M9 20v-5H4M15 20v-5h5' : 'M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5'} />
    </svg>
  );
}

/**
 * The box the studio's game plays in: a fixed shape (16:9 on wide screens, taller on phones) that is there
 * before the game's URL is, so nothing moves when it loads; a spinner until the frame's page has loaded;
 * `overlay` instead of the frame for sign-in prompts and errors; and a fullscreen button (Fullscreen API
 * on this box, where the browser has it).
 */
export function ProviderFrame({
  url,
  title,
  overlay,
  toolbar,
}: {
  url: string | undefined;
  title: string;
  overlay?: ReactNode;
  toolbar?: ReactNode;
}) {
  const { t } = useTranslation('games');
  const box = useRef<HTMLDivElement>(null);
  const [loadedUrl, setLoadedUrl] = useState<string | null>(null);
  const [fullscreen, setFullscreen] = useState(false);
  const canFullscreen = typeof document !== 'undefined' && document.fullscreenEnabled === true;

  useEffect(() => {
    const onChange = () => setFullscreen(document.fullscreenElement === box.current && box.current !== null);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  function toggleFullscreen() {
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => {});
    else void box.current?.requestFullscreen().catch(() => {});
  }

  const loading = url !== undefined && loadedUrl !== url && !overlay;
  return (
    <div className="flex flex-col gap-2">
      <div
        ref={box}
        data-testid="provider-frame"
        className={cn(
          'relative w-full overflow-hidden rounded-card border border-line bg-deep shadow-card',
          fullscreen ? 'rounded-none border-0' : PROVIDER_FRAME_BOX,
        )}
      >
        {url && !overlay && (
          <iframe
            key={url}
            src={url}
            title={t('provider.frameTitle', { title })}
            sandbox={sandboxFor(url)}
            allow="autoplay; fullscreen"
            allowFullScreen
            referrerPolicy="origin"
            onLoad={() => setLoadedUrl(url)}
            className="absolute inset-0 size-full border-0"
          />
        )}
        {(loading || (url === undefined && !overlay)) && (
          <div
            role="status"
            aria-busy="true"
            className="absolute inset-0 grid place-items-center bg-gradient-to-b from-raised/70 to-sunken text-muted"
          >
            <Spinner className="size-8" />
            <span className="sr-only">{t('provider.loading', { title })}</span>
          </div>
        )}
        {overlay && (
          <div className="absolute inset-0 grid place-items-center overflow-y-auto bg-gradient-to-b from-raised/80 to-sunken p-4">
            {overlay}
          </div>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {toolbar}
        {canFullscreen && (
          <button
            type="button"
            onClick={toggleFullscreen}
            disabled={!url || Boolean(overlay)}
            aria-pressed={fullscreen}
            className="ml-auto inline-flex min-h-10 items-center gap-2 rounded-control border border-line bg-sunken px-3 text-sm font-bold text-muted transition hover:text-ink disabled:opacity-40 touch:min-h-11"
          >
            <FullscreenIcon on={fullscreen} />
            {t('provider.fullscreen')}
          </button>
        )}
      </div>
    </div>
  );
}
