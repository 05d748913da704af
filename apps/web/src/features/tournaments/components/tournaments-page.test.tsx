// @vitest-environment jsdom
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockRoutes, routeKey } from '../../../test/fetch-routes.ts';
import { catalog, game, list, renderTournaments, search, tournament } from '../test/fixtures.tsx';
import { TournamentsPage } from './tournaments-page.tsx';

vi.mock('../../../lib/realtime-client.ts', () => ({ subscribe: () => () => {} }));

const NOW = Date.parse('2025-03-01T12:00:00Z');

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const games = ['dice', 'limbo', 'plinko', 'mines', 'crash', 'slots-fruit', 'slots-gold'];

const live = tournament('1', {
  descriptions: {
    en: { name: 'Weekly Slots Race', description: '' },
    ru: { name: 'Недельная гонка слотов', description: '' },
  },
  prizePool: { value: '10000.00', currency: tournament('x').prizePool.currency },
  // One day, one hour and one second from NOW.
  endsAt: new Date(NOW + 90_001_000).toISOString(),
  games,
  players: 12,
  me: { place: 4, score: '250.00', prize: null },
});
const vip = tournament('2', {
  vip_players_only: true,
  descriptions: { en: { name: 'VIP High Roller Cup', description: '' } },
  endsAt: new Date(NOW + 3_600_000).toISOString(),
  players: 1,
});
const cancelled = tournament('3', {
  cancelled: true,
  descriptions: { en: { name: 'Called Off Cup', description: '' } },
  endsAt: new Date(NOW + 3_600_000).toISOString(),
});
const upcoming = tournament('4', {
  status: 'upcoming',
  descriptions: { en: { name: 'Spring Dice Duel', description: '' } },
  startsAt: new Date(NOW + 7_200_000).toISOString(),
  endsAt: new Date(NOW + 90_000_000).toISOString(),
  joinRequired: true,
});
const finished = tournament('5', {
  status: 'finished',
  descriptions: { en: { name: 'Winter Crash Cup', description: '' } },
  endsAt: '2025-02-20T18:00:00.000Z',
  me: { place: 2, score: '900.00', prize: { kind: 'money', amount: '50.00' } },
});

function routes(byStatus: Record<string, ReturnType<typeof list>>) {
  return mockRoutes({
    'GET /api/v1/tournaments': (_init, url) => ({
      body: byStatus[url.searchParams.get('status') ?? ''] ?? list([]),
    }),
    'GET /api/v2/games': () => ({
      body: catalog([game('dice', 'Dice'), game('limbo', 'Limbo'), game('plinko', 'Plinko')]),
    }),
  });
}

