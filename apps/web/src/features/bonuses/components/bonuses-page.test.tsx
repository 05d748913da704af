import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockRoutes, type RouteTable, routeKey } from '../../../test/fetch-routes.ts';
import { bonus, list, money, renderBonuses, url, welcomeCatalogue } from '../test/fixtures.tsx';
import { BonusesPage } from './bonuses-page.tsx';

const openSignIn = vi.hoisted(() => vi.fn());
vi.mock('../../auth/index.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../auth/index.ts')>()),
  useSignIn: () => ({ openSignIn, closeSignIn: () => {} }),
}));

const NOW = Date.parse('2025-03-01T12:00:00Z');

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  openSignIn.mockClear();
  localStorage.clear();
});

function setup(routes: RouteTable) {
  return mockRoutes(routes);
}

const active = bonus(
  'a1',
  {
    title: 'Weekend reload',
    status: 'active',
    isClaimed: true,
    progress: {
      amount: money('25.00'),
      wager: { current: '250.00', total: '1000.00' },
      freespinsLeft: 12,
      // One day, one hour and one second from NOW.
      expiresAt: new Date(NOW + 90_001_000).toISOString(),
    },
  },
  {
    type: 'promo',
    amountMultiplier: 0.5,
    wager: 40,
    freespinsCount: 20,
    freespinsAmount: money('0.10'),
    gamesWagers: [{ id: 'slots-fruit', title: 'Fruit Party', percent: 100 }],
  },
);

