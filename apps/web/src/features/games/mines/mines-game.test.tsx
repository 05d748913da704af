// @vitest-environment jsdom
import type { BetView } from '@casino/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/index.ts';
import { setToken } from '../../../lib/session.ts';
import { mockRoutes, type RouteTable } from '../../../test/fetch-routes.ts';
import { MinesGame } from './mines-game.tsx';

vi.mock('../../../lib/realtime-client.ts', () => ({ subscribe: () => () => {} }));

const viewer = { globalId: 'g-1', currency: { primary: 'USD', account: 'USD' }, websocketToken: 'ws' };
const limits = { currency: 'USD', minBet: '1.00', maxBet: '100.00', maxPayout: '10000.00' };

const balance = {
  total: {
    value: '10.00',
    primaryValue: '10.00',
    primaryPrecision: 2,
    currency: { code: 'USD', displayFormat: '{amount} USD', icon: '' },
  },
  fiat: {
    value: '10.00',
    primaryValue: '10.00',
    primaryPrecision: 2,
    currency: { code: 'USD', displayFormat: '{amount} USD', icon: '' },
  },
  userBonuses: [],
};

function bet(overrides: Partial<BetView> & { outcome: Record<string, unknown> }): BetView {
  return {
    id: 'bet-1',
    game: 'mines',
    amount: '1.00',
    currency: 'USD',
    payout: '0',
    multiplier: '0',
    status: 'open',
    serverSeedHash: 'hash',
    serverSeed: null,
    clientSeed: 'seed',
    nonce: 1,
    createdAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

const openRound = (revealed: number[]) =>
  bet({
    outcome: { mines: 3, revealed, multiplier: revealed.length ? '1.1363' : '1', nextMultiplier: '1.2937' },
  });

let routes: RouteTable;
let fetchMock: ReturnType<typeof mockRoutes>['fn'];

function renderGame(): { client: QueryClient } {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/en/games/mines']}>{children}</MemoryRouter>
    </QueryClientProvider>
  );
  render(<MinesGame />, { wrapper });
  return { client };
}

const calls = (key: string) =>
  fetchMock.mock.calls.filter(([input, init]) => `${init?.method ?? 'GET'} ${String(input)}` === key);

beforeEach(async () => {
  await i18n.changeLanguage('en');
  setToken('token');
  // The table is read at each call: a test swaps single routes after this.
  fetchMock = mockRoutes(() => routes).fn;
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

describe('MinesGame', () => {
  it('draws 25 tiles named Tile 1..Tile 25', async () => {
    routes['GET /api/v1/games/mines/round'] = () => ({ body: { bet: null } });
    renderGame();
    const board = await screen.findByRole('group', { name: 'Mines board' });
    const tiles = within(board).getAllByRole('button');
    expect(tiles).toHaveLength(25);
    expect(tiles[0]?.getAttribute('aria-label')).toBe('Tile 1');
    expect(tiles[24]?.getAttribute('aria-label')).toBe('Tile 25');
  });

  it('starts a round with the chosen mines and an idempotency key', async () => {
    routes['GET /api/v1/games/mines/round'] = () => ({ body: { bet: null } });
    routes['POST /api/v1/games/mines/bets'] = () => ({ body: { bet: openRound([]), balance } });
    const { client } = renderGame();
    const user = userEvent.setup();
    const select = await screen.findByRole('combobox', { name: 'Mines' });
    await waitFor(() => expect((select as HTMLSelectElement).disabled).toBe(false));
    await user.selectOptions(select, '5');
    await user.click(screen.getByRole('button', { name: 'Bet' }));
    await screen.findByRole('button', { name: 'Cash out' });
    const [[, init]] = calls('POST /api/v1/games/mines/bets') as [[string, RequestInit]];
    expect(JSON.parse(String(init.body))).toEqual({ amount: '1.00', params: { mines: 5 } });
    expect((init.headers as Record<string, string>)['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(client.getQueryData(['balance'])).toEqual(balance);
  });

  it('continues an open round from the server and reveals the clicked tile', async () => {
    routes['GET /api/v1/games/mines/round'] = () => ({ body: { bet: openRound([0]) } });
    routes['POST /api/v1/games/mines/round/reveal'] = () => ({ body: { bet: openRound([0, 7]), balance } });
    renderGame();
    const user = userEvent.setup();
    const tile1 = await screen.findByRole('button', { name: 'Tile 1' });
    await waitFor(() => expect(tile1.getAttribute('aria-pressed')).toBe('true'));
    await user.click(screen.getByRole('button', { name: 'Tile 8' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Tile 8' }).getAttribute('aria-pressed')).toBe('true'),
    );
    const [[, init]] = calls('POST /api/v1/games/mines/round/reveal') as [[string, RequestInit]];
    expect(JSON.parse(String(init.body))).toEqual({ tile: 7 });
    // Current payout for 1.00 at 1.1363× and the next tile's multiplier.
    expect(screen.getByRole('button', { name: 'Cash out 1.13 USD' })).toBeTruthy();
    expect(screen.getByText('1.2937×')).toBeTruthy();
  });

  it('reveals with the keyboard: arrows move focus, Enter reveals', async () => {
    routes['GET /api/v1/games/mines/round'] = () => ({ body: { bet: openRound([]) } });
    routes['POST /api/v1/games/mines/round/reveal'] = () => ({ body: { bet: openRound([6]), balance } });
    renderGame();
    const user = userEvent.setup();
    const tile1 = await screen.findByRole('button', { name: 'Tile 1' });
    await screen.findByRole('button', { name: /^Cash out/ });
    tile1.focus();
    await user.keyboard('{ArrowRight}{ArrowDown}');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Tile 7');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(calls('POST /api/v1/games/mines/round/reveal')).toHaveLength(1));
    const [[, init]] = calls('POST /api/v1/games/mines/round/reveal') as [[string, RequestInit]];
    expect(JSON.parse(String(init.body))).toEqual({ tile: 6 });
  });

  it('shows every mine when a reveal busts', async () => {
    routes['GET /api/v1/games/mines/round'] = () => ({ body: { bet: openRound([0]) } });
    routes['POST /api/v1/games/mines/round/reveal'] = () => ({
      body: {
        bet: bet({
          status: 'settled',
          outcome: {
            mines: 3,
            revealed: [0],
            multiplier: '0',
            nextMultiplier: '0',
            minePositions: [3, 12, 20],
            hit: 12,
          },
        }),
        balance,
      },
    });
    renderGame();
    const user = userEvent.setup();
    await screen.findByRole('button', { name: /^Cash out/ });
    await user.click(screen.getByRole('button', { name: 'Tile 13' }));
    expect(await screen.findByText('Boom!')).toBeTruthy();
    const state = (n: number) => screen.getByRole('button', { name: `Tile ${n}` }).getAttribute('data-state');
    expect(state(13)).toBe('hit');
    expect(state(4)).toBe('mine');
    expect(state(21)).toBe('mine');
    expect(state(1)).toBe('gem');
    expect(state(2)).toBe('gem-unpicked');
    // The round is over: the Bet button is back and tiles no longer reveal.
    expect(screen.getByRole('button', { name: 'Bet' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Tile 2' }));
    expect(calls('POST /api/v1/games/mines/round/reveal')).toHaveLength(1);
  });

  it('cashes out and shows the win with the mines', async () => {
    routes['GET /api/v1/games/mines/round'] = () => ({ body: { bet: openRound([0]) } });
    routes['POST /api/v1/games/mines/round/cashout'] = () => ({
      body: {
        bet: bet({
          status: 'settled',
          payout: '1.13',
          multiplier: '1.1363',
          outcome: {
            mines: 3,
            revealed: [0],
            multiplier: '1.1363',
            nextMultiplier: '1.2937',
            minePositions: [1, 2, 3],
          },
        }),
        balance,
      },
    });
    const { client } = renderGame();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Cash out 1.13 USD' }));
    expect(await screen.findByText('You won 1.13 USD')).toBeTruthy();
    expect(calls('POST /api/v1/games/mines/round/cashout')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Tile 2' }).getAttribute('data-state')).toBe('mine');
    expect(client.getQueryData(['minesRound'])).toEqual({ bet: null });
  });

  it('offers to continue when a round is already open elsewhere', async () => {
    let round: BetView | null = null;
    routes['GET /api/v1/games/mines/round'] = () => ({ body: { bet: round } });
    routes['POST /api/v1/games/mines/bets'] = () => {
      round = openRound([4]);
      return { status: 409, body: { detail: 'round_open' } };
    };
    renderGame();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Bet' }));
    expect(await screen.findByText(/already have a round in play/)).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Tile 5' }).getAttribute('aria-pressed')).toBe('true'),
    );
  });

  describe('a step whose answer was lost', () => {
    const connectionLost = () => {
      throw new TypeError('Failed to fetch');
    };

    it('a start is retried with the same Idempotency-Key', async () => {
      routes['GET /api/v1/games/mines/round'] = () => ({ body: { bet: null } });
      let starts = 0;
      routes['POST /api/v1/games/mines/bets'] = () =>
        ++starts === 1 ? connectionLost() : { status: 201, body: { bet: openRound([]), balance } };
      renderGame();
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: 'Bet' }));
      const alert = await screen.findByRole('alert');
      expect(alert.textContent).toContain('Connection lost');
      expect(alert.textContent).toContain('Your bet may not have been placed.');
      await user.click(within(alert).getByRole('button', { name: 'Retry' }));
      await screen.findByRole('button', { name: 'Cash out' });
      const sent = calls('POST /api/v1/games/mines/bets') as Array<[string, RequestInit]>;
      const key = ([, init]: [string, RequestInit]) =>
        (init.headers as Record<string, string>)['idempotency-key'];
      expect(sent).toHaveLength(2);
      expect(key(sent[1] as [string, RequestInit])).toBe(key(sent[0] as [string, RequestInit]));
      expect(screen.queryByRole('alert')).toBeNull();
    });

    it('a reveal that went through is read back on retry, not sent again', async () => {
      let round = openRound([0]);
      routes['GET /api/v1/games/mines/round'] = () => ({ body: { bet: round } });
      routes['POST /api/v1/games/mines/round/reveal'] = () => {
        // The server opens the tile; the answer never arrives.
        round = openRound([0, 7]);
        return connectionLost();
      };
      renderGame();
      const user = userEvent.setup();
      await screen.findByRole('button', { name: /^Cash out/ });
      await user.click(screen.getByRole('button', { name: 'Tile 8' }));
      const alert = await screen.findByRole('alert');
      expect(alert.textContent).toContain('The tile may not have been opened.');
      await user.click(within(alert).getByRole('button', { name: 'Retry' }));
      await waitFor(() =>
        expect(screen.getByRole('button', { name: 'Tile 8' }).getAttribute('aria-pressed')).toBe('true'),
      );
      expect(calls('POST /api/v1/games/mines/round/reveal')).toHaveLength(1);
      expect(screen.queryByRole('alert')).toBeNull();
    });

    it('a cash-out that settled the round shows the settled bet on retry, without a second cash-out', async () => {
      let round: BetView | null = openRound([0]);
      const settled = bet({
        status: 'settled',
        payout: '1.13',
        multiplier: '1.1363',
        outcome: { mines: 3, revealed: [0], multiplier: '1.1363', minePositions: [1, 2, 3] },
      });
      routes['GET /api/v1/games/mines/round'] = () => ({ body: { bet: round } });
      routes['GET /api/v1/games/bets/bet-1'] = () => ({ body: settled });
      routes['POST /api/v1/games/mines/round/cashout'] = () => {
        round = null;
        return connectionLost();
      };
      renderGame();
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: 'Cash out 1.13 USD' }));
      const alert = await screen.findByRole('alert');
      expect(alert.textContent).toContain('The cash-out may not have gone through.');
      await user.click(within(alert).getByRole('button', { name: 'Retry' }));
      expect(await screen.findByText('You won 1.13 USD')).toBeTruthy();
      expect(calls('POST /api/v1/games/mines/round/cashout')).toHaveLength(1);
      expect(screen.queryByRole('alert')).toBeNull();
    });
  });
});
