import { canOpenDispute, HISTORY_PAGE_SIZE, isCancellable } from './constants.ts';

/** SPEC §9: the next history page loads when the list is scrolled within this many pixels of its end. */
export const HISTORY_LOAD_MORE_THRESHOLD_PX = 40;

/** What a history row offers (SPEC §4.3), at most one action per row. */
export type HistoryRowAction =
  /** waiting: opens the deposit details of the order. */
  | { kind: 'details' }
  /** pending sell or withdraw before cancellableUntil; a sell uses the order cancel call. */
  | { kind: 'cancel'; call: 'sell-order' | 'transaction' }
  /** buy in timeouted, pending, declined or wait_for_confirmation. */
  | { kind: 'dispute' };

export interface HistoryRow {
  type: string;
  status: string;
  cancellableUntil: string | null;
}

export function historyRowAction(tx: HistoryRow, now: Date): HistoryRowAction | null {
  if (tx.status === 'waiting') return { kind: 'details' };
  if (isCancellable(tx, now))
    return { kind: 'cancel', call: tx.type === 'sell' ? 'sell-order' : 'transaction' };
  if (canOpenDispute(tx)) return { kind: 'dispute' };
  return null;
}

/** Is the bottom of a scrolled box within the threshold? */
export function isNearBottom(
  box: { scrollTop: number; clientHeight: number; scrollHeight: number },
  threshold: number = HISTORY_LOAD_MORE_THRESHOLD_PX,
): boolean {
  return box.scrollHeight - box.scrollTop - box.clientHeight <= threshold;
}

/** The offset of the next page, or null when every item of `total` is loaded. */
export function nextHistoryOffset(
  pages: readonly { items: readonly unknown[]; meta: { total: number; offset: number } }[],
  pageSize: number = HISTORY_PAGE_SIZE,
): number | null {
  const last = pages[pages.length - 1];
  if (!last) return 0;
  const loaded = last.meta.offset + last.items.length;
  if (last.items.length < pageSize || loaded >= last.meta.total) return null;
  return loaded;
}
