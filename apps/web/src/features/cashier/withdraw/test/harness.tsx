import type { BalanceView, Viewer } from '@casino/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { i18n } from '../../../../i18n/index.ts';
import { mockRoutes, type Route, testViewer } from '../../../../test/fetch-routes.ts';
import type { WalletCurrency } from '../../api/get-currencies.ts';

/** A signed-in player with deposits, as GET /api/v1/me answers. */
export const viewerFixture = (overrides: Partial<Viewer> = {}): Viewer =>
  testViewer({ hasDeposits: true, ...overrides });

const money = (value: string) => ({
  value,
  primaryValue: value,
  primaryPrecision: 2,
  // biome-ignore lint/suspicious/noTemplateCurlyInString: SPEC's displayFormat placeholder, not a template.
  currency: { code: 'USD', displayFormat: '${amount}', icon: '' },
});

export const balanceFixture = (
  value = '1000.00',
  userBonuses: BalanceView['userBonuses'] = [],
): BalanceView => ({
  total: money(value),
  fiat: money(value),
  userBonuses,
});

export function currencyFixture(overrides: Partial<WalletCurrency>): WalletCurrency {
  return {
    code: 'TON',
    name: 'Toncoin',
    icon: '',
    iconBig: '',
    network: 'TON',
    precision: 9,
    isFiat: false,
    withdrawAllowed: true,
    minWithdrawAmount: '2',
    minDepositAmount: '1',
    addressFormat: '^(EQ|UQ|kQ|0Q)[A-Za-z0-9_-]{46}$',
    displayFormat: '{amount} TON',
    valuePresets: [],
    additionalProviders: [],
    depositBonus: 0,
    depositBonusAvailable: false,
    ...overrides,
  };
}

export type { Route };

/** The shared fetch stand-in: `routes['GET /api/...']` answers (or a prefix ending in '*'); else 404. */
export const mockFetch = (routes: Record<string, Route>) => mockRoutes(routes).fn;

/** The calls the stand-in saw, as "METHOD /path?query". */
export const callsOf = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls.map(([input, init]) => {
    const url = new URL(String(input), 'http://localhost');
    return `${init?.method ?? 'GET'} ${url.pathname}${url.search}`;
  });

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** Renders a wallet view under `/en` with a query client that knows the viewer, and English texts. */
export function renderView(ui: ReactElement, { viewer = viewerFixture() as Viewer | null } = {}) {
  const client = new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: Number.POSITIVE_INFINITY },
      mutations: { retry: false },
    },
  });
  client.setQueryData(['me'], viewer);
  void i18n.changeLanguage('en');
  const router = createMemoryRouter(
    [
      {
        path: '/:locale/*',
        element: (
          <>
            {ui}
            <LocationProbe />
          </>
        ),
      },
    ],
    { initialEntries: ['/en'] },
  );
  return {
    client,
    ...render(
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    ),
  };
}
