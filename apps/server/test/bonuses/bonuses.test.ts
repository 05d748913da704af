import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SimulatedChain } from '../../src/modules/cashier/index.ts';
import { auditLedger } from '../../src/modules/wallet/index.ts';
import { createTestApp, fundedPlayer, mainBalance, type TestApp } from '../app.ts';
import { expectError } from '../auth/helpers.ts';
import { ADMIN, auditRows, signInOperator } from '../backoffice/helpers.ts';
import { depositAddress } from '../cashier/helpers.ts';

let t: TestApp;
let chain: SimulatedChain;
let operator: Awaited<ReturnType<typeof signInOperator>>;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'off', SIMULATED_CHAIN: 'on' });
  if (!t.cryptoDeposits.chain) throw new Error('no simulated chain');
  chain = t.cryptoDeposits.chain;
  operator = await signInOperator(t);
});
afterAll(async () => {
  expect(await auditLedger(t.db.database.pool)).toEqual([]);
  await t.close();
});

const usdPlayer = (dollars: number) => fundedPlayer(t, BigInt(dollars * 100), { currency: 'USD' });
type Session = Awaited<ReturnType<typeof usdPlayer>>;

let keys = 0;
const grant = (s: Session, payload: Record<string, unknown>, key = `grant-${++keys}`, auth = operator.auth) =>
  t.app.inject({
    method: 'POST',
    url: `${ADMIN}/players/${s.user.globalId}/bonuses`,
    headers: { ...auth, 'idempotency-key': key },
    payload,
  });
const welcome = { amount: '2.00', currency: 'USD', wager: 3, days: 7, title: 'Welcome' };

const dice = (s: Session, amount: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/games/dice/bets',
    headers: { ...s.auth, 'idempotency-key': `bet-${++keys}` },
    payload: { amount, params: { target: 50.5, condition: 'over' } },
  });

const wagerCheck = (s: Session) => t.app.inject({ url: '/api/v2/wallet/wager', headers: s.auth });

async function balance(s: Session) {
  return (await t.app.inject({ url: '/api/v1/wallet/balance', headers: s.auth })).json() as {
    total: { value: string };
    fiat: { value: string };
    userBonuses: Array<{
      status: string;
      amount: { value: string };
      wager: { current: string; total: string };
    }>;
  };
}

async function bonusAccount(s: Session): Promise<bigint> {
  return (await t.wallet.ledger.playerBalances(s.player.id, 'USD')).bonus;
}

const bonusRows = async (s: Session) =>
  (
    await t.db.database.pool.query<{ status: string; amount: string; source: string }>(
      'SELECT status, amount, source FROM player_bonuses WHERE user_id = $1 ORDER BY id',
      [s.player.id.toString()],
    )
  ).rows;

describe('bonus wagering', () => {
  it('holds granted money in the bonus account and blocks withdrawal until the stakes reach amount × wager', async () => {
    const s = await usdPlayer(100);
    expect((await wagerCheck(s)).statusCode).toBe(200);
    const granted = await grant(s, welcome);
    expect(granted.statusCode, granted.body).toBe(200);
    expect(granted.json()).toMatchObject({ total: { value: '102.00' }, fiat: { value: '100.00' } });
    expect(await bonusAccount(s)).toBe(200n);

    const before = await balance(s);
    expect(before.userBonuses).toEqual([
      expect.objectContaining({
        status: 'active',
        amount: expect.objectContaining({ value: '2.00' }),
        wager: { current: '0.00', total: '6.00' },
      }),
    ]);
    expectError(await wagerCheck(s), 400, 'wager');
    const withdraw = await t.app.inject({
      method: 'POST',
      url: '/api/v1/wallet/txns/withdraw',
      headers: { ...s.auth, 'idempotency-key': 'w1' },
      payload: { currency: 'USDTTRC20', address: 'TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeBf', amount: '10' },
    });
    expectError(withdraw, 400, 'wager');

    // 5.00 of 6.00 staked: still blocked, progress shown.
    for (const amount of ['2.00', '3.00']) expect((await dice(s, amount)).statusCode).toBe(201);
    expect((await balance(s)).userBonuses[0]?.wager).toEqual({ current: '5.00', total: '6.00' });
    expectError(await wagerCheck(s), 400, 'wager');

    // The last 1.00 is staked by five bets at once, racing five wager checks: the bonus converts exactly once.
    const mainBefore = await mainBalance(t, s.player.id);
    const results = await Promise.all([
      ...Array.from({ length: 5 }, () => dice(s, '1.00')),
      ...Array.from({ length: 5 }, () => wagerCheck(s)),
    ]);
    expect(results.slice(0, 5).map((r) => r.statusCode)).toEqual([201, 201, 201, 201, 201]);
    // A check that ran before the bets committed still saw the wagering unmet.
    for (const check of results.slice(5)) expect([200, 400]).toContain(check.statusCode);
    expect((await wagerCheck(s)).statusCode).toBe(200);
    const payouts = results
      .slice(0, 5)
      .reduce(
        (sum, r) => sum + BigInt((r.json() as { bet: { payout: string } }).bet.payout.replace('.', '')),
        0n,
      );
    expect(await mainBalance(t, s.player.id)).toBe(mainBefore - 500n + payouts + 200n);
    expect(await bonusAccount(s)).toBe(0n);
    expect((await balance(s)).userBonuses).toEqual([]);
    const conversions = await t.db.database.pool.query(
      `SELECT count(*)::int AS n FROM ledger_transfers WHERE kind = 'bonus_wagered' AND metadata->>'bonusId' = $1`,
      [
        (
          await t.db.database.pool.query('SELECT id FROM player_bonuses WHERE user_id = $1', [
            s.player.id.toString(),
          ])
        ).rows[0]?.id,
      ],
    );
    expect(conversions.rows[0]?.n).toBe(1);
    expect(await bonusRows(s)).toEqual([expect.objectContaining({ status: 'wagered', amount: '200' })]);
  });

  it('burns an unwagered bonus at its deadline and then allows withdrawal', async () => {
    const s = await usdPlayer(50);
    expect((await grant(s, { ...welcome, days: 1 })).statusCode).toBe(200);
    expectError(await wagerCheck(s), 400, 'wager');
    const houseBefore = await t.wallet.ledger.houseBalance('bonus_cost', 'USD');
    t.clock.advance(24 * 60 * 60 * 1000 + 1);
    expect((await wagerCheck(s)).statusCode).toBe(200);
    expect(await bonusAccount(s)).toBe(0n);
    expect(await mainBalance(t, s.player.id)).toBe(5000n);
    expect(await t.wallet.ledger.houseBalance('bonus_cost', 'USD')).toBe(houseBefore + 200n);
    expect(await bonusRows(s)).toEqual([expect.objectContaining({ status: 'expired' })]);
    // The day also ended the operator's session.
    operator = await signInOperator(t);
  });

  it('counts only stakes placed after the grant', async () => {
    const s = await usdPlayer(100);
    expect((await dice(s, '10.00')).statusCode).toBe(201);
    expect((await grant(s, welcome)).statusCode).toBe(200);
    expect((await balance(s)).userBonuses[0]?.wager.current).toBe('0.00');
    expectError(await wagerCheck(s), 400, 'wager');
  });
});

