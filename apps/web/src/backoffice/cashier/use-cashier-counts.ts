import { useQueue } from '../api/cashier-queues.ts';

/**
 * How many items wait in each cashier queue (the first page's query, shared with the cashier screen, so
 * no second request): the nav's count and the tab title follow it from any screen.
 */
export function useCashierCounts(enabled: boolean) {
  const buy = useQueue('buy', 0, { enabled });
  const withdrawals = useQueue('withdrawals', 0, { enabled });
  const disputes = useQueue('disputes', 0, { enabled });
  const counts = {
    buy: buy.data?.meta.total,
    withdrawals: withdrawals.data?.meta.total,
    disputes: disputes.data?.meta.total,
  };
  const known = [counts.buy, counts.withdrawals, counts.disputes].filter((n): n is number => n !== undefined);
  return { ...counts, total: known.length > 0 ? known.reduce((a, b) => a + b, 0) : undefined };
}
