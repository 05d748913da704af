// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, renderInShell, viewerFixture } from '../test/harness.tsx';
import { CasinoSidebar } from './casino-sidebar.tsx';

// biome-ignore lint/suspicious/noTemplateCurlyInString: SPEC's displayFormat placeholder, not a template.
const USD_FORMAT = '${amount}';

vi.mock('../../../lib/realtime-client.ts', () => ({ subscribe: () => () => {} }));

const usd = { value: '100.00', currency: { code: 'USD', displayFormat: USD_FORMAT, icon: '' } };
const tournament = (id: string, vip: boolean, names: Record<string, string>, status = 'active') => ({
  id,
  vip_players_only: vip,
  descriptions: Object.fromEntries(Object.entries(names).map(([k, name]) => [k, { name, description: '' }])),
  prizePool: usd,
  startsAt: '2026-01-01T00:00:00.000Z',
  endsAt: '2026-02-01T00:00:00.000Z',
  status,
});

// As if the server had sent a VIP-only one anyway (a cached list from before signing out): the page filters too.
const tournaments = [
  tournament('9', true, { en: 'VIP High Roller Cup', uk: 'VIP-кубок хайролерів' }),
  tournament('1', false, { en: 'Weekly Slots Race', uk: 'Щотижневі перегони слотів' }),
  tournament('2', false, { en: 'Crash Masters' }),
  tournament('3', false, { en: 'TON Dice Duel', uk: 'TON Dice дуель' }, 'upcoming'),
];

function routes() {
  return mockFetch({
    'GET /api/v1/tournaments': (_init, url) => {
      expect(url.searchParams.get('limit')).toBe('3');
      return { body: { items: tournaments, meta: { total: 4, offset: 0, limit: 3 } } };
    },
    'GET /api/v2/games/categories': () => ({
      body: { items: [{ id: 'slots', value: 'slots', title: 'Slots' }] },
    }),
  });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('CasinoSidebar', () => {
  it('lists the first 3 tournaments a non-VIP may see, in Ukrainian with the English fallback', async () => {
    routes();
    renderInShell(<CasinoSidebar collapsed={false} />, { path: '/uk', viewer: viewerFixture() });
    const list = await screen.findByTestId('sidebar-tournaments');
    const names = within(list)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(names).toEqual([
      expect.stringContaining('Щотижневі перегони слотів'),
      expect.stringContaining('Crash Masters'),
      expect.stringContaining('TON Dice дуель'),
    ]);
    expect(within(list).queryByText(/VIP/)).toBeNull();
    expect(within(list).getAllByRole('link')[0]?.getAttribute('href')).toBe('/uk/tournaments/1');
    expect(screen.getByRole('link', { name: 'Усі' }).getAttribute('href')).toBe('/uk/tournaments');
  });

  it('shows VIP-only tournaments to a VIP player', async () => {
    routes();
    renderInShell(<CasinoSidebar collapsed={false} />, {
      path: '/en',
      viewer: viewerFixture({ isVip: true }),
    });
    const list = await screen.findByTestId('sidebar-tournaments');
    expect(within(list).getAllByRole('link')[0]?.textContent).toContain('VIP High Roller Cup');
    expect(within(list).getAllByRole('link')).toHaveLength(3);
  });

  it('links home, favorites, bonuses and the categories under the locale', async () => {
    routes();
    renderInShell(<CasinoSidebar collapsed={false} />, { path: '/en', viewer: viewerFixture() });
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/en');
    expect(screen.getByRole('link', { name: 'Favorites' }).getAttribute('href')).toBe('/en/games/favorites');
    expect(screen.getByRole('link', { name: 'Bonuses' }).getAttribute('href')).toBe('/en/bonuses');
    expect((await screen.findByRole('link', { name: 'Slots' })).getAttribute('href')).toBe(
      '/en/categories/slots/games',
    );
  });
});
