import type { BonusListResponse } from '@casino/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SimulatedChain } from '../../src/modules/cashier/index.ts';
import { auditLedger } from '../../src/modules/wallet/index.ts';
import { createTestApp, fundedPlayer, type TestApp } from '../app.ts';
import { expectError } from '../auth/helpers.ts';
import { depositAddress } from '../cashier/helpers.ts';

let t: TestApp;
let chain: SimulatedChain;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'off', SIMULATED_CHAIN: 'on' });
  if (!t.cryptoDeposits.chain) throw new Error('no simulated chain');
  chain = t.cryptoDeposits.chain;
});
afterAll(async () => {
  expect(await auditLedger(t.db.database.pool)).toEqual([]);
  await t.close();
});

const pool = () => t.db.database.pool;
const player = (dollars = 0) => fundedPlayer(t, BigInt(dollars * 100), { currency: 'USD' });
type Session = Awaited<ReturnType<typeof player>>;
const balances = (s: Session) => t.wallet.ledger.playerBalances(s.player.id, 'USD');
const bonusIdOf = async (slug: string) =>
  (await pool().query<{ id: string }>('SELECT id FROM bonuses WHERE slug = $1', [slug])).rows[0]
    ?.id as string;

let keys = 0;
const dice = (s: Session, amount: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/games/dice/bets',
    headers: { ...s.auth, 'idempotency-key': `play-${++keys}` },
    payload: { amount, params: { target: 50.5, condition: 'over' } },
  });

/** The personal $25 gift (wager 20, max bet $5, dice counts 10%, converts at most 5×). */
async function giftBonus(s: Session): Promise<string> {
  const id = await bonusIdOf('vip-reload');
  await pool().query(
    'INSERT INTO bonus_personal_offers (bonus_id, user_id, created_at) VALUES ($1, $2, now())',
    [id, s.player.id.toString()],
  );
  const claimed = await t.app.inject({ method: 'POST', url: `/api/v1/bonuses/${id}/claim`, headers: s.auth });
  expect(claimed.statusCode, claimed.body).toBe(200);
  return id;
}

async function testCredit(s: Session, name: 'main' | 'bonus', minor: bigint, key: string) {
  await t.wallet.ledger.transfer({
    idempotencyKey: key,
    kind: 'test_credit',
    entries: [
      { account: { house: 'adjustments', currency: 'USD' }, amount: -minor },
      { account: { userId: s.player.id, name, currency: 'USD' }, amount: minor },
    ],
  });
}

const activeRow = async (s: Session) =>
  (
    await pool().query<{ status: string }>(
      'SELECT status FROM player_bonuses WHERE user_id = $1 ORDER BY id DESC LIMIT 1',
      [s.player.id.toString()],
    )
  ).rows[0]?.status;

const progress = async (s: Session) =>
  ((await t.app.inject({ url: '/api/v2/bonuses', headers: s.auth })).json() as BonusListResponse).items.find(
    (b) => b.status === 'active',
  )?.progress;

