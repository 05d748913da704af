import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLedger } from '../../src/modules/wallet/index.ts';
import { createTestApp, fundPlayer, signUp, type TestApp } from '../app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'off' });
});
afterAll(async () => {
  expect(await auditLedger(t.db.database.pool)).toEqual([]);
  await t.close();
});

const CARD = '4276160000000000';

async function fundedPlayer(rubles: number) {
  const session = await signUp(t.app, { currency: 'RUB' });
  const player = await t.auth.getPlayerByGlobalId(session.user.globalId);
  if (!player) throw new Error('player missing');
  await fundPlayer(t, player, BigInt(rubles * 100));
  return { ...session, player };
}

type Session = Awaited<ReturnType<typeof fundedPlayer>>;

const sell = (s: Session, body: Record<string, unknown> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v2/wallet/orders/sell',
    headers: s.auth,
    payload: { amount: '1000', bankId: 'rub-p2p', details: { card: CARD, name: 'Ivan Petrov' }, ...body },
  });

async function newSell(s: Session, body: Record<string, unknown> = {}): Promise<string> {
  const response = await sell(s, body);
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { id: string }).id;
}

const balance = async (s: Session) =>
  (
    (await t.app.inject({ url: '/api/v1/wallet/balance', headers: s.auth })).json() as {
      fiat: { value: string };
    }
  ).fiat.value;

const cancelSell = (s: Session, id: string) =>
  t.app.inject({ method: 'POST', url: `/api/v1/wallet/orders/sell/${id}/cancel`, headers: s.auth });

