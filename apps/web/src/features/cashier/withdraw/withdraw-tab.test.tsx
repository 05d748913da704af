// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { method } from '../test/harness.tsx';
import { currencyFixture, mockFetch, renderView } from './test/harness.tsx';
import { WithdrawTab } from './withdraw-tab.tsx';

vi.mock('../../../lib/realtime-client.ts', () => ({ subscribe: () => () => {} }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('WithdrawTab', () => {
  it('names networks as players know them and writes minimums as money', async () => {
    vi.stubGlobal(
      'fetch',
      mockFetch({
        'GET /api/v2/wallet/orders/conditions': () => ({
          body: [
            method({ id: 'rub-p2p', currency: 'RUB', sell: { ...method().sell, minAmount: '10000.00' } }),
          ],
        }),
        'GET /api/v1/wallet/currencies/bonus': () => ({
          body: [
            currencyFixture({
              code: 'RUB',
              name: 'Russian Ruble',
              isFiat: true,
              network: null,
              displayFormat: '{amount} ₽',
            }),
            currencyFixture({
              code: 'ETH',
              name: 'Ethereum',
              network: 'ERC20',
              displayFormat: '{amount} ETH',
            }),
            currencyFixture({
              code: 'USDTERC20',
              name: 'Tether',
              network: 'ERC20',
              displayFormat: '{amount} USDT',
            }),
            currencyFixture({ code: 'TON', name: 'Toncoin', network: 'TON', displayFormat: '{amount} TON' }),
          ],
        }),
      }),
    );
    renderView(<WithdrawTab go={vi.fn()} close={vi.fn()} />);

    const tile = async (name: RegExp) => within(await screen.findByRole('button', { name }));
    // ETH lives on Ethereum; "ERC20" is the standard of tokens on it, not a name for ETH.
    expect((await tile(/^ETH/)).getByText('Ethereum')).toBeTruthy();
    expect((await tile(/^USDT/)).getByText('ERC-20')).toBeTruthy();
    expect((await tile(/^TON/)).getByText('Toncoin')).toBeTruthy();
    // Thousands separated, the currency's own sign, no ".00".
    expect((await tile(/Bank card/)).getByText('From 10,000 ₽')).toBeTruthy();
  });
});
