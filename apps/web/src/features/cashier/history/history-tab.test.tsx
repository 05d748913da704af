// @vitest-environment jsdom
import { TRANSACTION_STATUSES } from '@casino/shared';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WalletTransaction } from '../api/get-transactions.ts';
import { callsOf, mockFetch, type Route, renderView } from '../withdraw/test/harness.tsx';
import { HistoryTab } from './history-tab.tsx';

vi.mock('../../../lib/realtime-client.ts', () => ({ subscribe: () => () => {} }));
const toastError = vi.fn();
vi.mock('sonner', () => ({
  toast: { error: (...args: unknown[]) => toastError(...args), success: vi.fn(), info: vi.fn() },
}));

const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();
const anHourAgo = () => new Date(Date.now() - 3_600_000).toISOString();

function tx(id: number, overrides: Partial<WalletTransaction> = {}): WalletTransaction {
  return {
    id: String(id),
    type: 'buy',
    status: 'completed',
    timestamp: 1_790_000_000 - id,
    originalAmount: { value: '50.00', currency: 'USD' },
    externalId: null,
    paymentDetails: null,
    address: null,
    cancellableUntil: null,
    senderBank: null,
    ...overrides,
  };
}

/** `total` transactions, newest (highest id) first, served in pages as the server does: by offset or cursor. */
function pagedRoutes(all: WalletTransaction[], extra: Record<string, Route> = {}) {
  return mockFetch({
    'GET /api/v2/wallet/txns': (_init, url) => {
      const offset = Number(url.searchParams.get('offset'));
      const limit = Number(url.searchParams.get('limit'));
      const before = url.searchParams.get('before');
      const meta = { total: all.length, offset, limit };
      if (before === null) return { body: { items: all.slice(offset, offset + limit), meta } };
      const rest = all.filter((tx) => Number(tx.id) < Number(before)).slice(offset);
      const items = rest.slice(0, limit);
      const nextBefore = rest.length > limit ? (items[items.length - 1]?.id ?? null) : null;
      return { body: { items, meta: { ...meta, nextBefore } } };
    },
    ...extra,
  });
}

const pageCalls = (fetchMock: ReturnType<typeof mockFetch>) =>
  callsOf(fetchMock).filter((call) => call.startsWith('GET /api/v2/wallet/txns'));

const rows = () => screen.getAllByTestId('history-row');
const rowOf = (id: string) => rows().find((row) => row.dataset.id === id) as HTMLElement;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  toastError.mockReset();
});

/** The tab inside a box that scrolls, with the geometry jsdom does not compute. */
function Scroller({ children }: { children: ReactNode }) {
  return (
    <div data-testid="scroller" style={{ overflowY: 'auto', height: '400px' }}>
      {children}
    </div>
  );
}

function scrollTo(box: HTMLElement, scrollTop: number, scrollHeight = 1000, clientHeight = 400) {
  Object.defineProperty(box, 'scrollHeight', { configurable: true, value: scrollHeight });
  Object.defineProperty(box, 'clientHeight', { configurable: true, value: clientHeight });
  box.scrollTop = scrollTop;
  fireEvent.scroll(box);
}

/**
 * Fires `event` on a fake clock and runs everything it set going (React's scheduler, the query's batched
 * notifications, a page request and its answer), so "no request" is checked after the fact, not after a sleep.
 */
async function settled(event: () => void) {
  vi.useFakeTimers();
  try {
    event();
    await vi.advanceTimersByTimeAsync(1_000);
  } finally {
    vi.useRealTimers();
  }
}

