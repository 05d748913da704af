// @vitest-environment jsdom
import {
  sha256Hex,
  type WheelPrizeView,
  type WheelSpinResult,
  type WheelUserView,
  wheelIndex,
} from '@casino/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/index.ts';
import { setToken } from '../../../lib/session.ts';
import { type FetchReply, mockRoutes, testViewer } from '../../../test/fetch-routes.ts';
import { RESULT_MS, SPIN_MS } from '../lib/guest-wheel.ts';
import { IDLE_ROTATE_MS, segmentAt, segmentOfPrize } from '../lib/player-wheel.ts';
import { WheelDialog } from './wheel-dialog.tsx';
import { WheelTeaser } from './wheel-teaser.tsx';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('../../../lib/toast.ts', () => ({ toast }));

const money = (value: string) => ({
  value,
  primaryValue: value,
  primaryPrecision: 2,
  currency: { code: 'EUR', displayFormat: '€{amount}', icon: '/icons/currencies/eur.svg' },
});
const cash = (usd: string, eur: string, weight: number, balanceType: 'main' | 'bonus' = 'main') => ({
  amount: money(eur),
  promo: null,
  balanceType,
  usd,
  weight,
});
const PRIZES: WheelPrizeView[] = [
  cash('0.50', '0.46', 1300),
  cash('0.00', '0.00', 1100),
  cash('1.00', '0.92', 1200),
  { amount: money('0.00'), promo: 'WHEELSPINS', balanceType: 'main', usd: '0.00', weight: 400 },
  cash('2.00', '1.85', 600),
  cash('0.00', '0.00', 1100),
  cash('5.00', '4.62', 150, 'bonus'),
  cash('0.50', '0.46', 1300),
  cash('10.00', '9.25', 60),
  cash('0.00', '0.00', 1200),
  cash('25.00', '23.14', 12, 'bonus'),
  cash('1.00', '0.92', 900),
  { amount: money('0.00'), promo: 'WHEELSPINS', balanceType: 'main', usd: '0.00', weight: 400 },
  cash('50.00', '46.29', 3),
  cash('2.00', '1.85', 275),
];
const WEIGHTS = PRIZES.map((p) => p.weight);
const SERVER_SEED = 'f'.repeat(64);
const DAY = '2025-03-01';

interface Setup {
  user?: WheelUserView;
  prizes?: WheelPrizeView[];
  spin?: (body: { clientSeed: string }) => FetchReply | Promise<FetchReply>;
  hasDeposits?: boolean;
}

let state: { user: WheelUserView; userAfterSpin?: WheelUserView; spun: boolean };

/** The spin answer the server would give for `index`, with its revealed seed. */
async function spinAnswer(
  index: number,
  clientSeed: string,
  serverSeed = SERVER_SEED,
): Promise<WheelSpinResult> {
  const { weight: _weight, ...prize } = PRIZES[index] as WheelPrizeView;
  return {
    index,
    prize,
    nextSpinDate: new Date(Date.now() + 3_600_000).toISOString(),
    fairness: { serverSeed, seedHash: await sha256Hex(SERVER_SEED), clientSeed, day: DAY, weights: WEIGHTS },
  };
}

async function setup(options: Setup = {}) {
  state = {
    user: options.user ?? { canSpin: true, nextSpinDate: null, seedHash: await sha256Hex(SERVER_SEED) },
    spun: false,
  };
  const answer: NonNullable<Setup['spin']> =
    options.spin ?? (async (body) => ({ body: await spinAnswer(8, body.clientSeed) }));
  return mockRoutes({
    'GET /api/v1/me': () => ({ body: testViewer({ hasDeposits: options.hasDeposits ?? false }) }),
    'GET /api/v1/wheel/prizes': () => ({ body: { items: options.prizes ?? PRIZES } }),
    'GET /api/v1/wheel/user': () => ({
      body: state.spun
        ? { canSpin: false, nextSpinDate: new Date(Date.now() + 3_600_000).toISOString(), seedHash: 'next' }
        : state.user,
    }),
    'POST /api/v1/wheel/spin': async (init) => {
      const reply: FetchReply = await answer(JSON.parse(String(init?.body)) as { clientSeed: string });
      if ((reply.status ?? 200) === 200) state.spun = true;
      return reply;
    },
    'GET /api/v1/wallet/balance': () => ({ body: {} }),
  });
}

function Where() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

function renderWheel(ui: 'dialog' | 'teaser' = 'dialog') {
  const onClose = vi.fn();
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  void i18n.changeLanguage('en');
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/en/games/dice']}>
        <Routes>
          <Route
            path="/:locale/*"
            element={ui === 'dialog' ? <WheelDialog onClose={onClose} /> : <WheelTeaser />}
          />
        </Routes>
        <Where />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { onClose, client };
}

const phase = () => document.querySelector('[data-phase]')?.getAttribute('data-phase');
const disc = () => screen.getByTestId('wheel-disc');
const rotation = () => Number(disc().getAttribute('data-rotation'));
const reducedMotion = () =>
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('reduce'),
    addEventListener: () => {},
    removeEventListener: () => {},
  }));

