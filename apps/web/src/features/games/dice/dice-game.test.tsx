// @vitest-environment jsdom
import type { BetView } from '@casino/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/index.ts';
import { setToken } from '../../../lib/session.ts';
import { type FetchCall, mockRoutes, type RouteTable } from '../../../test/fetch-routes.ts';
import { BET_TIMEOUT_MS } from '../lib/use-bet-request.ts';
import { DiceGame } from './dice-game.tsx';

/**
 * Issue 14: a bet offline or on a slow line. The bet button shows it is placing the bet; without an answer
 * (offline, connection lost, no answer within BET_TIMEOUT_MS) the player is told what happened and can
 * retry; the retry sends the same Idempotency-Key, so it cannot place a second bet. Auto-bet stops.
 */

vi.mock('../../../lib/realtime-client.ts', () => ({ subscribe: () => () => {} }));

const usd = { code: 'USD', displayFormat: '{amount} USD', icon: '' };
const money = (value: string) => ({ value, primaryValue: value, primaryPrecision: 2, currency: usd });
const balance = { total: money('50.00'), fiat: money('50.00'), userBonuses: [] };
const viewer = { globalId: 'g-1', currency: { primary: 'USD', account: 'USD' }, websocketToken: 'ws' };
const limits = { currency: 'USD', minBet: '1.00', maxBet: '100.00', maxPayout: '10000.00' };
const BETS = 'POST /api/v1/games/dice/bets';

function diceBet(roll: number, amount = '1.00'): BetView {
  return {
    id: `bet-${roll}`,
    game: 'dice',
    amount,
    currency: 'USD',
    payout: '0.00',
    multiplier: '0',
    outcome: { roll, target: 50.5, condition: 'over', win: false },
    status: 'settled',
    serverSeedHash: 'hash',
    serverSeed: null,
    clientSeed: 'seed',
    nonce: 1,
    createdAt: '2025-01-01T00:00:00.000Z',
  };
}

/** A request that never gets an answer: it ends only when the page aborts it (as a real fetch does). */
const unanswered = (init: RequestInit | undefined) =>
  new Promise<never>((_, reject) => {
    init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
  });

/** The connection broke: fetch rejects as the browser's does. */
const connectionLost = () => {
  throw new TypeError('Failed to fetch');
};

let routes: RouteTable;
let fetched: FetchCall[];
const bets = () => fetched.filter((call) => `${call.method} ${call.url.pathname}` === BETS);
const keyOf = (call: FetchCall | undefined) =>
  (call?.init?.headers as Record<string, string> | undefined)?.['idempotency-key'];

/** Answers the bets route with each of `replies` in turn (the last one repeats). */
function betReplies(...replies: Array<(init: RequestInit | undefined) => ReturnType<RouteTable[string]>>) {
  let index = 0;
  routes[BETS] = (init) => replies[Math.min(index++, replies.length - 1)]?.(init);
}

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

async function renderDice() {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/en/games/dice']}>
        <DiceGame />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  await waitFor(() => expect((screen.getByLabelText('Bet amount') as HTMLInputElement).value).toBe('1.00'));
  return userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
}

const controls = () => screen.getByRole('region', { name: 'Bet controls' });
const betButton = () => within(controls()).getByRole('button', { name: /^(Bet|Placing bet…)$/ });

beforeEach(async () => {
  // The clock is the test's: the bet's deadline runs when the test says (real time still moves, for waitFor).
  vi.useFakeTimers({ shouldAdvanceTime: true });
  await i18n.changeLanguage('en');
  setToken('token');
  const mock = mockRoutes(() => routes);
  fetched = mock.calls;
  routes = {
    'GET /api/v1/me': () => ({ body: viewer }),
    'GET /api/v1/games/limits': () => ({ body: limits }),
    'GET /api/v1/wallet/balance': () => ({ body: balance }),
  };
});

afterEach(() => {
  cleanup();
  setToken(null);
  vi.unstubAllGlobals();
  vi.useRealTimers();
  Reflect.deleteProperty(navigator, 'onLine');
});

