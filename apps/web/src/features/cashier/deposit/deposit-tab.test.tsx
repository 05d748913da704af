import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/index.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { toastServerError } from '../status/server-error.ts';
import { baseRoutes, method, mockFetch, renderWallet, viewer } from '../test/harness.tsx';

vi.mock('../../../lib/realtime-client.ts', () => ({ subscribe: () => () => {} }));

const methods = Array.from({ length: 8 }, (_, i) =>
  method({
    id: `rub-m${i}`,
    name: `Method ${i}`,
    priority: 100 - i,
    buy: { ...method().buy, minAmount: String(100 * (i + 1)) },
  }),
);
const crypto = (code: string, depositBonus: number, extra: Record<string, unknown> = {}) => ({
  code,
  name: code,
  icon: '',
  iconBig: '',
  network: code,
  precision: 8,
  isFiat: false,
  withdrawAllowed: true,
  minWithdrawAmount: '1',
  minDepositAmount: '0.5',
  addressFormat: null,
  displayFormat: `{amount} ${code}`,
  valuePresets: [],
  additionalProviders: [],
  depositBonus,
  depositBonusAvailable: depositBonus > 0,
  ...extra,
});
const fiat = (code: string) => ({
  ...crypto(code, 0),
  isFiat: true,
  network: null,
  displayFormat: code === 'RUB' ? '{amount} ₽' : `{amount} ${code}`,
});

function setup(conditions = methods) {
  mockFetch(
    baseRoutes({
      'GET /api/v2/wallet/orders/conditions': () => ({ body: conditions }),
      'GET /api/v1/wallet/currencies/bonus': () => ({
        body: [
          fiat('RUB'),
          fiat('USD'),
          fiat('UAH'),
          crypto('BTC', 0.05),
          crypto('TON', 0.1),
          crypto('NOT', 0),
        ],
      }),
    }),
  );
}

function setTablet(matches: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query === '(max-width: 1023px)' ? matches : false,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  void i18n.changeLanguage('en');
});

const fiatButtons = () =>
  within(screen.getByRole('region', { name: 'Bank methods' }))
    .getAllByRole('button')
    .map((b) => b.textContent ?? '');

