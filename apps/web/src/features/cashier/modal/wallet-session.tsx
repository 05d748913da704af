import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useViewer } from '../../auth/index.ts';
import { useWalletMachine } from '../machine/use-wallet-machine.ts';
import type { WalletView } from '../machine/views.ts';
import { readRetentionShownAt, shouldShowRetention, writeRetentionShownAt } from '../modals/retention.ts';
import type { CloseReason } from './wallet-frame.tsx';

/*
 * The modals load on demand (their chunk holds the deposit and withdraw views, vaul, the forms): the
 * session keeps the URL state machine and the close rules. Opening the wallet fetches the overlays it may
 * show with it, so the exit confirmation and the retention prompt need no wait.
 */
const loadSuccess = () => import('../modals/deposit-success-modal.tsx');
const loadExitConfirm = () => import('../modals/exit-confirm.tsx');
const loadRetention = () => import('../modals/retention-modal.tsx');
const WalletModal = lazy(() => {
  void loadSuccess();
  void loadExitConfirm();
  void loadRetention();
  return import('./wallet-modal.tsx').then((m) => ({ default: m.WalletModal }));
});
const ExitConfirm = lazy(() => loadExitConfirm().then((m) => ({ default: m.ExitConfirm })));
const DepositSuccessModal = lazy(() => loadSuccess().then((m) => ({ default: m.DepositSuccessModal })));
const DepositSuccessOverlay = lazy(() => loadSuccess().then((m) => ({ default: m.DepositSuccessOverlay })));
const RetentionModal = lazy(() => loadRetention().then((m) => ({ default: m.RetentionModal })));

/** Views where a top-up is under way: closing them asks first (SPEC §2.6 exit confirmation). */
const TOP_UP_VIEWS: readonly WalletView[] = [
  'fiat-deposit',
  'fiat-deposit-additional-details',
  'fiat-deposit-details',
  'crypto-deposit',
  'crypto-deposit-ton',
  'x-rocket',
  'crypto-bot-deposit',
];

export interface WalletSessionProps {
  now: () => number;
  /** Counts `transaction#` completions: each one moves a waiting view on. */
  completions: number;
  /** A deposit completed: the success modal (or overlay on the open wallet) shows until closed. */
  success: boolean;
  onSuccessClosed: () => void;
}

/**
 * The wallet once it has been opened (WalletHost mounts it then, and keeps it): draws the wallet while
 * `?wallet=` is set (signed-in players only), the exit confirmation, the retention and deposit-success
 * modals.
 */
export function WalletSession({ now, completions, success, onSuccessClosed }: WalletSessionProps) {
  const { viewer } = useViewer();
  const machine = useWalletMachine();
  const [confirming, setConfirming] = useState<CloseReason | null>(null);
  const [retention, setRetention] = useState(false);
  const { send } = machine;

  const seen = useRef(completions);
  useEffect(() => {
    if (completions === seen.current) return;
    seen.current = completions;
    send({ type: 'transaction-completed' });
  }, [completions, send]);

  const close = useCallback(
    (reason: CloseReason) => {
      setConfirming(null);
      machine.close();
      const at = now();
      if (
        shouldShowRetention({
          hasDeposits: viewer?.hasDeposits ?? true,
          reason,
          lastShownAt: readRetentionShownAt(),
          now: at,
        })
      ) {
        writeRetentionShownAt(at);
        setRetention(true);
      }
    },
    [machine, now, viewer?.hasDeposits],
  );

  const requestClose = useCallback(
    (reason: CloseReason) => {
      if (confirming) {
        // Esc or the backdrop while asking means "never mind": keep topping up.
        if (reason === 'escape' || reason === 'backdrop') setConfirming(null);
        else close(reason);
        return;
      }
      const view = machine.location?.view;
      if (reason !== 'drag' && view && TOP_UP_VIEWS.includes(view)) {
        setConfirming(reason);
        return;
      }
      close(reason);
    },
    [close, confirming, machine.location?.view],
  );

  const open = Boolean(viewer && machine.location);
  const overlay = success ? (
    <DepositSuccessOverlay
      onClose={() => {
        onSuccessClosed();
        machine.close();
      }}
    />
  ) : confirming ? (
    <ExitConfirm onContinue={() => setConfirming(null)} onCancel={() => close(confirming)} />
  ) : null;
  return (
    <Suspense fallback={null}>
      {open && (
        <WalletModal
          machine={machine}
          onRequestClose={requestClose}
          overlay={overlay && <Suspense fallback={null}>{overlay}</Suspense>}
        />
      )}
      {retention && !open && (
        <RetentionModal
          onClose={() => setRetention(false)}
          onTopUp={() => {
            setRetention(false);
            send({ type: 'open' });
          }}
        />
      )}
      {success && !open && <DepositSuccessModal onClose={onSuccessClosed} />}
    </Suspense>
  );
}
