import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getWithdrawDraft, setWithdrawDraft } from '../machine/draft.ts';
import { writeWalletLocation } from '../machine/location.ts';
import { withReturn } from '../machine/views.ts';
import { getDepositStatus, resetDepositStatus } from '../modals/deposit-status.ts';
import { RETENTION_PROMPT_MS } from '../modals/retention.ts';
import { baseRoutes, mockFetch, order, renderWallet, viewer } from '../test/harness.tsx';

const realtime = vi.hoisted(() => ({ handlers: new Map<string, Array<(payload: unknown) => void>>() }));
vi.mock('../../../lib/realtime-client.ts', () => ({
  subscribe: (channel: string, handler: (payload: unknown) => void) => {
    realtime.handlers.set(channel, [...(realtime.handlers.get(channel) ?? []), handler]);
    return () =>
      realtime.handlers.set(
        channel,
        (realtime.handlers.get(channel) ?? []).filter((h) => h !== handler),
      );
  },
}));
vi.mock('../crypto-deposit/index.ts', async () => {
  const { stubView } = await import('../test/harness.tsx');
  return {
    CryptoDepositView: stubView('crypto-deposit'),
    CryptoDepositTonView: stubView('crypto-deposit-ton'),
    XRocketView: stubView('x-rocket'),
    CryptoBotDepositView: stubView('crypto-bot-deposit'),
  };
});
vi.mock('../withdraw/index.ts', async () => {
  const { stubView } = await import('../test/harness.tsx');
  return {
    CryptoWithdrawView: stubView('crypto-withdraw'),
    FiatWithdrawView: stubView('fiat-withdraw'),
    WithdrawDisabledView: stubView('withdraw-disabled'),
    WagerView: stubView('wager'),
    PersonalDataView: stubView('personal-data'),
    WithdrawTab: stubView('withdraw-tab'),
  };
});
vi.mock('../history/index.ts', async () => {
  const { stubView } = await import('../test/harness.tsx');
  return { HistoryTab: stubView('history-tab') };
});
vi.mock('../dispute/index.ts', async () => {
  const { stubView } = await import('../test/harness.tsx');
  return { OpenDisputeView: stubView('open-dispute') };
});

const search = (view: string, payload: Record<string, string> = {}) =>
  `?${writeWalletLocation(new URLSearchParams(), view === 'wallet' ? { view: 'wallet', payload } : { view: view as never, payload }).toString()}`;
const url = () => screen.getByTestId('probe').textContent;

