import { useCallback, useState } from 'react';
import { useViewer } from '../../auth/index.ts';
import { useWalletMachine } from '../machine/use-wallet-machine.ts';
import type { WalletView } from '../machine/views.ts';
import { DepositSuccessModal, DepositSuccessOverlay } from '../modals/deposit-success-modal.tsx';
import { ExitConfirm } from '../modals/exit-confirm.tsx';
import { readRetentionShownAt, shouldShowRetention, writeRetentionShownAt } from '../modals/retention.ts';
import { RetentionModal } from '../modals/retention-modal.tsx';
import { useTransactionEvents } from '../status/transaction-events.ts';
import type { CloseReason } from './wallet-frame.tsx';
import { WalletModal } from './wallet-modal.tsx';

/** Views where a top-up is under way: closing them asks first (SPEC §2.6 exit confirmation). */
export const TOP_UP_VIEWS: readonly WalletView[] = [
  'fiat-deposit',
  'fiat-deposit-additional-details',
  'fiat-deposit-details',
  'crypto-deposit',
  'crypto-deposit-ton',
  'x-rocket',
  'crypto-bot-deposit',
];

/**
 * Mount once inside the router: draws the wallet while `?wallet=` is set (signed-in players only), the
 * exit confirmation, the retention and deposit-success modals, and listens to `transaction#`.
 * `now` is injectable for tests (the retention prompt timer).
 */
export function WalletHost({ now = Date.now }: { now?: () => number }) {
  const { viewer } = useViewer();
  const machine = useWalletMachine();
  const [confirming, setConfirming] = useState<CloseReason | null>(null);
  const [retention, setRetention] = useState(false);
  const [success, setSuccess] = useState(false);
  const { send } = machine;

  useTransactionEvents(viewer?.globalId ?? null, {
    onCompleted: () => send({ type: 'transaction-completed' }),
    onDepositCompleted: () => setSuccess(true),
  });

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
  return (
    <>
      {open && (
        <WalletModal
          machine={machine}
          onRequestClose={requestClose}
          overlay={
            success ? (
              <DepositSuccessOverlay
                onClose={() => {
                  setSuccess(false);
                  machine.close();
                }}
              />
            ) : confirming ? (
              <ExitConfirm onContinue={() => setConfirming(null)} onCancel={() => close(confirming)} />
            ) : null
          }
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
      {success && !open && <DepositSuccessModal onClose={() => setSuccess(false)} />}
    </>
  );
}