describe('POST /api/admin/v1/players/{globalId}/bonuses', () => {
  it('grants once per Idempotency-Key and audits the grant', async () => {
    const s = await usdPlayer(0);
    const key = 'same-key';
    const first = await grant(s, welcome, key);
    const again = await grant(s, welcome, key);
    expect([first.statusCode, again.statusCode]).toEqual([200, 200]);
    expect(await bonusAccount(s)).toBe(200n);
    const rows = await auditRows(t, s.user.globalId);
    expect(rows).toEqual([
      expect.objectContaining({
        action: 'player.bonus',
        operator_id: operator.id.toString(),
        after: expect.objectContaining({
          amount: '2.00',
          currency: 'USD',
          wager: 3,
          days: 7,
          title: 'Welcome',
        }),
      }),
    ]);
  });

  it('refuses bad input, another currency, unknown players and player tokens', async () => {
    const s = await usdPlayer(0);
    for (const bad of [
      { ...welcome, amount: '-1' },
      { ...welcome, amount: '0' },
      { ...welcome, amount: '1.001' },
      { ...welcome, amount: 'x'.repeat(100) },
      { ...welcome, wager: 101 },
      { ...welcome, wager: 1.5 },
      { ...welcome, days: 0 },
      { ...welcome, title: '' },
      { ...welcome, title: 'a\u0000b' },
      { ...welcome, extra: true },
      {},
    ]) {
      expectError(await grant(s, bad), 400);
    }
    expectError(await grant(s, { ...welcome, currency: 'EUR' }), 400, 'error_currency_not_supported');
    expectError(
      await t.app.inject({
        method: 'POST',
        url: `${ADMIN}/players/nobody/bonuses`,
        headers: { ...operator.auth, 'idempotency-key': 'k' },
        payload: welcome,
      }),
      404,
    );
    expectError(await grant(s, welcome, 'player-key', s.auth), 403);
    expect(await bonusAccount(s)).toBe(0n);
  });
});

describe('crypto deposit bonus', () => {
  it('adds the currency depositBonus share of the credited amount once, with its wagering', async () => {
    const s = await usdPlayer(0);
    // Without the welcome bonus on crypto deposits, the currency's own bonus applies.
    const loyalty = await t.app.inject({
      method: 'POST',
      url: '/api/v2/users/loyalty',
      headers: s.auth,
      payload: {
        isWelcomeEnabledFiat: true,
        isWelcomeEnabledCrypto: false,
        preferredFiat: { id: null, isEnabled: false },
        preferredCrypto: { id: null, isEnabled: false },
      },
    });
    expect(loyalty.statusCode, loyalty.body).toBe(200);
    const { address } = await depositAddress(t, s, 'TRX');
    // 100 TRX; TRX's depositBonus is 5 %.
    const { chainTxId, outcome } = await chain.send({ currency: 'TRX', address, amount: 100_000_000n });
    expect(outcome).toMatchObject({ result: 'credited' });
    const credited = await mainBalance(t, s.player.id);
    expect(credited).toBeGreaterThan(0n);
    expect(await bonusAccount(s)).toBe(credited / 20n);
    expect(await bonusRows(s)).toEqual([
      expect.objectContaining({ status: 'active', source: expect.stringMatching(/^deposit:\d+$/) }),
    ]);
    expectError(await wagerCheck(s), 400, 'wager');

    await chain.send({ currency: 'TRX', address, amount: 100_000_000n, chainTxId });
    expect(await bonusAccount(s)).toBe(credited / 20n);
    expect(await bonusRows(s)).toHaveLength(1);
  });
});
