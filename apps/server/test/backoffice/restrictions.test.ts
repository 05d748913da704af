import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLedger } from '../../src/modules/wallet/index.ts';
import { createTestApp, fundPlayer, signUp, type TestApp } from '../app.ts';
import { postBuy, postSell } from '../cashier/helpers.ts';
import { ADMIN, auditRows, signInOperator } from './helpers.ts';

let t: TestApp;
let operator: Awaited<ReturnType<typeof signInOperator>>;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'off' });
  operator = await signInOperator(t);
});
afterAll(async () => {
  expect(await auditLedger(t.db.database.pool)).toEqual([]);
  await t.close();
});

const restrict = (globalId: string, payload: unknown, headers: Record<string, string> = operator.auth) =>
  t.app.inject({
    method: 'POST',
    url: `${ADMIN}/players/${globalId}/restrictions`,
    headers,
    payload: payload as Record<string, unknown>,
  });

async function rubPlayer() {
  const session = await signUp(t.app, { currency: 'RUB' });
  const player = await t.auth.getPlayerByGlobalId(session.user.globalId);
  if (!player) throw new Error('player missing');
  await fundPlayer(t, player, 1_000_000n);
  return session;
}

const buy = (s: Awaited<ReturnType<typeof rubPlayer>>) => postBuy(t, s);
const sell = (s: Awaited<ReturnType<typeof rubPlayer>>) => postSell(t, s);
const detail = (response: { json: () => unknown }) => (response.json() as { detail: string }).detail;

describe('payment restrictions', () => {
  it('a buy ban refuses fiat deposits with wallet_buy_banned and leaves withdrawals alone; lifting it restores them', async () => {
    const s = await rubPlayer();
    const set = await restrict(s.user.globalId, { buyBanned: true });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({ buyBanned: true, fiatBanned: false });
    const refused = await buy(s);
    expect(refused.statusCode).toBe(403);
    expect(detail(refused)).toBe('wallet_buy_banned');
    expect((await sell(s)).statusCode).toBe(201);
    await restrict(s.user.globalId, { buyBanned: false });
    expect((await buy(s)).statusCode).toBe(201);
    const audit = await auditRows(t, s.user.globalId);
    expect(audit.map((row) => [row.action, row.before, row.after])).toEqual([
      [
        'player.restrictions',
        { buyBanned: false, fiatBanned: false },
        { buyBanned: true, fiatBanned: false },
      ],
      [
        'player.restrictions',
        { buyBanned: true, fiatBanned: false },
        { buyBanned: false, fiatBanned: false },
      ],
    ]);
  });

  it('a fiat ban refuses fiat deposits and withdrawals with wallet_fiat_banned', async () => {
    const s = await rubPlayer();
    await restrict(s.user.globalId, { fiatBanned: true });
    expect(detail(await buy(s))).toBe('wallet_fiat_banned');
    const refused = await sell(s);
    expect(refused.statusCode).toBe(403);
    expect(detail(refused)).toBe('wallet_fiat_banned');
  });

  it('refuses bad input, unknown players and player tokens', async () => {
    const s = await rubPlayer();
    for (const body of [{}, { buyBanned: 'yes' }, { fiatBanned: 1 }, { buyBanned: true, extra: true }, []]) {
      expect((await restrict(s.user.globalId, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await restrict('00000000-0000-4000-8000-000000000000', { buyBanned: true })).statusCode).toBe(
      404,
    );
    expect((await restrict(s.user.globalId, { buyBanned: true }, s.auth)).statusCode).toBe(403);
    expect(await auditRows(t, s.user.globalId)).toHaveLength(0);
  });
});
