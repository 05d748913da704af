import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { baseRoutes, method, mockFetch, order, type RouteTable, renderWallet } from '../test/harness.tsx';

vi.mock('../../../lib/realtime-client.ts', () => ({ subscribe: () => () => {} }));

const url = () => screen.getByTestId('probe').textContent ?? '';
const amountInput = () => screen.getByTestId('fiat-deposit-amount') as HTMLInputElement;
let fetchMock: ReturnType<typeof mockFetch>;
const calls = (key: string) =>
  fetchMock.mock.calls.filter(
    ([input, init]) =>
      `${init?.method ?? 'GET'} ${new URL(String(input), 'http://localhost').pathname}` === key,
  );

const rub = (value: string) => ({
  value,
  primaryValue: value,
  primaryPrecision: 2,
  currency: { code: 'RUB', displayFormat: '{amount} ₽', icon: '' },
});

/** GET /api/v2/bonuses as the server answers it (SPEC §3 Bonus list response). */
const bonusConditions = {
  personalId: null,
  type: 'deposit',
  minDepositNumber: 1,
  maxDeposit: null,
  freespinsCount: 0,
  freespinsAmount: null,
  wager: 35,
  wagerFreespins: 0,
  wagerMaxBet: null,
  maxAmount: null,
  maxAmountMultiplier: null,
  freespinsMaxAmount: null,
  freespinsMaxAmountMultiplier: null,
  deadlineHours: 72,
  gamesWagers: [],
};
const bonusList = {
  items: [
    {
      id: '1',
      title: 'Personal',
      status: 'available',
      isPersonal: true,
      isClaimed: false,
      isFirst: false,
      isCurrent: true,
      welcomeStep: null,
      progress: null,
      conditions: {
        ...bonusConditions,
        id: 'c1',
        type: 'personal',
        minDeposit: rub('0.00'),
        amountMultiplier: 3,
      },
    },
    {
      id: '2',
      title: 'Welcome 1',
      status: 'available',
      isPersonal: false,
      isClaimed: false,
      isFirst: true,
      isCurrent: true,
      welcomeStep: 1,
      progress: null,
      conditions: {
        ...bonusConditions,
        id: 'c2',
        minDeposit: rub('1000.00'),
        maxDeposit: rub('5000.00'),
        amountMultiplier: 1.5,
      },
    },
  ],
  settings: {
    isWelcomeEnabledFiat: true,
    isWelcomeEnabledCrypto: true,
    preferredFiat: { id: null, isEnabled: false },
    preferredCrypto: { id: null, isEnabled: false },
  },
};

