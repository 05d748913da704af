import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockRoutes, type RouteTable, routeKey } from '../../../test/fetch-routes.ts';
import { BonusesPage } from '../components/bonuses-page.tsx';
import { bonus, list, money, renderBonuses, url, welcomeCatalogue } from '../test/fixtures.tsx';

vi.mock('../../auth/index.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../auth/index.ts')>()),
  useSignIn: () => ({ openSignIn: vi.fn(), closeSignIn: () => {} }),
}));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ACTIVATE = 'POST /api/v1/promo-codes/activate';
const reload = bonus(
  'p2',
  { title: 'Weekend reload' },
  { type: 'promo', minDeposit: money('20.00'), amountMultiplier: 0.5, wager: 30 },
);

function setup(activate: RouteTable[string]) {
  return mockRoutes({
    'GET /api/v2/bonuses': () => ({ body: list(welcomeCatalogue()) }),
    'GET /api/v1/wallet/balance': () => ({
      body: { total: money('0.00'), fiat: money('0.00'), userBonuses: [] },
    }),
    [ACTIVATE]: activate,
  });
}

const activations = (calls: ReturnType<typeof mockRoutes>['calls']) =>
  calls.filter((call) => routeKey(call) === ACTIVATE);

describe('promo code form on /bonuses', () => {
  it('activates the typed code, shows the answer in the promo modal and refreshes bonuses and balance', async () => {
    const { calls } = setup(() => ({ body: { kind: 'conditions', bonus: reload } }));
    const { client } = renderBonuses(<BonusesPage />);
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    const form = await screen.findByTestId('promo-code-form');
    await screen.findByTestId('welcome-step-1');
    const input = within(form).getByLabelText('Promo code');
    await userEvent.type(input, ' reload50 ');
    await userEvent.click(within(form).getByRole('button', { name: 'Activate' }));

    const dialog = await screen.findByRole('dialog', { name: 'Make a deposit to get your bonus' });
    expect(activations(calls).map((call) => call.body)).toEqual([{ code: 'RELOAD50' }]);
    expect(within(dialog).getByTestId('bonus-rules').textContent).toContain('Minimum deposit $20.00');
    expect((input as HTMLInputElement).value).toBe('');
    const keys = invalidate.mock.calls.map(([filters]) => filters?.queryKey);
    expect(keys).toEqual(expect.arrayContaining([['bonuses'], ['balance']]));
    // The list is asked again for the bonus the code opened.
    await waitFor(() =>
      expect(calls.filter((call) => routeKey(call) === 'GET /api/v2/bonuses').length).toBeGreaterThan(1),
    );

    await userEvent.click(within(dialog).getByRole('button', { name: 'Deposit' }));
    await waitFor(() => expect(url()).toBe('?wallet=deposit'));
  });

  it('shows the main amount for a money code', async () => {
    setup(() => ({ body: { kind: 'main', amount: money('10.00') } }));
    renderBonuses(<BonusesPage />);
    const form = await screen.findByTestId('promo-code-form');
    await userEvent.type(within(form).getByLabelText('Promo code'), 'WELCOME10{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Promo code activated' });
    expect(within(dialog).getByTestId('promo-amount').textContent).toBe('+$10.00');
  });

  it('says under the field why a code was refused', async () => {
    const { calls } = setup(() => ({
      status: 400,
      body: { detail: 'promo_code_expired', key: 'k-1', time: '2025-03-01T12:00:00Z' },
    }));
    renderBonuses(<BonusesPage />);
    const form = await screen.findByTestId('promo-code-form');
    const input = within(form).getByLabelText('Promo code');
    await userEvent.type(input, 'OLD2020');
    await userEvent.click(within(form).getByRole('button', { name: 'Activate' }));
    expect((await within(form).findByRole('alert')).textContent).toBe('This promo code has expired.');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(activations(calls)).toHaveLength(1);
  });

  it('checks the code’s shape before asking the server', async () => {
    const { calls } = setup(() => ({ body: { kind: 'main', amount: money('10.00') } }));
    renderBonuses(<BonusesPage />);
    const form = await screen.findByTestId('promo-code-form');
    await userEvent.click(within(form).getByRole('button', { name: 'Activate' }));
    expect(within(form).getByRole('alert').textContent).toBe('Enter a promo code.');
    await userEvent.type(within(form).getByLabelText('Promo code'), 'no spaces!');
    await userEvent.click(within(form).getByRole('button', { name: 'Activate' }));
    expect(within(form).getByRole('alert').textContent).toContain('3 to 32 letters');
    expect(activations(calls)).toHaveLength(0);
  });

  it('is not offered to guests', async () => {
    setup(() => undefined);
    renderBonuses(<BonusesPage />, { viewer: null });
    await screen.findByTestId('welcome-step-1');
    expect(screen.queryByTestId('promo-code-form')).toBeNull();
  });
});
