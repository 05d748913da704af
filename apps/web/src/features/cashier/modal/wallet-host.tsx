import { lazy, Suspense, useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import { WALLET_PARAM } from '../../../lib/wallet-modal.ts';
import { useViewer } from '../../auth/index.ts';
import { useTransactionEvents } from '../status/transaction-events.ts';

// The wallet's state machine and modals load when it first opens (or a deposit completes): the host, on
// every page, keeps only the `transaction#` listener and a look at the URL.
const WalletSession = lazy(() => import('./wallet-session.tsx').then((m) => ({ default: m.WalletSession })));

/**
 * Mount once inside the router: listens to `transaction#` and, from the wallet's first opening on, keeps
 * the wallet session mounted (its modals, the retention prompt after a close). `now` is injectable for
 * tests (the retention prompt timer).
 */
export function WalletHost({ now = Date.now }: { now?: () => number }) {
  const { viewer } = useViewer();
  const [params] = useSearchParams();
  const [completions, setCompletions] = useState(0);
  const [success, setSuccess] = useState(false);
  const [started, setStarted] = useState(false);

  useTransactionEvents(viewer?.globalId ?? null, {
    onCompleted: () => setCompletions((n) => n + 1),
    onDepositCompleted: () => setSuccess(true),
  });
  const closeSuccess = useCallback(() => setSuccess(false), []);

  if (!started && (success || (viewer !== null && params.has(WALLET_PARAM)))) setStarted(true);
  if (!started) return null;
  return (
    <Suspense fallback={null}>
      <WalletSession now={now} completions={completions} success={success} onSuccessClosed={closeSuccess} />
    </Suspense>
  );
}
