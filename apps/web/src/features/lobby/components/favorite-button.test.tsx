// @vitest-environment jsdom
import type { GameView } from '@casino/shared';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../../lib/session.ts';
import { type FetchReply, mockFetch, testViewer } from '../../../test/fetch-routes.ts';
import { renderLobby } from '../test/harness.tsx';
import { GameTile } from './game-tile.tsx';

const toastError = vi.hoisted(() => vi.fn());
vi.mock('sonner', () => ({ toast: { error: toastError, success: vi.fn() } }));

const dice: GameView = {
  id: 'dice',
  title: 'Dice',
  imageUrl: '/dice.svg',
  blacklists: { countries: [], currencies: [] },
  label: null,
  category: 'originals',
  provider: 'casino-originals',
  rtp: '98.99',
};

/** A player whose favorites are `favorites`; `onToggle` answers PUT/DELETE …/favorite. */
function player(favorites: string[], onToggle: () => FetchReply | Promise<FetchReply>) {
  let reads = 0;
  return mockFetch((call) => {
    if (call.url.pathname === '/api/v1/me') return { body: testViewer() };
    // Only the first read answers: what the heart shows afterwards is the client's own doing.
    if (call.url.pathname === '/api/v2/games/favorites')
      return reads++ === 0 ? { body: { items: favorites.map((id) => ({ id })) } } : new Promise(() => {});
    if (call.url.pathname === '/api/v2/games/dice/favorite') return onToggle();
    return undefined;
  });
}

const heart = () => screen.getByRole('button', { name: 'Favorite Dice' });

beforeEach(() => setToken('token'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  toastError.mockClear();
  setToken(null);
});

describe('favorite toggle', () => {
  it('flips at once and stays when the server agrees', async () => {
    let release: (reply: FetchReply) => void = () => {};
    const { calls } = player([], () => new Promise((resolve) => (release = resolve)));
    renderLobby(<GameTile game={dice} />);
    await waitFor(() => expect((heart() as HTMLButtonElement).disabled).toBe(false));
    expect(heart().getAttribute('aria-pressed')).toBe('false');

    await userEvent.click(heart());
    // Optimistic: pressed before the server has answered.
    expect(heart().getAttribute('aria-pressed')).toBe('true');
    expect(calls.some((call) => call.method === 'PUT' && call.url.pathname.endsWith('/dice/favorite'))).toBe(
      true,
    );
    release({ status: 204 });
    await waitFor(() => expect(heart().getAttribute('aria-pressed')).toBe('true'));
    expect(toastError).not.toHaveBeenCalled();
  });

  it('rolls back and says so when the server refuses', async () => {
    let release: (reply: FetchReply) => void = () => {};
    player(['dice'], () => new Promise((resolve) => (release = resolve)));
    renderLobby(<GameTile game={dice} />);
    await waitFor(() => expect(heart().getAttribute('aria-pressed')).toBe('true'));

    await userEvent.click(heart());
    expect(heart().getAttribute('aria-pressed')).toBe('false');
    release({ status: 500, body: { detail: 'internal_error' } });
    await waitFor(() => expect(heart().getAttribute('aria-pressed')).toBe('true'));
    // The toast module loads on the first toast.
    await vi.waitFor(() => expect(toastError).toHaveBeenCalledWith(expect.stringContaining('Dice')));
  });

  it('is not offered to guests', async () => {
    setToken(null);
    mockFetch(() => undefined);
    renderLobby(<GameTile game={dice} />);
    expect(await screen.findByRole('link', { name: /Dice/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Favorite Dice' })).toBeNull();
  });
});
