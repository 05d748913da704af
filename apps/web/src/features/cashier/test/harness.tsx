import type { Viewer } from '@casino/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { Toaster } from 'sonner';
import { i18n } from '../../../i18n/index.ts';
import { mockRoutes, type RouteTable, testViewer } from '../../../test/fetch-routes.ts';
import { WalletHost } from '../modal/wallet-host.tsx';

/**
 * The modal and its overlays load on demand in the app; here their code loads once up front, so the first
 * test of a file waits for its data only (under load the first lazy import alone can outlast a findBy).
 */
await Promise.all([
  import('../modal/wallet-modal.tsx'),
  import('../modals/deposit-success-modal.tsx'),
  import('../modals/exit-confirm.tsx'),
  import('../modals/retention-modal.tsx'),
]);

/** A signed-in RUB player as /api/v1/me answers. */
export const viewer = (overrides: Partial<Viewer> = {}) =>
  testViewer({
    currency: { primary: 'RUB', account: 'RUB' },
    isNameChangeAvailable: false,
    hasDeposits: true,
    firstName: 'Ivan',
    lastName: 'Petrov',
    ...overrides,
  });

export const method = (overrides: Record<string, unknown> = {}) => ({
  id: 'rub-p2p',
  name: 'Bank card',
  icon: '',
  iconBig: '',
  method: 'p2p',
  label: 'Card to card',
  currency: 'RUB',
  priority: 100,
  buy: {
    minAmount: '500',
    maxAmount: '300000',
    multiplyOrdersAllowed: false,
    externalDetailsFields: { required: [], optional: [] },
  },
  sell: { minAmount: '1000', maxAmount: '500000', levels: [], subbanks: [] },
  ...overrides,
});

export const order = (overrides: Record<string, unknown> = {}) => ({
  id: '42',
  status: 'waiting',
  url: null,
  valueFrom: '1500.00',
  currencyFrom: 'RUB',
  bankMethod: 'p2p',
  meta: { external_info: { target: 'details' } },
  additonalAmountChange: null,
  details: {
    expiredAt: Math.floor(Date.now() / 1000) + 900,
    paymentDetails: { card: '2200123412341234', bankName: 'Sandbox Bank', name: 'Olga S.' },
    recipientBank: 'Bank card',
    senderBank: null,
  },
  ...overrides,
});

/** fetch answered from `routes` by "METHOD /path" (the shared stand-in); anything else is a 404. */
export type { RouteTable };
export const mockFetch = (routes: RouteTable) => mockRoutes(routes).fn;

export function baseRoutes(overrides: RouteTable = {}): RouteTable {
  return {
    'GET /api/v1/me': () => ({ body: viewer() }),
    'GET /api/v1/wallet/balance': () => ({ body: null }),
    'GET /api/v2/wallet/orders/conditions': () => ({
      body: [method(), method({ id: 'rub-sbp', name: 'SBP', method: 'sbp', priority: 90 })],
    }),
    'GET /api/v1/wallet/currencies/bonus': () => ({ body: [] }),
    ...overrides,
  };
}

/** The URL as the router sees it, for assertions. */
function Probe() {
  const location = useLocation();
  return (
    <output data-testid="probe" data-key={location.key}>
      {location.search}
    </output>
  );
}

export function renderWallet(
  search: string,
  options: { client?: QueryClient; now?: () => number; me?: ReturnType<typeof viewer> } = {},
) {
  localStorage.setItem('casino.token', 't');
  const client =
    options.client ??
    new QueryClient({
      defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } },
    });
  client.setQueryData(['me'], options.me ?? viewer());
  void i18n.changeLanguage('en');
  const result = render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[`/en${search}`]}>
        <Routes>
          <Route
            path="/:locale/*"
            element={
              <>
                <WalletHost now={options.now} />
                <Probe />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
  return { client, ...result };
}

/** Engineer B's views as stand-ins (their own tests cover them). */
export function stubView(name: string) {
  return function Stub() {
    return <div data-testid={`view-${name}`}>{name}</div>;
  };
}
