import { describe, expect, it } from 'vitest';
import { locationKey, parseWalletLocation, type WalletLocation, writeWalletLocation } from './location.ts';
import { backTarget, orderTarget, transition } from './machine.ts';
import { withReturn } from './views.ts';

const at = (view: WalletLocation['view'], payload: Record<string, string> = {}): WalletLocation => ({
  view,
  payload,
});
const tab = (name: string) => at('wallet', { tab: name });

/** SPEC §2.7 back-navigation table, row by row. */
describe('back navigation (SPEC §2.7 table)', () => {
  const rows: Array<[string, WalletLocation, WalletLocation, boolean]> = [
    ['x-rocket → deposit tab', at('x-rocket', { currency: 'TON' }), tab('deposit'), false],
    [
      'crypto-bot-deposit → deposit tab',
      at('crypto-bot-deposit', { currency: 'USDTTRC20' }),
      tab('deposit'),
      false,
    ],
    [
      'fiat-deposit-additional-details → fiat-deposit',
      at('fiat-deposit-additional-details', { bankId: 'rub-sbp', amount: '2000' }),
      at('fiat-deposit', { bankId: 'rub-sbp', amount: '2000' }),
      false,
    ],
    [
      'details submit step → details non-submit step',
      at('fiat-deposit-details', { orderId: '42', step: 'submit' }),
      at('fiat-deposit-details', { orderId: '42' }),
      false,
    ],
    ['fiat-deposit → deposit tab', at('fiat-deposit', { bankId: 'rub-p2p' }), tab('deposit'), false],
    ['crypto-deposit → deposit tab', at('crypto-deposit', { currency: 'BTC' }), tab('deposit'), false],
    [
      'fiat-withdraw → clears draft, withdraw tab',
      at('fiat-withdraw', { bankId: 'rub-p2p' }),
      tab('withdraw'),
      true,
    ],
    [
      'crypto-withdraw → clears draft, withdraw tab',
      at('crypto-withdraw', { currency: 'BTC' }),
      tab('withdraw'),
      true,
    ],
    ['withdraw-disabled → withdraw', at('withdraw-disabled'), tab('withdraw'), false],
    [
      'crypto-deposit-ton → crypto-deposit',
      at('crypto-deposit-ton', { currency: 'NOT' }),
      at('crypto-deposit', { currency: 'NOT' }),
      false,
    ],
    ['open-dispute → history tab', at('open-dispute', { orderId: '7' }), tab('history'), false],
    [
      'wager → the view stored in its payload',
      at('wager', withReturn('crypto-withdraw', { currency: 'BTC', provider: 'cryptobot' })),
      at('crypto-withdraw', { currency: 'BTC', provider: 'cryptobot' }),
      false,
    ],
    [
      'personal-data → the view stored in its payload',
      at('personal-data', withReturn('fiat-withdraw', { bankId: 'rub-sbp' })),
      at('fiat-withdraw', { bankId: 'rub-sbp' }),
      false,
    ],
  ];

  for (const [name, from, to, clears] of rows) {
    it(name, () => {
      const result = transition(from, { type: 'back' });
      expect(result.location).toEqual(to);
      expect(result.effects).toEqual(clears ? [{ type: 'clear-withdraw-draft' }] : []);
      expect(result.history).toBe('back');
    });
  }

  it('wager / personal-data stored as a tab go to that tab; without one, the withdraw tab', () => {
    expect(backTarget(at('wager', withReturn('withdraw'))).location).toEqual(tab('withdraw'));
    expect(backTarget(at('personal-data', withReturn('wallet', { tab: 'history' }))).location).toEqual(
      tab('history'),
    );
    expect(backTarget(at('wager', {})).location).toEqual(tab('withdraw'));
    expect(backTarget(at('wager', { returnView: 'nonsense' })).location).toEqual(tab('withdraw'));
  });

  it('views outside the table go to their parent; the wallet view closes', () => {
    expect(backTarget(at('fiat-deposit-details', { orderId: '1' })).location).toEqual(tab('deposit'));
    expect(backTarget(at('pending', { type: 'withdraw' })).location).toEqual(tab('withdraw'));
    expect(backTarget(at('pending', { type: 'dispute' })).location).toEqual(tab('history'));
    expect(backTarget(at('pending', { type: 'deposit' })).location).toEqual(tab('deposit'));
    expect(backTarget(at('error', { type: 'deposit' })).location).toEqual(tab('deposit'));
    expect(backTarget(tab('history')).location).toBeNull();
  });
});

