// @vitest-environment jsdom
import type { GameView } from '@casino/shared';
import { QueryClient } from '@tanstack/react-query';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../../lib/session.ts';
import { type FetchCall, mockFetch } from '../../../test/fetch-routes.ts';
import { prefetchLobbyHome } from '../api/prefetch-lobby-home.ts';
import { RECENTLY_PLAYED_KEPT } from '../lib/constants.ts';
import { readRecentlyPlayed, rememberPlayed } from '../lib/recently-played.ts';
import { fakeIntersectionObserver } from '../test/fake-intersection-observer.ts';
import { renderLobby } from '../test/harness.tsx';
import { ROW_TILES } from './game-row.tsx';
import { LobbyHome } from './lobby-home.tsx';

const game = (id: string, extra: Partial<GameView> = {}): GameView => ({
  id,
  title: `Title ${id}`,
  imageUrl: `/img/${id}.svg`,
  blacklists: { countries: [], currencies: [] },
  label: null,
  category: 'slots',
  provider: 'neon-reels',
  rtp: '96.50',
  ...extra,
});

const categories = [
  { id: 'originals', value: 'originals', title: 'Originals' },
  { id: 'slots', value: 'slots', title: 'Slots' },
  { id: 'live', value: 'live', title: 'Live' },
  { id: 'table-games', value: 'table-games', title: 'Table games' },
];

/** Each list answers three games named after its filter, out of 40. */
function lobbyServer() {
  return mockFetch(({ url }) => {
    if (url.pathname === '/api/v2/games/categories') return { body: { items: categories } };
    if (url.pathname === '/api/v2/games/providers') return { body: { items: [] } };
    if (url.pathname === '/api/v2/games') {
      const name = url.searchParams.get('category') ?? url.searchParams.get('sort') ?? 'all';
      const items = [1, 2, 3].map((i) => game(`${name}-${i}`));
      return { body: { items, meta: { total: 40, offset: 0, limit: 30 } } };
    }
    return undefined;
  });
}

const gameCalls = (calls: FetchCall[]) =>
  calls
    .filter((call) => call.url.pathname === '/api/v2/games')
    .map((call) => call.url.searchParams.get('category') ?? `sort=${call.url.searchParams.get('sort')}`);

const section = (name: RegExp) => screen.getByRole('heading', { name }).closest('section') as HTMLElement;

beforeEach(() => setToken(null));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('lobby rows', () => {
  it('shows New, Popular and a row per category, each linking to its whole list', async () => {
    lobbyServer();
    renderLobby(<LobbyHome />);
    await screen.findByRole('heading', { name: /^Table games/ });
    const titles = screen
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent?.replace(/\d+$/, ''));
    expect(titles.slice(0, 6)).toEqual([
      'New',
      'Popular',
      'Originals',
      'Slots',
      'Live casino',
      'Table games',
    ]);
    const all = (title: string) =>
      screen.getByRole('link', { name: `All ${title} games` }).getAttribute('href');
    expect(all('New')).toBe('/en/categories/new/games');
    expect(all('Popular')).toBe('/en/categories/popular/games');
    expect(all('Slots')).toBe('/en/categories/slots/games');
    expect(all('Live casino')).toBe('/en/categories/live/games');
    // Without an observer (old browsers) every row loads: each row's first three games are there.
    await waitFor(() => expect(within(section(/^Table games/)).getAllByTestId('game-tile')).toHaveLength(3));
    expect(within(section(/^New/)).getByRole('img', { name: 'Title recently-1' })).toBeTruthy();
    expect(within(section(/^Popular/)).getByRole('img', { name: 'Title popularity-1' })).toBeTruthy();
    expect(within(section(/^New/)).getByText('40')).toBeTruthy();
  });

  it('asks for a row below the fold only once it comes near the screen', async () => {
    const observer = fakeIntersectionObserver();
    const { calls } = lobbyServer();
    renderLobby(<LobbyHome />);
    await screen.findByRole('heading', { name: /^Slots/ });
    // The first row and the banner's showcase (the first category, shared with its row) only.
    await waitFor(() => expect(gameCalls(calls).sort()).toEqual(['originals', 'sort=recently']));
    expect(within(section(/^Slots/)).getAllByTestId('game-tile-skeleton')).toHaveLength(8);

    act(() => observer.show(section(/^Slots/)));
    await waitFor(() => expect(within(section(/^Slots/)).getAllByTestId('game-tile')).toHaveLength(3));
    expect(gameCalls(calls).sort()).toEqual(['originals', 'slots', 'sort=recently']);
    const slots = calls.find((call) => call.url.searchParams.get('category') === 'slots');
    expect(slots?.url.searchParams.get('limit')).toBe('30');
    expect(slots?.url.searchParams.get('offset')).toBe('0');
    // The studios' strip is not even downloaded yet.
    expect(calls.some((call) => call.url.pathname === '/api/v2/games/providers')).toBe(false);
  });

  it(`shows a row's first ${ROW_TILES} games of its page of 30; "All" has the rest`, async () => {
    mockFetch(({ url }) => {
      if (url.pathname === '/api/v2/games/categories') return { body: { items: categories.slice(0, 1) } };
      if (url.pathname === '/api/v2/games') {
        const items = Array.from({ length: 30 }, (_, i) => game(`g-${i}`));
        return { body: { items, meta: { total: 300, offset: 0, limit: 30 } } };
      }
      return undefined;
    });
    renderLobby(<LobbyHome />);
    await waitFor(() => expect(within(section(/^New/)).getAllByTestId('game-tile')).toHaveLength(ROW_TILES));
    expect(within(section(/^New/)).getByText('300')).toBeTruthy();
    expect(within(section(/^New/)).getByRole('link', { name: 'All New games' })).toBeTruthy();
  });
});

