// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../../lib/session.ts';
import { clearWithdrawDraft } from '../machine/draft.ts';
import { CryptoWithdrawView } from './crypto-withdraw-view.tsx';
import {
  balanceFixture,
  callsOf,
  currencyFixture,
  mockFetch,
  type Route,
  renderView,
  viewerFixture,
} from './test/harness.tsx';

vi.mock('../../../lib/realtime-client.ts', () => ({ subscribe: () => () => {} }));
const toastError = vi.fn();
vi.mock('sonner', () => ({
  toast: { error: (...args: unknown[]) => toastError(...args), success: vi.fn(), info: vi.fn() },
}));

const TON = currencyFixture({});
const BTC = currencyFixture({
  code: 'BTC',
  name: 'Bitcoin',
  network: 'BTC',
  precision: 8,
  minWithdrawAmount: '0.0005',
  addressFormat: '^(bc1[a-z0-9]{25,87}|[13][a-km-zA-HJ-NP-Z1-9]{25,34})$',
});
const ADDRESS = `UQ${'A'.repeat(46)}`;
const ACTIVE_BONUS = {
  status: 'active',
  amount: {
    value: '30.00',
    primaryValue: '30.00',
    primaryPrecision: 2,
    // biome-ignore lint/suspicious/noTemplateCurlyInString: SPEC's displayFormat placeholder, not a template.
    currency: { code: 'USD', displayFormat: '${amount}', icon: '' },
  },
  wager: { current: '10', total: '100' },
};

function routes(extra: Record<string, Route> = {}) {
  return mockFetch({
    'GET /api/v1/wallet/currencies/bonus': () => ({ body: [TON, BTC] }),
    'GET /api/v1/wallet/balance': () => ({ body: balanceFixture() }),
    'GET /api/v1/wallet/currencies/TON/withdraw_fee': () => ({
      body: { fee: '0.050000000', minAmount: '2.000000000', maxAmount: '150.000000000' },
    }),
    'GET /api/v1/wallet/currencies/BTC/withdraw_fee': () => ({
      body: { fee: '0.00010000', minAmount: '0.00050000', maxAmount: '0.01000000' },
    }),
    'GET /api/v2/wallet/wager': () => ({ body: { isWithdrawEnabled: true } }),
    'POST /api/v1/wallet/txns/withdraw': () => ({ status: 201, body: { id: '77' } }),
    ...extra,
  });
}

/** 3 TON to a valid address, its fee shown, submitted and confirmed. */
async function fillAndConfirm() {
  fireEvent.change(await screen.findByLabelText('Amount'), { target: { value: '3' } });
  fireEvent.change(screen.getByLabelText('TON address'), { target: { value: ADDRESS } });
  await waitFor(() => expect(screen.getByTestId('withdraw-fee').textContent).toBe('0.05 TON'));
  fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
  fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
}

const feeCalls = (fetchMock: ReturnType<typeof mockFetch>) =>
  callsOf(fetchMock).filter((call) => call.includes('withdraw_fee'));

beforeEach(() => clearWithdrawDraft());
afterEach(() => {
  cleanup();
  setToken(null);
  vi.useRealTimers();
  vi.unstubAllGlobals();
  toastError.mockReset();
});

