import { describe, expect, it } from 'vitest';
import { TRANSACTION_STATUSES, TRANSACTION_TYPES } from './constants.ts';
import { historyRowAction, isNearBottom, nextHistoryOffset } from './history.ts';

const now = new Date('2026-03-01T12:00:00Z');
const later = '2026-03-01T12:05:00.000Z';
const earlier = '2026-03-01T11:55:00.000Z';

describe('history row actions (SPEC §4.3)', () => {
  it('waiting opens the deposit details', () => {
    expect(historyRowAction({ type: 'buy', status: 'waiting', cancellableUntil: null }, now)).toEqual({
      kind: 'details',
    });
  });

  it('a pending sell before cancellableUntil cancels through the order call, a withdraw through the transaction call', () => {
    expect(historyRowAction({ type: 'sell', status: 'pending', cancellableUntil: later }, now)).toEqual({
      kind: 'cancel',
      call: 'sell-order',
    });
    expect(historyRowAction({ type: 'withdraw', status: 'pending', cancellableUntil: later }, now)).toEqual({
      kind: 'cancel',
      call: 'transaction',
    });
  });

  it('no cancel once cancellableUntil has passed, or without one', () => {
    expect(
      historyRowAction({ type: 'withdraw', status: 'pending', cancellableUntil: earlier }, now),
    ).toBeNull();
    expect(historyRowAction({ type: 'withdraw', status: 'pending', cancellableUntil: null }, now)).toBeNull();
    expect(historyRowAction({ type: 'sell', status: 'completed', cancellableUntil: later }, now)).toBeNull();
  });

  it('a buy in timeouted, pending, declined or wait_for_confirmation can be disputed', () => {
    for (const status of ['timeouted', 'pending', 'declined', 'wait_for_confirmation']) {
      expect(historyRowAction({ type: 'buy', status, cancellableUntil: null }, now)).toEqual({
        kind: 'dispute',
      });
    }
    for (const status of ['completed', 'disputed', 'refund']) {
      expect(historyRowAction({ type: 'buy', status, cancellableUntil: null }, now)).toBeNull();
    }
    expect(historyRowAction({ type: 'deposit', status: 'declined', cancellableUntil: null }, now)).toBeNull();
  });

  it('every status and type gives at most one action without throwing', () => {
    for (const type of TRANSACTION_TYPES)
      for (const status of TRANSACTION_STATUSES)
        expect(() => historyRowAction({ type, status, cancellableUntil: later }, now)).not.toThrow();
  });
});

describe('history paging (SPEC §9)', () => {
  it('loads more within 40 px of the bottom', () => {
    expect(isNearBottom({ scrollTop: 560, clientHeight: 400, scrollHeight: 1000 })).toBe(true);
    expect(isNearBottom({ scrollTop: 559, clientHeight: 400, scrollHeight: 1000 })).toBe(false);
    expect(isNearBottom({ scrollTop: 600, clientHeight: 400, scrollHeight: 1000 })).toBe(true);
  });

  const page = (offset: number, count: number, total: number) => ({
    items: Array.from({ length: count }, (_, i) => i),
    meta: { offset, total },
  });

  it('asks for pages of 10 until the total is reached', () => {
    expect(nextHistoryOffset([])).toBe(0);
    expect(nextHistoryOffset([page(0, 10, 25)])).toBe(10);
    expect(nextHistoryOffset([page(0, 10, 25), page(10, 10, 25)])).toBe(20);
    expect(nextHistoryOffset([page(0, 10, 25), page(10, 10, 25), page(20, 5, 25)])).toBeNull();
    expect(nextHistoryOffset([page(0, 10, 10)])).toBeNull();
    expect(nextHistoryOffset([page(0, 3, 3)])).toBeNull();
  });
});
