// @vitest-environment jsdom
import type { TournamentEvent } from '@casino/shared';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockRoutes, type RouteTable, routeKey } from '../../../test/fetch-routes.ts';
import { board, catalog, game, renderTournaments, row, tournament } from '../test/fixtures.tsx';
import { TournamentEventsHost } from './tournament-events-host.tsx';
import { TournamentPage } from './tournament-page.tsx';

const openSignIn = vi.hoisted(() => vi.fn());
vi.mock('../../auth/index.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../auth/index.ts')>()),
  useSignIn: () => ({ openSignIn, closeSignIn: () => {} }),
}));

const channels = vi.hoisted(() => new Map<string, (payload: unknown) => void>());
vi.mock('../../../lib/realtime-client.ts', () => ({
  subscribe: (channel: string, handler: (payload: unknown) => void) => {
    channels.set(channel, handler);
    return () => channels.delete(channel);
  },
}));

const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('../../../lib/toast.ts', () => ({ toast: toasts }));

const NOW = Date.parse('2025-03-03T12:00:00Z');

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  openSignIn.mockReset();
  channels.clear();
  for (const fn of Object.values(toasts)) fn.mockReset();
});

const race = tournament('7', {
  descriptions: {
    en: { name: 'Weekly Slots Race', description: 'Spin your way to the top.\nGood luck!' },
  },
  startsAt: '2025-03-01T00:00:00.000Z',
  endsAt: new Date(NOW + 3_600_000).toISOString(),
  games: ['dice', 'limbo'],
  minStake: '0.10',
  players: 120,
  joinRequired: true,
});

/** The board's first page (3 rows) without the player, who is 57th. */
const standings = board(
  [
    row(1, { prize: { kind: 'money', amount: '500.00' } }),
    row(2, { prize: { kind: 'money', amount: '300.00' } }),
    row(3, { prize: { kind: 'bonus', amount: '200.00' } }),
  ],
  row(57, { name: 'me***', score: '12.00', isMe: true }),
  120,
);

function routes(extra: RouteTable = {}) {
  return mockRoutes({
    'GET /api/v1/tournaments/7': () => ({ body: race }),
    'GET /api/v1/tournaments/7/leaderboard': () => ({ body: standings }),
    'GET /api/v2/games': () => ({ body: catalog([game('dice', 'Dice'), game('limbo', 'Limbo')]) }),
    'GET /api/v2/games/favorites': () => ({ body: { items: [] } }),
    ...extra,
  });
}

const page = (id = '7') => <TournamentPage tournamentId={id} notFound={<h1>Not found page</h1>} />;

