// @vitest-environment jsdom
import type { OperatorMe } from '@casino/shared';
import { ROLE_PERMISSIONS } from '@casino/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../i18n/index.ts';
import { type FetchReply, mockRoutes, type RouteTable } from '../test/fetch-routes.ts';
import { setOperatorToken } from './api/admin-client.ts';
import { BackofficeRoute } from './backoffice-route.tsx';
import { switchBackofficeLocale } from './backoffice-words.ts';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

// The back office's words load as its route loads them.
beforeAll(() => switchBackofficeLocale('en'));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setOperatorToken(null);
});

const meOf = (role: OperatorMe['role'], overrides: Partial<OperatorMe> = {}): OperatorMe => ({
  email: `${role}@example.com`,
  role,
  permissions: [...ROLE_PERMISSIONS[role]],
  twoFactorEnabled: true,
  twoFactorRequired: true,
  ...overrides,
});

const page = (items: unknown[]) => ({ body: { items, meta: { total: items.length, offset: 0, limit: 50 } } });
const refusal = (status: number, detail: string): FetchReply => ({
  status,
  body: { detail, key: 'ref-1', time: '2026-01-01T00:00:00Z' },
});

const order = {
  id: '41',
  status: 'wait_for_confirmation',
  url: null,
  valueFrom: '1500.00',
  currencyFrom: 'RUB',
  bankMethod: 'rub-p2p',
  meta: { external_info: { target: 'Ivan Petrov' } },
  additonalAmountChange: null,
  details: { expiredAt: null, paymentDetails: null, recipientBank: null, senderBank: 'Ivan Petrov' },
  player: '6f1c2a44-0000-4000-8000-000000000001',
};

function renderAt(path: string, routes: RouteTable) {
  setOperatorToken('op-token');
  const { calls } = mockRoutes(routes);
  void i18n.changeLanguage('en');
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/backoffice/*" element={<BackofficeRoute />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return calls;
}

const queues = (buy: unknown[] = []): RouteTable => ({
  'GET /api/admin/v1/orders/buy': () => page(buy),
  'GET /api/admin/v1/withdrawals': () => page([]),
  'GET /api/admin/v1/disputes': () => page([]),
});

describe('back office gate and shell', () => {
  it('lists only the sections of the role (support: cashier, support chat, players, audit log)', async () => {
    renderAt('/backoffice', { 'GET /api/admin/v1/me': () => ({ body: meOf('support') }), ...queues() });
    const nav = await screen.findByRole('navigation', { name: 'Back office sections' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Cashier', 'Support chat', 'Players', 'Audit log']);
    expect(await screen.findByRole('heading', { name: 'Cashier', level: 1 })).toBeTruthy();
    expect(screen.getByTestId('operator-email').textContent).toBe('support@example.com');
  });

  it('shows a support agent the queue without the decisions', async () => {
    renderAt('/backoffice/cashier', {
      'GET /api/admin/v1/me': () => ({ body: meOf('support') }),
      ...queues([order]),
    });
    const row = await screen.findByTestId('buy-order-row');
    expect(within(row).getByRole('button', { name: 'Receipt of order 41' })).toBeTruthy();
    expect(within(row).queryByRole('button', { name: 'Confirm order 41' })).toBeNull();
  });

  it('confirms an order with an Idempotency-Key, and shows a 403 in words, not a crash', async () => {
    const calls = renderAt('/backoffice/cashier', {
      'GET /api/admin/v1/me': () => ({ body: meOf('cashier') }),
      'GET /api/admin/v1/orders/buy/41/receipt': () => refusal(404, 'not_found'),
      'POST /api/admin/v1/orders/buy/41/confirm': () => refusal(403, 'forbidden'),
      ...queues([order]),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm order 41' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm buy order #41' });
    expect(await within(dialog).findByText('The player uploaded no receipt for this order.')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText(/Your role is not allowed to do this/)).toBeTruthy();
    const confirm = calls.find((call) => call.url.pathname.endsWith('/confirm'));
    expect(new Headers(confirm?.init?.headers).get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(confirm?.body).toEqual({});
  });

  it('opens two-factor setup when the server requires it', async () => {
    renderAt('/backoffice/cashier', {
      'GET /api/admin/v1/me': () => ({ body: meOf('cashier', { twoFactorEnabled: false }) }),
      'POST /api/admin/v1/auth/two-factor/setup': () => ({
        body: {
          secret: 'JBSWY3DPEHPK3PXP',
          otpauthUrl: 'otpauth://totp/Casino:cashier?secret=JBSWY3DPEHPK3PXP',
        },
      }),
    });
    expect(await screen.findByRole('heading', { name: 'Set up two-factor sign-in' })).toBeTruthy();
    expect(await screen.findByText('JBSW Y3DP EHPK 3PXP')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'QR code for the authenticator app' })).toBeTruthy();
  });

  it('shows the sign-in when the session has ended (401)', async () => {
    renderAt('/backoffice/cashier', { 'GET /api/admin/v1/me': () => refusal(401, 'unauthorized') });
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
  });

  it('says "no access" on a section the role lacks', async () => {
    renderAt('/backoffice/reports', {
      'GET /api/admin/v1/me': () => ({ body: meOf('cashier') }),
      ...queues(),
    });
    expect(await screen.findByRole('heading', { name: 'No access', level: 1 })).toBeTruthy();
  });
});
