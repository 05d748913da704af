// @vitest-environment jsdom
import type { GameView } from '@casino/shared';
import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../../lib/session.ts';
import { type FetchCall, mockFetch, testViewer } from '../../../test/fetch-routes.ts';
import { renderLobby } from '../test/harness.tsx';
import { GameSearchDialog } from './game-search-dialog.tsx';

const game = (id: string, title: string): GameView => ({
  id,
  title,
  imageUrl: `/${id}.svg`,
  blacklists: { countries: [], currencies: [] },
  label: null,
  category: 'originals',
  provider: 'casino-originals',
  rtp: '99.00',
});

const CATALOG = [game('dice', 'Dice'), game('limbo', 'Limbo'), game('dice-duel', 'Dice Duel')];

let calls: FetchCall[];
const searches = () => calls.filter((call) => call.url.searchParams.has('search'));

function serve() {
  calls = mockFetch(({ url }) => {
    if (url.pathname === '/api/v1/me') return { body: testViewer() };
    if (url.pathname === '/api/v2/games/providers')
      return {
        body: { items: [{ id: 'casino-originals', value: 'casino-originals', title: 'Casino Originals' }] },
      };
    if (url.pathname !== '/api/v2/games') return undefined;
    const term = url.searchParams.get('search')?.toLowerCase();
    const items = term ? CATALOG.filter((g) => g.title.toLowerCase().includes(term)) : CATALOG;
    return { body: { items, meta: { total: items.length, offset: 0, limit: 30 } } };
  }).calls;
}

function open() {
  const onClose = vi.fn();
  renderLobby(<GameSearchDialog onClose={onClose} />);
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  return { user, onClose, input: screen.getByRole('combobox', { name: 'Game or provider' }) };
}

const advance = (ms: number) => act(async () => void (await vi.advanceTimersByTimeAsync(ms)));

beforeEach(() => {
  // Testing Library waits with setTimeout and advances fake timers only through a `jest` global.
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  setToken(null);
  serve();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('game search', () => {
  it('asks nothing for 1 or 2 characters (SPEC §5.6: more than 2)', async () => {
    const { user, input } = open();
    await user.type(input, 'di');
    await advance(1000);
    expect(searches()).toHaveLength(0);
    expect(screen.getByText('Keep typing: at least 3 characters.')).toBeTruthy();
  });

  it('searches 250 ms after the third character, once', async () => {
    const { user, input } = open();
    await user.type(input, 'dic');
    await advance(200);
    expect(searches()).toHaveLength(0);
    await advance(100);
    expect(searches().map((call) => call.url.searchParams.get('search'))).toEqual(['dic']);
    expect(await screen.findByRole('option', { name: /Dice Duel/ })).toBeTruthy();
    expect(screen.getAllByRole('option')).toHaveLength(2);
  });

  it('debounces typing: only the settled term is searched', async () => {
    const { user, input } = open();
    // Pauses shorter than the debounce: 'lim' and 'limb' are never asked for.
    await user.type(input, 'lim');
    await advance(200);
    await user.type(input, 'b');
    await advance(200);
    await user.type(input, 'o');
    await advance(249);
    expect(searches()).toHaveLength(0);
    await advance(1);
    expect(searches().map((call) => call.url.searchParams.get('search'))).toEqual(['limbo']);
  });

  it('shows not found for a term without games', async () => {
    const { user, input } = open();
    await user.type(input, 'zzz');
    await advance(300);
    expect(await screen.findByText('Nothing found for “zzz”')).toBeTruthy();
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });

  it('arrow keys move through the results and Enter opens the game', async () => {
    setToken('token');
    const { user, input, onClose } = open();
    await advance(10);
    await user.type(input, 'dice');
    await advance(300);
    const options = await screen.findAllByRole('option');
    expect(options).toHaveLength(2);
    expect(options[0]?.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{ArrowDown}');
    expect(screen.getAllByRole('option')[1]?.getAttribute('aria-selected')).toBe('true');
    expect(input.getAttribute('aria-activedescendant')).toBe(screen.getAllByRole('option')[1]?.id);
    await user.keyboard('{ArrowDown}');
    expect(screen.getAllByRole('option')[0]?.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{ArrowUp}{Enter}');
    expect(onClose).toHaveBeenCalled();
    expect(screen.getByTestId('location').textContent).toBe('/en/games/dice-duel');
    // The search is remembered for next time.
    expect(JSON.parse(localStorage.getItem('casino.recentSearches') ?? '[]')).toEqual(['dice']);
  });

  it('for a guest, Enter opens sign-in instead of the game', async () => {
    const { user, input } = open();
    await user.type(input, 'limbo');
    await advance(300);
    await screen.findByRole('option', { name: /Limbo/ });
    await user.keyboard('{Enter}');
    // The sign-in form is a lazily loaded chunk: give the import real time.
    vi.useRealTimers();
    expect(await screen.findByRole('dialog', { name: 'Welcome back' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/en');
  });
});
