import type { BalanceView } from '@casino/shared';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../../lib/session.ts';
import { mockRoutes, type RouteTable, routeKey, testViewer } from '../../../test/fetch-routes.ts';
import { bonus, money, renderBonuses, url } from '../test/fixtures.tsx';
import { clearPromoCookie, PROMO_COOKIE, readPromoCookie, storePromoCode } from './promo-code.ts';
import { PromoHost } from './promo-host.tsx';

const openSignIn = vi.hoisted(() => vi.fn());
vi.mock('../../auth/index.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../auth/index.ts')>()),
  useSignIn: () => ({ openSignIn, closeSignIn: () => {} }),
}));

// The modal and the guest card load on demand in the app; here once up front.
beforeAll(async () => {
  await Promise.all([import('./promo-dialog.tsx'), import('./promo-guest-prompt.tsx')]);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  openSignIn.mockClear();
  clearPromoCookie();
});

const ACTIVATE = 'POST /api/v1/promo-codes/activate';
const envelope = (detail: string, extra: Record<string, unknown> = {}) => ({
  detail,
  key: `k-${detail}`,
  time: '2025-03-01T12:00:00Z',
  ...extra,
});

const spins = bonus(
  'p1',
  {
    title: 'Thirty spins',
    status: 'active',
    isClaimed: true,
    progress: {
      amount: money('0.00'),
      wager: { current: '0.00', total: '0.00' },
      freespinsLeft: 30,
      expiresAt: '2025-03-04T12:00:00Z',
    },
  },
  { type: 'promo_freespins', freespinsCount: 30, freespinsAmount: money('0.20'), wagerFreespins: 20 },
);
const reload = bonus(
  'p2',
  { title: 'Weekend reload' },
  { type: 'promo', minDeposit: money('20.00'), amountMultiplier: 0.5, maxAmount: money('100.00'), wager: 30 },
);

const activations = (calls: ReturnType<typeof mockRoutes>['calls']) =>
  calls.filter((call) => routeKey(call) === ACTIVATE);

