// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FiatMethod } from '../api/get-conditions.ts';
import { clearWithdrawDraft } from '../machine/draft.ts';
import { FiatWithdrawView } from './fiat-withdraw-view.tsx';
import { balanceFixture, mockFetch, type Route, renderView, viewerFixture } from './test/harness.tsx';

vi.mock('../../../lib/realtime-client.ts', () => ({ subscribe: () => () => {} }));
vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn(), info: vi.fn() } }));

const method = (overrides: Partial<FiatMethod> & { method: string; id: string }): FiatMethod => ({
  name: 'Bank card',
  icon: '',
  iconBig: '',
  label: 'Card to card',
  currency: 'USD',
  priority: 100,
  buy: {
    minAmount: '10',
    maxAmount: '1000',
    multiplyOrdersAllowed: true,
    externalDetailsFields: { required: [], optional: [] },
  },
  sell: {
    minAmount: '20',
    maxAmount: '10000',
    levels: [
      { from: '0', fee: '0.03' },
      { from: '10000', fee: '0.02' },
    ],
    subbanks: [],
  },
  ...overrides,
});

const P2P = method({ id: 'usd-p2p', method: 'p2p' });
const SKRILL = method({ id: 'usd-skrill', method: 'skrill', name: 'Skrill' });

function routes(extra: Record<string, Route> = {}) {
  return mockFetch({
    'GET /api/v2/wallet/orders/conditions': () => ({ body: [P2P, SKRILL] }),
    'GET /api/v1/wallet/balance': () => ({ body: balanceFixture('103.00') }),
    'GET /api/v2/wallet/orders/sell/saved': () => ({ body: null }),
    'GET /api/v2/wallet/wager': () => ({ body: { isWithdrawEnabled: true } }),
    'POST /api/v2/wallet/orders/sell': () => ({ status: 201, body: { id: '9' } }),
    ...extra,
  });
}

const submit = () => screen.getByRole('button', { name: 'Withdraw' }) as HTMLButtonElement;

beforeEach(() => clearWithdrawDraft());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('FiatWithdrawView', () => {
  it('keeps submit disabled until the form is valid, with p2p asking for a card', async () => {
    routes();
    renderView(
      <FiatWithdrawView payload={{ bankId: 'usd-p2p' }} go={vi.fn()} back={vi.fn()} close={vi.fn()} />,
    );
    const amount = await screen.findByLabelText('Amount');
    expect(submit().disabled).toBe(true);
    fireEvent.change(amount, { target: { value: '50' } });
    fireEvent.change(screen.getByLabelText('Full name'), { target: { value: 'Alex Tester' } });
    expect(submit().disabled).toBe(true);
    const card = screen.getByLabelText('Card number');
    fireEvent.change(card, { target: { value: '4111111111111111' } });
    expect((card as HTMLInputElement).value).toBe('4111 1111 1111 1111');
    expect(submit().disabled).toBe(false);
    expect(screen.getByTestId('withdraw-fee').textContent).toBe('$1.50');
  });

  it('caps the amount at the balance minus the level fee', async () => {
    routes();
    renderView(
      <FiatWithdrawView payload={{ bankId: 'usd-p2p' }} go={vi.fn()} back={vi.fn()} close={vi.fn()} />,
    );
    const amount = await screen.findByLabelText('Amount');
    // 100 + 3 % = 103.00 is exactly the balance; 100.01 is not affordable.
    await waitFor(() =>
      expect(screen.getByTestId('withdraw-limits').textContent).toBe('Min $20.00 · Max $100.00'),
    );
    fireEvent.change(amount, { target: { value: '100.01' } });
    expect(await screen.findByText('Enter at most 100 USD')).toBeTruthy();
    fireEvent.change(amount, { target: { value: '10' } });
    expect(await screen.findByText('Enter at least 20 USD')).toBeTruthy();
  });

  it('prefills saved details and sends the name in the full-name fields', async () => {
    const fetchMock = routes({
      'GET /api/v2/wallet/orders/sell/saved': () => ({
        body: {
          bankId: 'usd-skrill',
          subbankId: null,
          details: { name: 'Maria Ivanova', email: 'maria@example.com' },
        },
      }),
    });
    const go = vi.fn();
    renderView(
      <FiatWithdrawView payload={{ bankId: 'usd-skrill' }} go={go} back={vi.fn()} close={vi.fn()} />,
    );
    await waitFor(() =>
      expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('maria@example.com'),
    );
    expect((screen.getByLabelText('Full name') as HTMLInputElement).value).toBe('Maria Ivanova');
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '30' } });
    fireEvent.click(submit());
    const dialog = await screen.findByRole('dialog', { name: 'Confirm the withdrawal' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(go).toHaveBeenCalledWith('pending', { type: 'withdraw' }));
    const create = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(create?.[1]?.body))).toEqual({
      amount: '30',
      bankId: 'usd-skrill',
      details: {
        email: 'maria@example.com',
        name: 'Maria Ivanova',
        first_name: 'Maria',
        last_name: 'Ivanova',
        full_name: 'Maria Ivanova',
        full_name_latin: 'Maria Ivanova',
      },
    });
  });

  it('shows the server’s field errors and asks for a detail the conditions did not name', async () => {
    routes({
      'POST /api/v2/wallet/orders/sell': () => ({
        status: 400,
        body: {
          detail: 'validation_error',
          key: 'k',
          time: '',
          errors: [
            { field: 'name', message: 'Validation.invalid_full_name_latin' },
            { field: 'details.phone', message: 'Validation.required' },
          ],
        },
      }),
    });
    renderView(
      <FiatWithdrawView payload={{ bankId: 'usd-skrill' }} go={vi.fn()} back={vi.fn()} close={vi.fn()} />,
    );
    fireEvent.change(await screen.findByLabelText('Amount'), { target: { value: '30' } });
    fireEvent.change(screen.getByLabelText('Full name'), { target: { value: 'Мария' } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'maria@example.com' } });
    fireEvent.click(submit());
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Use Latin letters, spaces and hyphens only')).toBeTruthy();
    expect(screen.getByLabelText('Phone number')).toBeTruthy();
    expect(screen.getByText('Fill in this field')).toBeTruthy();
  });

  it('with two-factor on, asks for the code and sends it in x-two-factor-code (issue 20)', async () => {
    const fetchMock = routes();
    const go = vi.fn();
    renderView(
      <FiatWithdrawView payload={{ bankId: 'usd-skrill' }} go={go} back={vi.fn()} close={vi.fn()} />,
      { viewer: viewerFixture({ twoFactorEnabled: true }) },
    );
    fireEvent.change(await screen.findByLabelText('Amount'), { target: { value: '30' } });
    fireEvent.change(screen.getByLabelText('Full name'), { target: { value: 'Maria Ivanova' } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'maria@example.com' } });
    fireEvent.click(submit());
    const confirm = await screen.findByRole('dialog', { name: 'Confirm the withdrawal' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enter your two-factor code' });
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
    fireEvent.change(within(dialog).getByLabelText('Code from the app'), { target: { value: '123456' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(go).toHaveBeenCalledWith('pending', { type: 'withdraw' }));
    const create = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(new Headers(create?.[1]?.headers).get('x-two-factor-code')).toBe('123456');
    expect(JSON.parse(String(create?.[1]?.body))).not.toHaveProperty('code');
  });
});
