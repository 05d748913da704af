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
import { KenoGame } from './keno/keno-game.tsx';
import { RouletteGame } from './roulette/roulette-game.tsx';
import { WheelGame } from './wheel/wheel-game.tsx';
import { SPIN_MS } from './wheel/wheel-stage.tsx';

/** Issue 16: keno, wheel and roulette pages place bets with the params their engines take. */

vi.mock('../../lib/realtime-client.ts', () => ({ subscribe: () => () => {} }));

const usd = { code: 'USD', displayFormat: '{amount} USD', icon: '' };
const money = (value: string) => ({ value, primaryValue: value, primaryPrecision: 2, currency: usd });
const balance = { total: money('50.00'), fiat: money('50.00'), userBonuses: [] };
const viewer = { globalId: 'g-1', currency: { primary: 'USD', account: 'USD' }, websocketToken: 'ws' };
const limits = { currency: 'USD', minBet: '1.00', maxBet: '100.00', maxPayout: '10000.00' };

function betView(game: string, multiplier: string, outcome: Record<string, unknown>): BetView {
  return {
    id: `${game}-1`,
    game,
    amount: '1.00',
    currency: 'USD',
    payout: multiplier === '0' ? '0.00' : '1.00',
    multiplier,
    outcome,
    status: 'settled',
    serverSeedHash: 'hash',
    serverSeed: null,
    clientSeed: 'seed',
    nonce: 1,
    createdAt: '2025-01-01T00:00:00.000Z',
  };
}

let routes: RouteTable;
let fetched: FetchCall[];
const posted = (game: string) =>
  fetched
    .filter((call) => `${call.method} ${call.url.pathname}` === `POST /api/v1/games/${game}/bets`)
    .map(
      (call) => JSON.parse(String(call.init?.body)) as { amount: string; params: Record<string, unknown> },
    );

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
  return userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
}

const controls = () => screen.getByRole('region', { name: 'Bet controls' });
const betButton = () => within(controls()).getByRole('button', { name: /^(Bet|Placing bet…)$/ });

beforeEach(async () => {
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
});

describe('keno page', () => {
  it('bets only with picks; sends risk and picks; lights the hits', async () => {
    const drawn = [3, 7, 12, 18, 21, 25, 30, 33, 38, 40];
    routes['POST /api/v1/games/keno/bets'] = () => ({
      status: 201,
      body: { bet: betView('keno', '1.9', { risk: 'low', picks: [7, 8], drawn, hits: [7] }), balance },
    });
    const user = await renderGame(<KenoGame />);
    expect((betButton() as HTMLButtonElement).disabled).toBe(true);
    const board = screen.getByRole('group', { name: /Keno numbers/ });
    await user.click(within(board).getByRole('button', { name: '7' }));
    await user.click(within(board).getByRole('button', { name: '8' }));
    expect(within(board).getByRole('button', { name: '7' }).getAttribute('aria-pressed')).toBe('true');
    await user.click(screen.getByRole('radio', { name: 'Low' }));
    // The payout row for 2 picks on low risk: 0×, 2×, 3.8×.
    expect(
      within(screen.getByRole('list', { name: 'Payouts by hits' })).getAllByRole('listitem'),
    ).toHaveLength(3);
    await user.click(betButton());
    await waitFor(() =>
      expect(posted('keno')).toEqual([{ amount: '1.00', params: { risk: 'low', picks: [7, 8] } }]),
    );
    await waitFor(() => expect(within(board).getByRole('button', { name: '7, hit' })).toBeTruthy());
    expect(within(board).getByRole('button', { name: '40, drawn' })).toBeTruthy();
  });

  it('Space bets from the keyboard once numbers are picked; at most 10 picks', async () => {
    routes['POST /api/v1/games/keno/bets'] = () => ({
      status: 201,
      body: { bet: betView('keno', '0', { risk: 'classic', picks: [], drawn: [], hits: [] }), balance },
    });
    const user = await renderGame(<KenoGame />);
    fireEvent.keyDown(window, { key: ' ', code: 'Space' });
    expect(posted('keno')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Auto pick' }));
    const board = screen.getByRole('group', { name: /Keno numbers/ });
    const pressed = within(board)
      .getAllByRole('button')
      .filter((button) => button.getAttribute('aria-pressed') === 'true');
    expect(pressed).toHaveLength(10);
    const unpicked = within(board)
      .getAllByRole('button')
      .find((button) => button.getAttribute('aria-pressed') === 'false') as HTMLButtonElement;
    expect(unpicked.disabled).toBe(true);
    act(() => {
      fireEvent.keyDown(window, { key: ' ', code: 'Space' });
    });
    await waitFor(() => expect(posted('keno')).toHaveLength(1));
    expect(posted('keno')[0]?.params.picks).toHaveLength(10);
  });
});

describe('wheel page', () => {
  it('sends risk and segments, then shows where the wheel stopped', async () => {
    routes['POST /api/v1/games/wheel/bets'] = () => ({
      status: 201,
      body: {
        bet: betView('wheel', '9.9', { risk: 'high', segments: 10, segment: 0, multiplier: 9.9 }),
        balance,
      },
    });
    const user = await renderGame(<WheelGame />);
    await user.click(screen.getByRole('radio', { name: 'High' }));
    await user.selectOptions(screen.getByLabelText('Segments'), '10');
    expect(screen.getByRole('img', { name: 'Wheel of 10 segments, High risk' })).toBeTruthy();
    await user.click(betButton());
    await waitFor(() =>
      expect(posted('wheel')).toEqual([{ amount: '1.00', params: { risk: 'high', segments: 10 } }]),
    );
    await act(async () => {
      vi.advanceTimersByTime(SPIN_MS);
    });
    await waitFor(() => expect(screen.getByText('The wheel stopped on 9.90×')).toBeTruthy());
  });
});

describe('roulette page', () => {
  it('places chips on the table and the inside-bet chooser, bets them with shares, shows the pocket', async () => {
    const user = await renderGame(<RouletteGame />);
    expect((betButton() as HTMLButtonElement).disabled).toBe(true);
    const table = screen.getByRole('group', { name: /Roulette table/ });
    await user.click(within(table).getByRole('button', { name: '17 black' }));
    await user.click(screen.getByRole('radio', { name: '5 shares' }));
    await user.click(within(table).getByRole('button', { name: 'Red' }));
    await user.selectOptions(screen.getByLabelText('Inside bet'), 'corner');
    await user.selectOptions(screen.getByLabelText('Numbers'), '0-1-2-3');
    await user.click(screen.getByRole('button', { name: 'Place chip' }));
    expect(within(table).getByRole('button', { name: 'Red, 5 shares on it' })).toBeTruthy();
    routes['POST /api/v1/games/roulette/bets'] = () => ({
      status: 201,
      body: {
        bet: betView('roulette', '2.3636', { pocket: 17, color: 'black', bets: [], winning: [0] }),
        balance,
      },
    });
    await user.click(betButton());
    await waitFor(() =>
      expect(posted('roulette')).toEqual([
        {
          amount: '1.00',
          params: {
            bets: [
              { type: 'straight', numbers: [17], share: 1 },
              { type: 'red', share: 5 },
              { type: 'corner', numbers: [0, 1, 2, 3], share: 5 },
            ],
          },
        },
      ]),
    );
    await waitFor(() => expect(screen.getByTestId('roulette-result').textContent).toBe('17'));
    // Undo takes the last chip off; remove takes any.
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(screen.queryByRole('button', { name: 'Remove Corner 0-1-2-3' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Remove Red' }));
    expect(within(table).getByRole('button', { name: 'Red' })).toBeTruthy();
  });
});
