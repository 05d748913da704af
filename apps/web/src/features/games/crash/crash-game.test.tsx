// @vitest-environment jsdom
import type { BetView, CrashEvent, CrashRoundView, CrashState } from '@casino/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/index.ts';
import { setToken } from '../../../lib/session.ts';
import { mockRoutes, type RouteTable } from '../../../test/fetch-routes.ts';
import type { CrashStateView } from './api/get-crash-state.ts';
import { applyCrashEvent } from './crash-feed.ts';
import { CrashGame } from './crash-game.tsx';

const feed = vi.hoisted(() => ({ handlers: [] as Array<(payload: unknown) => void> }));
vi.mock('../../../lib/realtime-client.ts', () => ({
  subscribe: (channel: string, handler: (payload: unknown) => void) => {
    if (channel !== 'broadcast:crash') return () => {};
    feed.handlers.push(handler);
    return () => {
      feed.handlers = feed.handlers.filter((item) => item !== handler);
    };
  },
}));

const T0 = Date.parse('2025-03-01T12:00:00.000Z');
let clock = T0;
const iso = (ms: number) => new Date(ms).toISOString();

const usd = { code: 'USD', displayFormat: '{amount} USD', icon: '' };
const money = (value: string) => ({ value, primaryValue: value, primaryPrecision: 2, currency: usd });
const balance = { total: money('10.00'), fiat: money('10.00'), userBonuses: [] };
const viewer = { globalId: 'g-1', currency: { primary: 'USD', account: 'USD' }, websocketToken: 'ws' };
const limits = { currency: 'USD', minBet: '1.00', maxBet: '100.00', maxPayout: '10000.00' };

const round = (overrides: Partial<CrashRoundView>): CrashRoundView => ({
  id: 'round-2',
  status: 'betting',
  bettingEndsAt: iso(T0 + 5_000),
  startedAt: null,
  crashPoint: null,
  hash: null,
  ...overrides,
});

/**
 * The server as the page sees it: events change its state, so a refetch (the feed went quiet, the tab came
 * back) answers what the events described, on the server's own clock.
 */
let server: CrashStateView;
let serverOffset = 0;
const COMMITMENT = 'c0ffee'.repeat(10);
const serverState = (): CrashState => {
  const { clockOffset: _offset, ...state } = server;
  return { ...state, serverTime: iso(clock + serverOffset) };
};
function startServer(current: CrashRoundView) {
  server = {
    round: current,
    serverTime: '',
    commitment: COMMITMENT,
    history: [{ id: 'round-1', crashPoint: 1234, hash: 'ab'.repeat(32) }],
    bets: [],
    clockOffset: 0,
  };
  routes['GET /api/v1/games/crash/state'] = () => ({ body: serverState() });
}

const ownBet: BetView = {
  id: 'bet-9',
  game: 'crash',
  amount: '1.00',
  currency: 'USD',
  payout: '0',
  multiplier: '0',
  outcome: { roundId: 'round-2', autoCashout: 2 },
  status: 'open',
  serverSeedHash: 'hash',
  serverSeed: null,
  clientSeed: 'seed',
  nonce: 1,
  createdAt: iso(T0),
};

let routes: RouteTable;
let fetchMock: ReturnType<typeof mockRoutes>['fn'];
const calls = (key: string) =>
  fetchMock.mock.calls.filter(([input, init]) => `${init?.method ?? 'GET'} ${String(input)}` === key);