describe('fiat order statuses (SPEC §4.2)', () => {
  const order = (status: string) => ({ type: 'order' as const, orderId: '9', status, bankId: 'rub-p2p' });
  it('wait_for_confirmation → pending, timeouted → error, waiting → details', () => {
    expect(orderTarget(order('wait_for_confirmation'), null)).toEqual(at('pending', { type: 'deposit' }));
    expect(orderTarget(order('timeouted'), null)).toEqual(
      at('error', { type: 'deposit', bankId: 'rub-p2p' }),
    );
    expect(orderTarget(order('waiting'), null)).toEqual(at('fiat-deposit-details', { orderId: '9' }));
    expect(orderTarget(order('pay_external_invoice'), null)).toEqual(
      at('fiat-deposit-details', { orderId: '9' }),
    );
  });
  it('a missing order returns to the deposit tab', () => {
    expect(
      transition(at('fiat-deposit-details', { orderId: '9' }), { type: 'order-missing' }).location,
    ).toEqual(tab('deposit'));
  });
  it('the details countdown ends in the error view; retry returns to the fiat deposit', () => {
    const expired = transition(at('fiat-deposit-details', { orderId: '9' }), {
      type: 'details-expired',
      bankId: 'rub-p2p',
    });
    expect(expired.location).toEqual(at('error', { type: 'deposit', bankId: 'rub-p2p' }));
    expect(transition(expired.location, { type: 'retry' }).location).toEqual(
      at('fiat-deposit', { bankId: 'rub-p2p' }),
    );
    expect(transition(expired.location, { type: 'another-method' }).location).toEqual(tab('deposit'));
    expect(transition(at('error', { type: 'withdraw' }), { type: 'retry' }).location).toEqual(
      tab('withdraw'),
    );
  });
  it("'I paid' goes to pending; a completed transaction closes a pending view only", () => {
    expect(
      transition(at('fiat-deposit-details', { orderId: '9', step: 'submit' }), { type: 'paid' }).location,
    ).toEqual(at('pending', { type: 'deposit' }));
    expect(
      transition(at('pending', { type: 'deposit' }), { type: 'transaction-completed' }).location,
    ).toBeNull();
    expect(transition(tab('history'), { type: 'transaction-completed' }).location).toEqual(tab('history'));
  });
  it('an order read from the form pushes the details; a status change on the details replaces', () => {
    expect(transition(at('fiat-deposit', { bankId: 'rub-p2p' }), order('waiting')).history).toBe('push');
    expect(
      transition(at('fiat-deposit-details', { orderId: '9' }), order('wait_for_confirmation')).history,
    ).toBe('replace');
  });
});

describe('URL (reload and the back button)', () => {
  it('reads tab names, views and payload', () => {
    expect(parseWalletLocation(new URLSearchParams('wallet=deposit'))).toEqual(tab('deposit'));
    expect(parseWalletLocation(new URLSearchParams('wallet=history'))).toEqual(tab('history'));
    expect(parseWalletLocation(new URLSearchParams('wallet=wallet'))).toEqual(tab('deposit'));
    expect(parseWalletLocation(new URLSearchParams('wallet=unknown'))).toEqual(tab('deposit'));
    expect(parseWalletLocation(new URLSearchParams('q=1'))).toBeNull();
    expect(
      parseWalletLocation(
        new URLSearchParams('wallet=fiat-deposit-details&wallet.orderId=42&wallet.step=submit&other=1'),
      ),
    ).toEqual(at('fiat-deposit-details', { orderId: '42', step: 'submit' }));
  });
  it('writes a location and keeps other parameters', () => {
    const base = new URLSearchParams('q=dice&wallet=pending&wallet.type=deposit');
    expect(writeWalletLocation(base, at('fiat-deposit', { bankId: 'rub-p2p' })).toString()).toBe(
      'q=dice&wallet=fiat-deposit&wallet.bankId=rub-p2p',
    );
    expect(writeWalletLocation(base, tab('withdraw')).toString()).toBe('q=dice&wallet=withdraw');
    expect(writeWalletLocation(base, null).toString()).toBe('q=dice');
  });
  it('round-trips every location', () => {
    const samples = [
      tab('history'),
      at('wager', withReturn('crypto-withdraw', { currency: 'BTC' })),
      at('open-dispute', { orderId: '3' }),
    ];
    for (const sample of samples) {
      expect(parseWalletLocation(writeWalletLocation(new URLSearchParams(), sample))).toEqual(sample);
      expect(locationKey(sample)).toBe(
        locationKey(parseWalletLocation(writeWalletLocation(new URLSearchParams(), sample))),
      );
    }
  });
});
