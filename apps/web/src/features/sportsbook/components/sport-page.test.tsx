// @vitest-environment jsdom
import { SPORTSBOOK_CHANNEL, type SportsEventUpdate, sportBySegment } from '@casino/shared';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockRoutes } from '../../../test/fetch-routes.ts';
import { betSlip } from '../lib/bet-slip-store.ts';
import { FLASH_MS } from '../lib/use-odds-flash.ts';
import { useSportsbookUpdates } from '../lib/use-sportsbook-updates.ts';
import { page, renderSportsbook, sportsEvent, winner } from '../test/fixtures.tsx';
import { BetSlip } from './bet-slip.tsx';
import { SportPage } from './sport-page.tsx';

const channels = vi.hoisted(() => new Map<string, (payload: unknown) => void>());
vi.mock('../../../lib/realtime-client.ts', () => ({
  subscribe: (channel: string, handler: (payload: unknown) => void) => {
    channels.set(channel, handler);
    return () => channels.delete(channel);
  },
}));

beforeEach(() => betSlip.reset());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
  channels.clear();
});

const soccer = sportBySegment('soccer-1');
const live = sportsEvent('1', {
  status: 'live',
  score: { home: 0, away: 0 },
  clock: { period: 1, minute: 12 },
  markets: [winner('100', ['2.10', '3.40', '3.20'])],
});
const laLiga = { id: '20', name: 'La Liga', country: 'ES', top: true };
const later = sportsEvent('2', { home: 'Real Madrid', away: 'Barcelona', league: laLiga, marketCount: 1 });
const suspended = sportsEvent('3', {
  home: 'Sevilla',
  away: 'Valencia',
  league: laLiga,
  markets: [winner('300', ['1.80', '3.50', '4.50'], 'suspended')],
});

function Page() {
  useSportsbookUpdates();
  return (
    <>
      {soccer && <SportPage sport={soccer} />}
      <BetSlip />
    </>
  );
}

function routes() {
  return mockRoutes({
    'GET /api/v1/sportsbook/events': (_init, url) => ({
      body: url.searchParams.get('live') === 'true' ? page([live]) : page([later, suspended]),
    }),
  });
}

