import type { GameView, Leaderboard, LeaderboardRow, TournamentView, Viewer } from '@casino/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { i18n } from '../../../i18n/index.ts';
import { setToken } from '../../../lib/session.ts';
import { testViewer } from '../../../test/fetch-routes.ts';

// biome-ignore lint/suspicious/noTemplateCurlyInString: SPEC's displayFormat placeholder, not a template.
export const USD = { code: 'USD', displayFormat: '${amount}', icon: '' };

export function tournament(id: string, overrides: Partial<TournamentView> = {}): TournamentView {
  return {
    id,
    vip_players_only: false,
    descriptions: { en: { name: `Tournament ${id}`, description: `About tournament ${id}.` } },
    prizePool: { value: '1000.00', currency: USD },
    startsAt: '2025-03-01T00:00:00.000Z',
    endsAt: '2025-03-08T00:00:00.000Z',
    status: 'active',
    cancelled: false,
    scoring: 'wagered',
    games: [],
    minStake: '0.10',
    joinRequired: false,
    joined: false,
    players: 0,
    me: null,
    prizes: [
      { place: 1, kind: 'money', amount: '500.00' },
      { place: 2, kind: 'money', amount: '300.00' },
      { place: 3, kind: 'bonus', amount: '200.00' },
    ],
    ...overrides,
  };
}

export const list = (items: TournamentView[], total = items.length, offset = 0) => ({
  items,
  meta: { total, offset, limit: 12 },
});

export function row(place: number, overrides: Partial<LeaderboardRow> = {}): LeaderboardRow {
  return {
    place,
    name: `pl***${place}`,
    score: `${1000 - place * 10}.00`,
    bets: 10 + place,
    prize: null,
    isMe: false,
    ...overrides,
  };
}

export const board = (
  items: LeaderboardRow[],
  me: LeaderboardRow | null,
  total = items.length,
): Leaderboard => ({
  items,
  me,
  meta: { total, offset: 0, limit: 50 },
});

export function game(id: string, title: string): GameView {
  return {
    id,
    title,
    imageUrl: `/games/${id}.webp`,
    blacklists: { countries: [], currencies: [] },
    label: null,
    category: 'originals',
    provider: 'house',
    rtp: '99.00',
  };
}

export const catalog = (games: GameView[]) => ({
  items: games,
  meta: { total: games.length, offset: 0, limit: 100 },
});

/** The URL's search as the router sees it, for assertions. */
function Probe() {
  const location = useLocation();
  return <output data-testid="probe">{location.search}</output>;
}

export const search = () => document.querySelector('[data-testid="probe"]')?.textContent ?? '';

/**
 * Renders `ui` under /en{path} with a fresh query client; a player (token and /me) unless `viewer` is
 * null (a guest).
 */
export function renderTournaments(ui: ReactNode, options: { path?: string; viewer?: Viewer | null } = {}) {
  const viewer = options.viewer === undefined ? testViewer() : options.viewer;
  setToken(viewer ? 't' : null);
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } },
  });
  client.setQueryData(['me'], viewer);
  void i18n.changeLanguage('en');
  const result = render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[`/en${options.path ?? ''}`]}>
        <Routes>
          <Route
            path="/:locale/*"
            element={
              <>
                {ui}
                <Probe />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { client, ...result };
}
