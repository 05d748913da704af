// @vitest-environment jsdom
import { type BetView, evaluateSlotGrid, type FreeSpinsView, neonFruits } from '@casino/shared';
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
const toast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn(), info: vi.fn() }));
vi.mock('../../../lib/toast.ts', () => ({ toast }));

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
    // The game page reads its catalog entry by id.
    'GET /api/v2/games/neon-fruits': () => ({ body: catalog.items[0] }),
    'GET /api/v1/games/neon-fruits/freespins': () => ({ body: { freespins: null } }),
  };
});

afterEach(() => {
  cleanup();
  toast.error.mockClear();
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

/** 25 bonus spins of 0.20 USD on this machine, nothing won yet. */
function freeSpinsView(overrides: Partial<FreeSpinsView> = {}): FreeSpinsView {
  return {
    bonusId: 'fs-1',
    title: 'Neon welcome spins',
    gameId: 'neon-fruits',
    left: 25,
    stake: money('0.20'),
    won: money('0.00'),
    maxWin: money('50.00'),
    wagerFreespins: 30,
    expiresAt: '2030-01-01T12:00:00.000Z',
    ...overrides,
  };
}

/** The free spin as a bet: three cherries on line 1 at 0.20, so 8 line bets of 0.02. */
function freeSpinBet(id: string): BetView {
  const spin = { stops: [0, 0, 0, 0, 0], ...evaluateSlotGrid(neonFruits, WIN_GRID) };
  return {
    ...slotBet({ spins: [spin], freeSpins: 0, totalPays: 0.8 }, '0.16', '0.8'),
    id,
    amount: '0.20',
  };
}

const freeSpinKey = (index: number) =>
  (calls('POST /api/v1/games/neon-fruits/freespins')[index]?.[1]?.headers as Record<string, string>)?.[
    'idempotency-key'
  ];

describe('SlotGame bonus free spins', () => {
  it('shows the spins left, their stake, the win so far and the wager', async () => {
    routes['GET /api/v1/games/neon-fruits/freespins'] = () => ({ body: { freespins: freeSpinsView() } });
    renderGame();
    const panel = await screen.findByTestId('free-spins');
    expect(within(panel).getByRole('heading', { name: 'Neon welcome spins' })).toBeTruthy();
    expect(within(panel).getByText('25 free spins left').getAttribute('aria-live')).toBe('polite');
    expect(within(panel).getByText('Each spin').nextElementSibling?.textContent).toBe('0.20 USD');
    expect(within(panel).getByText('0.00 USD')).toBeTruthy();
    expect(within(panel).getByText('of at most 50.00 USD')).toBeTruthy();
    expect(within(panel).getByText(/Winnings are bonus money, wager ×30/)).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'Play free spin' })).toBeTruthy();
    // The paid spin is still there.
    expect(screen.getByRole('button', { name: 'Spin' })).toBeTruthy();
  });

  it('plays a free spin on the reels with its own Idempotency-Key; the count drops', async () => {
    let left = 25;
    let answer = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    routes['GET /api/v1/games/neon-fruits/freespins'] = () => ({
      body: { freespins: freeSpinsView({ left }) },
    });
    routes['POST /api/v1/games/neon-fruits/freespins'] = async () => {
      await answered;
      left -= 1;
      return {
        status: 201,
        body: {
          bet: freeSpinBet(`fs-bet-${left}`),
          balance,
          freespins: freeSpinsView({ left, won: money(left === 24 ? '0.16' : '0.32') }),
        },
      };
    };
    renderGame();
    const user = userEvent.setup();
    const panel = await screen.findByTestId('free-spins');
    await user.click(within(panel).getByRole('button', { name: 'Play free spin' }));
    // While the spin is on its way, neither spin can start.
    const playButton = within(panel).getByRole('button', { name: 'Placing bet…' }) as HTMLButtonElement;
    expect(playButton.disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Spin' }) as HTMLButtonElement).disabled).toBe(true);
    answer();

    expect(await screen.findByText('You won 0.16 USD (0.80×)')).toBeTruthy();
    expect(cells().map((cell) => cell.getAttribute('data-symbol'))).toEqual(WIN_GRID.flat());
    expect(await within(panel).findByText('24 free spins left')).toBeTruthy();
    expect(within(panel).getByText('0.16 USD')).toBeTruthy();
    const [[, init]] = calls('POST /api/v1/games/neon-fruits/freespins') as [[string, RequestInit]];
    expect(JSON.parse(String(init.body))).toEqual({});
    expect(freeSpinKey(0)).toMatch(/^[0-9a-f-]{36}$/);
    // No paid bet was placed.
    expect(calls('POST /api/v1/games/neon-fruits/bets')).toHaveLength(0);

    // The next spin is a new spin: a new key.
    await user.click(within(panel).getByRole('button', { name: 'Play free spin' }));
    expect(await within(panel).findByText('23 free spins left')).toBeTruthy();
    expect(freeSpinKey(1)).toMatch(/^[0-9a-f-]{36}$/);
    expect(freeSpinKey(1)).not.toBe(freeSpinKey(0));
  });

  it('after the last spin says they are all played and points to the bonuses', async () => {
    routes['GET /api/v1/games/neon-fruits/freespins'] = () => ({
      body: { freespins: freeSpinsView({ left: 1 }) },
    });
    routes['POST /api/v1/games/neon-fruits/freespins'] = () => ({
      status: 201,
      body: { bet: freeSpinBet('fs-last'), balance, freespins: null },
    });
    renderGame();
    const user = userEvent.setup();
    const panel = await screen.findByTestId('free-spins');
    expect(within(panel).getByText('1 free spin left')).toBeTruthy();
    await user.click(within(panel).getByRole('button', { name: 'Play free spin' }));

    expect(await within(panel).findByText('All free spins are played')).toBeTruthy();
    expect(within(panel).getByRole('heading', { name: 'Neon welcome spins' })).toBeTruthy();
    expect(within(panel).queryByRole('button', { name: 'Play free spin' })).toBeNull();
    expect(within(panel).getByRole('link', { name: 'Go to my bonuses' }).getAttribute('href')).toBe(
      '/en/bonuses',
    );
    expect(screen.getByText('You won 0.16 USD (0.80×)')).toBeTruthy();
  });

  it('shows no panel without free spins on this machine, and asks nothing of a guest', async () => {
    renderGame();
    await waitFor(() => expect(calls('GET /api/v1/games/neon-fruits/freespins')).toHaveLength(1));
    await screen.findByRole('button', { name: 'Spin' });
    expect(screen.queryByTestId('free-spins')).toBeNull();
    cleanup();

    setToken(null);
    renderGame();
    await screen.findByRole('button', { name: 'Spin' });
    expect(calls('GET /api/v1/games/neon-fruits/freespins')).toHaveLength(1);
    expect(screen.queryByTestId('free-spins')).toBeNull();
  });

  it('says when there are no free spins left to play (no_freespins)', async () => {
    let gone = false;
    routes['GET /api/v1/games/neon-fruits/freespins'] = () => ({
      body: { freespins: gone ? null : freeSpinsView({ left: 3 }) },
    });
    routes['POST /api/v1/games/neon-fruits/freespins'] = () => {
      gone = true;
      return { status: 400, body: { detail: 'no_freespins', key: 'k', time: '2025-01-01T00:00:00Z' } };
    };
    renderGame();
    const user = userEvent.setup();
    const panel = await screen.findByTestId('free-spins');
    await user.click(within(panel).getByRole('button', { name: 'Play free spin' }));

    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        'You have no free spins left on this game: they are played or have expired.',
        expect.anything(),
      ),
    );
    // The spins are read again: none left, so the panel goes.
    await waitFor(() => expect(screen.queryByTestId('free-spins')).toBeNull());
    expect(calls('GET /api/v1/games/neon-fruits/freespins').length).toBeGreaterThanOrEqual(2);
  });
});