beforeEach(() => {
  mockFetch(baseRoutes({ 'GET /api/v1/wallet/orders/buy/42': () => ({ body: order() }) }));
  localStorage.clear();
  sessionStorage.clear();
  resetDepositStatus();
  realtime.handlers.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** SPEC §2.7 back navigation, one row of the table per case, through the modal's back button. */
describe('the wallet modal: back button (SPEC §2.7 table)', () => {
  const rows: Array<{ name: string; from: string; ready: string; to: string; draft?: boolean }> = [
    {
      name: 'x-rocket → deposit tab',
      from: search('x-rocket', { currency: 'TON' }),
      ready: 'view-x-rocket',
      to: '?wallet=deposit',
    },
    {
      name: 'crypto-bot-deposit → deposit tab',
      from: search('crypto-bot-deposit', { currency: 'USDTTRC20' }),
      ready: 'view-crypto-bot-deposit',
      to: '?wallet=deposit',
    },
    {
      name: 'fiat-deposit-additional-details → fiat-deposit',
      from: search('fiat-deposit-additional-details', { bankId: 'rub-p2p', amount: '1500' }),
      ready: 'fiat-details-form',
      to: '?wallet=fiat-deposit&wallet.bankId=rub-p2p&wallet.amount=1500',
    },
    {
      name: 'details submit step → details non-submit step',
      from: search('fiat-deposit-details', { orderId: '42', step: 'submit' }),
      ready: 'fiat-paid-form',
      to: '?wallet=fiat-deposit-details&wallet.orderId=42',
    },
    {
      name: 'fiat-deposit → deposit tab',
      from: search('fiat-deposit', { bankId: 'rub-p2p' }),
      ready: 'fiat-deposit-form',
      to: '?wallet=deposit',
    },
    {
      name: 'crypto-deposit → deposit tab',
      from: search('crypto-deposit', { currency: 'BTC' }),
      ready: 'view-crypto-deposit',
      to: '?wallet=deposit',
    },
    {
      name: 'fiat-withdraw → clears the draft, withdraw tab',
      from: search('fiat-withdraw', { bankId: 'rub-p2p' }),
      ready: 'view-fiat-withdraw',
      to: '?wallet=withdraw',
      draft: true,
    },
    {
      name: 'crypto-withdraw → clears the draft, withdraw tab',
      from: search('crypto-withdraw', { currency: 'BTC' }),
      ready: 'view-crypto-withdraw',
      to: '?wallet=withdraw',
      draft: true,
    },
    {
      name: 'withdraw-disabled → withdraw',
      from: search('withdraw-disabled'),
      ready: 'view-withdraw-disabled',
      to: '?wallet=withdraw',
    },
    {
      name: 'crypto-deposit-ton → crypto-deposit',
      from: search('crypto-deposit-ton', { currency: 'TON' }),
      ready: 'view-crypto-deposit-ton',
      to: '?wallet=crypto-deposit&wallet.currency=TON',
    },
    {
      name: 'open-dispute → history tab',
      from: search('open-dispute', { orderId: '42' }),
      ready: 'view-open-dispute',
      to: '?wallet=history',
    },
    {
      name: 'wager → the view stored in its payload',
      from: search('wager', withReturn('crypto-withdraw', { currency: 'BTC' })),
      ready: 'view-wager',
      to: '?wallet=crypto-withdraw&wallet.currency=BTC',
    },
    {
      name: 'personal-data → the view stored in its payload',
      from: search('personal-data', withReturn('fiat-withdraw', { bankId: 'rub-sbp' })),
      ready: 'view-personal-data',
      to: '?wallet=fiat-withdraw&wallet.bankId=rub-sbp',
    },
  ];

  for (const row of rows) {
    it(row.name, async () => {
      if (row.draft) {
        setWithdrawDraft('crypto', { amount: '1' });
        setWithdrawDraft('fiat', { amount: '2' });
      }
      renderWallet(row.from);
      await screen.findByTestId(row.ready);
      expect(url()).toBe(row.from);
      await userEvent.click(screen.getByRole('button', { name: 'Back' }));
      await waitFor(() => expect(url()).toBe(row.to));
      if (row.draft) {
        expect(getWithdrawDraft('crypto')).toBeUndefined();
        expect(getWithdrawDraft('fiat')).toBeUndefined();
      } else {
        expect(getWithdrawDraft('crypto')).toBeUndefined();
      }
    });
  }

  it('a draft survives closing the modal', async () => {
    setWithdrawDraft('crypto', { amount: '1' });
    renderWallet(search('crypto-withdraw', { currency: 'BTC' }));
    await screen.findByTestId('view-crypto-withdraw');
    await userEvent.click(screen.getByRole('button', { name: 'Close wallet' }));
    await waitFor(() => expect(url()).toBe(''));
    expect(getWithdrawDraft('crypto')).toEqual({ amount: '1' });
  });

  it('back to the entry it came from returns in history instead of adding one (browser back works)', async () => {
    renderWallet('?wallet=deposit');
    const start = screen.getByTestId('probe').dataset.key;
    await userEvent.click(await screen.findByTestId('deposit-method-rub-p2p'));
    await screen.findByTestId('fiat-deposit-form');
    expect(url()).toBe('?wallet=fiat-deposit&wallet.bankId=rub-p2p');
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(url()).toBe('?wallet=deposit'));
    expect(screen.getByTestId('probe').dataset.key).toBe(start);
  });

  it('the tabs switch in the URL; the wallet view has no back button', async () => {
    renderWallet('?wallet=wallet');
    await screen.findByTestId('wallet-deposit-tab');
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
    await userEvent.click(screen.getByRole('tab', { name: 'History' }));
    await waitFor(() => expect(url()).toBe('?wallet=history'));
    await screen.findByTestId('view-history-tab');
    await userEvent.click(screen.getByRole('tab', { name: 'Withdraw' }));
    await screen.findByTestId('view-withdraw-tab');
  });
});

describe('closing: exit confirmation and retention (SPEC §2.6)', () => {
  it('a top-up in progress asks first: continue keeps it, cancel closes', async () => {
    renderWallet(search('fiat-deposit', { bankId: 'rub-p2p' }));
    await screen.findByTestId('fiat-deposit-form');
    await userEvent.click(screen.getByRole('button', { name: 'Close wallet' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Leave the top-up?' });
    await userEvent.click(screen.getByRole('button', { name: 'Continue top-up' }));
    expect(confirm.isConnected).toBe(false);
    expect(url()).toContain('fiat-deposit');
    await userEvent.click(screen.getByRole('button', { name: 'Close wallet' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(url()).toBe(''));
  });

  it('Esc while asking means continue', async () => {
    renderWallet(search('fiat-deposit', { bankId: 'rub-p2p' }));
    await screen.findByTestId('fiat-deposit-form');
    await userEvent.keyboard('{Escape}');
    await screen.findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(url()).toContain('fiat-deposit');
  });

  it('no deposits: the retention modal, at most once per 10 minutes (injected clock)', async () => {
    let now = 1_000_000;
    renderWallet('?wallet=deposit', { me: viewer({ hasDeposits: false }), now: () => now });
    await screen.findByTestId('wallet-deposit-tab');
    await userEvent.click(screen.getByRole('button', { name: 'Close wallet' }));
    const retention = await screen.findByTestId('wallet-retention');
    await userEvent.click(screen.getByRole('button', { name: 'Top up now' }));
    expect(retention.isConnected).toBe(false);
    await screen.findByTestId('wallet-deposit-tab');

    now += RETENTION_PROMPT_MS - 1;
    await userEvent.click(screen.getByRole('button', { name: 'Close wallet' }));
    await waitFor(() => expect(url()).toBe(''));
    expect(screen.queryByTestId('wallet-retention')).toBeNull();
  });

  it('a player with deposits closes without the retention modal', async () => {
    renderWallet('?wallet=deposit');
    await screen.findByTestId('wallet-deposit-tab');
    await userEvent.click(screen.getByRole('button', { name: 'Close wallet' }));
    await waitFor(() => expect(url()).toBe(''));
    expect(screen.queryByTestId('wallet-retention')).toBeNull();
  });
});

describe('realtime (SPEC §4.3)', () => {
  const emit = (payload: unknown) =>
    act(() => {
      for (const handler of realtime.handlers.get('transaction#g-1') ?? []) handler(payload);
    });

  it('a completed buy closes the pending view, marks deposits, counts it and shows the success modal', async () => {
    const { client } = renderWallet('?wallet=pending&wallet.type=deposit', {
      me: viewer({ hasDeposits: false }),
    });
    await screen.findByTestId('wallet-pending');
    emit({ status: 'completed', type: 'buy' });
    await waitFor(() => expect(url()).toBe(''));
    expect((await screen.findByTestId('wallet-deposit-success')).isConnected).toBe(true);
    expect((client.getQueryData(['me']) as { hasDeposits: boolean }).hasDeposits).toBe(true);
    expect(getDepositStatus()).toEqual({ depositDone: true, depositCount: 1 });
    // Not in a game: the button goes home.
    await userEvent.click(screen.getByRole('button', { name: 'Start playing' }));
    await waitFor(() => expect(screen.queryByTestId('wallet-deposit-success')).toBeNull());
  });

  it('a completed withdrawal closes a pending view but is not a deposit', async () => {
    renderWallet('?wallet=pending&wallet.type=withdraw');
    await screen.findByTestId('wallet-pending');
    emit({ status: 'completed', type: 'withdraw' });
    await waitFor(() => expect(url()).toBe(''));
    expect(screen.queryByTestId('wallet-deposit-success')).toBeNull();
    expect(getDepositStatus().depositCount).toBe(0);
  });

  it('other statuses change nothing on screen', async () => {
    renderWallet('?wallet=pending&wallet.type=deposit');
    await screen.findByTestId('wallet-pending');
    emit({ status: 'wait_for_confirmation', type: 'buy' });
    expect(url()).toBe('?wallet=pending&wallet.type=deposit');
  });
});