function setup(methods: unknown[], routes: RouteTable = {}) {
  fetchMock = mockFetch(
    baseRoutes({ 'GET /api/v2/wallet/orders/conditions': () => ({ body: methods }), ...routes }),
  );
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('fiat deposit: amount (SPEC §5.1)', () => {
  it('shows presets within bounds only, the third by default', async () => {
    setup([method({ buy: { ...method().buy, minAmount: '1000', maxAmount: '20000' } })]);
    renderWallet('?wallet=fiat-deposit&wallet.bankId=rub-p2p');
    await screen.findByTestId('fiat-deposit-form');
    const presets = within(screen.getByRole('group'))
      .getAllByRole('button')
      .map((b) => b.textContent?.replace(/[\s,]/g, ''));
    expect(presets).toEqual(['1000', '2000', '5000', '10000']);
    expect(amountInput().value).toBe('5000');
    expect(screen.getByRole('button', { name: /5[\s,]?000/, pressed: true })).toBeTruthy();
  });

  it('defaults to the last preset when fewer than three fit, else the midpoint', async () => {
    setup([
      method({ buy: { ...method().buy, minAmount: '100', maxAmount: '1000' } }),
      method({ id: 'rub-big', buy: { ...method().buy, minAmount: '30000', maxAmount: '35001' } }),
    ]);
    renderWallet('?wallet=fiat-deposit&wallet.bankId=rub-p2p');
    await screen.findByTestId('fiat-deposit-form');
    expect(amountInput().value).toBe('1000');
    cleanup();
    renderWallet('?wallet=fiat-deposit&wallet.bankId=rub-big');
    await screen.findByTestId('fiat-deposit-form');
    expect(amountInput().value).toBe('32500');
    expect(screen.queryByRole('group')).toBeNull();
  });

  it('takes digits only and names the minimum and maximum with amount and currency', async () => {
    setup([method()]);
    renderWallet('?wallet=fiat-deposit&wallet.bankId=rub-p2p');
    await screen.findByTestId('fiat-deposit-form');
    await userEvent.clear(amountInput());
    await userEvent.type(amountInput(), '4a00');
    expect(amountInput().value).toBe('400');
    act(() => amountInput().blur());
    expect(await screen.findByText('Minimum 500 RUB. Enter a larger amount')).toBeTruthy();
    await userEvent.clear(amountInput());
    await userEvent.type(amountInput(), '300001');
    expect(await screen.findByText(/^Maximum 300[\s,]000 RUB\. Enter a smaller amount$/)).toBeTruthy();
    await userEvent.click(screen.getByTestId('fiat-deposit-submit'));
    expect(calls('POST /api/v2/wallet/orders/buy')).toHaveLength(0);
  });

  it('refuses "12.50" and "12,50" with the whole-number message instead of reading 1250', async () => {
    setup([method({ buy: { ...method().buy, minAmount: '10', maxAmount: '300000' } })], {
      'POST /api/v2/wallet/orders/buy': () => ({ status: 201, body: { id: 'o-1' } }),
    });
    renderWallet('?wallet=fiat-deposit&wallet.bankId=rub-p2p');
    await screen.findByTestId('fiat-deposit-form');
    for (const typed of ['12.50', '12,50']) {
      await userEvent.clear(amountInput());
      await userEvent.type(amountInput(), typed);
      expect(amountInput().value).toBe(typed);
      expect(await screen.findByText('Enter a whole amount, without a decimal point or comma')).toBeTruthy();
      await userEvent.click(screen.getByTestId('fiat-deposit-submit'));
      expect(calls('POST /api/v2/wallet/orders/buy')).toHaveLength(0);
    }
    expect(screen.queryByText(/1[\s,]?250/)).toBeNull();
  });

  it('sends digit-grouped whole amounts as digits', async () => {
    setup([method({ buy: { ...method().buy, multiplyOrdersAllowed: true } })], {
      'POST /api/v2/wallet/orders/buy': () => ({ status: 201, body: { id: '42' } }),
      'GET /api/v1/wallet/orders/buy/42': () => ({ body: order({ status: 'wait_for_confirmation' }) }),
    });
    renderWallet('?wallet=fiat-deposit&wallet.bankId=rub-p2p');
    await screen.findByTestId('fiat-deposit-form');
    await userEvent.clear(amountInput());
    await userEvent.type(amountInput(), '1 500');
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.click(screen.getByTestId('fiat-deposit-submit'));
    await waitFor(() => expect(calls('POST /api/v2/wallet/orders/buy')).toHaveLength(1));
    const [, init] = calls('POST /api/v2/wallet/orders/buy')[0] ?? [];
    expect(JSON.parse(String(init?.body)).amount).toBe('1500');
  });

  it('shows the bonus the amount falls into (min ≤ amount < max, not personal, current)', async () => {
    setup([method()], { 'GET /api/v2/bonuses': () => ({ body: bonusList }) });
    renderWallet('?wallet=fiat-deposit&wallet.bankId=rub-p2p');
    await screen.findByTestId('fiat-deposit-form');
    await userEvent.clear(amountInput());
    await userEvent.type(amountInput(), '1000');
    expect((await screen.findByTestId('fiat-deposit-bonus')).textContent).toContain(
      '+150% bonus with this amount',
    );
    expect(screen.queryByTestId('fiat-deposit-bonus-below')).toBeNull();
    await userEvent.clear(amountInput());
    await userEvent.type(amountInput(), '5000');
    await waitFor(() => expect(screen.queryByTestId('fiat-deposit-bonus')).toBeNull());
    expect(screen.queryByTestId('fiat-deposit-bonus-below')).toBeNull();
  });

  it('below the range, says the least amount that gets the bonus before the player pays', async () => {
    setup([method()], { 'GET /api/v2/bonuses': () => ({ body: bonusList }) });
    renderWallet('?wallet=fiat-deposit&wallet.bankId=rub-p2p');
    await screen.findByTestId('fiat-deposit-form');
    await userEvent.clear(amountInput());
    await userEvent.type(amountInput(), '999');
    const below = await screen.findByTestId('fiat-deposit-bonus-below');
    expect(below.textContent).toMatch(/^Deposit at least 1[\s,]000\.00 ₽ to get 150%/);
    expect(screen.queryByTestId('fiat-deposit-bonus')).toBeNull();
  });
});

describe('fiat deposit: creating the order (SPEC §4.2)', () => {
  it('a method without multiple orders opens its existing open order instead of creating one', async () => {
    setup([method()], {
      'GET /api/v2/wallet/orders/not-expired': (_init, u) => ({
        body: u.searchParams.get('bank_id') === 'rub-p2p' ? order({ id: '77' }) : null,
      }),
      'GET /api/v1/wallet/orders/buy/77': () => ({ body: order({ id: '77' }) }),
    });
    renderWallet('?wallet=fiat-deposit&wallet.bankId=rub-p2p');
    await userEvent.click(await screen.findByTestId('fiat-deposit-submit'));
    await waitFor(() => expect(url()).toBe('?wallet=fiat-deposit-details&wallet.orderId=77'));
    expect(calls('POST /api/v2/wallet/orders/buy')).toHaveLength(0);
    expect(await screen.findByTestId('fiat-payment-details')).toBeTruthy();
  });

  it('creates with an Idempotency-Key, reads the order and routes by its status', async () => {
    let status = 'wait_for_confirmation';
    setup([method({ buy: { ...method().buy, multiplyOrdersAllowed: true } })], {
      'POST /api/v2/wallet/orders/buy': () => ({ status: 201, body: { id: '42' } }),
      'GET /api/v1/wallet/orders/buy/42': () => ({ body: order({ status }) }),
    });
    renderWallet('?wallet=fiat-deposit&wallet.bankId=rub-p2p');
    await userEvent.click(await screen.findByTestId('fiat-deposit-submit'));
    await waitFor(() => expect(url()).toBe('?wallet=pending&wallet.type=deposit'));
    const [, init] = calls('POST /api/v2/wallet/orders/buy')[0] ?? [];
    expect((init?.headers as Record<string, string> | undefined)?.['idempotency-key']).toMatch(
      /^[0-9a-f-]{36}$/,
    );
    expect(JSON.parse(String(init?.body))).toEqual({
      amount: '2000',
      bankId: 'rub-p2p',
      externalFields: {},
      callbackUrl: window.location.origin,
    });
    expect(calls('GET /api/v2/wallet/orders/not-expired')).toHaveLength(0);

    cleanup();
    status = 'timeouted';
    renderWallet('?wallet=fiat-deposit&wallet.bankId=rub-p2p');
    await userEvent.click(await screen.findByTestId('fiat-deposit-submit'));
    await waitFor(() => expect(url()).toBe('?wallet=error&wallet.type=deposit&wallet.bankId=rub-p2p'));
    await userEvent.click(await screen.findByTestId('wallet-error-retry'));
    await waitFor(() => expect(url()).toBe('?wallet=fiat-deposit&wallet.bankId=rub-p2p'));
  });

  it('keeps the Idempotency-Key across a reload until the order is created, then rotates', async () => {
    let created = false;
    setup([method({ buy: { ...method().buy, multiplyOrdersAllowed: true } })], {
      // The first answer is lost to a failing proxy: the outcome is unknown, so the key must be kept.
      'POST /api/v2/wallet/orders/buy': () =>
        created ? { status: 201, body: { id: '42' } } : { status: 502, body: {} },
      'GET /api/v1/wallet/orders/buy/42': () => ({ body: order({ status: 'wait_for_confirmation' }) }),
    });
    const keyOf = (index: number) => {
      const [, init] = calls('POST /api/v2/wallet/orders/buy')[index] ?? [];
      return (init?.headers as Record<string, string> | undefined)?.['idempotency-key'];
    };
    renderWallet('?wallet=fiat-deposit&wallet.bankId=rub-p2p');
    await userEvent.click(await screen.findByTestId('fiat-deposit-submit'));
    await waitFor(() => expect(calls('POST /api/v2/wallet/orders/buy')).toHaveLength(1));

    cleanup(); // the reload: a new page, the same sessionStorage
    created = true;
    renderWallet('?wallet=fiat-deposit&wallet.bankId=rub-p2p');
    await userEvent.click(await screen.findByTestId('fiat-deposit-submit'));
    await waitFor(() => expect(url()).toBe('?wallet=pending&wallet.type=deposit'));
    expect(keyOf(1)).toBe(keyOf(0));

    cleanup();
    renderWallet('?wallet=fiat-deposit&wallet.bankId=rub-p2p');
    await userEvent.click(await screen.findByTestId('fiat-deposit-submit'));
    await waitFor(() => expect(calls('POST /api/v2/wallet/orders/buy')).toHaveLength(3));
    expect(keyOf(2)).toMatch(/^[0-9a-f-]{36}$/);
    expect(keyOf(2)).not.toBe(keyOf(1));
  });

  it('a SPEC §8 refusal shows wallet.server_error.{code} with params, key and time', async () => {
    setup([method({ buy: { ...method().buy, multiplyOrdersAllowed: true } })], {
      'POST /api/v2/wallet/orders/buy': () => ({
        status: 400,
        body: {
          detail: 'error_orders_limit',
          params: { limit: 3 },
          key: 'key-9',
          time: '2025-03-01T12:00:00Z',
        },
      }),
    });
    renderWallet('?wallet=fiat-deposit&wallet.bankId=rub-p2p');
    await userEvent.click(await screen.findByTestId('fiat-deposit-submit'));
    expect(
      await screen.findByText('You have too many open orders (limit 3). Finish or wait for one to expire.'),
    ).toBeTruthy();
    expect(await screen.findByText(/Error key key-9/)).toBeTruthy();
    expect(url()).toBe('?wallet=fiat-deposit&wallet.bankId=rub-p2p');
  });
});

describe('fiat deposit: detail fields (SPEC §5.2, §9)', () => {
  const withFields = (required: string[], optional: string[] = [], extra: Record<string, unknown> = {}) =>
    method({
      buy: { ...method().buy, multiplyOrdersAllowed: true, externalDetailsFields: { required, optional } },
      ...extra,
    });

  it('asks for the fields on the next step and checks each validator', async () => {
    setup([
      withFields(['card', 'person_id', 'full_name_latin', 'expiration_month', 'expiration_year'], ['phone']),
    ]);
    renderWallet('?wallet=fiat-deposit&wallet.bankId=rub-p2p');
    await userEvent.click(await screen.findByTestId('fiat-deposit-submit'));
    await waitFor(() =>
      expect(url()).toBe('?wallet=fiat-deposit-additional-details&wallet.bankId=rub-p2p&wallet.amount=2000'),
    );
    const form = await screen.findByTestId('fiat-details-form');
    // The phone starts with the dialling code of the RUB default country.
    expect((screen.getByTestId('fiat-field-phone') as HTMLInputElement).value).toBe('+7 ');
    await userEvent.click(screen.getByTestId('fiat-details-submit'));
    expect(within(form).getAllByText('Fill in this field')).toHaveLength(5);

    await userEvent.type(screen.getByTestId('fiat-field-card'), '4111 1111 1111');
    await userEvent.type(screen.getByTestId('fiat-field-person_id'), '12345');
    await userEvent.type(screen.getByTestId('fiat-field-full_name_latin'), 'Иван');
    await userEvent.type(screen.getByTestId('fiat-field-expiration_month'), '13');
    await userEvent.type(screen.getByTestId('fiat-field-expiration_year'), '25');
    await userEvent.type(screen.getByTestId('fiat-field-phone'), '12');
    expect(within(form).getByText('Enter all 16 digits of the card number')).toBeTruthy();
    expect(within(form).getByText('Use Latin letters, spaces and hyphens only')).toBeTruthy();
    expect(within(form).getAllByText('Check the format and try again')).toHaveLength(3);
    expect(within(form).getByText('Enter a valid phone number')).toBeTruthy();
    expect(calls('POST /api/v2/wallet/orders/buy')).toHaveLength(0);
  });

  it('sends normalized fields; an optional empty field is left out', async () => {
    setup([withFields(['card'], ['phone'])], {
      'POST /api/v2/wallet/orders/buy': () => ({ status: 201, body: { id: '42' } }),
      'GET /api/v1/wallet/orders/buy/42': () => ({ body: order() }),
    });
    renderWallet('?wallet=fiat-deposit-additional-details&wallet.bankId=rub-p2p&wallet.amount=1500');
    await userEvent.type(await screen.findByTestId('fiat-field-card'), '4111111111111111');
    expect((screen.getByTestId('fiat-field-card') as HTMLInputElement).value).toBe('4111 1111 1111 1111');
    await userEvent.click(screen.getByTestId('fiat-details-submit'));
    await waitFor(() => expect(url()).toBe('?wallet=fiat-deposit-details&wallet.orderId=42'));
    const [, init] = calls('POST /api/v2/wallet/orders/buy')[0] ?? [];
    expect(JSON.parse(String(init?.body)).externalFields).toEqual({ card: '4111111111111111' });
  });

  it('an e-mail based method requires the e-mail and starts with the player’s', async () => {
    setup([withFields([], ['email'], { id: 'eur-revolut', method: 'revolut', currency: 'RUB' })]);
    renderWallet('?wallet=fiat-deposit-additional-details&wallet.bankId=eur-revolut&wallet.amount=1500');
    const email = (await screen.findByTestId('fiat-field-email')) as HTMLInputElement;
    expect(email.value).toBe('player@example.com');
    expect(email.required).toBe(true);
    await userEvent.clear(email);
    await userEvent.type(email, 'nope');
    act(() => email.blur());
    expect(await screen.findByText('Enter a valid e-mail')).toBeTruthy();
    await userEvent.clear(email);
    await userEvent.click(screen.getByTestId('fiat-details-submit'));
    expect(await screen.findByText('Fill in this field')).toBeTruthy();
  });

  it('a server field error is shown beside its field', async () => {
    setup([withFields(['card'])], {
      'POST /api/v2/wallet/orders/buy': () => ({
        status: 400,
        body: {
          detail: 'validation_error',
          errors: [{ field: 'externalFields.card', message: 'Validation.invalid_card' }],
          key: 'k',
          time: '2025-01-01T00:00:00Z',
        },
      }),
    });
    renderWallet('?wallet=fiat-deposit-additional-details&wallet.bankId=rub-p2p&wallet.amount=1500');
    await userEvent.type(await screen.findByTestId('fiat-field-card'), '4111111111111111');
    await userEvent.click(screen.getByTestId('fiat-details-submit'));
    expect(await screen.findByText('Enter all 16 digits of the card number')).toBeTruthy();
  });
});

describe('fiat deposit details (SPEC §4.2)', () => {
  it('a missing order returns to the deposit tab', async () => {
    setup([method()]);
    renderWallet('?wallet=fiat-deposit-details&wallet.orderId=999');
    await waitFor(() => expect(url()).toBe('?wallet=deposit'));
  });

  it('an expired countdown goes to the error view', async () => {
    setup([method()], {
      'GET /api/v1/wallet/orders/buy/42': () => ({
        body: order({ details: { ...order().details, expiredAt: Math.floor(Date.now() / 1000) - 1 } }),
      }),
    });
    renderWallet('?wallet=fiat-deposit-details&wallet.orderId=42');
    await waitFor(() => expect(url()).toBe('?wallet=error&wallet.type=deposit&wallet.bankId=rub-p2p'));
  });

  it("'I paid' → name and receipt (images only) → POST paid with plain base64 → pending", async () => {
    setup([method()], {
      'GET /api/v1/wallet/orders/buy/42': () => ({ body: order() }),
      'POST /api/v1/wallet/orders/buy/42/paid': () => ({ body: order({ status: 'wait_for_confirmation' }) }),
    });
    renderWallet('?wallet=fiat-deposit-details&wallet.orderId=42');
    await userEvent.click(await screen.findByTestId('fiat-i-paid'));
    await waitFor(() =>
      expect(url()).toBe('?wallet=fiat-deposit-details&wallet.orderId=42&wallet.step=submit'),
    );
    const name = (await screen.findByTestId('fiat-paid-name')) as HTMLInputElement;
    expect(name.value).toBe('Ivan Petrov');
    const file = screen.getByTestId('fiat-paid-file') as HTMLInputElement;
    await userEvent.upload(file, new File(['%PDF'], 'receipt.pdf', { type: 'application/pdf' }), {
      applyAccept: false,
    });
    await userEvent.click(screen.getByTestId('fiat-paid-submit'));
    expect(await screen.findByText('Check the format and try again')).toBeTruthy();
    await userEvent.upload(
      file,
      new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'r.png', { type: 'image/png' }),
    );
    await userEvent.click(screen.getByTestId('fiat-paid-submit'));
    await waitFor(() => expect(url()).toBe('?wallet=pending&wallet.type=deposit'));
    const [, init] = calls('POST /api/v1/wallet/orders/buy/42/paid')[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'Ivan Petrov',
      fileName: 'r.png',
      fileContent: 'iVBORw==',
    });
  });
});