describe('HistoryTab', () => {
  it('loads pages of 10 and the next one only within 40 px of the bottom', async () => {
    const all = Array.from({ length: 25 }, (_, i) => tx(25 - i));
    const fetchMock = pagedRoutes(all);
    renderView(
      <Scroller>
        <HistoryTab go={vi.fn()} close={vi.fn()} />
      </Scroller>,
    );
    await waitFor(() => expect(rows()).toHaveLength(10));
    expect(pageCalls(fetchMock)).toEqual(['GET /api/v2/wallet/txns?is_pagination=true&offset=0&limit=10']);
    expect(screen.getByTestId('history-count').textContent).toBe('10 of 25');

    const box = screen.getByTestId('scroller');
    await settled(() => scrollTo(box, 559)); // 41 px from the bottom
    expect(pageCalls(fetchMock)).toHaveLength(1);

    scrollTo(box, 560); // 40 px from the bottom
    await waitFor(() => expect(rows()).toHaveLength(20));
    // The next page goes on from the last row shown (id 16), not from an offset.
    expect(pageCalls(fetchMock)[1]).toBe(
      'GET /api/v2/wallet/txns?is_pagination=true&offset=0&limit=10&before=16',
    );

    // The button does the same for keyboard users.
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(rows()).toHaveLength(25));
    expect(screen.getByText('That is all')).toBeTruthy();
    await settled(() => scrollTo(box, 600));
    expect(pageCalls(fetchMock)).toHaveLength(3);
  });

  it('shows a badge for every SPEC status', async () => {
    pagedRoutes(TRANSACTION_STATUSES.map((status, i) => tx(i + 1, { type: 'deposit', status })));
    renderView(<HistoryTab go={vi.fn()} close={vi.fn()} />);
    await waitFor(() => expect(rows()).toHaveLength(8));
    const labels = rows().map((row) => row.querySelector('[data-status]')?.textContent);
    expect(labels).toEqual([
      'Completed',
      'Pending',
      'Declined',
      'Timed out',
      'Disputed',
      'Being checked',
      'Refunded',
      'Awaiting payment',
    ]);
  });

  it('a waiting order opens its deposit details; a disputable buy opens the dispute', async () => {
    pagedRoutes([
      tx(3, { status: 'waiting' }),
      tx(2, { status: 'declined' }),
      tx(1, { status: 'completed' }),
      tx(4, { type: 'deposit', status: 'declined' }),
    ]);
    const go = vi.fn();
    renderView(<HistoryTab go={go} close={vi.fn()} />);
    await waitFor(() => expect(rows()).toHaveLength(4));
    fireEvent.click(within(rowOf('3')).getByRole('button', { name: 'Payment details' }));
    expect(go).toHaveBeenLastCalledWith('fiat-deposit-details', { orderId: '3' });
    fireEvent.click(within(rowOf('2')).getByRole('button', { name: 'Open a dispute for deposit #2' }));
    expect(go).toHaveBeenLastCalledWith('open-dispute', { orderId: '2' });
    expect(within(rowOf('1')).queryByRole('button')).toBeNull();
    expect(within(rowOf('4')).queryByRole('button')).toBeNull();
  });

  it('an unpaid external invoice reads "Awaiting payment", never its raw status, and opens its details', async () => {
    pagedRoutes([tx(7, { status: 'pay_external_invoice' })]);
    const go = vi.fn();
    renderView(<HistoryTab go={go} close={vi.fn()} />);
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(rowOf('7').querySelector('[data-status]')?.textContent).toBe('Awaiting payment');
    expect(rowOf('7').textContent).not.toContain('pay_external_invoice');
    fireEvent.click(within(rowOf('7')).getByRole('button', { name: 'Payment details' }));
    expect(go).toHaveBeenLastCalledWith('fiat-deposit-details', { orderId: '7' });
  });

  it('cancels a pending sell through the order call and a withdraw through the transaction call', async () => {
    const fetchMock = pagedRoutes(
      [
        tx(5, { type: 'sell', status: 'pending', cancellableUntil: inAnHour() }),
        tx(4, { type: 'withdraw', status: 'pending', cancellableUntil: inAnHour() }),
        tx(3, { type: 'withdraw', status: 'pending', cancellableUntil: anHourAgo() }),
      ],
      {
        'POST /api/v1/wallet/orders/sell/5/cancel': () => ({ body: { id: '5', status: 'declined' } }),
        'POST /api/v1/wallet/txns/cancel/4': () => ({ body: { id: '4', status: 'declined' } }),
      },
    );
    renderView(<HistoryTab go={vi.fn()} close={vi.fn()} />);
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(within(rowOf('3')).queryByRole('button')).toBeNull();
    fireEvent.click(within(rowOf('5')).getByRole('button', { name: 'Cancel Withdrawal #5' }));
    await waitFor(() => expect(callsOf(fetchMock)).toContain('POST /api/v1/wallet/orders/sell/5/cancel'));
    fireEvent.click(within(rowOf('4')).getByRole('button', { name: 'Cancel Crypto withdrawal #4' }));
    await waitFor(() => expect(callsOf(fetchMock)).toContain('POST /api/v1/wallet/txns/cancel/4'));
    // The list is read again after each cancel.
    await waitFor(() => expect(pageCalls(fetchMock).length).toBeGreaterThanOrEqual(3));
  });

  it('a cancel refused with wager goes to the wager view; anything else is "temporary difficulties" with key and time', async () => {
    pagedRoutes(
      [
        tx(2, { type: 'withdraw', status: 'pending', cancellableUntil: inAnHour() }),
        tx(1, { type: 'sell', status: 'pending', cancellableUntil: inAnHour() }),
      ],
      {
        'POST /api/v1/wallet/txns/cancel/2': () => ({
          status: 400,
          body: { detail: 'wager', key: 'k1', time: '' },
        }),
        'POST /api/v1/wallet/orders/sell/1/cancel': () => ({
          status: 409,
          body: { detail: 'conflict', key: 'key-42', time: '2026-01-01T10:00:00Z' },
        }),
      },
    );
    const go = vi.fn();
    renderView(<HistoryTab go={go} close={vi.fn()} />);
    await waitFor(() => expect(rows()).toHaveLength(2));
    fireEvent.click(within(rowOf('2')).getByRole('button', { name: /Cancel/ }));
    await waitFor(() => expect(go).toHaveBeenCalledWith('wager', { returnView: 'history' }));
    expect(toastError).not.toHaveBeenCalled();
    fireEvent.click(within(rowOf('1')).getByRole('button', { name: /Cancel/ }));
    await waitFor(() => expect(toastError).toHaveBeenCalled());
    const [title, options] = toastError.mock.calls[0] as [string, { description: string }];
    expect(title).toBe('Temporary difficulties');
    expect(options.description).toContain('key-42');
  });

  it('an empty history offers a deposit', async () => {
    pagedRoutes([]);
    const go = vi.fn();
    renderView(<HistoryTab go={go} close={vi.fn()} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Make a deposit' }));
    expect(go).toHaveBeenCalledWith('wallet', { tab: 'deposit' });
  });
});
