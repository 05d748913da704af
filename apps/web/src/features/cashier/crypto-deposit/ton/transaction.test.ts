import { Address, beginCell, Cell } from '@ton/core';
import { describe, expect, it } from 'vitest';
import { JETTON_MASTERS, jettonMaster, sandboxJettonWallets } from './jetton-wallet.ts';
import { buildTonDepositTransaction, TonDepositError } from './transaction.ts';

/**
 * The expected cells are built here field by field from TEP-74 and the text-comment layout, not with the
 * module's helpers, and compared byte for byte (BOC) and by hash.
 */
const house = new Address(0, Buffer.alloc(32, 0x11));
const player = new Address(0, Buffer.alloc(32, 0x22));
const playerJettonWallet = new Address(0, Buffer.alloc(32, 0x33));
const now = new Date('2026-05-01T10:00:00.250Z');
const nowSeconds = Math.floor(now.getTime() / 1000);
const memo = '4815162342000001';

const houseFriendly = house.toString({ bounceable: false });

function expectSameCell(base64: string | undefined, expected: Cell) {
  expect(base64).toBeDefined();
  const actual = Cell.fromBase64(base64 as string);
  expect(actual.toBoc().toString('base64')).toBe(expected.toBoc().toString('base64'));
  expect(actual.hash().toString('hex')).toBe(expected.hash().toString('hex'));
  expect(base64).toBe(expected.toBoc().toString('base64'));
}

describe('TON deposit transaction (SPEC §9)', () => {
  it('TON: nanotons to the deposit address with the memo as a text comment, valid for 360 s', () => {
    const tx = buildTonDepositTransaction({
      currency: 'TON',
      amount: '1.5',
      depositAddress: houseFriendly,
      memo,
      now,
    });
    expect(tx.validUntil).toBe(nowSeconds + 360);
    expect(tx.messages).toHaveLength(1);
    const [message] = tx.messages;
    expect(message?.address).toBe(houseFriendly);
    expect(message?.amount).toBe('1500000000');
    const expected = beginCell().storeUint(0, 32).storeBuffer(Buffer.from(memo, 'utf8')).endCell();
    expectSameCell(message?.payload, expected);
  });

  it('TON without a memo carries no payload', () => {
    const tx = buildTonDepositTransaction({
      currency: 'TON',
      amount: '2',
      depositAddress: houseFriendly,
      now,
    });
    expect(tx.messages[0]).toEqual({ address: houseFriendly, amount: '2000000000' });
  });

  it('jettons: a TEP-74 transfer to the player’s jetton wallet with 0.1 TON and a 0.01 TON forward', () => {
    const tx = buildTonDepositTransaction({
      currency: 'NOT',
      amount: '1000',
      depositAddress: houseFriendly,
      memo,
      sender: player.toString(),
      jettonWallet: playerJettonWallet.toRawString(),
      now,
      queryId: 42n,
    });
    expect(tx.validUntil).toBe(nowSeconds + 360);
    const [message] = tx.messages;
    expect(message?.address).toBe(playerJettonWallet.toString({ bounceable: true }));
    expect(message?.amount).toBe('100000000');

    const comment = beginCell().storeUint(0, 32).storeBuffer(Buffer.from(memo, 'utf8')).endCell();
    const expected = beginCell()
      .storeUint(0x0f8a7ea5, 32) // op transfer
      .storeUint(42n, 64) // query_id
      .storeCoins(1000n * 10n ** 9n) // amount: 1000 NOT at 1e9
      .storeAddress(house) // destination
      .storeAddress(player) // response_destination
      .storeBit(0) // custom_payload: nothing
      .storeCoins(10_000_000n) // forward_ton_amount: 0.01 TON
      .storeBit(1) // forward_payload in a reference
      .storeRef(comment)
      .endCell();
    expectSameCell(message?.payload, expected);
  });

  it('USDT on TON counts in 1e6', () => {
    const tx = buildTonDepositTransaction({
      currency: 'USDTTON',
      amount: '12.5',
      depositAddress: houseFriendly,
      memo,
      sender: player.toString(),
      jettonWallet: playerJettonWallet.toString(),
      now,
    });
    const body = Cell.fromBase64(tx.messages[0]?.payload as string).beginParse();
    expect(body.loadUint(32)).toBe(0x0f8a7ea5);
    // The default query id is the clock's milliseconds.
    expect(body.loadUintBig(64)).toBe(BigInt(now.getTime()));
    expect(body.loadCoins()).toBe(12_500_000n);
    expect(body.loadAddress().equals(house)).toBe(true);
    expect(body.loadAddress().equals(player)).toBe(true);
    expect(body.loadMaybeRef()).toBeNull();
    expect(body.loadCoins()).toBe(10_000_000n);
    expect(body.loadBit()).toBe(true);
    const forward = body.loadRef().beginParse();
    expect(forward.loadUint(32)).toBe(0);
    expect(forward.loadStringTail()).toBe(memo);
  });

  it('a jetton transfer without a memo forwards an empty payload inline', () => {
    const tx = buildTonDepositTransaction({
      currency: 'DOGS',
      amount: '20000',
      depositAddress: houseFriendly,
      sender: player.toString(),
      jettonWallet: playerJettonWallet.toString(),
      now,
      queryId: 7n,
    });
    const expected = beginCell()
      .storeUint(0x0f8a7ea5, 32)
      .storeUint(7n, 64)
      .storeCoins(20000n * 10n ** 9n)
      .storeAddress(house)
      .storeAddress(player)
      .storeBit(0)
      .storeCoins(10_000_000n)
      .storeBit(0)
      .endCell();
    expectSameCell(tx.messages[0]?.payload, expected);
  });

  it('refuses a bad amount, a bad address, and a jetton transfer without the wallets', () => {
    const base = { currency: 'TON' as const, depositAddress: houseFriendly, now };
    const reason = (fn: () => unknown) => {
      try {
        fn();
      } catch (error) {
        return error instanceof TonDepositError ? error.reason : 'other';
      }
      return 'none';
    };
    expect(reason(() => buildTonDepositTransaction({ ...base, amount: '0' }))).toBe('invalid_amount');
    expect(reason(() => buildTonDepositTransaction({ ...base, amount: '1.0000000001' }))).toBe(
      'invalid_amount',
    );
    expect(reason(() => buildTonDepositTransaction({ ...base, amount: '1', depositAddress: 'nope' }))).toBe(
      'invalid_address',
    );
    expect(
      reason(() => buildTonDepositTransaction({ ...base, currency: 'NOT', amount: '1', jettonWallet: 'x' })),
    ).toBe('no_sender');
    expect(
      reason(() =>
        buildTonDepositTransaction({ ...base, currency: 'NOT', amount: '1', sender: player.toString() }),
      ),
    ).toBe('no_jetton_wallet');
  });
});

describe('jetton wallets', () => {
  it('knows valid masters for NOT, DOGS and USDT on TON', () => {
    for (const code of ['NOT', 'DOGS', 'USDTTON'] as const) {
      expect(jettonMaster(code)?.toString()).toBe(JETTON_MASTERS[code]);
    }
    expect(jettonMaster('JETTON')).toBeNull();
  });

  it('the sandbox names one stable address per master and owner', async () => {
    const master = jettonMaster('NOT') as Address;
    const a = await sandboxJettonWallets.jettonWallet(master, player);
    const b = await sandboxJettonWallets.jettonWallet(master, player);
    const other = await sandboxJettonWallets.jettonWallet(master, house);
    expect(a?.equals(b as Address)).toBe(true);
    expect(a?.equals(other as Address)).toBe(false);
  });
});