describe('fiat withdrawal', () => {
  it('holds amount and fee, lists it as a cancellable pending sell and remembers the details', async () => {
    const s = await fundedPlayer(10_000);
    const id = await newSell(s);
    // 3% below 10,000: 1,000 + 30 held.
    expect(await balance(s)).toBe('8970.00');
    const history = (await t.app.inject({ url: '/api/v2/wallet/txns', headers: s.auth })).json() as {
      items: Array<{ id: string; type: string; status: string; cancellableUntil: string }>;
    };
    expect(history.items[0]).toMatchObject({ id, type: 'sell', status: 'pending' });
    expect(new Date(history.items[0]?.cancellableUntil ?? 0).getTime()).toBe(
      t.clock.now.getTime() + 10 * 60 * 1000,
    );
    const saved = await t.app.inject({
      url: '/api/v2/wallet/orders/sell/saved?bankId=rub-p2p',
      headers: s.auth,
    });
    expect(saved.json()).toMatchObject({ bankId: 'rub-p2p', details: { card: CARD } });
  });

  it('lets the player cancel before cancellableUntil, returning the funds, and not after', async () => {
    const s = await fundedPlayer(10_000);
    const first = await newSell(s);
    expect((await cancelSell(s, first)).json()).toMatchObject({ status: 'declined' });
    expect(await balance(s)).toBe('10000.00');
    expect((await cancelSell(s, first)).statusCode).toBe(409);
    const second = await newSell(s);
    t.clock.advance(10 * 60 * 1000);
    expect((await cancelSell(s, second)).statusCode).toBe(409);
    expect(await balance(s)).toBe('8970.00');
  });

  it('hides other players’ withdrawals and the wrong cancel call behind 404', async () => {
    const owner = await fundedPlayer(5_000);
    const other = await fundedPlayer(5_000);
    const id = await newSell(owner);
    expect((await cancelSell(other, id)).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/v1/wallet/txns/cancel/${id}`, headers: owner.auth }))
        .statusCode,
    ).toBe(404);
    for (const bad of ['abc', '0', '99999999999999'])
      expect((await cancelSell(owner, bad)).statusCode).toBe(404);
  });

  it('checks amount, details and method with SPEC keys', async () => {
    const s = await fundedPlayer(2_000);
    const tooMuch = (await sell(s, { amount: '1990' })).json() as {
      errors: Array<{ field: string; message: string }>;
    };
    expect(tooMuch.errors).toContainEqual(
      expect.objectContaining({ field: 'amount', message: 'Validation.maximum_amount' }),
    );
    // Below the minimum the form never sends; the server answers SPEC §8's wallet code with its params.
    const tooLittle = await sell(s, { amount: '999' });
    expect(tooLittle.statusCode).toBe(400);
    expect(tooLittle.json()).toMatchObject({
      detail: 'wallet_withdraw_too_small',
      params: { amount: '1000.00', currency: 'RUB' },
    });
    // With other field errors too, the minimum is one of the validation errors.
    const tooLittleAndNoCard = (
      await sell(s, { amount: '999', details: { name: 'Ivan Petrov' } })
    ).json() as {
      errors: Array<{ field: string; message: string }>;
    };
    expect(tooLittleAndNoCard.errors).toContainEqual(
      expect.objectContaining({ field: 'amount', message: 'Validation.minimum_amount' }),
    );
    const noCard = (await sell(s, { details: { name: 'Ivan Petrov' } })).json() as {
      errors: Array<{ field: string }>;
    };
    expect(noCard.errors.map((e) => e.field)).toContain('details.card');
    const badCard = (await sell(s, { details: { card: '1234', name: 'Ivan Petrov' } })).json() as {
      errors: Array<{ message: string }>;
    };
    expect(badCard.errors.map((e) => e.message)).toContain('Validation.invalid_card');
    expect((await sell(s, { bankId: 'usd-skrill' })).json()).toMatchObject({
      detail: 'error_currency_not_supported',
    });
    for (const amount of ['abc', '-5', '1e3', '']) expect((await sell(s, { amount })).statusCode).toBe(400);
    expect(await balance(s)).toBe('2000.00');
  });

  it('20 concurrent withdrawals of the whole balance: exactly one is accepted', async () => {
    const s = await fundedPlayer(1_030);
    const outcomes = await Promise.all(Array.from({ length: 20 }, () => sell(s)));
    expect(outcomes.filter((o) => o.statusCode === 201)).toHaveLength(1);
    // A loser that read the balance before the winner's hold loses at the hold; one that read it after is
    // refused by the amount rule. Either way a 400 with a SPEC code, never a second acceptance.
    for (const o of outcomes.filter((x) => x.statusCode !== 201)) {
      expect(o.statusCode).toBe(400);
      const body = o.json() as { detail: string; errors?: Array<{ message: string }> };
      if (body.detail === 'validation_error')
        expect(body.errors?.[0]?.message).toBe('Validation.maximum_amount');
      else expect(body.detail).toBe('insufficient_balance');
    }
    expect(await balance(s)).toBe('0.00');
  });

  it('a cancel racing an operator approval: exactly one wins and the ledger agrees', async () => {
    const s = await fundedPlayer(20_000);
    for (let round = 0; round < 8; round++) {
      const before = await balance(s);
      const id = await newSell(s);
      const [cancel, approve] = await Promise.allSettled([
        t.withdrawals.cancel(s.player, id, 'sell'),
        t.withdrawals.approve(id),
      ]);
      const winners = [cancel, approve].filter((o) => o.status === 'fulfilled');
      expect(winners).toHaveLength(1);
      const after = await balance(s);
      if (cancel.status === 'fulfilled') expect(after).toBe(before);
      else expect(Number(after)).toBeCloseTo(Number(before) - 1030, 2);
    }
    expect(await auditLedger(t.db.database.pool)).toEqual([]);
  });

  it('posts an approved withdrawal and returns a declined one', async () => {
    const s = await fundedPlayer(5_000);
    const approved = await newSell(s);
    await t.withdrawals.approve(approved);
    const declined = await newSell(s);
    await t.withdrawals.decline(declined);
    expect(await balance(s)).toBe('3970.00');
    await expect(t.withdrawals.approve(declined)).rejects.toMatchObject({ detail: 'conflict' });
  });

  it('stops at the daily withdrawal limit', async () => {
    const s = await fundedPlayer(20_000);
    for (let i = 0; i < 10; i++) await newSell(s);
    expect((await sell(s)).json()).toMatchObject({ detail: 'withdraw_daily_limit_exceeded' });
  });

  it('answers the wager check', async () => {
    const s = await fundedPlayer(1);
    expect((await t.app.inject({ url: '/api/v2/wallet/wager', headers: s.auth })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/v2/wallet/wager' })).statusCode).toBe(401);
  });
});