function renderGame() {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/en/games/crash']}>
        <Routes>
          <Route path="/:locale/games/crash" element={<CrashGame />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return client;
}

const emit = (event: CrashEvent) =>
  act(() => {
    server = applyCrashEvent(server, event) ?? server;
    for (const handler of feed.handlers) handler(event);
  });
const multiplierText = () => screen.getByTestId('crash-multiplier').textContent;

beforeEach(async () => {
  await i18n.changeLanguage('en');
  clock = T0;
  serverOffset = 0;
  vi.spyOn(Date, 'now').mockImplementation(() => clock);
  // The table is read at each call: a test swaps single routes after this.
  fetchMock = mockRoutes(() => routes).fn;
  feed.handlers = [];
  routes = {
    'GET /api/v1/games/bets?game=crash&limit=1': () => ({ body: { items: [] } }),
    'GET /api/v1/me': () => ({ body: viewer }),
    'GET /api/v1/games/limits': () => ({ body: limits }),
    'GET /api/v1/wallet/balance': () => ({ body: balance }),
  };
});

afterEach(() => {
  cleanup();
  setToken(null);
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('CrashGame', () => {
  it('draws the multiplier from the local clock placed on the server time', async () => {
    // The server is 2 s ahead of this browser: its round started 1 s ago by its clock.
    serverOffset = 2_000;
    startServer(round({ status: 'running', startedAt: iso(T0 + 1_000) }));
    renderGame();
    await waitFor(() => expect(multiplierText()).toBe('1.06×')); // floor(100·e^(0.06))
    clock = T0 + 9_000; // 10 s after the start on the server's clock
    await waitFor(() => expect(multiplierText()).toBe('1.82×')); // floor(100·e^(0.6))
  });

  it('writes the countdown in the page language (a decimal comma in Russian)', async () => {
    await i18n.changeLanguage('ru');
    try {
      startServer(round({}));
      renderGame();
      expect((await screen.findByTestId('crash-countdown')).textContent).toContain('5,0');
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('follows a fed event sequence: countdown, run, tick correction, crash, history', async () => {
    startServer(round({}));
    renderGame();
    expect((await screen.findByTestId('crash-countdown')).textContent).toBe('Starts in 5.0 s');
    clock = T0 + 2_000;
    await waitFor(() => expect(screen.getByTestId('crash-countdown').textContent).toBe('Starts in 3.0 s'));

    clock = T0 + 5_000;
    emit({ type: 'running', round: round({ status: 'running', startedAt: iso(T0 + 5_000) }) });
    emit({
      type: 'bet',
      roundId: 'round-2',
      bet: {
        betId: 'other',
        player: 'al***',
        amount: '3.00',
        currency: 'USD',
        autoCashout: null,
        cashedOutAt: null,
        payout: null,
      },
    });
    clock = T0 + 10_000;
    await waitFor(() => expect(multiplierText()).toBe('1.34×')); // 5 s: floor(100·e^(0.3))

    // A tick says the server is already 8 s in: we were behind, so the clock jumps ahead.
    serverOffset = 3_000;
    emit({ type: 'tick', roundId: 'round-2', multiplier: 161, elapsedMs: 8_000 });
    await waitFor(() => expect(multiplierText()).toBe('1.61×'));

    emit({
      type: 'cashout',
      roundId: 'round-2',
      bet: {
        betId: 'other',
        player: 'al***',
        amount: '3.00',
        currency: 'USD',
        autoCashout: null,
        cashedOutAt: 150,
        payout: '4.50',
      },
    });
    emit({
      type: 'crashed',
      round: round({ status: 'crashed', startedAt: iso(T0 + 5_000), crashPoint: 175, hash: 'cd'.repeat(32) }),
    });
    await waitFor(() => expect(multiplierText()).toBe('1.75×'));
    expect(screen.getByText('Crashed')).toBeTruthy();

    const history = screen.getByRole('navigation', { name: 'Recent rounds' });
    const pills = within(history).getAllByRole('link');
    expect(pills.map((pill) => pill.textContent)).toEqual(['1.75×', '12.34×']);
    expect(pills[0]?.getAttribute('href')).toBe(`/en/fairness?game=crash&hash=${'cd'.repeat(32)}`);

    const players = screen.getByRole('table');
    expect(within(players).getByText('al***')).toBeTruthy();
    expect(within(players).getByText('1.50×')).toBeTruthy();
    expect(within(players).getByText('4.50 USD')).toBeTruthy();
    expect(screen.getByText(COMMITMENT)).toBeTruthy();
  });

  it('bets with an auto cash-out while betting and cashes out while running', async () => {
    setToken('token');
    startServer(round({}));
    routes['POST /api/v1/games/crash/bets'] = () => ({ body: { bet: ownBet, balance } });
    routes['POST /api/v1/games/crash/cashout'] = () => ({
      body: { bet: { ...ownBet, status: 'settled', multiplier: '1.34', payout: '1.34' }, balance },
    });
    const client = renderGame();
    const user = userEvent.setup();
    await screen.findByTestId('crash-countdown');
    await user.type(screen.getByRole('textbox', { name: 'Auto cash-out' }), '2');
    await user.click(screen.getByRole('button', { name: 'Bet' }));
    expect(await screen.findByText('Bet of 1.00 USD placed. Good luck!')).toBeTruthy();
    const [[, init]] = calls('POST /api/v1/games/crash/bets') as [[string, RequestInit]];
    expect(JSON.parse(String(init.body))).toEqual({ amount: '1.00', params: { autoCashout: 2 } });
    expect((init.headers as Record<string, string>)['idempotency-key']).toBeTruthy();
    expect(client.getQueryData(['balance'])).toEqual(balance);

    clock = T0 + 5_000;
    emit({ type: 'running', round: round({ status: 'running', startedAt: iso(T0 + 5_000) }) });
    clock = T0 + 10_000;
    const cashout = await screen.findByRole('button', { name: /Cash out @ 1\.34×/ });
    expect(cashout.textContent).toContain('1.34 USD');
    await user.click(cashout);
    expect(await screen.findByText('Cashed out at 1.34×: you won 1.34 USD')).toBeTruthy();
    expect(calls('POST /api/v1/games/crash/cashout')).toHaveLength(1);
  });

  it('a bet whose answer was lost is retried with the same Idempotency-Key; a lost cash-out is read back', async () => {
    setToken('token');
    startServer(round({}));
    let bets = 0;
    routes['POST /api/v1/games/crash/bets'] = () => {
      if (++bets === 1) throw new TypeError('Failed to fetch');
      return { body: { bet: ownBet, balance } };
    };
    const cashedOut = { ...ownBet, status: 'settled' as const, multiplier: '1.34', payout: '1.34' };
    routes['POST /api/v1/games/crash/cashout'] = () => {
      // The server cashes out; the answer never arrives.
      routes['GET /api/v1/games/bets?game=crash&limit=1'] = () => ({ body: { items: [cashedOut] } });
      throw new TypeError('Failed to fetch');
    };
    renderGame();
    const user = userEvent.setup();
    await screen.findByTestId('crash-countdown');
    await user.click(screen.getByRole('button', { name: 'Bet' }));
    const lost = await screen.findByRole('alert');
    expect(lost.textContent).toContain('Your bet may not have been placed.');
    await user.click(within(lost).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Bet of 1.00 USD placed. Good luck!')).toBeTruthy();
    const sent = calls('POST /api/v1/games/crash/bets') as Array<[string, RequestInit]>;
    const key = (index: number) =>
      (sent[index]?.[1].headers as Record<string, string> | undefined)?.['idempotency-key'];
    expect(sent).toHaveLength(2);
    expect(key(1)).toBeTruthy();
    expect(key(1)).toBe(key(0));
    expect(screen.queryByRole('alert')).toBeNull();

    clock = T0 + 5_000;
    emit({ type: 'running', round: round({ status: 'running', startedAt: iso(T0 + 5_000) }) });
    clock = T0 + 10_000;
    await user.click(await screen.findByRole('button', { name: /Cash out @/ }));
    const cashoutLost = await screen.findByRole('alert');
    expect(cashoutLost.textContent).toContain('The cash-out may not have gone through.');
    await user.click(within(cashoutLost).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Cashed out at 1.34×: you won 1.34 USD')).toBeTruthy();
    expect(calls('POST /api/v1/games/crash/cashout')).toHaveLength(1);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('refetches the state when an event shows a gap', async () => {
    startServer(round({}));
    renderGame();
    await screen.findByTestId('crash-countdown');
    expect(calls('GET /api/v1/games/crash/state')).toHaveLength(1);
    emit({ type: 'tick', roundId: 'round-7', multiplier: 120, elapsedMs: 3_000 });
    await waitFor(() => expect(calls('GET /api/v1/games/crash/state')).toHaveLength(2));
  });
});
