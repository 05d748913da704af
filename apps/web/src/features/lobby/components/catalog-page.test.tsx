// @vitest-environment jsdom
import type { GameView } from '@casino/shared';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../../lib/session.ts';
import { mockFetch } from '../../../test/fetch-routes.ts';
import { renderLobby } from '../test/harness.tsx';
import { CatalogPage } from './catalog-page.tsx';

const game = (i: number): GameView => ({
  id: `game-${i}`,
  title: `Game ${i}`,
  imageUrl: `/img/${i}.svg`,
  blacklists: { countries: [], currencies: [] },
  label: null,
  category: 'slots',
  provider: 'neon-reels',
  rtp: '96.50',
  source: 'aggregator',
});

/** A catalog of `total` games served a page at a time, as GET /api/v2/games does. */
function catalog(total: number) {
  return mockFetch(({ url }) => {
    if (url.pathname === '/api/v2/games/categories')
      return { body: { items: [{ id: 'slots', value: 'slots', title: 'Slots' }] } };
    if (url.pathname === '/api/v2/games/providers')
      return {
        body: { items: [{ id: 'neon-reels', value: 'neon-reels', title: 'Neon Reels', count: total }] },
      };
    if (url.pathname === '/api/v2/games') {
      const offset = Number(url.searchParams.get('offset'));
      const limit = Number(url.searchParams.get('limit'));
      const items = Array.from({ length: Math.max(0, Math.min(limit, total - offset)) }, (_, i) =>
        game(offset + i),
      );
      return { body: { items, meta: { total, offset, limit } } };
    }
    return undefined;
  });
}

const page = (kind: 'category' | 'provider', value: string) =>
  renderLobby(<CatalogPage kind={kind} value={value} />, {
    at: `/en/${kind === 'category' ? 'categories' : 'providers'}/${value}/games`,
    pattern: `/:locale/${kind === 'category' ? 'categories' : 'providers'}/:value/games`,
  });

const listCalls = (calls: ReturnType<typeof catalog>['calls']) =>
  calls.filter((call) => call.url.pathname === '/api/v2/games');

beforeEach(() => setToken(null));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('catalog pages with hundreds of games', () => {
  it('a provider page heads with the count and shows more, 30 at a time', async () => {
    const { calls } = catalog(340);
    page('provider', 'neon-reels');
    expect(await screen.findByRole('heading', { level: 1, name: 'Neon Reels' })).toBeTruthy();
    await waitFor(() => expect(screen.getAllByTestId('game-tile')).toHaveLength(30));
    expect(screen.getByText('340 games')).toBeTruthy();
    const user = userEvent.setup();
    for (const shown of [60, 90, 120]) {
      await user.click(screen.getByRole('button', { name: 'Show more' }));
      await waitFor(() => expect(screen.getAllByTestId('game-tile')).toHaveLength(shown));
      expect(screen.getByText(`${shown} of 340 games`)).toBeTruthy();
    }
    expect(listCalls(calls).map((call) => call.url.searchParams.get('offset'))).toEqual([
      '0',
      '30',
      '60',
      '90',
    ]);
    expect(listCalls(calls).every((call) => call.url.searchParams.get('provider') === 'neon-reels')).toBe(
      true,
    );
    expect(screen.getByRole('button', { name: 'Show more' })).toBeTruthy();
  });

  it('/categories/new/games lists the whole catalog newest first, without a sort control', async () => {
    const { calls } = catalog(340);
    page('category', 'new');
    expect(await screen.findByRole('heading', { level: 1, name: 'New' })).toBeTruthy();
    await waitFor(() => expect(screen.getAllByTestId('game-tile')).toHaveLength(30));
    const first = listCalls(calls)[0];
    expect(first?.url.searchParams.get('sort')).toBe('recently');
    expect(first?.url.searchParams.has('category')).toBe(false);
    expect(screen.queryByLabelText('Sort')).toBeNull();
    expect(screen.queryByText('This category does not exist')).toBeNull();
  });

  it('/categories/popular/games is the most played first', async () => {
    const { calls } = catalog(5);
    page('category', 'popular');
    await waitFor(() => expect(screen.getAllByTestId('game-tile')).toHaveLength(5));
    expect(listCalls(calls)[0]?.url.searchParams.get('sort')).toBe('popularity');
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('an unknown category says so instead of listing anything', async () => {
    const { calls } = catalog(10);
    page('category', 'nope');
    expect(await screen.findByText('This category does not exist')).toBeTruthy();
    expect(screen.queryAllByTestId('game-tile')).toHaveLength(0);
    expect(listCalls(calls).every((call) => call.url.searchParams.get('category') === 'nope')).toBe(true);
  });

  it('a studio game with a demo opens for a guest, an original asks them to sign in', async () => {
    mockFetch(({ url }) => {
      if (url.pathname === '/api/v2/games/categories')
        return { body: { items: [{ id: 'slots', value: 'slots', title: 'Slots' }] } };
      if (url.pathname !== '/api/v2/games') return undefined;
      const items = [
        { ...game(0), demoAllowed: true },
        { ...game(1), source: 'original' as const },
      ];
      return { body: { items, meta: { total: 2, offset: 0, limit: 30 } } };
    });
    page('category', 'slots');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: /Game 1/ }));
    expect(await screen.findByRole('dialog')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/en/categories/slots/games');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // A plain link: no sign-in step in between.
    await user.click(screen.getByRole('link', { name: /Game 0/ }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/en/games/game-0'));
  });
});
