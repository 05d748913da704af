// @vitest-environment jsdom
import type { GameView } from '@casino/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SignInProvider } from '../../features/auth/index.ts';
import { i18n } from '../../i18n/index.ts';
import { mockRoutes, type RouteTable } from '../../test/fetch-routes.ts';
import { GameRoute } from './game-route.tsx';

const studioGame: GameView = {
  id: 'book-of-neon',
  title: 'Book of Neon',
  imageUrl: '/img/book.svg',
  blacklists: { countries: [], currencies: [] },
  label: null,
  category: 'slots',
  provider: 'neon-reels',
  rtp: '96.20',
  source: 'aggregator',
  demoAllowed: true,
};

let routes: RouteTable;

function renderRoute(id: string) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={client}>
      <SignInProvider>
        <MemoryRouter initialEntries={[`/en/games/${id}`]}>
          <Routes>
            <Route path="/:locale/games/:id" element={<GameRoute />} />
          </Routes>
        </MemoryRouter>
      </SignInProvider>
    </QueryClientProvider>,
  );
}

beforeEach(async () => {
  await i18n.changeLanguage('en');
  routes = {
    'GET /api/v2/games/book-of-neon': () => ({ body: studioGame }),
    'POST /api/v2/games/book-of-neon/launch': () => ({
      body: { url: 'https://games.example.test/s/1', mode: 'demo' },
    }),
  };
  mockRoutes(() => routes);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('game route', () => {
  it("opens a studio's game in its frame and remembers it for the lobby", async () => {
    renderRoute('book-of-neon');
    const iframe = await screen.findByTitle('Book of Neon: game');
    expect(iframe.getAttribute('src')).toBe('https://games.example.test/s/1');
    expect(screen.getByRole('heading', { level: 1, name: 'Book of Neon' })).toBeTruthy();
    const remembered = JSON.parse(localStorage.getItem('casino.recentlyPlayed') ?? '[]') as GameView[];
    expect(remembered.map((game) => game.id)).toEqual(['book-of-neon']);
  });

  it('says a game blocked for the player is not available (403 game_unavailable)', async () => {
    routes['GET /api/v2/games/book-of-neon'] = () => ({
      status: 403,
      body: { detail: 'game_unavailable', key: 'k', time: '2025-01-01T00:00:00Z' },
    });
    renderRoute('book-of-neon');
    expect(await screen.findByText('Not available to you')).toBeTruthy();
    expect(screen.queryByTitle('Book of Neon: game')).toBeNull();
    expect(localStorage.getItem('casino.recentlyPlayed')).toBeNull();
  });

  it('an unknown game is the 404 page', async () => {
    renderRoute('no-such-game');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
  });

  it('theatre mode widens the page and is remembered', async () => {
    renderRoute('book-of-neon');
    await screen.findByTitle('Book of Neon: game');
    const toggle = screen.getByRole('button', { name: 'Theatre mode' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(toggle);
    await waitFor(() => expect(toggle.getAttribute('aria-pressed')).toBe('true'));
    expect(localStorage.getItem('casino.theatre')).toBe('1');
    expect(toggle.closest('.max-w-none')).toBeTruthy();
    await userEvent.click(toggle);
  });
});