describe('promo code from the URL (SPEC §2.4)', () => {
  it('keeps a guest’s code in a cookie, asks them to sign in, and activates it once they have', async () => {
    const { calls } = mockRoutes({
      [ACTIVATE]: () => ({ body: { kind: 'main', amount: money('10.00') } }),
    });
    const { client } = renderBonuses(<PromoHost />, { path: '/games?promo=welcome10&tab=new', viewer: null });
    client.setQueryData<BalanceView>(['balance'], {
      total: money('5.00'),
      fiat: money('5.00'),
      userBonuses: [],
    });

    const prompt = await screen.findByTestId('promo-guest-prompt');
    expect(
      within(prompt).getByRole('heading', { name: 'Promo code WELCOME10 is waiting for you' }),
    ).toBeTruthy();
    // Stored (upper-cased, as the server reads it) and taken out of the URL; other parameters stay.
    expect(readPromoCookie()).toBe('WELCOME10');
    expect(document.cookie).toContain(`${PROMO_COOKIE}=WELCOME10`);
    expect(url()).toBe('?tab=new');
    expect(activations(calls)).toHaveLength(0);

    await userEvent.click(within(prompt).getByRole('button', { name: 'Sign up' }));
    expect(openSignIn).toHaveBeenCalledWith('register');

    // The player signs up: the stored code is activated, once.
    act(() => {
      setToken('t');
      client.setQueryData(['me'], testViewer());
    });
    const dialog = await screen.findByRole('dialog', { name: 'Promo code activated' });
    expect(within(dialog).getByRole('status').textContent).toContain('+$10.00');
    expect(
      within(dialog).getByText('Added to your main balance. It is real money: play with it or withdraw it.'),
    ).toBeTruthy();
    expect(activations(calls)).toHaveLength(1);
    expect(activations(calls)[0]?.body).toEqual({ code: 'WELCOME10' });
    expect(readPromoCookie()).toBeNull();
    expect(client.getQueryState(['balance'])?.isInvalidated).toBe(true);
    expect(screen.queryByTestId('promo-guest-prompt')).toBeNull();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Great, let me play' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(activations(calls)).toHaveLength(1);
  });

  it('activates a code stored on an earlier visit as soon as the player is known', async () => {
    storePromoCode('SPINS30');
    const { calls } = mockRoutes({ [ACTIVATE]: () => ({ body: { kind: 'bonus', bonus: spins } }) });
    renderBonuses(<PromoHost />);
    const dialog = await screen.findByRole('dialog', { name: 'Your bonus is ready' });
    expect(within(dialog).getByRole('status').textContent).toContain('Thirty spins');
    expect(within(dialog).getByText('30 free spins')).toBeTruthy();
    expect(within(dialog).getByTestId('bonus-rules').textContent).toContain(
      '30 free spins at $0.20 per spin',
    );
    const link = within(dialog).getByRole('link', { name: 'Go to my bonuses' });
    expect(link.getAttribute('href')).toBe('/en/bonuses');
    expect(activations(calls)).toHaveLength(1);
    expect(readPromoCookie()).toBeNull();
    await userEvent.click(link);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows a conditions code’s bonus with its rules, and Deposit opens the wallet’s deposit tab', async () => {
    const { calls } = mockRoutes({ [ACTIVATE]: () => ({ body: { kind: 'conditions', bonus: reload } }) });
    renderBonuses(<PromoHost />, { path: '?promo=RELOAD50' });
    const dialog = await screen.findByRole('dialog', { name: 'Make a deposit to get your bonus' });
    expect(within(dialog).getByRole('status').textContent).toContain('Weekend reload');
    const rules = within(dialog).getByTestId('bonus-rules');
    expect(rules.textContent).toContain('Minimum deposit $20.00');
    expect(rules.textContent).toContain('Bonus of 50% of your deposit, up to $100.00');
    expect(rules.textContent).toContain('Wager the bonus ×30 before you can withdraw it');
    expect(activations(calls)[0]?.body).toEqual({ code: 'RELOAD50' });

    await userEvent.click(within(dialog).getByRole('button', { name: 'Deposit' }));
    await waitFor(() => expect(url()).toBe('?wallet=deposit'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says why a code was refused and forgets it', async () => {
    const { calls } = mockRoutes({
      [ACTIVATE]: () => ({ status: 400, body: envelope('promo_code_used') }),
    });
    renderBonuses(<PromoHost />, { path: '?promo=WELCOME10' });
    const dialog = await screen.findByRole('dialog', { name: 'Promo code not activated' });
    expect(within(dialog).getByRole('alert').textContent).toContain('You have already used this promo code.');
    expect(within(dialog).queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(readPromoCookie()).toBeNull();
    expect(activations(calls)).toHaveLength(1);
  });

  it('keeps the code when the answer never came, and tries again on request', async () => {
    let attempt = 0;
    const { calls } = mockRoutes({
      [ACTIVATE]: () => {
        attempt += 1;
        if (attempt === 1) throw new TypeError('Failed to fetch');
        return { body: { kind: 'main', amount: money('10.00') } };
      },
    });
    renderBonuses(<PromoHost />, { path: '?promo=WELCOME10' });
    const dialog = await screen.findByRole('dialog', { name: 'Promo code not activated' });
    expect(within(dialog).getByRole('alert').textContent).toContain('No connection to the server.');
    expect(readPromoCookie()).toBe('WELCOME10');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('dialog', { name: 'Promo code activated' })).toBeTruthy();
    expect(activations(calls)).toHaveLength(2);
    expect(readPromoCookie()).toBeNull();
  });

  it('keeps the code through the rate limit and says how long to wait', async () => {
    mockRoutes({
      [ACTIVATE]: () => ({
        status: 429,
        body: envelope('too_many_requests', { params: { retry_after: 290 }, retry_after: 290 }),
      }),
    });
    renderBonuses(<PromoHost />, { path: '?promo=WELCOME10' });
    const dialog = await screen.findByRole('dialog', { name: 'Promo code not activated' });
    expect(within(dialog).getByRole('alert').textContent).toContain(
      'Too many attempts. Try again in 5 minutes.',
    );
    expect(readPromoCookie()).toBe('WELCOME10');
  });

  it('ignores a parameter that is not a code, and takes it out of the URL', async () => {
    const routes: RouteTable = {};
    const { calls } = mockRoutes(routes);
    renderBonuses(<PromoHost />, { path: '?promo=%3Cscript%3E', viewer: null });
    await waitFor(() => expect(url()).toBe(''));
    expect(readPromoCookie()).toBeNull();
    expect(screen.queryByTestId('promo-guest-prompt')).toBeNull();
    expect(calls).toHaveLength(0);
  });
});