describe('a bet without an answer', () => {
  it('shows the pending state, then after BET_TIMEOUT_MS a retry that sends the same Idempotency-Key', async () => {
    betReplies(unanswered, () => ({ status: 201, body: { bet: diceBet(73.25), balance } }));
    const user = await renderDice();

    await user.click(betButton());
    // Pending: the button says so (name and aria-busy) and cannot be pressed again.
    const pending = within(controls()).getByRole('button', { name: 'Placing bet…' });
    expect(pending.getAttribute('aria-busy')).toBe('true');
    expect((pending as HTMLButtonElement).disabled).toBe(true);
    await user.click(pending);
    expect(bets()).toHaveLength(1);
    expect(screen.queryByRole('alert')).toBeNull();

    act(() => {
      vi.advanceTimersByTime(BET_TIMEOUT_MS - 1);
    });
    expect(screen.queryByRole('alert')).toBeNull();
    await act(async () => {
      vi.advanceTimersByTime(1);
    });

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('No answer from the server');
    expect(alert.textContent).toContain(
      "Your bet may not have been placed. Retry — it won't be placed twice.",
    );
    expect(betButton().getAttribute('aria-busy')).toBeNull();
    expect(screen.getByRole('button', { name: 'Bet' })).toBeTruthy();

    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('dice-result')).toHaveProperty('textContent', '73.25');
    expect(bets()).toHaveLength(2);
    expect(keyOf(bets()[1])).toBe(keyOf(bets()[0]));
    expect(bets()[1]?.body).toEqual(bets()[0]?.body);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('connection lost: Bet again with the same inputs is the same bet; a changed amount is a new bet', async () => {
    betReplies(connectionLost, connectionLost, () => ({
      status: 201,
      body: { bet: diceBet(12.5, '2.00'), balance },
    }));
    const user = await renderDice();

    await user.click(betButton());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Connection lost');
    expect(alert.textContent).toContain('Your bet may not have been placed.');

    // The Bet button with nothing changed is that bet again, not a second one.
    await user.click(betButton());
    await waitFor(() => expect(bets()).toHaveLength(2));
    expect(keyOf(bets()[1])).toBe(keyOf(bets()[0]));
    await screen.findByRole('alert');

    // Another amount is another bet: a new key.
    await user.click(screen.getByRole('button', { name: 'Double the bet' }));
    expect((screen.getByLabelText('Bet amount') as HTMLInputElement).value).toBe('2.00');
    await user.click(betButton());
    expect(await screen.findByTestId('dice-result')).toHaveProperty('textContent', '12.50');
    expect(bets()).toHaveLength(3);
    expect(bets()[2]?.body).toMatchObject({ amount: '2.00' });
    expect(keyOf(bets()[2])).toMatch(/^[0-9a-f-]{36}$/);
    expect(keyOf(bets()[2])).not.toBe(keyOf(bets()[0]));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('offline: nothing is sent, the player is told, and Retry waits for the connection', async () => {
    betReplies(() => ({ status: 201, body: { bet: diceBet(88.8), balance } }));
    const user = await renderDice();
    setOnline(false);

    await user.click(betButton());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain("You're offline");
    expect(alert.textContent).toContain("Your bet was not placed. Retry when you're back online.");
    const retry = within(alert).getByRole('button', { name: 'Retry' }) as HTMLButtonElement;
    expect(retry.disabled).toBe(true);
    expect(bets()).toHaveLength(0);
    expect(betButton().getAttribute('aria-busy')).toBeNull();

    setOnline(true);
    expect(alert.textContent).toContain("You're back online");
    expect(retry.disabled).toBe(false);
    await user.click(retry);
    expect(await screen.findByTestId('dice-result')).toHaveProperty('textContent', '88.80');
    expect(bets()).toHaveLength(1);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('auto-bet stops at a bet without an answer and says why', async () => {
    betReplies(() => ({ status: 201, body: { bet: diceBet(10), balance } }), connectionLost);
    const user = await renderDice();

    await user.click(screen.getByRole('radio', { name: 'Auto' }));
    const count = screen.getByLabelText('Number of bets');
    await user.clear(count);
    await user.click(screen.getByRole('button', { name: 'Start auto-bet' }));

    expect(await screen.findByText(/stopped: no connection to the server/)).toBeTruthy();
    expect(screen.getByText(/^1 bets/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Start auto-bet' })).toBeTruthy();
    expect(bets()).toHaveLength(2);
    // It does not go on by itself.
    await act(async () => {
      vi.advanceTimersByTime(5_000);
    });
    expect(bets()).toHaveLength(2);
    expect((await screen.findByRole('alert')).textContent).toContain('Connection lost');
  });
});
