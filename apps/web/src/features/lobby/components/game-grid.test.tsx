// @vitest-environment jsdom
import type { GameView } from '@casino/shared';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../../lib/session.ts';
import { mockFetch } from '../../../test/fetch-routes.ts';
import { renderLobby } from '../test/harness.tsx';
import { CatalogPage } from './catalog-page.tsx';

const game = (i: number, extra: Partial<GameView> = {}): GameView => ({
  id: `game-${i}`,
  title: `Game ${i}`,
  imageUrl: `/img/${i}.svg`,
  blacklists: { countries: [], currencies: [] },
  label: null,
  category: 'slots',
  provider: 'neon-reels',
  rtp: '96.50',
  ...extra,
});

const categories = { items: [{ id: 'slots', value: 'slots', title: 'Slots' }] };

/** A catalog of `total` slots served 30 at a time, as GET /api/v2/games does. */
function catalog(total: number) {
  return mockFetch(({ url }) => {
    if (url.pathname === '/api/v2/games/categories') return { body: categories };
    if (url.pathname === '/api/v2/games/providers') return { body: { items: [] } };
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

const renderSlots = () =>
  renderLobby(<CatalogPage kind="category" value="slots" />, {
    at: '/en/categories/slots/games',
    pattern: '/:locale/categories/:value/games',
  });

beforeEach(() => setToken(null));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('game grid', () => {
  it('shows 18 skeleton tiles while the first page loads', async () => {
    mockFetch(({ url }) => (url.pathname === '/api/v2/games' ? new Promise(() => {}) : { body: categories }));
    renderSlots();
    expect(await screen.findAllByTestId('game-tile-skeleton')).toHaveLength(18);
    expect(screen.queryAllByTestId('game-tile')).toHaveLength(0);
  });

  it('loads 30 games, and show-more appends the next page at offset 30', async () => {
    const { calls } = catalog(45);
    renderSlots();
    await waitFor(() => expect(screen.getAllByTestId('game-tile')).toHaveLength(30));
    expect(screen.getByText('30 of 45 games')).toBeTruthy();
    const first = calls.find((call) => call.url.pathname === '/api/v2/games');
    expect(first?.url.searchParams.get('limit')).toBe('30');
    expect(first?.url.searchParams.get('offset')).toBe('0');
    expect(first?.url.searchParams.get('category')).toBe('slots');

    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(screen.getAllByTestId('game-tile')).toHaveLength(45));
    const pages = calls.filter((call) => call.url.pathname === '/api/v2/games');
    expect(pages.map((call) => call.url.searchParams.get('offset'))).toEqual(['0', '30']);
    // The first page is still there, in order, and the control is gone at the end.
    expect(screen.getByRole('img', { name: 'Game 0' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Game 44' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('shows the Exclusive and Early Access labels on tiles', async () => {
    mockFetch(({ url }) => {
      if (url.pathname === '/api/v2/games/categories') return { body: categories };
      if (url.pathname !== '/api/v2/games') return { body: { items: [] } };
      const items = [
        game(1, { label: { type: 'Exclusive' } }),
        game(2, { label: { type: 'Early Access' } }),
        game(3),
      ];
      return { body: { items, meta: { total: 3, offset: 0, limit: 30 } } };
    });
    renderSlots();
    expect(await screen.findByText('Exclusive')).toBeTruthy();
    expect(screen.getByText('Early Access')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('a failed list shows something-went-wrong, and retry loads it', async () => {
    let fail = true;
    mockFetch(({ url }) => {
      if (url.pathname === '/api/v2/games/categories') return { body: categories };
      if (url.pathname !== '/api/v2/games') return { body: { items: [] } };
      if (fail) return { status: 500, body: { detail: 'internal_error' } };
      return { body: { items: [game(1)], meta: { total: 1, offset: 0, limit: 30 } } };
    });
    renderSlots();
    expect(await screen.findByText('Something went wrong')).toBeTruthy();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getAllByTestId('game-tile')).toHaveLength(1));
    expect(screen.queryByText('Something went wrong')).toBeNull();
  });

  it('an empty list shows the not-found notice', async () => {
    catalog(0);
    renderSlots();
    expect(await screen.findByText('No games found')).toBeTruthy();
    expect(screen.queryAllByTestId('game-tile-skeleton')).toHaveLength(0);
  });
});
