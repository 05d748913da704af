import { useId } from 'react';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useTranslation } from '../../../i18n/index.ts';
import { WifiOffIcon } from '../../shell/index.ts';
import { Emblem, OverlayPanel } from './frame.tsx';

/**
 * SPEC §8: the server cannot be reached or the live connection is down. It goes away by itself once a
 * call gets through or the socket reconnects; "Try now" asks at once.
 */
export function ConnectionOverlay({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation('overlays');
  const title = useId();
  const text = useId();
  return (
    <OverlayPanel labelledBy={title} describedBy={text} testId="connection-overlay">
      <Emblem tone="accent">
        <WifiOffIcon className="size-11" />
      </Emblem>
      <h2 id={title} className="text-2xl font-black">
        {t('connection.title')}
      </h2>
      <p id={text} className="text-muted">
        {t('connection.text')}
      </p>
      <p role="status" className="flex items-center gap-2 text-sm font-semibold text-neon">
        <Spinner />
        {t('connection.reconnecting')}
      </p>
      <button
        type="button"
        onClick={onRetry}
        disabled={retrying}
        className="inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-control border border-line-strong bg-raised px-6 font-bold text-ink transition hover:border-accent disabled:opacity-60"
      >
        {t('connection.retry')}
      </button>
    </OverlayPanel>
  );
}
