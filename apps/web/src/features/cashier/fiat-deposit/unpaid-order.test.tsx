import { QueryClient } from '@tanstack/react-query';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TRANSACTIONS_QUERY_KEY } from '../api/get-transactions.ts';
import { baseRoutes, method, mockFetch, order, type RouteTable, renderWallet } from '../test/harness.tsx';

vi.mock('../../../lib/realtime-client.ts', () => ({ subscribe: () => () => {} }));

const url = () => screen.getByTestId('probe').textContent ?? '';
const CHECKOUT = 'https://pay.example.com/checkout/abc';
const external = (overrides: Record<string, unknown> = {}) =>
  order({
    status: 'pay_external_invoice',
    url: CHECKOUT,
    bankMethod: 'mpayment',
    meta: { external_info: { target: 'external' } },
    details: { ...order().details, paymentDetails: null },
    ...overrides,
  });

let fetchMock: ReturnType<typeof mockFetch>;
const callsTo = (key: string) =>
  fetchMock.mock.calls.filter(
    ([input, init]) =>
      `${init?.method ?? 'GET'} ${new URL(String(input), 'http://localhost').pathname}` === key,
  );

function setup(routes: RouteTable) {
  fetchMock = mockFetch(
    baseRoutes({
      'GET /api/v2/wallet/orders/conditions': () => ({
        body: [method(), method({ id: 'rub-mpayment', method: 'mpayment', name: 'Mobile payment' })],
      }),
      ...routes,
    }),
  );
}

const client = () =>
  new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } },
  });

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('an unpaid fiat order (SPEC §4.2)', () => {
  it('an external invoice shows "Awaiting payment", a Pay link to a new tab and a cancel button', async () => {
    setup({ 'GET /api/v1/wallet/orders/buy/42': () => ({ body: external() }) });
    renderWallet('?wallet=fiat-deposit-details&wallet.orderId=42');
    const actions = await screen.findByTestId('fiat-order-actions');
    expect(within(actions).getByText('Awaiting payment')).toBeTruthy();
    expect(actions.textContent).not.toContain('pay_external_invoice');
    const pay = within(actions).getByRole('link', { name: /^Pay/ }) as HTMLAnchorElement;
    expect(pay.href).toBe(CHECKOUT);
    expect(pay.target).toBe('_blank');
    expect(pay.rel).toBe('noopener noreferrer');
    expect(within(actions).getByRole('button', { name: 'Cancel order' })).toBeTruthy();
  });

  it('an order with payment details shows its status and cancel, and no Pay link', async () => {
    setup({ 'GET /api/v1/wallet/orders/buy/42': () => ({ body: order() }) });
    renderWallet('?wallet=fiat-deposit-details&wallet.orderId=42');
    const actions = await screen.findByTestId('fiat-order-actions');
    expect(within(actions).getByText('Awaiting payment')).toBeTruthy();
    expect(within(actions).queryByRole('link')).toBeNull();
    expect(within(actions).getByRole('button', { name: 'Cancel order' })).toBeTruthy();
  });

  it('a lapsed invoice offers neither Pay nor cancel', async () => {
    setup({
      'GET /api/v1/wallet/orders/buy/42': () => ({
        body: external({ details: { ...external().details, expiredAt: Math.floor(Date.now() / 1000) - 5 } }),
      }),
    });
    renderWallet('?wallet=fiat-deposit-details&wallet.orderId=42');
    const actions = await screen.findByTestId('fiat-order-actions');
    expect(within(actions).queryByRole('link')).toBeNull();
    expect(within(actions).queryByRole('button', { name: 'Cancel order' })).toBeNull();
  });

  it('cancel asks first; "Keep order" sends nothing', async () => {
    setup({ 'GET /api/v1/wallet/orders/buy/42': () => ({ body: external() }) });
    renderWallet('?wallet=fiat-deposit-details&wallet.orderId=42');
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const confirm = screen.getByTestId('fiat-order-cancel-confirm');
    expect(within(confirm).getByRole('heading', { name: 'Cancel this order?' })).toBeTruthy();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Keep order' }));
    expect(screen.queryByTestId('fiat-order-cancel-confirm')).toBeNull();
    expect(callsTo('POST /api/v1/wallet/orders/buy/42/cancel')).toHaveLength(0);
  });

  it('confirmed, it POSTs cancel with an Idempotency-Key, shows the cancelled order and refreshes the caches', async () => {
    let current = external();
    setup({
      'GET /api/v1/wallet/orders/buy/42': () => ({ body: current }),
      'POST /api/v1/wallet/orders/buy/42/cancel': () => {
        current = external({ status: 'declined' });
        return { body: current };
      },
    });
    const queries = client();
    queries.setQueryData(TRANSACTIONS_QUERY_KEY, { pages: [], pageParams: [] });
    renderWallet('?wallet=fiat-deposit-details&wallet.orderId=42', { client: queries });
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel order' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, cancel order' }));

    const cancelled = await screen.findByTestId('fiat-order-cancelled');
    expect(cancelled.textContent).toContain('Order #42 cancelled');
    expect(screen.queryByRole('link', { name: /^Pay/ })).toBeNull();
    // It stays on the order (not the "payment did not go through" error view).
    expect(url()).toBe('?wallet=fiat-deposit-details&wallet.orderId=42');

    const [call] = callsTo('POST /api/v1/wallet/orders/buy/42/cancel');
    const headers = new Headers(call?.[1]?.headers);
    expect(headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(queries.getQueryData<{ status: string }>(['buyOrder', '42'])?.status).toBe('declined');
    expect(queries.getQueryState(TRANSACTIONS_QUERY_KEY)?.isInvalidated).toBe(true);

    await userEvent.click(within(cancelled).getByRole('button', { name: 'New deposit' }));
    await waitFor(() => expect(url()).toBe('?wallet=fiat-deposit&wallet.bankId=rub-mpayment'));
  });

  it('a cancel refused with 409 (it lapsed or was paid meanwhile) reads the order again and follows it', async () => {
    let current = order();
    setup({
      'GET /api/v1/wallet/orders/buy/42': () => ({ body: current }),
      'POST /api/v1/wallet/orders/buy/42/cancel': () => {
        current = order({ status: 'timeouted' });
        return { status: 409, body: { detail: 'conflict', key: 'k', time: '2025-01-01T00:00:00Z' } };
      },
    });
    renderWallet('?wallet=fiat-deposit-details&wallet.orderId=42');
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel order' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, cancel order' }));
    await waitFor(() => expect(url()).toBe('?wallet=error&wallet.type=deposit&wallet.bankId=rub-p2p'));
    expect(screen.queryByTestId('fiat-order-cancelled')).toBeNull();
  });
});
