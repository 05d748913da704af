// @vitest-environment jsdom
import type { BetView } from '@casino/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/index.ts';
import { setToken } from '../../lib/session.ts';
import { type FetchCall, mockRoutes, type RouteTable } from '../../test/fetch-routes.ts';
import { BlackjackGame } from './blackjack/blackjack-game.tsx';
import { CoinflipGame } from './coinflip/coinflip-game.tsx';
import { HiloGame } from './hilo/hilo-game.tsx';

/** Issue 16: coin flip, hi-lo and blackjack pages play rounds the server keeps, one decision per call. */

vi.mock('../../lib/realtime-client.ts', () => ({ subscribe: () => () => {} }));

const usd = { code: 'USD', displayFormat: '{amount} USD', icon: '' };
const money = (value: string) => ({ value, primaryValue: value, primaryPrecision: 2, currency: usd });
const balance = { total: money('50.00'), fiat: money('50.00'), userBonuses: [] };
const viewer = { globalId: 'g-1', currency: { primary: 'USD', account: 'USD' }, websocketToken: 'ws' };
const limits = { currency: 'USD', minBet: '1.00', maxBet: '100.00', maxPayout: '10000.00' };

function bet(game: string, outcome: Record<string, unknown>, overrides: Partial<BetView> = {}): BetView {
  return {
    id: `${game}-1`,
    game,
    amount: '1.00',
    currency: 'USD',
    payout: '0.00',
    multiplier: '0',
    outcome,
    status: 'open',
    serverSeedHash: 'hash',
    serverSeed: null,
    clientSeed: 'seed',
    nonce: 1,
    createdAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

let routes: RouteTable;
let fetched: FetchCall[];
const sent = (key: string) =>
  fetched
    .filter((call) => `${call.method} ${call.url.pathname}` === key)
    .map((call) => JSON.parse(String(call.init?.body)) as Record<string, unknown>);

async function renderGame(node: ReactNode) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/en/games/x']}>{node}</MemoryRouter>
    </QueryClientProvider>,
  );
  await waitFor(() => expect((screen.getByLabelText('Bet amount') as HTMLInputElement).value).toBe('1.00'));
  return userEvent.setup();
}

const controls = () => screen.getByRole('region', { name: 'Bet controls' });

beforeEach(async () => {
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
});

const coin = (streak: number, calls: string[], status = 'open') => ({
  status,
  step: calls.length,
  calls,
  results: calls,
  streak,
  multiplier: streak === 0 ? '0' : '1.98',
  nextMultiplier: '3.9204',
});

describe('coin flip page', () => {
  it('starts a round, flips the called side at the round step, and cashes out', async () => {
    routes['GET /api/v1/games/coinflip/round'] = () => ({ body: { bet: null } });
    routes['POST /api/v1/games/coinflip/bets'] = () => ({
      status: 201,
      body: { bet: bet('coinflip', coin(0, [])), balance },
    });
    routes['POST /api/v1/games/coinflip/round/action'] = (init) => {
      const body = JSON.parse(String(init?.body)) as { action: string };
      return body.action === 'flip'
        ? { body: { bet: bet('coinflip', coin(1, ['tails'])), balance } }
        : {
            body: {
              bet: bet('coinflip', coin(1, ['tails'], 'cashed'), {
                status: 'settled',
                payout: '1.98',
                multiplier: '1.98',
              }),
              balance,
            },
          };
    };
    const user = await renderGame(<CoinflipGame />);
    await user.click(within(controls()).getByRole('button', { name: 'Bet' }));
    await waitFor(() =>
      expect(sent('POST /api/v1/games/coinflip/bets')).toEqual([{ amount: '1.00', params: {} }]),
    );
    await user.click(await screen.findByRole('button', { name: 'Flip tails' }));
    await waitFor(() =>
      expect(sent('POST /api/v1/games/coinflip/round/action')).toEqual([
        { step: 0, action: 'flip', side: 'tails' },
      ]),
    );
    await user.click(await screen.findByRole('button', { name: /Cash out 1\.98/ }));
    await waitFor(() =>
      expect(sent('POST /api/v1/games/coinflip/round/action')[1]).toEqual({ step: 1, action: 'cashout' }),
    );
    expect(await screen.findByText(/Cashed out at 1\.98×/)).toBeTruthy();
  });

  it('a reload continues the open round; H flips heads from the keyboard', async () => {
    routes['GET /api/v1/games/coinflip/round'] = () => ({
      body: { bet: bet('coinflip', coin(1, ['heads'])) },
    });
    routes['POST /api/v1/games/coinflip/round/action'] = () => ({
      body: { bet: bet('coinflip', coin(2, ['heads', 'heads'])), balance },
    });
    await renderGame(<CoinflipGame />);
    expect(await screen.findByText(/Streak 1/)).toBeTruthy();
    act(() => {
      fireEvent.keyDown(window, { key: 'h' });
    });
    await waitFor(() =>
      expect(sent('POST /api/v1/games/coinflip/round/action')).toEqual([
        { step: 1, action: 'flip', side: 'heads' },
      ]),
    );
  });
});