beforeEach(() => {
  setToken('token');
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  setToken(null);
});

describe('the players’ daily wheel', () => {
  it('labels the disc with the 15 server prizes in USD, rotated by one', async () => {
    await setup();
    renderWheel();
    expect(await screen.findByRole('dialog', { name: 'Daily prize wheel' })).toBeTruthy();
    await screen.findByRole('button', { name: 'Spin' });
    const labels = [...disc().querySelectorAll('text')].map((node) => node.textContent);
    expect(labels).toHaveLength(15);
    // Segment 0 shows prize 1 (no prize), segment 14 shows prize 0 ($0.50).
    expect(labels[0]).toBe('Miss');
    expect(labels[2]).toBe('PROMO');
    expect(labels[7]).toBe('$10');
    expect(labels[12]).toBe('$50');
    expect(labels[14]).toBe('$0.50');
    expect(phase()).toBe('idle');
  });

  it('spins with a client seed: 4 s of animation, the prize at 5 s, then to /bonuses', async () => {
    const { calls } = await setup();
    const { onClose, client } = renderWheel();
    const button = await screen.findByRole('button', { name: 'Spin' });
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    await act(async () => button.click());
    await waitFor(() => expect(phase()).toBe('spinning'));

    const spinCall = calls.find((c) => c.method === 'POST');
    expect(spinCall?.body).toEqual({ clientSeed: expect.stringMatching(/^[0-9a-f]{32}$/) });
    expect(new Headers(spinCall?.init?.headers).get('idempotency-key')).toBeTruthy();
    expect(segmentAt(rotation(), 15)).toBe(segmentOfPrize(8, 15));
    expect(disc().style.transition).toContain(`${SPIN_MS}ms`);
    expect(screen.getByTestId('wheel-announcer').textContent).toBe('Good luck…');

    act(() => void vi.advanceTimersByTime(RESULT_MS - 50));
    expect(phase()).toBe('spinning');
    act(() => void vi.advanceTimersByTime(50));
    expect(phase()).toBe('result');
    expect(screen.getByRole('dialog', { name: 'You won $10.00!' })).toBeTruthy();
    expect(screen.getByText('It is already on your balance: €9.25.')).toBeTruthy();
    expect(screen.getByTestId('wheel-announcer').textContent).toBe('The wheel stopped on $10.00.');
    expect(screen.getByText('Next free spin in')).toBeTruthy();
    // The spin refreshed the player's wheel state and balance.
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['wheelUser'] });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['balance'] });
    await waitFor(() =>
      expect(calls.filter((c) => c.url.pathname === '/api/v1/wheel/user').length).toBeGreaterThanOrEqual(2),
    );

    const prizeButton = screen.getByRole('button', { name: 'Go to bonuses' });
    expect(document.activeElement).toBe(prizeButton);
    act(() => prizeButton.click());
    expect(onClose).toHaveBeenCalled();
    expect(screen.getByTestId('location').textContent).toBe('/en/bonuses');
  });

  it('without a prize says so; its button closes and stays on the game', async () => {
    await setup({ spin: async (body) => ({ body: await spinAnswer(1, body.clientSeed) }) });
    reducedMotion();
    const { onClose } = renderWheel();
    await userEvent.click(await screen.findByRole('button', { name: 'Spin' }));
    await waitFor(() => expect(phase()).toBe('result'));
    expect(disc().style.transition).toBe('none');
    expect(await screen.findByRole('dialog', { name: 'No prize this time' })).toBeTruthy();
    expect(screen.getByTestId('wheel-announcer').textContent).toBe(
      'No prize this time. Better luck tomorrow: another free spin is waiting.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Back to the game' }));
    expect(onClose).toHaveBeenCalled();
    expect(screen.getByTestId('location').textContent).toBe('/en/games/dice');
  });

  it('shows a won promo code on a chip that copies it', async () => {
    await setup({ spin: async (body) => ({ body: await spinAnswer(3, body.clientSeed) }) });
    reducedMotion();
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderWheel();
    await userEvent.click(await screen.findByRole('button', { name: 'Spin' }));
    await waitFor(() => expect(phase()).toBe('result'));
    expect(await screen.findByRole('dialog', { name: 'You won a promo code!' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Copy the promo code WHEELSPINS' }));
    expect(writeText).toHaveBeenCalledWith('WHEELSPINS');
    expect(toast.success).toHaveBeenCalledWith('Promo code WHEELSPINS copied', { duration: 2000 });
    expect(screen.getByRole('button', { name: 'Go to bonuses' })).toBeTruthy();
  });

  it('after today’s spin counts down to the next one', async () => {
    await setup({
      user: {
        canSpin: false,
        nextSpinDate: new Date(Date.now() + 2 * 3_600_000).toISOString(),
        seedHash: 'h',
      },
    });
    renderWheel();
    expect(await screen.findByRole('dialog', { name: 'Come back tomorrow' })).toBeTruthy();
    expect(document.querySelector('time')?.textContent).toMatch(/^(01:59:\d\d|02:00:00)$/);
    expect(screen.queryByRole('button', { name: 'Spin' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Got it' }));
  });

  it('a refused spin (spun in another tab) turns into the countdown', async () => {
    await setup({
      spin: () => {
        state.spun = true;
        return { status: 409, body: { detail: 'wheel_spun_today', key: 'k', time: '2025-01-01T00:00:00Z' } };
      },
    });
    renderWheel();
    await userEvent.click(await screen.findByRole('button', { name: 'Spin' }));
    expect(await screen.findByRole('dialog', { name: 'Come back tomorrow' })).toBeTruthy();
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('is not offered to players who have deposited', async () => {
    await setup({ hasDeposits: true });
    renderWheel();
    expect(
      await screen.findByText('The daily wheel is for players who have not made a deposit yet.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Spin' })).toBeNull();
  });

  it('turns once every 40 s while waiting, unless reduced motion is asked for', async () => {
    await setup();
    renderWheel();
    await screen.findByRole('button', { name: 'Spin' });
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    cleanup();
    renderWheel();
    await screen.findByRole('button', { name: 'Spin' });
    const start = rotation();
    act(() => void vi.advanceTimersByTime(IDLE_ROTATE_MS - 1));
    expect(rotation()).toBe(start);
    act(() => void vi.advanceTimersByTime(1));
    expect(rotation()).toBe(start + 360);

    cleanup();
    reducedMotion();
    renderWheel();
    await screen.findByRole('button', { name: 'Spin' });
    act(() => void vi.advanceTimersByTime(IDLE_ROTATE_MS * 2));
    expect(rotation()).toBe(0);
  });
});

describe('provably fair', () => {
  it('shows the seed hash before; after, the seeds and a browser check of the index', async () => {
    const seedHash = await sha256Hex(SERVER_SEED);
    await setup({
      spin: async (body) => {
        const index = await wheelIndex({
          serverSeed: SERVER_SEED,
          clientSeed: body.clientSeed,
          userGlobalId: 'g-1',
          day: DAY,
          weights: WEIGHTS,
        });
        return { body: await spinAnswer(index, body.clientSeed) };
      },
    });
    reducedMotion();
    renderWheel();
    await screen.findByRole('button', { name: 'Spin' });
    await userEvent.click(screen.getByText('Provably fair'));
    expect(screen.getByText(seedHash)).toBeTruthy();
    const seedInput = screen.getByLabelText('Client seed');
    await userEvent.clear(seedInput);
    await userEvent.type(seedInput, 'bad!seed');
    expect(screen.getByText('Use 1 to 64 letters, digits, - or _.')).toBeTruthy();
    await userEvent.clear(seedInput);
    await userEvent.type(seedInput, 'my-lucky_7');

    await userEvent.click(screen.getByRole('button', { name: 'Spin' }));
    await waitFor(() => expect(phase()).toBe('result'));
    expect(screen.getByText(SERVER_SEED)).toBeTruthy();
    expect(screen.getByText('my-lucky_7')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Verify in this browser' }));
    const index = Number(document.querySelector('[data-index]')?.getAttribute('data-index'));
    expect(
      await screen.findByText(`Verified: the seed matches its hash and lands on prize ${index + 1}.`),
    ).toBeTruthy();
  });

  it('catches a result the revealed seed does not give', async () => {
    await setup({ spin: async (body) => ({ body: await spinAnswer(13, body.clientSeed, 'e'.repeat(64)) }) });
    reducedMotion();
    renderWheel();
    await userEvent.click(await screen.findByRole('button', { name: 'Spin' }));
    await waitFor(() => expect(phase()).toBe('result'));
    await userEvent.click(screen.getByText('Provably fair'));
    await userEvent.click(screen.getByRole('button', { name: 'Verify in this browser' }));
    expect(await screen.findByText('Not verified: the seed or the result does not match.')).toBeTruthy();
  });
});

describe('where the wheel is offered', () => {
  it('the teaser shows for a player with zero deposits while the wheel has prizes', async () => {
    await setup();
    renderWheel('teaser');
    expect(await screen.findByRole('button', { name: 'Spin the wheel' })).toBeTruthy();
  });

  it('hides the teaser when the wheel has no prizes', async () => {
    const { calls } = await setup({ prizes: [] });
    renderWheel('teaser');
    await waitFor(() => expect(calls.some((c) => c.url.pathname === '/api/v1/wheel/prizes')).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('button', { name: 'Spin the wheel' })).toBeNull();
  });

  it('hides it from players who have deposited without asking for prizes', async () => {
    const { calls } = await setup({ hasDeposits: true });
    renderWheel('teaser');
    await waitFor(() => expect(calls.some((c) => c.url.pathname === '/api/v1/me')).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('button', { name: 'Spin the wheel' })).toBeNull();
    expect(calls.some((c) => c.url.pathname === '/api/v1/wheel/prizes')).toBe(false);
  });
});