describe('prefetchLobbyHome', () => {
  it("asks for the categories, the first category's games and the first row's, under the lobby's keys", async () => {
    fakeIntersectionObserver();
    const { calls } = lobbyServer();
    const client = new QueryClient();
    await prefetchLobbyHome(client);
    expect(gameCalls(calls).sort()).toEqual(['originals', 'sort=recently']);
    // The lobby then renders from the cache: no request goes out again.
    renderLobby(<LobbyHome />, {}, client);
    await waitFor(() => expect(within(section(/^New/)).getAllByTestId('game-tile')).toHaveLength(3));
    expect(gameCalls(calls).sort()).toEqual(['originals', 'sort=recently']);
  });
});

describe('recently played', () => {
  it('is not shown until a game was opened on this device', async () => {
    lobbyServer();
    renderLobby(<LobbyHome />);
    await screen.findByRole('heading', { name: /^New/ });
    expect(screen.queryByRole('heading', { name: /Recently played/ })).toBeNull();
  });

  it('shows the games opened last, newest first, each once', async () => {
    lobbyServer();
    rememberPlayed(game('dice', { title: 'Dice' }));
    rememberPlayed(game('book-of-neon', { title: 'Book of Neon', source: 'aggregator' }));
    rememberPlayed(game('dice', { title: 'Dice' }));
    renderLobby(<LobbyHome />);
    const row = (await screen.findByRole('heading', { name: /Recently played/ })).closest('section');
    const names = within(row as HTMLElement)
      .getAllByRole('img')
      .map((img) => img.getAttribute('alt'));
    expect(names).toEqual(['Dice', 'Book of Neon']);
    // A whole list of its own has no "All" page.
    expect(within(row as HTMLElement).queryByRole('link', { name: /^All/ })).toBeNull();
  });

  it('updates while the lobby is open and keeps the last twelve', async () => {
    lobbyServer();
    renderLobby(<LobbyHome />);
    await screen.findByRole('heading', { name: /^New/ });
    act(() => {
      for (let i = 0; i < RECENTLY_PLAYED_KEPT + 2; i++) rememberPlayed(game(`g${i}`));
    });
    const row = (await screen.findByRole('heading', { name: /Recently played/ })).closest('section');
    const tiles = within(row as HTMLElement).getAllByTestId('game-tile');
    expect(tiles).toHaveLength(RECENTLY_PLAYED_KEPT);
    expect(readRecentlyPlayed()[0]?.id).toBe(`g${RECENTLY_PLAYED_KEPT + 1}`);
    expect(readRecentlyPlayed().some((item) => item.id === 'g0' || item.id === 'g1')).toBe(false);
  });

  it('forgets a damaged entry instead of failing', () => {
    localStorage.setItem('casino.recentlyPlayed', '{not json');
    expect(readRecentlyPlayed()).toEqual([]);
    localStorage.setItem('casino.recentlyPlayed', JSON.stringify([{ id: 1 }, game('ok')]));
    expect(readRecentlyPlayed().map((item) => item.id)).toEqual(['ok']);
  });
});
