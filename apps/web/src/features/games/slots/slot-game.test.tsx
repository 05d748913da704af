// @vitest-environment jsdom
import { type BetView, evaluateSlotGrid, neonFruits } from '@casino/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/index.ts';
import { setToken } from '../../../lib/session.ts';
import { mockRoutes, type RouteTable } from '../../../test/fetch-routes.ts';
import { SlotGame } from './slot-game.tsx';

vi.mock('../../../lib/realtime-client.ts', () => ({ subscribe: () => () => {} }));

const usd = { code: 'USD', displayFormat: '{amount} USD', icon: '' };
const money = (value: string) => ({ value, primaryValue: value, primaryPrecision: 2, currency: usd });
const balance = { total: money('50.00'), fiat: money('50.00'), userBonuses: [] };
const viewer = { globalId: 'g-1', currency: { primary: 'USD', account: 'USD' }, websocketToken: 'ws' };
const limits = { currency: 'USD', minBet: '1.00', maxBet: '100.00', maxPayout: '10000.00' };
const catalog = {
  items: [
    {
      id: 'neon-fruits',
      title: 'Neon Fruits',
      imageUrl: '',
      blacklists: { countries: [], currencies: [] },
      label: null,
      category: 'slots',
      provider: 'house',
      rtp: '96.4751',
    },
  ],
  meta: { total: 1, offset: 0, limit: 100 },
};

/** Three cherries on the middle row (line 1), nothing else. */
const WIN_GRID = [
  ['lemon', 'cherry', 'orange'],
  ['grape', 'cherry', 'bell'],
  ['melon', 'cherry', 'lemon'],
  ['orange', 'grape', 'bell'],
  ['bell', 'melon', 'grape'],
];
/** Three stars anywhere: scatter pay and free spins. */
const SCATTER_GRID = [
  ['star', 'lemon', 'orange'],
  ['grape', 'bell', 'lemon'],
  ['melon', 'orange', 'star'],
  ['lemon', 'grape', 'bell'],
  ['bell', 'star', 'grape'],
];

