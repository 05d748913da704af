import { DEPOSIT_COUNTING_TYPES, playerChannel, type TransactionEvent } from '@casino/shared';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { subscribe } from '../../../lib/realtime-client.ts';
import { recordCompletedDeposit } from '../modals/deposit-status.ts';

/** What a `transaction#` event means for the page (SPEC §4.3). Pure. */
export function readTransactionEvent(event: TransactionEvent): { completed: boolean; deposit: boolean } {
  const completed = event.status === 'completed';
  return {
    completed,
    deposit: completed && (DEPOSIT_COUNTING_TYPES as readonly string[]).includes(event.type),
  };
}

/**
 * Query keys refreshed on every transaction event: the open fiat order and any list whose key starts with
 * `walletTransactions` (the history tab's queries).
 */
function refreshCashierQueries(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({
    predicate: (query) => {
      const head = query.queryKey[0];
      return head === 'buyOrder' || (typeof head === 'string' && head.startsWith('walletTransactions'));
    },
  });
}

/**
 * SPEC §4.3: a completed transaction event sets the deposit-done flag, marks the player as having deposits
 * (`['me']`), closes a pending view and, for deposit or buy, counts the deposit; the caller shows the
 * deposit-success modal (SPEC §2.6). `balance#` is handled by the wallet feature's `useBalance()`.
 */
export function useTransactionEvents(
  globalId: string | null,
  handlers: { onCompleted: () => void; onDepositCompleted: () => void },
): void {
  const queryClient = useQueryClient();
  const handlersRef = useRef(handlers);
  handlersRef.current = handlers;

  useEffect(() => {
    if (!globalId) return;
    return subscribe(playerChannel('transaction', globalId), (payload) => {
      const event = payload as TransactionEvent;
      if (!event || typeof event.status !== 'string') return;
      refreshCashierQueries(queryClient);
      const meaning = readTransactionEvent(event);
      if (!meaning.completed) return;
      handlersRef.current.onCompleted();
      if (!meaning.deposit) return;
      recordCompletedDeposit();
      queryClient.setQueryData(['me'], (viewer: { hasDeposits?: boolean } | null | undefined) =>
        viewer ? { ...viewer, hasDeposits: true } : viewer,
      );
      // The bonus drawer's status (when some feature has loaded it) counts deposits too.
      queryClient.setQueryData(['bonusDrawerStatus'], (status: { countDeposit?: number } | undefined) =>
        status && typeof status.countDeposit === 'number'
          ? { ...status, countDeposit: status.countDeposit + 1 }
          : status,
      );
      handlersRef.current.onDepositCompleted();
    });
  }, [globalId, queryClient]);
}