describe('CryptoWithdrawView', () => {
  it('fetches the fee 200 ms after the amount stops changing, and only for an amount above zero', async () => {
    const fetchMock = routes();
    renderView(
      <CryptoWithdrawView payload={{ currency: 'TON' }} go={vi.fn()} back={vi.fn()} close={vi.fn()} />,
    );
    const amount = await screen.findByLabelText('Amount');
    vi.useFakeTimers();

    fireEvent.change(amount, { target: { value: '0' } });
    await act(async () => {
      vi.advanceTimersByTime(500);
    });
    expect(feeCalls(fetchMock)).toEqual([]);

    fireEvent.change(amount, { target: { value: '3' } });
    await act(async () => {
      vi.advanceTimersByTime(100);
    });
    fireEvent.change(amount, { target: { value: '35' } });
    await act(async () => {
      vi.advanceTimersByTime(199);
    });
    expect(feeCalls(fetchMock)).toEqual([]);
    await act(async () => {
      vi.advanceTimersByTime(1);
    });
    expect(feeCalls(fetchMock)).toEqual(['GET /api/v1/wallet/currencies/TON/withdraw_fee?amount=35']);
    // Let the answer through (the query's notifications are timers too), then back to real time.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(50);
    });
    vi.useRealTimers();
    await waitFor(() => expect(screen.getByTestId('withdraw-fee').textContent).toBe('0.05 TON'));
    expect(screen.getByTestId('withdraw-limits').textContent).toBe('Min 2 · Max 150 TON');
  });

  it('shows the memo only for the Toncoin network', async () => {
    routes();
    const { unmount } = renderView(
      <CryptoWithdrawView payload={{ currency: 'TON' }} go={vi.fn()} back={vi.fn()} close={vi.fn()} />,
    );
    expect(await screen.findByLabelText('Memo (comment) (optional)')).toBeTruthy();
    unmount();
    renderView(
      <CryptoWithdrawView payload={{ currency: 'BTC' }} go={vi.fn()} back={vi.fn()} close={vi.fn()} />,
    );
    expect(await screen.findByLabelText('Bitcoin address')).toBeTruthy();
    expect(screen.queryByLabelText(/Memo/)).toBeNull();
  });

  it('checks the amount against the fee answer and the address against the format', async () => {
    routes();
    renderView(
      <CryptoWithdrawView payload={{ currency: 'TON' }} go={vi.fn()} back={vi.fn()} close={vi.fn()} />,
    );
    fireEvent.change(await screen.findByLabelText('Amount'), { target: { value: '500' } });
    await waitFor(() => expect(screen.getByTestId('withdraw-fee').textContent).toBe('0.05 TON'));
    fireEvent.change(screen.getByLabelText('TON address'), { target: { value: 'not-an-address' } });
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('Enter at most 150 TON')).toBeTruthy();
    expect(screen.getByText("Check the address: it does not match this network's format")).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('submit → confirmation → wager check → create → pending', async () => {
    const fetchMock = routes();
    const go = vi.fn();
    renderView(<CryptoWithdrawView payload={{ currency: 'TON' }} go={go} back={vi.fn()} close={vi.fn()} />);
    fireEvent.change(await screen.findByLabelText('Amount'), { target: { value: '3' } });
    fireEvent.change(screen.getByLabelText('TON address'), { target: { value: ADDRESS } });
    fireEvent.change(screen.getByLabelText('Memo (comment) (optional)'), { target: { value: '12345' } });
    await waitFor(() => expect(screen.getByTestId('withdraw-fee').textContent).toBe('0.05 TON'));
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm the withdrawal' });
    expect(within(dialog).getByText('3.05 TON')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(go).toHaveBeenCalledWith('pending', { type: 'withdraw' }));
    const calls = callsOf(fetchMock);
    expect(calls.indexOf('GET /api/v2/wallet/wager')).toBeLessThan(
      calls.indexOf('POST /api/v1/wallet/txns/withdraw'),
    );
    const create = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(create?.[1]?.body))).toEqual({
      currency: 'TON',
      address: ADDRESS,
      amount: '3',
      memo: '12345',
    });
    expect(new Headers(create?.[1]?.headers).get('idempotency-key')).toBeTruthy();
  });

  it('an amount typed with a comma keeps its value, digit groups included', async () => {
    const fetchMock = routes();
    const go = vi.fn();
    renderView(<CryptoWithdrawView payload={{ currency: 'TON' }} go={go} back={vi.fn()} close={vi.fn()} />);
    const amount = (await screen.findByLabelText('Amount')) as HTMLInputElement;
    fireEvent.change(amount, { target: { value: '3,5' } });
    expect(amount.value).toBe('3,5');
    fireEvent.change(screen.getByLabelText('TON address'), { target: { value: ADDRESS } });
    await waitFor(() =>
      expect(feeCalls(fetchMock)).toContain('GET /api/v1/wallet/currencies/TON/withdraw_fee?amount=3.5'),
    );
    await waitFor(() => expect(screen.getByTestId('withdraw-fee').textContent).toBe('0.05 TON'));
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(go).toHaveBeenCalledWith('pending', { type: 'withdraw' }));
    const create = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(create?.[1]?.body)).amount).toBe('3.5');
  });

  it('refuses more decimals than the currency has with a message, never cutting them', async () => {
    const fetchMock = routes();
    renderView(
      <CryptoWithdrawView payload={{ currency: 'BTC' }} go={vi.fn()} back={vi.fn()} close={vi.fn()} />,
    );
    const amount = (await screen.findByLabelText('Amount')) as HTMLInputElement;
    fireEvent.change(amount, { target: { value: '0,001234567' } });
    expect(amount.value).toBe('0,001234567');
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('Use at most 8 digits after the decimal point')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(callsOf(fetchMock).filter((call) => call.startsWith('POST'))).toEqual([]);
  });

  it('a failed wager check goes to the wager view with this form as the way back', async () => {
    const fetchMock = routes({
      'GET /api/v2/wallet/wager': () => ({ status: 400, body: { detail: 'wager', key: 'k', time: '' } }),
    });
    const go = vi.fn();
    renderView(<CryptoWithdrawView payload={{ currency: 'TON' }} go={go} back={vi.fn()} close={vi.fn()} />);
    await fillAndConfirm();
    await waitFor(() =>
      expect(go).toHaveBeenCalledWith('wager', { returnView: 'crypto-withdraw', 'return.currency': 'TON' }),
    );
    expect(callsOf(fetchMock)).not.toContain('POST /api/v1/wallet/txns/withdraw');
  });

  it('the personal-data error of the creation goes to the personal-data view', async () => {
    routes({
      'POST /api/v1/wallet/txns/withdraw': () => ({
        status: 400,
        body: { detail: 'personal_data_required', key: 'k', time: '' },
      }),
    });
    const go = vi.fn();
    renderView(<CryptoWithdrawView payload={{ currency: 'TON' }} go={go} back={vi.fn()} close={vi.fn()} />);
    await fillAndConfirm();
    await waitFor(() =>
      expect(go).toHaveBeenCalledWith('personal-data', {
        returnView: 'crypto-withdraw',
        'return.currency': 'TON',
      }),
    );
  });

  it('any other failure shows the crypto withdrawal error toast with the key', async () => {
    routes({
      'POST /api/v1/wallet/txns/withdraw': () => ({
        status: 500,
        body: { detail: 'internal_error', key: 'err-1', time: '2026-01-01T00:00:00Z' },
      }),
    });
    const go = vi.fn();
    renderView(<CryptoWithdrawView payload={{ currency: 'TON' }} go={go} back={vi.fn()} close={vi.fn()} />);
    await fillAndConfirm();
    await waitFor(() => expect(toastError).toHaveBeenCalled());
    const [title, options] = toastError.mock.calls[0] as [string, { description?: string }];
    expect(title).not.toBe('withdrawal_crypto.error');
    expect(options.description).toContain('err-1');
    expect(go).not.toHaveBeenCalled();
  });

  it('keeps the draft when the view is closed and opened again', async () => {
    routes();
    const { unmount } = renderView(
      <CryptoWithdrawView payload={{ currency: 'TON' }} go={vi.fn()} back={vi.fn()} close={vi.fn()} />,
    );
    fireEvent.change(await screen.findByLabelText('Amount'), { target: { value: '4.5' } });
    unmount();
    renderView(
      <CryptoWithdrawView payload={{ currency: 'TON' }} go={vi.fn()} back={vi.fn()} close={vi.fn()} />,
    );
    expect(((await screen.findByLabelText('Amount')) as HTMLInputElement).value).toBe('4.5');
    clearWithdrawDraft();
    await waitFor(() => expect((screen.getByLabelText('Amount') as HTMLInputElement).value).toBe(''));
  });

  it('warns that bonuses burn: play goes to /bonuses, withdraw continues', async () => {
    const fetchMock = routes({
      'GET /api/v1/wallet/balance': () => ({ body: balanceFixture('1000.00', [ACTIVE_BONUS]) }),
    });
    renderView(
      <CryptoWithdrawView payload={{ currency: 'TON' }} go={vi.fn()} back={vi.fn()} close={vi.fn()} />,
    );
    await fillAndConfirm();
    const warning = await screen.findByRole('dialog', { name: 'Your bonus will be lost' });
    expect(callsOf(fetchMock)).not.toContain('POST /api/v1/wallet/txns/withdraw');
    fireEvent.click(within(warning).getByRole('button', { name: 'Keep playing' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/en/bonuses'));
  });

  it('withdraws anyway after the bonus warning: forfeits the bonuses first, then withdraws', async () => {
    let forfeited = false;
    const fetchMock = routes({
      'GET /api/v1/wallet/balance': () => ({
        body: balanceFixture('1000.00', forfeited ? [] : [ACTIVE_BONUS]),
      }),
      'POST /api/v1/bonuses/forfeit': () => {
        forfeited = true;
        return { body: balanceFixture('970.00') };
      },
      // As the server does: no withdrawal while a bonus is active.
      'POST /api/v1/wallet/txns/withdraw': () =>
        forfeited
          ? { status: 201, body: { id: '77' } }
          : { status: 400, body: { detail: 'wager', key: 'k', time: '2025-01-01T00:00:00Z' } },
    });
    const go = vi.fn();
    const { client } = renderView(
      <CryptoWithdrawView payload={{ currency: 'TON' }} go={go} back={vi.fn()} close={vi.fn()} />,
    );
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    await fillAndConfirm();
    const warning = await screen.findByRole('dialog', { name: 'Your bonus will be lost' });
    expect(callsOf(fetchMock)).not.toContain('POST /api/v1/bonuses/forfeit');
    fireEvent.click(within(warning).getByRole('button', { name: 'Withdraw anyway' }));
    await waitFor(() => expect(go).toHaveBeenCalledWith('pending', { type: 'withdraw' }));
    const writes = callsOf(fetchMock).filter((call) => call.startsWith('POST'));
    expect(writes).toEqual(['POST /api/v1/bonuses/forfeit', 'POST /api/v1/wallet/txns/withdraw']);
    const keys = invalidate.mock.calls.map(([filters]) => filters?.queryKey);
    expect(keys).toEqual(expect.arrayContaining([['balance'], ['bonuses']]));
  });

  it('stops when the bonuses could not be forfeited: says so and creates no withdrawal', async () => {
    const fetchMock = routes({
      'GET /api/v1/wallet/balance': () => ({ body: balanceFixture('1000.00', [ACTIVE_BONUS]) }),
      'POST /api/v1/bonuses/forfeit': () => ({
        status: 500,
        body: { detail: 'internal_error', key: 'err-9', time: '2025-01-01T00:00:00Z' },
      }),
    });
    const go = vi.fn();
    renderView(<CryptoWithdrawView payload={{ currency: 'TON' }} go={go} back={vi.fn()} close={vi.fn()} />);
    await fillAndConfirm();
    const warning = await screen.findByRole('dialog', { name: 'Your bonus will be lost' });
    fireEvent.click(within(warning).getByRole('button', { name: 'Withdraw anyway' }));
    const alert = await within(warning).findByRole('alert');
    expect(alert.textContent).toContain('Your bonus could not be cancelled, so nothing was withdrawn.');
    expect(alert.textContent).toContain('err-9');
    expect(callsOf(fetchMock)).toContain('POST /api/v1/bonuses/forfeit');
    expect(callsOf(fetchMock)).not.toContain('POST /api/v1/wallet/txns/withdraw');
    expect(go).not.toHaveBeenCalled();
    // The warning stays, so the player can try again or keep playing.
    expect(within(warning).getByRole('button', { name: 'Withdraw anyway' })).toBeTruthy();
  });

  it('asks about bonuses with the balance as it is after the wager check, not a stale one', async () => {
    // The check ends a wagered bonus on the server: the balance read before it still lists that bonus.
    let reads = 0;
    const fetchMock = routes({
      'GET /api/v1/wallet/balance': () => {
        reads += 1;
        return { body: balanceFixture('1000.00', reads === 1 ? [ACTIVE_BONUS] : []) };
      },
    });
    const go = vi.fn();
    renderView(<CryptoWithdrawView payload={{ currency: 'TON' }} go={go} back={vi.fn()} close={vi.fn()} />);
    await fillAndConfirm();
    await waitFor(() => expect(go).toHaveBeenCalledWith('pending', { type: 'withdraw' }));
    expect(screen.queryByRole('dialog', { name: 'Your bonus will be lost' })).toBeNull();
    expect(callsOf(fetchMock)).toContain('POST /api/v1/wallet/txns/withdraw');
  });
});

describe('CryptoWithdrawView with two-factor on (issue 20)', () => {
  const codeDialog = () => screen.findByRole('dialog', { name: 'Enter your two-factor code' });
  const withdrawals = (fetchMock: ReturnType<typeof mockFetch>) =>
    fetchMock.mock.calls
      .filter(([input, init]) => init?.method === 'POST' && String(input).endsWith('/txns/withdraw'))
      .map(([, init]) => {
        const headers = new Headers(init?.headers);
        return {
          body: JSON.parse(String(init?.body)) as unknown,
          code: headers.get('x-two-factor-code'),
          key: headers.get('idempotency-key'),
        };
      });

  it('asks for the code after the confirmation, sends it in x-two-factor-code, and asks again after a wrong one', async () => {
    const fetchMock = routes({
      'POST /api/v1/wallet/txns/withdraw': (init) =>
        new Headers(init?.headers).get('x-two-factor-code') === '222222'
          ? { status: 201, body: { id: '77' } }
          : { status: 401, body: { detail: 'two_factor_invalid', key: 'k', time: 't' } },
    });
    const go = vi.fn();
    renderView(<CryptoWithdrawView payload={{ currency: 'TON' }} go={go} back={vi.fn()} close={vi.fn()} />, {
      viewer: viewerFixture({ twoFactorEnabled: true }),
    });
    await fillAndConfirm();
    const dialog = await codeDialog();
    // Nothing is created before the code: the wager check ran, the withdrawal waits.
    expect(callsOf(fetchMock)).toContain('GET /api/v2/wallet/wager');
    expect(withdrawals(fetchMock)).toEqual([]);
    const field = within(dialog).getByLabelText('Code from the app') as HTMLInputElement;
    expect(field.inputMode).toBe('numeric');
    expect(field.autocomplete).toBe('one-time-code');
    await waitFor(() => expect(document.activeElement).toBe(field));

    fireEvent.change(field, { target: { value: '111111' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    expect(
      await within(dialog).findByText(
        'That code is wrong or was already used. Wait for the next code in the app and try again.',
      ),
    ).toBeTruthy();
    expect(field.value).toBe('');
    expect(go).not.toHaveBeenCalled();
    expect(toastError).not.toHaveBeenCalled();

    fireEvent.change(field, { target: { value: '222 222' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(go).toHaveBeenCalledWith('pending', { type: 'withdraw' }));
    const sent = withdrawals(fetchMock);
    expect(sent.map((request) => request.code)).toEqual(['111111', '222222']);
    expect(sent[0]?.body).toEqual(sent[1]?.body);
    expect(sent[0]?.body).toEqual({ currency: 'TON', address: ADDRESS, amount: '3' });
    // The refusal was the server's decision (nothing was created): the next try is a new request.
    expect(sent[0]?.key).toBeTruthy();
    expect(sent[1]?.key).not.toBe(sent[0]?.key);
  });

  it('after a lost answer, a new code goes with the same Idempotency-Key: never two withdrawals', async () => {
    let attempt = 0;
    const fetchMock = routes({
      'POST /api/v1/wallet/txns/withdraw': () => {
        attempt += 1;
        if (attempt === 1) throw new TypeError('Failed to fetch');
        return { status: 201, body: { id: '77' } };
      },
    });
    const go = vi.fn();
    renderView(<CryptoWithdrawView payload={{ currency: 'TON' }} go={go} back={vi.fn()} close={vi.fn()} />, {
      viewer: viewerFixture({ twoFactorEnabled: true }),
    });
    await fillAndConfirm();
    const dialog = await codeDialog();
    fireEvent.change(within(dialog).getByLabelText('Code from the app'), { target: { value: '111111' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'The answer did not arrive. Try again: the withdrawal will not be made twice.',
    );
    fireEvent.change(within(dialog).getByLabelText('Code from the app'), { target: { value: '333333' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(go).toHaveBeenCalledWith('pending', { type: 'withdraw' }));
    const [first, second] = withdrawals(fetchMock);
    expect(second?.code).toBe('333333');
    expect(second?.key).toBe(first?.key);
  });

  it('takes a recovery code instead of the app code, sent with Enter', async () => {
    const fetchMock = routes();
    const go = vi.fn();
    renderView(<CryptoWithdrawView payload={{ currency: 'TON' }} go={go} back={vi.fn()} close={vi.fn()} />, {
      viewer: viewerFixture({ twoFactorEnabled: true }),
    });
    await fillAndConfirm();
    const dialog = await codeDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'No phone? Use a recovery code' }));
    // Enter sends the code; it does not submit the withdrawal form the dialog is drawn in.
    await userEvent.type(within(dialog).getByLabelText('Recovery code'), 'ABCDE-FGHIJ{Enter}');
    // Typing key by key is slow on a loaded machine: the request may start late.
    await waitFor(() => expect(go).toHaveBeenCalledWith('pending', { type: 'withdraw' }), { timeout: 5000 });
    expect(withdrawals(fetchMock).map((request) => request.code)).toEqual(['abcde-fghij']);
    expect(screen.queryByRole('dialog', { name: 'Confirm the withdrawal' })).toBeNull();
  });

  it('asks for the code when the server wants one the page did not know about, and refreshes the viewer', async () => {
    setToken('t');
    const fetchMock = routes({
      'GET /api/v1/me': () => ({ body: viewerFixture({ twoFactorEnabled: true }) }),
      'POST /api/v1/wallet/txns/withdraw': (init) =>
        new Headers(init?.headers).get('x-two-factor-code')
          ? { status: 201, body: { id: '77' } }
          : { status: 401, body: { detail: 'two_factor_required', key: 'k', time: 't' } },
    });
    const go = vi.fn();
    renderView(<CryptoWithdrawView payload={{ currency: 'TON' }} go={go} back={vi.fn()} close={vi.fn()} />);
    await fillAndConfirm();
    const dialog = await codeDialog();
    await waitFor(() => expect(callsOf(fetchMock)).toContain('GET /api/v1/me'));
    // Asked for, not refused: no error yet.
    expect(within(dialog).queryByRole('alert')).toBeNull();
    fireEvent.change(within(dialog).getByLabelText('Code from the app'), { target: { value: '444444' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(go).toHaveBeenCalledWith('pending', { type: 'withdraw' }));
    expect(withdrawals(fetchMock).map((request) => request.code)).toEqual([null, '444444']);
  });

  it('cancelling the code creates nothing', async () => {
    const fetchMock = routes();
    const go = vi.fn();
    renderView(<CryptoWithdrawView payload={{ currency: 'TON' }} go={go} back={vi.fn()} close={vi.fn()} />, {
      viewer: viewerFixture({ twoFactorEnabled: true }),
    });
    await fillAndConfirm();
    fireEvent.click(within(await codeDialog()).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(withdrawals(fetchMock)).toEqual([]);
    expect(go).not.toHaveBeenCalled();
  });
});