describe('tournaments page (SPEC §2.1)', () => {
  it('opens on Live with a card per tournament: name, badges, prize pool, ticking time left, games, players, place', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'], now: NOW });
    routes({ active: list([live, vip, cancelled]), upcoming: list([upcoming]), finished: list([finished]) });
    renderTournaments(<TournamentsPage />);
    const tab = screen.getByRole('tab', { name: 'Live' });
    expect(tab.getAttribute('aria-selected')).toBe('true');
    const cards = await screen.findAllByTestId('tournament-card');
    expect(cards).toHaveLength(3);
    const [first, second, third] = cards as [HTMLElement, HTMLElement, HTMLElement];

    const link = within(first).getByRole('link', { name: 'Weekly Slots Race' });
    expect(link.getAttribute('href')).toBe('/en/tournaments/1');
    expect(within(first).getByText('Live')).toBeTruthy();
    expect(within(first).getByText('$10,000.00')).toBeTruthy();
    expect(within(first).getByText('12 players')).toBeTruthy();
    expect(within(first).getByText('Your place: 4 · $250.00')).toBeTruthy();
    // The clock ticks for the eyes; screen readers get the end date instead.
    const clock = within(first).getByTestId('countdown-clock');
    expect(clock.getAttribute('aria-hidden')).toBe('true');
    expect(clock.textContent).toBe('Ends in 1 day 01:00:01');
    expect(within(first).getByText(/^Ends on /)).toBeTruthy();
    act(() => void vi.advanceTimersByTime(2000));
    expect(clock.textContent).toBe('Ends in 1 day 00:59:59');
    // At most 5 game icons (their art from the catalogue), then how many more.
    const icons = within(first).getByRole('list', { name: 'Games that count' });
    await waitFor(() => expect(within(icons).getAllByRole('img')).toHaveLength(3));
    expect(within(icons).getByRole('img', { name: 'Dice' }).getAttribute('src')).toBe('/games/dice.webp');
    expect(within(icons).getAllByRole('listitem')).toHaveLength(6);
    expect(within(icons).getByText('+2')).toBeTruthy();

    expect(within(second).getByText('VIP')).toBeTruthy();
    expect(within(second).getByText('1 player')).toBeTruthy();
    expect(within(second).getByText('All games')).toBeTruthy();
    expect(within(third).getByText('Cancelled')).toBeTruthy();
    expect(within(third).queryByTestId('countdown-clock')).toBeNull();
  });

  it('switches tabs through ?tab=, with the finished tab telling what the player won', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'], now: NOW });
    const { calls } = routes({
      active: list([live]),
      upcoming: list([upcoming]),
      finished: list([finished]),
    });
    renderTournaments(<TournamentsPage />);
    await screen.findAllByTestId('tournament-card');
    await userEvent.click(screen.getByRole('tab', { name: 'Finished' }));
    expect(search()).toBe('?tab=finished');
    const card = await screen.findByTestId('tournament-card');
    expect(within(card).getByRole('link', { name: 'Winter Crash Cup' })).toBeTruthy();
    expect(within(card).getByText('You won $50.00 — place 2')).toBeTruthy();
    expect(within(card).getByText(/^Ended on /)).toBeTruthy();
    await userEvent.click(screen.getByRole('tab', { name: 'Upcoming' }));
    expect(search()).toBe('?tab=upcoming');
    const next = await screen.findByTestId('tournament-card');
    expect(within(next).getByText('Join to take part')).toBeTruthy();
    expect(within(next).getByTestId('countdown-clock').textContent).toMatch(/^Starts in /);
    const asked = calls.filter((c) => routeKey(c) === 'GET /api/v1/tournaments');
    expect(asked.map((c) => c.url.searchParams.get('status'))).toEqual(['active', 'finished', 'upcoming']);
  });

  it('opens on Upcoming when nothing is live, and each tab has its empty state', async () => {
    routes({ active: list([]), upcoming: list([upcoming]), finished: list([]) });
    renderTournaments(<TournamentsPage />);
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Upcoming' }).getAttribute('aria-selected')).toBe('true'),
    );
    expect(await screen.findByRole('link', { name: 'Spring Dice Duel' })).toBeTruthy();
    await userEvent.click(screen.getByRole('tab', { name: 'Finished' }));
    expect(await screen.findByText('No finished tournaments yet')).toBeTruthy();
    await userEvent.click(screen.getByRole('tab', { name: 'Live' }));
    expect(await screen.findByText('No live tournaments')).toBeTruthy();
  });

  it('honours ?tab= from the URL and supports arrow keys between tabs', async () => {
    routes({ active: list([live]), upcoming: list([upcoming]), finished: list([finished]) });
    renderTournaments(<TournamentsPage />, { path: '/tournaments?tab=finished' });
    expect(await screen.findByRole('link', { name: 'Winter Crash Cup' })).toBeTruthy();
    screen.getByRole('tab', { name: 'Finished' }).focus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(search()).toBe('?tab=upcoming');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Upcoming' }));
  });

  it('shows skeletons while loading, then an error with retry', async () => {
    let fail = true;
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    mockRoutes({
      'GET /api/v1/tournaments': async () => {
        await gate;
        return fail ? { status: 500, body: { detail: 'internal_error' } } : { body: list([live]) };
      },
      'GET /api/v2/games': () => ({ body: catalog([]) }),
    });
    renderTournaments(<TournamentsPage />);
    expect(screen.getByTestId('tournaments-skeleton')).toBeTruthy();
    expect(screen.getAllByTestId('tournament-card-skeleton')).toHaveLength(6);
    release();
    expect(await screen.findByText('Tournaments could not be loaded')).toBeTruthy();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Weekly Slots Race' })).toBeTruthy();
  });

  it('shows more when the tab has more than a page', async () => {
    const all = Array.from({ length: 14 }, (_, i) => tournament(String(i + 10)));
    const { calls } = mockRoutes({
      'GET /api/v1/tournaments': (_init, url) => {
        const offset = Number(url.searchParams.get('offset'));
        const limit = Number(url.searchParams.get('limit'));
        return { body: list(all.slice(offset, offset + limit), all.length, offset) };
      },
      'GET /api/v2/games': () => ({ body: catalog([]) }),
    });
    renderTournaments(<TournamentsPage />);
    expect(await screen.findAllByTestId('tournament-card')).toHaveLength(12);
    expect(screen.getByText('12 of 14')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(screen.getAllByTestId('tournament-card')).toHaveLength(14));
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
    const offsets = calls
      .filter((c) => routeKey(c) === 'GET /api/v1/tournaments')
      .map((c) => c.url.searchParams.get('offset'));
    expect(offsets).toEqual(['0', '12']);
  });

  it('names a tournament in the page language, falling back to English', async () => {
    routes({ active: list([live, vip]) });
    renderTournaments(<TournamentsPage />);
    await screen.findAllByTestId('tournament-card');
    await act(async () => {
      const { i18n } = await import('../../../i18n/index.ts');
      await i18n.changeLanguage('ru');
    });
    expect(screen.getByRole('link', { name: 'Недельная гонка слотов' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'VIP High Roller Cup' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Идут' })).toBeTruthy();
  });
});
