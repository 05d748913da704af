import type { BonusListResponse } from '@casino/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, fundedPlayer, type TestApp } from '../app.ts';
import { expectError } from '../auth/helpers.ts';
import { ADMIN, auditRows, signInOperator } from './helpers.ts';

let t: TestApp;
let operator: Awaited<ReturnType<typeof signInOperator>>;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'off' });
  operator = await signInOperator(t);
});
afterAll(() => t.close());

const body = (extra: Record<string, unknown> = {}) => ({
  slug: `cashback-${Math.random().toString(36).slice(2, 10)}`,
  titles: { en: 'Friday gift: $15', ru: 'Подарок пятницы: $15' },
  type: 'personal',
  isPersonal: true,
  welcomeStep: null,
  minDepositNumber: null,
  minDeposit: null,
  maxDeposit: null,
  amountMultiplier: 0,
  freespinsCount: 10,
  freespinsAmount: '0.20',
  freespinsGameId: 'neon-fruits',
  wager: 15,
  wagerFreespins: 20,
  wagerMaxBet: '5',
  maxAmount: '15.00',
  maxAmountMultiplier: 5,
  freespinsMaxAmount: '20',
  freespinsMaxAmountMultiplier: null,
  deadlineHours: 48,
  gamesWagers: [
    { id: 'neon-fruits', percent: 100 },
    { id: 'dice', percent: 10 },
  ],
  position: 50,
  ...extra,
});

const admin = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url: `${ADMIN}${url}`,
    headers: operator.auth,
    ...(payload ? { payload: payload as object } : {}),
  });

const playerList = async (auth: Record<string, string>) =>
  ((await t.app.inject({ url: '/api/v1/bonuses', headers: auth })).json() as BonusListResponse).items;

describe('operators run the bonus catalogue', () => {
  it('create, edit, offer to one player, retire: each audited, each seen by players at once', async () => {
    const created = await admin('POST', '/bonuses', body());
    expect(created.statusCode, created.body).toBe(201);
    const item = created.json() as {
      id: string;
      maxAmount: string;
      amountMultiplier: number;
      status: string;
    };
    expect(item).toMatchObject({
      maxAmount: '15.00',
      amountMultiplier: 0,
      status: 'active',
      freespinsAmount: '0.20',
    });

    const patched = await admin('PATCH', `/bonuses/${item.id}`, {
      maxAmount: '20',
      titles: { en: 'Friday gift: $20' },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json()).toMatchObject({ maxAmount: '20.00', titles: { en: 'Friday gift: $20' } });

    const s = await fundedPlayer(t, 0n, { currency: 'USD' });
    expect((await playerList(s.auth)).some((b) => b.id === item.id)).toBe(false);
    const offered = await admin('POST', `/bonuses/${item.id}/offers`, { globalId: s.user.globalId });
    expect(offered.statusCode, offered.body).toBe(200);
    expectError(
      await admin('POST', `/bonuses/${item.id}/offers`, { globalId: s.user.globalId }),
      409,
      'conflict',
    );
    const seen = (await playerList(s.auth)).find((b) => b.id === item.id);
    expect(seen).toMatchObject({ title: 'Friday gift: $20', status: 'available', isPersonal: true });
    expect(seen?.conditions).toMatchObject({ maxAmount: { value: '20.00' }, freespinsCount: 10, wager: 15 });

    const claimed = await t.app.inject({
      method: 'POST',
      url: `/api/v1/bonuses/${item.id}/claim`,
      headers: s.auth,
    });
    expect(claimed.statusCode, claimed.body).toBe(200);
    expect(claimed.json()).toMatchObject({
      status: 'active',
      progress: { amount: { value: '20.00' }, freespinsLeft: 10 },
    });

    const retired = await admin('POST', `/bonuses/${item.id}/retire`);
    expect(retired.json()).toMatchObject({ status: 'retired' });
    const other = await fundedPlayer(t, 0n, { currency: 'USD' });
    expectError(
      await admin('POST', `/bonuses/${item.id}/offers`, { globalId: other.user.globalId }),
      400,
      'bonus_unavailable',
    );

    expect((await auditRows(t, item.id)).map((r) => r.action)).toEqual([
      'bonus.create',
      'bonus.update',
      'bonus.retire',
    ]);
    expect((await auditRows(t, s.user.globalId)).map((r) => r.action)).toContain('player.bonus_offer');
    const listed = (await admin('GET', '/bonuses')).json() as { items: { id: string; status: string }[] };
    expect(listed.items.find((b) => b.id === item.id)?.status).toBe('retired');
    expect(listed.items.some((b) => b.status === 'active')).toBe(true);
  });

  it('refuses inconsistent bonuses with a 400 and writes nothing', async () => {
    const cases: [Record<string, unknown>, number][] = [
      [body({ titles: { ru: 'нет английского' } }), 400],
      [body({ minDeposit: '50', maxDeposit: '10' }), 400],
      [body({ welcomeStep: 2 }), 400],
      [body({ gamesWagers: [{ id: 'no-such-game', percent: 10 }] }), 400],
      [body({ amountMultiplier: 0.123456 }), 400],
      [body({ freespinsGameId: null }), 400],
      [body({ maxAmount: '-5' }), 400],
      [body({ wager: 1e9 }), 400],
      [body({ extra: true }), 400],
      [{ slug: 'x' }, 400],
    ];
    const before = (await admin('GET', '/bonuses')).json() as { items: unknown[] };
    for (const [payload, status] of cases) {
      const response = await admin('POST', '/bonuses', payload);
      expect(response.statusCode, `${JSON.stringify(payload).slice(0, 80)} ${response.body}`).toBe(status);
    }
    expect(((await admin('GET', '/bonuses')).json() as { items: unknown[] }).items).toHaveLength(
      before.items.length,
    );
    expectError(await admin('PATCH', '/bonuses/999999', { wager: 3 }), 404, 'not_found');
    expectError(await admin('PATCH', '/bonuses/abc', { wager: 3 }), 400, 'validation_error');
    const taken = body();
    expect((await admin('POST', '/bonuses', taken)).statusCode).toBe(201);
    expectError(await admin('POST', '/bonuses', taken), 409, 'conflict');
  });

  it('is for operators only', async () => {
    const s = await fundedPlayer(t, 0n, { currency: 'USD' });
    expectError(await t.app.inject({ url: `${ADMIN}/bonuses`, headers: s.auth }), 403, 'forbidden');
    expectError(await t.app.inject({ method: 'POST', url: `${ADMIN}/bonuses`, payload: body() }), 401);
  });
});