function slotBet(outcome: Record<string, unknown>, payout: string, multiplier: string): BetView {
  return {
    id: 'bet-1',
    game: 'neon-fruits',
    amount: '1.00',
    currency: 'USD',
    payout,
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
let fetchMock: ReturnType<typeof mockRoutes>['fn'];
const calls = (key: string) =>
  fetchMock.mock.calls.filter(([input, init]) => `${init?.method ?? 'GET'} ${String(input)}` === key);

function renderGame() {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/en/games/neon-fruits']}>
        <SlotGame gameId="neon-fruits" />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const cells = () => within(screen.getByRole('list', { name: 'Reels' })).getAllByRole('img');

beforeEach(async () => {
  await i18n.changeLanguage('en');
  setToken('token');
  // Less motion: the reels land at once, so the test needs no clock.
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('reduce'),
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
  // The table is read at each call: a test swaps single routes after this.
  fetchMock = mockRoutes(() => routes).fn;
  routes = {
    'GET /api/v1/me': () => ({ body: viewer }),
    'GET /api/v1/games/limits': () => ({ body: limits }),
    'GET /api/v1/wallet/balance': () => ({ body: balance }),
    'GET /api/v2/games?limit=100': () => ({ body: catalog }),
  };
});

afterEach(() => {
  cleanup();
  setToken(null);
  vi.unstubAllGlobals();
});

describe('SlotGame', () => {
  it('draws a 5×3 window of the machine symbols', async () => {
    renderGame();
    const shown = await screen.findAllByRole('img', { name: /./ });
    expect(shown.length).toBeGreaterThan(0);
    expect(cells()).toHaveLength(15);
    const names = new Set(neonFruits.symbols.map((symbol) => symbol.id));
    for (const cell of cells()) expect(names.has(cell.getAttribute('data-symbol') ?? '')).toBe(true);
  });

  it('spins, lands on the grid and lights the winning line', async () => {
    const spin = { stops: [0, 0, 0, 0, 0], ...evaluateSlotGrid(neonFruits, WIN_GRID) };
    expect(spin.lineWins).toEqual([{ line: 0, symbol: 'cherry', count: 3, pays: 8 }]);
    routes['POST /api/v1/games/neon-fruits/bets'] = () => ({
      body: { bet: slotBet({ spins: [spin], freeSpins: 0, totalPays: 0.8 }, '0.80', '0.8'), balance },
    });
    renderGame();
    const user = userEvent.setup();
    await waitFor(() => expect((screen.getByLabelText('Bet amount') as HTMLInputElement).value).toBe('1.00'));
    await user.click(screen.getByRole('button', { name: 'Spin' }));

    expect(await screen.findByText('You won 0.80 USD (0.80×)')).toBeTruthy();
    const [[, init]] = calls('POST /api/v1/games/neon-fruits/bets') as [[string, RequestInit]];
    expect(JSON.parse(String(init.body))).toEqual({ amount: '1.00', params: {} });

    const shown = cells();
    // Reel by reel, top to bottom.
    expect(shown.map((cell) => cell.getAttribute('data-symbol'))).toEqual(WIN_GRID.flat());
    const lit = shown.flatMap((cell, index) => (cell.getAttribute('data-win') === 'true' ? [index] : []));
    expect(lit).toEqual([1, 4, 7]); // the middle row of reels 1–3
    expect(shown[1]?.getAttribute('aria-label')).toBe('Cherry');
    expect(screen.getByText('Line 1: 3 × Cherry')).toBeTruthy();
    expect(screen.getByText('0.80 USD')).toBeTruthy(); // 8 line bets of 1.00 / 10 lines
    expect(document.querySelector('polyline[data-line="0"]')).not.toBeNull();
  });

  it('plays the free spins through; Space skips to the total', async () => {
    const paid = { stops: [0, 0, 0, 0, 0], ...evaluateSlotGrid(neonFruits, SCATTER_GRID) };
    expect(paid.freeSpinsAwarded).toBe(10);
    const free = { stops: [1, 1, 1, 1, 1], ...evaluateSlotGrid(neonFruits, WIN_GRID, true) };
    routes['POST /api/v1/games/neon-fruits/bets'] = () => ({
      body: {
        bet: slotBet({ spins: [paid, free], freeSpins: 1, totalPays: paid.win + free.win }, '3.60', '3.6'),
        balance,
      },
    });
    renderGame();
    const user = userEvent.setup();
    await waitFor(() => expect((screen.getByLabelText('Bet amount') as HTMLInputElement).value).toBe('1.00'));
    await user.click(screen.getByRole('button', { name: 'Spin' }));

    // The paid spin: scatters light up and the free spins are announced.
    expect(await screen.findByText('10 free spins won!')).toBeTruthy();
    expect(screen.getByText('3 × Star anywhere')).toBeTruthy();
    const stars = cells().filter((cell) => cell.getAttribute('data-symbol') === 'star');
    expect(stars.map((cell) => cell.getAttribute('data-win'))).toEqual(['true', 'true', 'true']);

    (document.activeElement as HTMLElement | null)?.blur();
    await user.keyboard(' ');
    expect(await screen.findByText('You won 3.60 USD (3.60×)')).toBeTruthy();
    expect(screen.getByText(/Free spin 1 of 1/)).toBeTruthy();
    expect(cells().map((cell) => cell.getAttribute('data-symbol'))).toEqual(WIN_GRID.flat());
  });

  it('shows the paytable with the exact RTP', async () => {
    renderGame();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Paytable and rules' }));
    const dialog = await screen.findByRole('dialog', { name: 'Paytable' });
    await waitFor(() => expect(within(dialog).getByText('Return to player (exact): 96.4751 %')).toBeTruthy());
    expect(within(dialog).getByRole('rowheader', { name: /Lucky Seven/ })).toBeTruthy();
    expect(within(dialog).getAllByText('×1000 line bet')).toHaveLength(1);
  });
});
