import type {
  BalanceView,
  MarketView,
  SportsBetView,
  SportsEventView,
  SportsPage,
  Viewer,
} from '@casino/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { i18n } from '../../../i18n/index.ts';
import { setToken } from '../../../lib/session.ts';
import { testViewer } from '../../../test/fetch-routes.ts';
import { BALANCE_KEY } from '../../wallet/index.ts';

// biome-ignore lint/suspicious/noTemplateCurlyInString: SPEC's displayFormat placeholder, not a template.
const USD = { code: 'USD', displayFormat: '${amount}', icon: '' };

export const balance = (value = '100.00'): BalanceView => ({
  total: { value, primaryValue: value, primaryPrecision: 2, currency: USD },
  fiat: { value, primaryValue: value, primaryPrecision: 2, currency: USD },
  userBonuses: [],
});

/** A match winner market; `odds` in home/draw/away order (two for a two-way market). */
export function winner(id: string, odds: string[], status: MarketView['status'] = 'open'): MarketView {
  const keys = odds.length === 3 ? (['home', 'draw', 'away'] as const) : (['home', 'away'] as const);
  return {
    id,
    type: 'match_winner',
    line: null,
    period: null,
    status,
    outcomes: keys.map((key, index) => ({
      id: `${id}${index + 1}`,
      key,
      odds: odds[index] ?? '2.00',
      result: null,
    })),
  };
}

export function sportsEvent(id: string, overrides: Partial<SportsEventView> = {}): SportsEventView {
  return {
    id,
    sport: 'soccer-1',
    league: { id: '10', name: 'Premier League', country: 'GB', top: true },
    home: 'Arsenal',
    away: 'Chelsea',
    startsAt: '2025-03-01T18:00:00.000Z',
    status: 'upcoming',
    score: null,
    clock: null,
    markets: [winner(`${id}0`, ['2.10', '3.40', '3.20'])],
    marketCount: 12,
    ...overrides,
  };
}

export const page = <T,>(data: T[], total = data.length, offset = 0): SportsPage<T> => ({
  data,
  meta: { total, offset, limit: 30 },
});

export function sportsBet(id: string, overrides: Partial<SportsBetView> = {}): SportsBetView {
  return {
    id,
    type: 'single',
    status: 'open',
    stake: '10.00',
    currency: 'USD',
    odds: '2.10',
    potentialPayout: '21.00',
    payout: null,
    cashout: '9.50',
    placedAt: '2025-03-01T12:00:00.000Z',
    settledAt: null,
    selections: [
      {
        outcomeId: '1001',
        outcomeKey: 'home',
        odds: '2.10',
        result: 'pending',
        market: { id: '100', type: 'match_winner', line: null, period: null },
        event: {
          id: '1',
          sport: 'soccer-1',
          home: 'Arsenal',
          away: 'Chelsea',
          startsAt: '2025-03-01T18:00:00.000Z',
          status: 'live',
          score: { home: 1, away: 0 },
        },
      },
    ],
    ...overrides,
  };
}

/** Renders `ui` under /en{path} with a fresh query client, a player (unless `viewer` is null) and a USD balance. */
export function renderSportsbook(ui: ReactNode, options: { path?: string; viewer?: Viewer | null } = {}) {
  const viewer = options.viewer === undefined ? testViewer() : options.viewer;
  setToken(viewer ? 't' : null);
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } },
  });
  client.setQueryData(['me'], viewer);
  if (viewer) client.setQueryData(BALANCE_KEY, balance());
  void i18n.changeLanguage('en');
  const result = render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[`/en${options.path ?? ''}`]}>
        <Routes>
          <Route path="/:locale/*" element={ui} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { client, ...result };
}