describe('sport page', () => {
  it('lists live and upcoming events by league with the main market, suspended markets locked', async () => {
    const { calls } = routes();
    renderSportsbook(<Page />, { path: '/sportsbook/soccer-1' });
    expect(screen.getByRole('heading', { level: 1, name: 'Soccer' })).toBeTruthy();
    const liveList = await screen.findByTestId('sport-live-events');
    expect(within(liveList).getByRole('region', { name: 'Premier League' })).toBeTruthy();
    const row = within(liveList).getByTestId('event-row');
    expect(within(row).getByText('Live')).toBeTruthy();
    expect(within(row).getByText('Period 1 · 12′')).toBeTruthy();
    expect(
      within(row).getByRole('link', { name: 'All markets of Arsenal – Chelsea' }).getAttribute('href'),
    ).toBe('/en/sportsbook/event/1');
    expect(within(row).getByRole('link', { name: 'All markets of Arsenal – Chelsea' }).textContent).toBe(
      '+11',
    );

    const upcoming = await screen.findByTestId('sport-upcoming-events');
    const league = within(upcoming).getByRole('region', { name: 'La Liga' });
    expect(within(league).getAllByTestId('event-row')).toHaveLength(2);
    const locked = within(league).getByRole('button', { name: 'Sevilla, suspended' });
    expect((locked as HTMLButtonElement).disabled).toBe(true);
    const eventCalls = calls.filter((call) => call.url.pathname === '/api/v1/sportsbook/events');
    expect(eventCalls.map((call) => call.url.search).sort()).toEqual([
      '?sport=soccer-1&live=false&offset=0&limit=30',
      '?sport=soccer-1&live=true&offset=0&limit=30',
    ]);
  });

  it('moves odds, scores and clocks from broadcast:sportsbook, flashing up and down; the slip sees the move', async () => {
    routes();
    renderSportsbook(<Page />, { path: '/sportsbook/soccer-1' });
    const liveList = await screen.findByTestId('sport-live-events');
    // The flash ends on a timer: from here on the test moves the clock itself.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const home = within(liveList).getByRole('button', { name: 'Arsenal 2.10' });
    const away = within(liveList).getByRole('button', { name: 'Chelsea 3.20' });
    act(() => home.click());
    const update: SportsEventUpdate = {
      id: '1',
      sport: 'soccer-1',
      status: 'live',
      score: { home: 1, away: 0 },
      clock: { period: 2, minute: 67 },
      markets: [
        {
          id: '100',
          status: 'open',
          outcomes: [
            { id: '1001', odds: '1.40' },
            { id: '1002', odds: '4.50' },
            { id: '1003', odds: '7.00' },
          ],
        },
      ],
    };
    act(() => channels.get(SPORTSBOOK_CHANNEL)?.(update));
    // TanStack Query tells its observers on the next macrotask.
    act(() => void vi.advanceTimersByTime(0));
    expect(home.getAttribute('aria-label')).toBe('Arsenal 1.40');
    expect(away.getAttribute('aria-label')).toBe('Chelsea 7.00');
    expect(away.getAttribute('data-flash')).toBe('up');
    // The selected button keeps its selected look; the flash still marks the move.
    expect(home.getAttribute('data-flash')).toBe('down');
    expect(within(liveList).getByTestId('score-home').textContent).toBe('1');
    expect(within(liveList).getByText('Period 2 · 67′')).toBeTruthy();
    // The slip holds the odds taken and shows the new ones, to be accepted.
    expect(within(screen.getByTestId('bet-slip')).getByText('Odds changed: 2.10 → 1.40')).toBeTruthy();
    act(() => void vi.advanceTimersByTime(FLASH_MS));
    expect(away.getAttribute('data-flash')).toBeNull();

    // A suspension locks the market's buttons.
    act(() =>
      channels.get(SPORTSBOOK_CHANNEL)?.({
        ...update,
        markets: [{ ...update.markets[0], status: 'suspended' }],
      }),
    );
    act(() => void vi.advanceTimersByTime(0));
    expect(within(liveList).getByRole('button', { name: 'Arsenal, suspended' })).toBeTruthy();
    expect(within(screen.getByTestId('bet-slip')).getByText(/^Suspended: /)).toBeTruthy();
  });

  it('shows odds as decimal, fractional or American, remembered in this browser', async () => {
    routes();
    renderSportsbook(<Page />, { path: '/sportsbook/soccer-1' });
    const liveList = await screen.findByTestId('sport-live-events');
    const format = screen.getByRole('combobox', { name: 'Odds' });
    await userEvent.selectOptions(format, 'fractional');
    expect(within(liveList).getByRole('button', { name: 'Arsenal 11/10' })).toBeTruthy();
    expect(within(liveList).getByRole('button', { name: 'Draw 12/5' })).toBeTruthy();
    await userEvent.selectOptions(format, 'american');
    expect(within(liveList).getByRole('button', { name: 'Arsenal +110' })).toBeTruthy();
    expect(localStorage.getItem('casino.sportsbook.oddsFormat')).toBe('american');
    cleanup();
    renderSportsbook(<Page />, { path: '/sportsbook/soccer-1' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Arsenal +110' })).toBeTruthy());
  });

  it('has an empty state and an error state with retry', async () => {
    let fail = true;
    mockRoutes({
      'GET /api/v1/sportsbook/events': () =>
        fail ? { status: 500, body: { detail: 'internal_error' } } : { body: page([]) },
    });
    renderSportsbook(<Page />, { path: '/sportsbook/soccer-1' });
    const retries = await screen.findAllByRole('button', { name: 'Try again' });
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Try again' })).toHaveLength(2));
    fail = false;
    for (const retry of screen.getAllByRole('button', { name: 'Try again' })) await userEvent.click(retry);
    void retries;
    expect(await screen.findByText('No Soccer events right now')).toBeTruthy();
  });
});
