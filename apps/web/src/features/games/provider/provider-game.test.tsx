// @vitest-environment jsdom
import type { GameView } from '@casino/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/index.ts';
import { setToken } from '../../../lib/session.ts';
import { type FetchReply, mockRoutes, type RouteTable, testViewer } from '../../../test/fetch-routes.ts';
import { SignInProvider } from '../../auth/index.ts';
import { sandboxFor } from './provider-frame.tsx';
import { ProviderGame } from './provider-game.tsx';

const studioGame = (extra: Partial<GameView> = {}): GameView => ({
  id: 'book-of-neon',
  title: 'Book of Neon',
  imageUrl: '/img/book.svg',
  blacklists: { countries: [], currencies: [] },
  label: null,
  category: 'slots',
  provider: 'neon-reels',
  rtp: '96.20',
  source: 'aggregator',
  volatility: 'high',
  demoAllowed: true,
  ...extra,
});

const LAUNCH = 'POST /api/v2/games/book-of-neon/launch';
const sessionUrl = (mode: string) => `https://games.example.test/play/book-of-neon?mode=${mode}`;
const error = (status: number, detail: string): FetchReply => ({
  status,
  body: { detail, key: 'k-1', time: '2025-01-01T00:00:00Z' },
});

let routes: RouteTable;
let launches: string[];

function renderGame(game: GameView) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={client}>
      <SignInProvider>
        <MemoryRouter initialEntries={['/en/games/book-of-neon']}>
          <ProviderGame game={game} />
        </MemoryRouter>
      </SignInProvider>
    </QueryClientProvider>,
  );
}

const frame = () => screen.findByTitle('Book of Neon: game');

beforeEach(async () => {
  await i18n.changeLanguage('en');
  launches = [];
  routes = {
    'GET /api/v1/me': () => ({ body: testViewer() }),
    'GET /api/v2/games/providers': () => ({
      body: { items: [{ id: 'neon-reels', value: 'neon-reels', title: 'Neon Reels' }] },
    }),
    [LAUNCH]: (init) => {
      const { mode } = JSON.parse(String(init?.body)) as { mode: string };
      launches.push(mode);
      return { body: { url: sessionUrl(mode), mode } };
    },
  };
  mockRoutes(() => routes);
});

afterEach(() => {
  cleanup();
  setToken(null);
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('a studio game for a player', () => {
  beforeEach(() => setToken('token'));

  it('launches real money and plays the session in a sandboxed frame', async () => {
    renderGame(studioGame());
    const iframe = await frame();
    expect(launches).toEqual(['real']);
    expect(iframe.getAttribute('src')).toBe(sessionUrl('real'));
    const sandbox = iframe.getAttribute('sandbox')?.split(' ') ?? [];
    expect(sandbox.sort()).toEqual(['allow-forms', 'allow-same-origin', 'allow-scripts']);
    expect(screen.getByRole('radio', { name: 'Real money' })).toHaveProperty('checked', true);
  });

  it('switches to demo: a new session with fun money', async () => {
    renderGame(studioGame());
    await frame();
    await userEvent.click(screen.getByRole('radio', { name: 'Demo' }));
    await waitFor(async () => expect((await frame()).getAttribute('src')).toBe(sessionUrl('demo')));
    expect(launches).toEqual(['real', 'demo']);
  });

  it('offers no demo where the game has none', async () => {
    renderGame(studioGame({ demoAllowed: false }));
    await frame();
    expect(screen.queryByRole('radio', { name: 'Demo' })).toBeNull();
    expect(launches).toEqual(['real']);
  });

  it('says so when the game is blocked for the player (403 game_unavailable), without a frame', async () => {
    routes[LAUNCH] = () => error(403, 'game_unavailable');
    renderGame(studioGame());
    expect(await screen.findByText('Not available to you')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('not offered in your country');
    expect(screen.queryByTitle('Book of Neon: game')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('says the studio is down (503) and tries again on request', async () => {
    let down = true;
    routes[LAUNCH] = () =>
      down ? error(503, 'provider_unavailable') : { body: { url: sessionUrl('real'), mode: 'real' } };
    renderGame(studioGame());
    expect(await screen.findByText('The studio is not answering')).toBeTruthy();
    expect(screen.queryByTitle('Book of Neon: game')).toBeNull();
    down = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect((await frame()).getAttribute('src')).toBe(sessionUrl('real'));
    expect(screen.queryByText('The studio is not answering')).toBeNull();
  });

  it('shows the rules panel with RTP, volatility and the studio', async () => {
    renderGame(studioGame());
    expect(await screen.findByText('96.20%')).toBeTruthy();
    expect(screen.getByText('High')).toBeTruthy();
    expect(await screen.findByText('Neon Reels')).toBeTruthy();
  });
});

describe('a studio game for a guest', () => {
  it('plays the demo, and real money asks to sign in', async () => {
    renderGame(studioGame());
    expect((await frame()).getAttribute('src')).toBe(sessionUrl('demo'));
    expect(launches).toEqual(['demo']);
    expect(screen.getByText('You are playing with fun money.')).toBeTruthy();
    await userEvent.click(screen.getByRole('radio', { name: 'Real money' }));
    expect(await screen.findByRole('dialog')).toBeTruthy();
    expect(launches).toEqual(['demo']);
  });

  it('without a demo, asks to sign in and launches nothing', async () => {
    renderGame(studioGame({ demoAllowed: false }));
    expect(await screen.findByText('Sign in to play Book of Neon')).toBeTruthy();
    expect(screen.queryByTitle('Book of Neon: game')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('dialog')).toBeTruthy();
    expect(launches).toEqual([]);
  });
});

describe('sandboxFor', () => {
  it('never lets a page of our own origin keep it together with scripts', () => {
    expect(sandboxFor(`${window.location.origin}/evil`)).toBe('allow-scripts allow-forms');
    expect(sandboxFor('https://games.example.test/x')).toContain('allow-same-origin');
  });
});