describe('playing with bonus money', () => {
  it('stakes main money first, then bonus money; winnings on bonus money stay bonus money', async () => {
    const s = await player(2);
    await giftBonus(s);
    const before = await balances(s);
    expect(before).toEqual({ main: 200n, bonus: 2500n });
    const reply = await dice(s, '5.00');
    expect(reply.statusCode, reply.body).toBe(201);
    const payout = BigInt((reply.json() as { bet: { payout: string } }).bet.payout.replace('.', ''));
    const after = await balances(s);
    // $2 of main and $3 of bonus staked; the payout comes back 2:3.
    const payoutBonus = (payout * 300n) / 500n;
    expect(after).toEqual({ main: payout - payoutBonus, bonus: 2200n + payoutBonus });
    const body = reply.json() as { balance: { total: { value: string }; fiat: { value: string } } };
    expect(BigInt(body.balance.fiat.value.replace('.', ''))).toBe(after.main);
    expect(BigInt(body.balance.total.value.replace('.', ''))).toBe(after.main + after.bonus);
  });

  it('refuses a stake above the active bonus wagerMaxBet with the limit, and writes nothing', async () => {
    const s = await player(50);
    await giftBonus(s);
    const refused = await dice(s, '5.01');
    expectError(refused, 400, 'bet_too_large');
    expect((refused.json() as { params: Record<string, string> }).params).toEqual({
      amount: '5.00',
      currency: 'USD',
    });
    expect(await balances(s)).toEqual({ main: 5000n, bonus: 2500n });
    expect((await dice(s, '5.00')).statusCode).toBe(201);
  });

  it('counts only the listed games, each by its percent', async () => {
    const s = await player(50);
    await giftBonus(s);
    for (let i = 0; i < 3; i++) expect((await dice(s, '5.00')).statusCode).toBe(201);
    // Dice counts 10%: $15 of stakes wager $1.50 of the $500.
    expect((await progress(s))?.wager).toEqual({ current: '1.50', total: '500.00' });
  });

  it('converts at most the cap when the wagering is met; the rest goes back to the house', async () => {
    const s = await player(0);
    await giftBonus(s);
    // Every game counts in full, 1× wagering, at most $10 converts.
    await pool().query(
      `UPDATE player_bonuses SET wager_multiplier = 1, games_wagers = NULL, max_win = 1000 WHERE user_id = $1`,
      [s.player.id.toString()],
    );
    // Winnings on bonus money, as if it had run hot.
    await testCredit(s, 'bonus', 10_000n, `hot-${s.player.id}`);
    for (let i = 0; i < 4; i++) expect((await dice(s, '5.00')).statusCode).toBe(201);
    expect(await activeRow(s)).toBe('active');
    expect((await balances(s)).bonus).toBeGreaterThan(1000n);
    // The 5th bet meets the $25; the balance it answers with ends the bonus: $10 to main, the rest removed.
    const last = await dice(s, '5.00');
    expect(last.json()).toMatchObject({
      balance: { fiat: { value: '10.00' }, total: { value: '10.00' }, userBonuses: [] },
    });
    expect(await activeRow(s)).toBe('wagered');
    expect(await balances(s)).toEqual({ main: 1000n, bonus: 0n });
  });

  it('expires at its deadline: the bonus money and its winnings go back to the house', async () => {
    const s = await player(10);
    await giftBonus(s);
    t.clock.advance(73 * 60 * 60 * 1000);
    expect(await progress(s)).toBeUndefined();
    expect(await activeRow(s)).toBe('expired');
    expect(await balances(s)).toEqual({ main: 1000n, bonus: 0n });
  });

  it('ends a bonus whose money is all lost', async () => {
    const s = await player(0);
    await giftBonus(s);
    // Stake the whole bonus until it is gone or 40 bets are done (a loss is certain long before).
    for (let i = 0; i < 40 && (await balances(s)).bonus > 0n; i++) {
      const b = await balances(s);
      const stake = b.bonus >= 500n ? '5.00' : `${b.bonus / 100n}.${String(b.bonus % 100n).padStart(2, '0')}`;
      if (b.main > 0n) break;
      await dice(s, stake);
    }
    const b = await balances(s);
    if (b.bonus === 0n && b.main === 0n) {
      await t.app.inject({ url: '/api/v2/bonuses', headers: s.auth });
      expect(await activeRow(s)).toBe('expired');
    }
  });

  it('50 bets of one player at once on mixed money: all finish and the money adds up', async () => {
    const s = await player(3);
    await giftBonus(s);
    const replies = await Promise.all(Array.from({ length: 50 }, () => dice(s, '1.00')));
    let net = 0n;
    for (const r of replies) {
      expect([201, 400]).toContain(r.statusCode);
      if (r.statusCode === 201) {
        const bet = (r.json() as { bet: { amount: string; payout: string } }).bet;
        net += BigInt(bet.payout.replace('.', '')) - BigInt(bet.amount.replace('.', ''));
      } else expectError(r, 400, 'insufficient_balance');
    }
    const after = await balances(s);
    expect(after.main + after.bonus).toBe(300n + 2500n + net);
    expect(after.main >= 0n && after.bonus >= 0n).toBe(true);
  });
});

describe('bonuses and withdrawals', () => {
  async function depositUsdt(s: Session, dollars: number) {
    const { address } = await depositAddress(t, s, 'USDTTRC20');
    await chain.send({ currency: 'USDTTRC20', address, amount: BigInt(dollars) * 1_000_000n });
  }
  const wagerCheck = (s: Session) => t.app.inject({ url: '/api/v2/wallet/wager', headers: s.auth });
  const withdraw = (s: Session) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/wallet/txns/withdraw',
      headers: s.auth,
      payload: { currency: 'BTC', address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', amount: '0.001' },
    });

  it('a deposit bonus holds the wager check; its winnings above the cap answer invalid_ggr', async () => {
    const s = await player(0);
    await depositUsdt(s, 30);
    expectError(await wagerCheck(s), 400, 'wager');
    // Bonus money ran above its $300 cap (10× the $30 bonus).
    await testCredit(s, 'bonus', 40_000n, `ggr-${s.player.id}`);
    expectError(await wagerCheck(s), 400, 'invalid_ggr');
  });

  it('other bonuses pass the wager check (the page warns); withdrawing needs a forfeit first, which burns them', async () => {
    const s = await player(200);
    await giftBonus(s);
    expect((await wagerCheck(s)).statusCode).toBe(200);
    expectError(await withdraw(s), 400, 'wager');
    const forfeited = await t.app.inject({ method: 'POST', url: '/api/v1/bonuses/forfeit', headers: s.auth });
    expect(forfeited.statusCode, forfeited.body).toBe(200);
    expect(forfeited.json()).toMatchObject({ total: { value: '200.00' }, userBonuses: [] });
    expect(await activeRow(s)).toBe('forfeited');
    expect(await balances(s)).toEqual({ main: 20_000n, bonus: 0n });
    const created = await withdraw(s);
    expect(created.statusCode, created.body).toBe(201);
    // Forfeiting again is harmless.
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/v1/bonuses/forfeit', headers: s.auth })).statusCode,
    ).toBe(200);
  });
});
