// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, renderInShell, viewerFixture } from '../test/harness.tsx';
import { BalancePopover } from './balance-popover.tsx';

// biome-ignore lint/suspicious/noTemplateCurlyInString: SPEC's displayFormat placeholder, not a template.
const USD_FORMAT = '${amount}';

vi.mock('../../../lib/realtime-client.ts', () => ({ subscribe: () => () => {} }));

const money = (value: string, primaryValue: string) => ({
  value,
  primaryValue,
  primaryPrecision: 2,
  currency: { code: 'USD', displayFormat: USD_FORMAT, icon: '' },
});
const currencies = [
  { code: 'USD', name: 'US Dollar', icon: '', isFiat: true, precision: 2, displayFormat: USD_FORMAT },
  { code: 'EUR', name: 'Euro', icon: '', isFiat: true, precision: 2, displayFormat: '€{amount}' },
  { code: 'BTC', name: 'Bitcoin', icon: '', isFiat: false, precision: 8, displayFormat: '{amount} BTC' },
];

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function routes() {
  let primary = 'USD';
  const fetchMock = mockFetch({
    'GET /api/v1/wallet/balance': () => ({
      body:
        primary === 'USD'
          ? { total: money('130.00', '130.00'), fiat: money('100.00', '100.00'), userBonuses: [bonus] }
          : {
              total: money('130.00', '120.37'),
              fiat: money('100.00', '92.59'),
              userBonuses: [{ ...bonus, amount: money('30.00', '27.78') }],
            },
    }),
    'GET /api/v1/wallet/currencies/bonus': () => ({ body: currencies }),
    'PATCH /api/v1/me': (init) => {
      primary = (JSON.parse(String(init?.body)) as { currency: { primary: string } }).currency.primary;
      return { body: viewerFixture({ currency: { primary, account: 'USD' } }) };
    },
  });
  return fetchMock;
}
const bonus = {
  status: 'active',
  amount: money('30.00', '30.00'),
  wager: { current: '45.00', total: '150.00' },
};

describe('BalancePopover', () => {
  it('shows the main balance, the bonus with its wager progress and a wallet button', async () => {
    routes();
    renderInShell(<BalancePopover />, { viewer: viewerFixture() });
    const button = await screen.findByTestId('balance');
    expect(button.textContent).toContain('$130.00');
    await userEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Balance' });
    expect(within(dialog).getByTestId('balance-main').textContent).toBe('$100.00');
    expect(within(dialog).getByText('$45.00 of $150.00')).toBeTruthy();
    expect(within(dialog).getByRole('progressbar', { name: 'Wagering' }).getAttribute('aria-valuenow')).toBe(
      '30',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Wallet' }));
    expect(screen.getByTestId('location').textContent).toBe('/en?wallet=wallet');
  });

  it('the currency select saves currency.primary and shows the balance in it', async () => {
    const fetchMock = routes();
    renderInShell(<BalancePopover />, { viewer: viewerFixture() });
    await userEvent.click(await screen.findByTestId('balance'));
    const select = await screen.findByRole('combobox', { name: 'Show balance in' });
    await waitFor(() => expect(within(select).getByRole('option', { name: 'EUR · Euro' })).toBeTruthy());
    await userEvent.selectOptions(select, 'EUR');
    await waitFor(() => expect(screen.getByTestId('balance').textContent).toContain('€120.37'));
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(JSON.parse(String(patch?.[1]?.body))).toEqual({ currency: { primary: 'EUR' } });
    expect(screen.getByTestId('balance-main').textContent).toBe('€92.59');
    expect(screen.getByText('Account: $100.00')).toBeTruthy();
  });
});

describe('BalancePopover with two bonus accounts', () => {
  const second = {
    status: 'active',
    amount: money('20.05', '20.05'),
    wager: { current: '0.00', total: '100.00' },
  };
  const wagered = {
    status: 'wagered',
    amount: money('99.00', '99.00'),
    wager: { current: '1.00', total: '1.00' },
  };

  it('lists every active bonus and the header shows main plus all of them (exact, minor units)', async () => {
    mockFetch({
      'GET /api/v1/wallet/balance': () => ({
        // The server's total is stale here on purpose: the header adds main and the bonuses itself.
        body: {
          total: money('130.00', '130.00'),
          fiat: money('100.10', '100.10'),
          userBonuses: [bonus, second, wagered],
        },
      }),
      'GET /api/v1/wallet/currencies/bonus': () => ({ body: currencies }),
    });
    renderInShell(<BalancePopover />, { viewer: viewerFixture() });
    const button = await screen.findByTestId('balance');
    // 100.10 + 30.00 + 20.05 = 150.15 (0.1 + 0.05 in floats would not be exact).
    expect(button.textContent).toContain('$150.15');
    await userEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Balance' });
    const cards = within(dialog).getAllByTestId('balance-bonus');
    expect(cards).toHaveLength(2);
    expect(cards[0]?.textContent).toContain('$30.00');
    expect(cards[0]?.textContent).toContain('$45.00 of $150.00');
    expect(cards[1]?.textContent).toContain('$20.05');
    expect(cards[1]?.textContent).toContain('$0.00 of $100.00');
    expect(within(dialog).queryByText('$99.00')).toBeNull();
    expect(within(dialog).getByTestId('balance-main').textContent).toBe('$100.10');
  });

  it('sums the primary-currency values too when the balance is shown in another currency', async () => {
    const eur = (value: string, primaryValue: string) => ({ ...money(value, primaryValue) });
    mockFetch({
      'GET /api/v1/wallet/balance': () => ({
        body: {
          total: eur('130.00', '0.00'),
          fiat: eur('100.00', '92.59'),
          userBonuses: [
            { ...bonus, amount: eur('30.00', '27.78') },
            { ...second, amount: eur('20.00', '18.52') },
          ],
        },
      }),
      'GET /api/v1/wallet/currencies/bonus': () => ({ body: currencies }),
    });
    renderInShell(<BalancePopover />, {
      viewer: viewerFixture({ currency: { primary: 'EUR', account: 'USD' } }),
    });
    const button = await screen.findByTestId('balance');
    await waitFor(() => expect(button.textContent).toContain('€138.89'));
  });

  it('shows the no-bonus hint when no bonus is active', async () => {
    mockFetch({
      'GET /api/v1/wallet/balance': () => ({
        body: { total: money('100.00', '100.00'), fiat: money('100.00', '100.00'), userBonuses: [wagered] },
      }),
      'GET /api/v1/wallet/currencies/bonus': () => ({ body: currencies }),
    });
    renderInShell(<BalancePopover />, { viewer: viewerFixture() });
    await userEvent.click(await screen.findByTestId('balance'));
    const dialog = await screen.findByRole('dialog', { name: 'Balance' });
    expect(within(dialog).queryAllByTestId('balance-bonus')).toHaveLength(0);
    expect(within(dialog).getByText('No active bonus yet.')).toBeTruthy();
  });
});