describe('hi-lo page', () => {
  const option = { chance: 0.5385, multiplier: '1.8385', ifRight: '1.8385' };
  const hilo = {
    status: 'open',
    step: 0,
    history: [{ card: 6, move: null, win: null }],
    card: 6,
    guesses: 0,
    skipsLeft: 10,
    multiplier: '0',
    higher: option,
    lower: option,
  };

  it('shows the card and the odds of both guesses; sends a guess and a skip', async () => {
    routes['GET /api/v1/games/hilo/round'] = () => ({ body: { bet: bet('hilo', hilo) } });
    routes['POST /api/v1/games/hilo/round/action'] = () => ({
      body: { bet: bet('hilo', { ...hilo, step: 1 }), balance },
    });
    const user = await renderGame(<HiloGame />);
    const stage = screen.getByRole('region', { name: 'Game' });
    await waitFor(() => expect(within(stage).getAllByRole('img', { name: '7♠' })).toHaveLength(2));
    const higher = await screen.findByRole('button', { name: /Higher or same.*53\.85%.*1\.8385×/ });
    expect(
      (screen.getByRole('button', { name: /Guess once to cash out/ }) as HTMLButtonElement).disabled,
    ).toBe(true);
    await user.click(higher);
    await waitFor(() =>
      expect(sent('POST /api/v1/games/hilo/round/action')).toEqual([
        { step: 0, action: 'guess', guess: 'higher' },
      ]),
    );
    await user.click(screen.getByRole('button', { name: /Skip card/ }));
    await waitFor(() =>
      expect(sent('POST /api/v1/games/hilo/round/action')[1]).toEqual({ step: 1, action: 'skip' }),
    );
  });
});

describe('blackjack page', () => {
  const hand = (cards: number[], total: number) => ({
    cards,
    total,
    soft: false,
    stake: 1,
    done: false,
    result: null,
  });
  const table = (moves: string[], insurance: string | null = null) => ({
    status: 'open',
    step: 0,
    dealer: { cards: [5], total: 6, soft: false, hidden: true },
    hands: [hand([7, 20], 16)],
    active: 0,
    insurance,
    moves,
  });

  it('offers only the moves the server allows, hides the hole card and sends the decision', async () => {
    routes['GET /api/v1/games/blackjack/round'] = () => ({
      body: { bet: bet('blackjack', table(['hit', 'stand', 'double', 'split'])) },
    });
    routes['POST /api/v1/games/blackjack/round/action'] = () => ({
      body: {
        bet: bet(
          'blackjack',
          { ...table([]), status: 'settled', hands: [{ ...hand([7, 20], 16), result: 'win', done: true }] },
          { status: 'settled', payout: '2.00', multiplier: '2' },
        ),
        balance,
      },
    });
    const user = await renderGame(<BlackjackGame />);
    expect(await screen.findByRole('img', { name: 'Dealer’s hidden card' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Split' }));
    await waitFor(() =>
      expect(sent('POST /api/v1/games/blackjack/round/action')).toEqual([{ step: 0, action: 'split' }]),
    );
    expect(await screen.findByText('Paid 2.00 USD')).toBeTruthy();
  });

  it('under an ace asks for insurance first; N declines from the keyboard', async () => {
    routes['GET /api/v1/games/blackjack/round'] = () => ({
      body: { bet: bet('blackjack', table(['insurance'], 'offered')) },
    });
    routes['POST /api/v1/games/blackjack/round/action'] = () => ({
      body: { bet: bet('blackjack', { ...table(['hit', 'stand'], 'declined'), step: 1 }), balance },
    });
    await renderGame(<BlackjackGame />);
    expect(await screen.findByText(/The dealer shows an ace/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Hit' })).toBeNull();
    act(() => {
      fireEvent.keyDown(window, { key: 'n' });
    });
    await waitFor(() =>
      expect(sent('POST /api/v1/games/blackjack/round/action')).toEqual([
        { step: 0, action: 'insurance', take: false },
      ]),
    );
    expect(await screen.findByRole('button', { name: 'Hit' })).toBeTruthy();
  });
});