describe('deposit tab (SPEC §2.7)', () => {
  it('shows 6 fiat methods with their minimum, then an other button that expands the rest', async () => {
    setup();
    renderWallet('?wallet=deposit');
    await screen.findByTestId('deposit-method-rub-m0');
    expect(fiatButtons()).toHaveLength(7);
    expect(screen.getByTestId('deposit-method-rub-m0').textContent).toContain('from 100 ₽');
    await userEvent.click(screen.getByRole('button', { name: /Other/ }));
    expect(fiatButtons()).toHaveLength(8);
  });

  it('shows a method no provider serves as unavailable, and it cannot be opened', async () => {
    setup([{ ...methods[0], isAvailable: false }, ...methods.slice(1)] as typeof methods);
    renderWallet('?wallet=deposit');
    const off = await screen.findByTestId('deposit-method-rub-m0');
    expect((off as HTMLButtonElement).disabled).toBe(true);
    expect(off.textContent).toContain('Unavailable');
    expect(off.textContent).not.toContain('from 100');
    await userEvent.click(off);
    expect(screen.queryByTestId('fiat-deposit-amount')).toBeNull();
    expect((screen.getByTestId('deposit-method-rub-m1') as HTMLButtonElement).disabled).toBe(false);
  });

  it('shows 4 at tablet size', async () => {
    setTablet(true);
    setup();
    renderWallet('?wallet=deposit');
    await screen.findByTestId('deposit-method-rub-m0');
    expect(fiatButtons()).toHaveLength(5);
    expect(fiatButtons().at(-1)).toContain('+4');
  });

  it('crypto buttons show the deposit bonus percent and lead to the address or TON view', async () => {
    setup();
    renderWallet('?wallet=deposit');
    const btc = await screen.findByTestId('deposit-crypto-BTC');
    expect(btc.textContent).toContain('+5%');
    expect(screen.getByTestId('deposit-crypto-TON').textContent).toContain('+10%');
    expect(screen.getByTestId('deposit-crypto-NOT').textContent).not.toContain('%');
    // The banner names the best crypto bonus; it and the crypto group count down to midnight.
    const banner = screen.getByRole('region', { name: 'Up to +10% on crypto' });
    expect(within(banner).getByText(/^ends in \d\d:\d\d:\d\d$/)).toBeTruthy();
    const group = screen.getByRole('region', { name: 'Crypto' });
    expect(within(group).getByText(/^ends in \d\d:\d\d:\d\d$/)).toBeTruthy();
    await userEvent.click(screen.getByTestId('deposit-crypto-TON'));
    await waitFor(() =>
      expect(screen.getByTestId('probe').textContent).toBe('?wallet=crypto-deposit-ton&wallet.currency=TON'),
    );
  });

  it('orders currencies for Ukrainian: UAH second, RUB last', async () => {
    setup([
      ...methods,
      method({ id: 'usd-m', currency: 'USD' }),
      method({ id: 'uah-m', currency: 'UAH' }),
    ] as typeof methods);
    renderWallet('?wallet=deposit');
    await screen.findByTestId('deposit-method-rub-m0');
    await i18n.changeLanguage('uk');
    const group = await screen.findByRole('group', { name: 'Валюта' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((r) => (r as HTMLInputElement).value),
    ).toEqual(['USD', 'UAH', 'RUB']);
  });
});

describe("deposit tab: the fiat methods follow the player's account currency (issue 14)", () => {
  // Brand kinds: a generic kind (p2p) would show its translated name instead.
  const fiatOf = (code: string) => [
    method({
      id: `${code.toLowerCase()}-a`,
      method: 'brand-a',
      name: `${code} A`,
      currency: code,
      priority: 90,
    }),
    method({
      id: `${code.toLowerCase()}-b`,
      method: 'brand-b',
      name: `${code} B`,
      currency: code,
      priority: 100,
    }),
  ];

  it.each(['RUB', 'EUR', 'UAH', 'PLN'])(
    'a %s player sees the %s methods, the picker offers no currency without methods',
    async (code) => {
      const me = viewer({ currency: { primary: code, account: code } });
      mockFetch(
        baseRoutes({
          'GET /api/v1/me': () => ({ body: me }),
          // As the server answers: the methods of the account currency only.
          'GET /api/v2/wallet/orders/conditions': () => ({ body: fiatOf(code) }),
          'GET /api/v1/wallet/currencies/bonus': () => ({
            body: [fiat('USD'), fiat('EUR'), fiat('RUB'), fiat('UAH'), fiat('PLN'), crypto('BTC', 0)],
          }),
        }),
      );
      renderWallet('?wallet=deposit', { me });
      await screen.findByTestId(`deposit-method-${code.toLowerCase()}-b`);
      expect(fiatButtons()).toEqual([
        expect.stringContaining(`${code} B`),
        expect.stringContaining(`${code} A`),
      ]);
      expect(screen.queryByText(/No bank methods/)).toBeNull();
      // One currency with methods: nothing to pick, so no USD (or any other) option to land on.
      expect(screen.queryByRole('group', { name: 'Currency' })).toBeNull();
    },
  );

  it('with methods in several currencies the picker defaults to the account currency and switches', async () => {
    const me = viewer({ currency: { primary: 'USD', account: 'EUR' } });
    mockFetch(
      baseRoutes({
        'GET /api/v1/me': () => ({ body: me }),
        'GET /api/v2/wallet/orders/conditions': () => ({
          body: [...fiatOf('USD'), ...fiatOf('EUR')],
        }),
        'GET /api/v1/wallet/currencies/bonus': () => ({ body: [fiat('USD'), fiat('EUR'), fiat('PLN')] }),
      }),
    );
    renderWallet('?wallet=deposit', { me });
    await screen.findByTestId('deposit-method-eur-b');
    const group = screen.getByRole('group', { name: 'Currency' });
    const radios = within(group).getAllByRole('radio') as HTMLInputElement[];
    expect(radios.map((r) => r.value)).toEqual(['USD', 'EUR']);
    expect(radios.find((r) => r.checked)?.value).toBe('EUR');
    expect(screen.queryByTestId('deposit-method-usd-b')).toBeNull();
    await userEvent.click(within(group).getByRole('radio', { name: 'USD' }));
    expect(await screen.findByTestId('deposit-method-usd-b')).toBeTruthy();
    expect(screen.queryByTestId('deposit-method-eur-b')).toBeNull();
  });
});

describe("deposit tab: the player's own limits and breaks (issue 20)", () => {
  it('while a break is in force says deposits are paused and offers the withdrawal instead of methods', async () => {
    setup();
    const until = new Date(Date.now() + 7 * 86_400_000).toISOString();
    renderWallet('?wallet=deposit', { me: viewer({ exclusion: { kind: 'time_out', until } }) });
    const notice = await screen.findByTestId('wallet-deposit-excluded');
    expect(within(notice).getByText('Deposits are paused')).toBeTruthy();
    expect(
      within(notice).getByText(/^You are on a break until .+\. You can still withdraw your balance\.$/),
    ).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Bank methods' })).toBeNull();
    await userEvent.click(within(notice).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(screen.getByTestId('probe').textContent).toBe('?wallet=withdraw'));
  });

  it("words a deposit over the player's own limit with the limit and when it resets", async () => {
    setup();
    renderWallet('?wallet=deposit');
    await screen.findByTestId('deposit-method-rub-m0');
    toastServerError(
      new ApiError(400, 'deposit_limit_exceeded', {
        period: 'week',
        amount: '5000.00',
        currency: 'RUB',
        resetsAt: '2025-03-08T12:00:00Z',
      }),
      { fallback: 'deposit' },
    );
    expect(
      await screen.findByText(
        /^Your weekly deposit limit of 5,000\.00 RUB is reached\. It resets on Mar 8, 2025/,
      ),
    ).toBeTruthy();
  });
});