describe('bonuses page (SPEC §2.1, §4.1)', () => {
  it('shows the active bonus with its wager, time left and free spins', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'], now: NOW });
    setup({ 'GET /api/v2/bonuses': () => ({ body: list([active, ...welcomeCatalogue()]) }) });
    renderBonuses(<BonusesPage />);
    const card = await screen.findByTestId('active-bonus');
    expect(within(card).getByRole('heading', { name: 'Weekend reload' })).toBeTruthy();
    expect(within(card).getByText('$250.00 of $1,000.00')).toBeTruthy();
    const bar = within(card).getByRole('progressbar', { name: 'Wager' });
    expect(bar.getAttribute('aria-valuenow')).toBe('25');
    expect(within(card).getByText('12 free spins left')).toBeTruthy();
    const deadline = within(card).getByTestId('bonus-deadline');
    expect(deadline.textContent).toBe('1 day 01:00:01 left');
    act(() => void vi.advanceTimersByTime(2000));
    expect(deadline.textContent).toBe('1 day 00:59:59 left');
  });

  it('an active bonus with free spins left links to its slot machine to play them', async () => {
    const spins = bonus(
      'fs1',
      {
        title: 'Pharaoh spins',
        status: 'active',
        isClaimed: true,
        progress: { ...(active.progress as NonNullable<typeof active.progress>), freespinsLeft: 25 },
      },
      {
        type: 'promo_freespins',
        freespinsCount: 25,
        freespinsAmount: money('20.00'),
        freespinsGameId: 'pharaoh-gold',
      },
    );
    const played = bonus(
      'fs2',
      {
        title: 'Played spins',
        status: 'active',
        isClaimed: true,
        progress: { ...(active.progress as NonNullable<typeof active.progress>), freespinsLeft: 0 },
      },
      { type: 'promo_freespins', freespinsCount: 10, freespinsGameId: 'pharaoh-gold' },
    );
    setup({ 'GET /api/v2/bonuses': () => ({ body: list([spins, played, ...welcomeCatalogue()]) }) });
    renderBonuses(<BonusesPage />);
    const [first, second] = await screen.findAllByTestId('active-bonus');
    const link = within(first as HTMLElement).getByRole('link', { name: 'Play free spins of Pharaoh spins' });
    expect(link.textContent).toBe('Play free spins');
    expect(link.getAttribute('href')).toBe('/en/games/pharaoh-gold');
    // Every spin played: nothing to play.
    expect(within(second as HTMLElement).queryByRole('link', { name: /Play free spins/ })).toBeNull();
  });

  it('lists the 4 welcome steps with their states and every rule in words', async () => {
    setup({ 'GET /api/v2/bonuses': () => ({ body: list(welcomeCatalogue(['w1'])) }) });
    renderBonuses(<BonusesPage />);
    const first = await screen.findByTestId('welcome-step-1');
    expect(first.getAttribute('data-state')).toBe('claimed');
    expect(screen.getByTestId('welcome-step-2').getAttribute('data-state')).toBe('available');
    expect(screen.getByTestId('welcome-step-3').getAttribute('data-state')).toBe('disabled');
    expect(screen.getByTestId('welcome-step-4').getAttribute('data-state')).toBe('disabled');
    // The 4th step shows its tier with the most free spins, and says it has three.
    const fourth = screen.getByTestId('welcome-step-4');
    expect(within(fourth).getByText('50% + 100 free spins')).toBeTruthy();
    expect(within(fourth).getByText('3 options, by deposit amount')).toBeTruthy();
    const rules = within(screen.getByTestId('welcome-step-2')).getByTestId('bonus-rules').textContent;
    for (const text of [
      'For your second deposit',
      'Minimum deposit $15.00',
      'Bonus of 100% of your deposit, up to $500.00',
      '50 free spins at $0.20 per spin',
      'Wager the bonus ×35 before you can withdraw it',
      'Maximum bet $5.00 while the bonus is active',
      'At most ×10 the bonus turns into real money',
      '72 hours to complete the wager',
      'Every game counts in full towards the wager',
    ])
      expect(rules).toContain(text);
    // Only the available step offers a deposit.
    expect(within(first).queryByRole('button', { name: /Deposit/ })).toBeNull();
    expect(
      within(screen.getByTestId('welcome-step-2')).getByRole('button', { name: /Deposit/ }),
    ).toBeTruthy();
    expect(
      within(screen.getByTestId('welcome-step-3')).getByText(/Unlocks once the deposit 2 bonus/),
    ).toBeTruthy();
    // The everyday bonus is an offer, as a percent (×100).
    const everyday = screen.getByTestId('offer-everyday');
    expect(within(everyday).getByText('5%')).toBeTruthy();
    expect(within(everyday).getByText('For every deposit from your fifth on')).toBeTruthy();
  });

  it('the 4th step info modal combines its tiers in an accordion', async () => {
    setup({ 'GET /api/v2/bonuses': () => ({ body: list(welcomeCatalogue()) }) });
    renderBonuses(<BonusesPage />);
    const fourth = await screen.findByTestId('welcome-step-4');
    await userEvent.click(within(fourth).getByRole('button', { name: 'Conditions of Deposit 4' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deposit 4' });
    const tiers = within(dialog).getAllByRole('button', { expanded: true });
    expect(tiers).toHaveLength(1);
    expect(within(dialog).getAllByRole('button', { expanded: false })).toHaveLength(2);
    expect(within(dialog).getByText('Deposit from $20.00 to less than $50.00')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: /Welcome w4c/ }));
    expect(within(dialog).getByText('Minimum deposit $200.00')).toBeTruthy();
  });

  it('claims a personal bonus with POST /api/v1/bonuses/{id}/claim and refreshes the list', async () => {
    const personal = bonus(
      'p1',
      { title: 'Birthday spins', isPersonal: true },
      { type: 'personal', freespinsCount: 30 },
    );
    let claimed = false;
    const { calls } = setup({
      'GET /api/v2/bonuses': () => ({
        body: list([
          claimed ? { ...personal, status: 'active', isClaimed: true, progress: null } : personal,
          ...welcomeCatalogue(),
        ]),
      }),
      'POST /api/v1/bonuses/p1/claim': () => {
        claimed = true;
        return { body: { ...personal, status: 'active', isClaimed: true } };
      },
    });
    renderBonuses(<BonusesPage />);
    const offer = await screen.findByTestId('offer-p1');
    expect(within(offer).getByText('Just for you')).toBeTruthy();
    await userEvent.click(within(offer).getByRole('button', { name: 'Claim Birthday spins' }));
    await waitFor(() =>
      expect(calls.filter((c) => routeKey(c) === 'POST /api/v1/bonuses/p1/claim')).toHaveLength(1),
    );
    await waitFor(() => expect(calls.filter((c) => routeKey(c) === 'GET /api/v2/bonuses')).toHaveLength(2));
    expect(await screen.findByTestId('active-bonus')).toBeTruthy();
    expect(screen.queryByTestId('offer-p1')).toBeNull();
  });

  it('a deposit bonus opens the wallet on the deposit tab', async () => {
    setup({ 'GET /api/v2/bonuses': () => ({ body: list(welcomeCatalogue()) }) });
    renderBonuses(<BonusesPage />);
    const step = await screen.findByTestId('welcome-step-1');
    await userEvent.click(within(step).getByRole('button', { name: 'Deposit to get the deposit 1 bonus' }));
    expect(url()).toBe('?wallet=deposit');
  });

  it('saves the welcome-bonus switches with POST /api/v2/users/loyalty', async () => {
    const { calls } = setup({
      'GET /api/v2/bonuses': () => ({ body: list(welcomeCatalogue()) }),
      'POST /api/v2/users/loyalty': (init) => ({ body: JSON.parse(String(init?.body)) }),
    });
    renderBonuses(<BonusesPage />);
    const crypto = await screen.findByRole('switch', { name: 'On my crypto deposits' });
    expect(crypto.getAttribute('aria-checked')).toBe('false');
    await userEvent.click(crypto);
    await waitFor(() => expect(crypto.getAttribute('aria-checked')).toBe('true'));
    const sent = calls.find((c) => routeKey(c) === 'POST /api/v2/users/loyalty');
    expect(sent?.body).toEqual({
      isWelcomeEnabledFiat: true,
      isWelcomeEnabledCrypto: true,
      preferredFiat: { id: 'w1', isEnabled: true },
      preferredCrypto: { id: null, isEnabled: false },
    });
  });

  it('shows a skeleton, then an error with retry, and an empty state', async () => {
    let reply: { status: number; body: unknown } = { status: 500, body: { detail: 'internal_error' } };
    setup({ 'GET /api/v2/bonuses': () => reply });
    renderBonuses(<BonusesPage />);
    expect(screen.getByTestId('bonuses-skeleton')).toBeTruthy();
    expect(await screen.findByText('Bonuses could not be loaded')).toBeTruthy();
    reply = { status: 200, body: list([]) };
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No bonuses right now')).toBeTruthy();
  });

  it('a guest sees the offers, is asked to sign in, and a deposit button asks to sign up', async () => {
    setup({ 'GET /api/v2/bonuses': () => ({ body: list(welcomeCatalogue()) }) });
    renderBonuses(<BonusesPage />, { viewer: null });
    await waitFor(() => expect(openSignIn).toHaveBeenCalledWith('login'));
    const step = await screen.findByTestId('welcome-step-1');
    expect(screen.queryByTestId('loyalty-settings')).toBeNull();
    await userEvent.click(within(step).getByRole('button', { name: /Deposit/ }));
    expect(openSignIn).toHaveBeenLastCalledWith(
      'register',
      expect.objectContaining({ onSuccess: expect.any(Function) }),
    );
    expect(url()).toBe('');
  });
});