describe('tournament page (SPEC §2.1)', () => {
  it('shows the header, the rules in words, the description and the prize table', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'], now: NOW });
    routes();
    renderTournaments(page());
    expect(await screen.findByRole('heading', { level: 1, name: 'Weekly Slots Race' })).toBeTruthy();
    expect(screen.getByTestId('tournament-prize-pool').textContent).toBe('$1,000.00');
    expect(screen.getByText('120 players')).toBeTruthy();
    expect(screen.getByTestId('countdown-clock').textContent).toBe('Ends in 01:00:00');

    const rules = screen.getByTestId('tournament-rules').textContent;
    for (const text of [
      'Press “Join tournament” to take part',
      'Every bet of at least $0.10 on the games below counts.',
      'Your score is the total you wage',
      'the higher score wins, and a tie goes to whoever reached it first.',
      'The top 3 places win prizes',
      'A bonus prize is credited as a bonus with a ×10 wager, to complete within 7 days.',
    ])
      expect(rules?.toLowerCase()).toContain(text.toLowerCase());
    expect(screen.getByTestId('tournament-description').textContent).toBe(
      'Spin your way to the top.\nGood luck!',
    );

    const prizes = screen.getByRole('table', { name: 'Prizes of Weekly Slots Race' });
    const prizeRows = within(prizes).getAllByRole('row').slice(1);
    expect(prizeRows.map((r) => r.textContent)).toEqual(['1$500.00', '2$300.00', '3$200.00Bonus']);
    expect(within(prizes).getAllByRole('rowheader')).toHaveLength(3);

    // The counting games as the lobby's tiles, linking to their pages.
    const games = await screen.findByTestId('tournament-games');
    await waitFor(() => expect(within(games).getAllByTestId('game-tile')).toHaveLength(2));
    expect(within(games).getByRole('link', { name: /^Dice/ }).getAttribute('href')).toBe('/en/games/dice');
  });

  it('lists the leaderboard with medals, scores by the rule, and the player pinned below when not shown', async () => {
    routes();
    renderTournaments(page());
    const table = await screen.findByRole('table', { name: 'Leaderboard of Weekly Slots Race' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Place', 'Player', 'Bets', 'Score', 'Prize']);
    const rows = within(table).getAllByTestId('leaderboard-row');
    expect(rows).toHaveLength(3);
    expect(rows[0]?.querySelector('[data-medal="1"]')).toBeTruthy();
    expect(within(rows[0] as HTMLElement).getByRole('rowheader').textContent).toBe('pl***1');
    expect(rows[0]?.textContent).toContain('$990.00');
    expect(rows[2]?.textContent).toContain('$200.00Bonus');
    const pinned = within(table).getByTestId('leaderboard-pinned');
    expect(pinned.getAttribute('aria-current')).toBe('true');
    expect(pinned.textContent).toContain('57');
    expect(pinned.textContent).toContain('me***You');
    expect(pinned.textContent).toContain('$12.00');
    expect(screen.getByText('3 of 120')).toBeTruthy();
  });

  it('highlights the player in place without pinning, and shows a multiplier score as ×', async () => {
    routes({
      'GET /api/v1/tournaments/7': () => ({ body: { ...race, scoring: 'multiplier' } }),
      'GET /api/v1/tournaments/7/leaderboard': () => ({
        body: board([row(1, { score: '120.5' }), row(2, { score: '12.5', isMe: true })], null),
      }),
    });
    renderTournaments(page());
    const table = await screen.findByRole('table', { name: /Leaderboard/ });
    const rows = within(table).getAllByTestId('leaderboard-row');
    expect(rows[0]?.textContent).toContain('×120.50');
    expect(rows[1]?.getAttribute('aria-current')).toBe('true');
    expect(within(table).queryByTestId('leaderboard-pinned')).toBeNull();
    expect(screen.getByTestId('tournament-rules').textContent).toContain(
      'Your score is the best multiplier of a single bet.',
    );
  });

  it('joins with POST /api/v1/tournaments/{id}/join and shows the joined state', async () => {
    let joined = false;
    const { calls } = routes({
      'GET /api/v1/tournaments/7': () => ({ body: { ...race, joined } }),
      'POST /api/v1/tournaments/7/join': () => {
        joined = true;
        return { body: { ...race, joined: true, players: 121 } };
      },
    });
    renderTournaments(page());
    await userEvent.click(await screen.findByRole('button', { name: 'Join tournament' }));
    const state = await screen.findByTestId('tournament-joined');
    expect(state.textContent).toBe("You're in");
    await waitFor(() => expect(document.activeElement).toBe(state));
    expect(screen.queryByRole('button', { name: 'Join tournament' })).toBeNull();
    expect(screen.getByText('121 players')).toBeTruthy();
    expect(calls.filter((c) => routeKey(c) === 'POST /api/v1/tournaments/7/join')).toHaveLength(1);
    expect(toasts.success).toHaveBeenCalledWith('You joined Weekly Slots Race. Good luck!');
  });

  it('a guest who presses join is asked to sign in, then the join goes on', async () => {
    const { calls } = routes({
      'POST /api/v1/tournaments/7/join': () => ({ body: { ...race, joined: true } }),
    });
    renderTournaments(page(), { viewer: null });
    await userEvent.click(await screen.findByRole('button', { name: 'Join tournament' }));
    expect(openSignIn).toHaveBeenCalledWith(
      'login',
      expect.objectContaining({ onSuccess: expect.any(Function) }),
    );
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    act(() => openSignIn.mock.calls[0]?.[1].onSuccess());
    expect(await screen.findByTestId('tournament-joined')).toBeTruthy();
  });

  it('a closed tournament answers join with its reason', async () => {
    routes({
      'POST /api/v1/tournaments/7/join': () => ({
        status: 400,
        body: { detail: 'tournament_closed', key: 'k-1', time: '2025-01-01T00:00:00Z' },
      }),
    });
    renderTournaments(page());
    await userEvent.click(await screen.findByRole('button', { name: 'Join tournament' }));
    await waitFor(() =>
      expect(toasts.error).toHaveBeenCalledWith(
        'This tournament is over or was called off: it can no longer be joined.',
        { description: 'Reference: k-1' },
      ),
    );
  });

  it('offers no join for a finished or cancelled one, and says why a cancelled one stopped', async () => {
    routes({
      'GET /api/v1/tournaments/7': () => ({ body: { ...race, cancelled: true } }),
    });
    renderTournaments(page());
    expect(await screen.findByTestId('tournament-cancelled')).toBeTruthy();
    expect(screen.getByText('Cancelled')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Join tournament' })).toBeNull();
  });

  it('an unknown tournament is the not-found page', async () => {
    routes({ 'GET /api/v1/tournaments/8': () => undefined });
    renderTournaments(page('8'));
    expect(await screen.findByRole('heading', { name: 'Not found page' })).toBeTruthy();
    cleanup();
    renderTournaments(page('abc'));
    expect(screen.getByRole('heading', { name: 'Not found page' })).toBeTruthy();
  });

  it('a realtime event refetches the tournament and its board; a prize is announced and refreshes the balance', async () => {
    let place = 57;
    const { calls } = routes({
      'GET /api/v1/tournaments/7': () => ({
        body: { ...race, joined: true, me: { place, score: '12.00', prize: null } },
      }),
      'GET /api/v1/wallet/balance': () => ({ body: {} }),
    });
    const { client } = renderTournaments(
      <>
        {page()}
        <TournamentEventsHost />
      </>,
    );
    expect(await screen.findByText('Your place')).toBeTruthy();
    await screen.findByTestId('leaderboard-pinned');
    // The listener's code loads after the first screen, for signed-in players.
    await waitFor(() => expect(channels.get('tournaments#g-1')).toBeTypeOf('function'));
    const emit = channels.get('tournaments#g-1');
    const count = (key: string) => calls.filter((c) => routeKey(c) === key).length;
    const before = {
      detail: count('GET /api/v1/tournaments/7'),
      board: count('GET /api/v1/tournaments/7/leaderboard'),
    };

    place = 3;
    act(() =>
      emit?.({ type: 'place', tournamentId: '7', place: 3, score: '990.00' } satisfies TournamentEvent),
    );
    await waitFor(() => expect(count('GET /api/v1/tournaments/7')).toBe(before.detail + 1));
    await waitFor(() => expect(count('GET /api/v1/tournaments/7/leaderboard')).toBe(before.board + 1));
    await waitFor(() => expect(within(screen.getByTestId('tournament-me')).getByText('3')).toBeTruthy());
    // Another tournament's event leaves this one alone.
    act(() => emit?.({ type: 'place', tournamentId: '99', place: 1, score: '1.00' }));

    client.setQueryData(['balance'], { stale: false });
    act(() =>
      emit?.({
        type: 'prize',
        tournamentId: '7',
        place: 3,
        prize: { kind: 'money', amount: '200.00', currency: 'USD' },
      } satisfies TournamentEvent),
    );
    await waitFor(() =>
      expect(toasts.success).toHaveBeenCalledWith('You won $200.00 in Weekly Slots Race', {
        description: 'Place 3',
      }),
    );
    expect(client.getQueryState(['balance'])?.isInvalidated).toBe(true);
    expect(count('GET /api/v1/tournaments/99')).toBe(0);
  });
});
