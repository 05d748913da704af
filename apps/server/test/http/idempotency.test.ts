import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ABANDONED_AFTER_MS, KEPT_FOR_MS } from '../../src/http/idempotency.ts';
import { auditLedger } from '../../src/modules/wallet/index.ts';
import { createTestApp, signUp, type TestApp } from '../app.ts';
import { postBuy } from '../cashier/helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'off' });
});
afterAll(async () => {
  expect(await auditLedger(t.db.database.pool)).toEqual([]);
  await t.close();
});

type Session = Awaited<ReturnType<typeof signUp>>;

const buy = (s: Session, key: string | undefined, amount = '1500') =>
  postBuy(t, s, { amount }, key === undefined ? {} : { 'idempotency-key': key });

async function orderCount(s: Session): Promise<number> {
  const player = await t.auth.getPlayerByGlobalId(s.user.globalId);
  const { rows } = await t.db.database.pool.query(
    'SELECT count(*)::int AS n FROM cashier_transactions WHERE user_id = $1',
    [String(player?.id)],
  );
  return rows[0].n;
}

describe('Idempotency-Key on money endpoints', () => {
  it('refuses a key over 200 characters, or not visible ASCII, instead of ignoring it', async () => {
    const s = await signUp(t.app, { currency: 'RUB' });
    for (const key of ['k'.repeat(201), 'ключ', 'a b', '']) {
      const response = await buy(s, key);
      expect(response.statusCode, JSON.stringify(key)).toBe(400);
      expect(response.json().errors).toEqual([
        { field: 'Idempotency-Key', message: 'Validation.invalid_format' },
      ]);
    }
    expect(await orderCount(s)).toBe(0);
    expect((await buy(s, 'k'.repeat(200))).statusCode).toBe(201);
  });

  it('runs 20 concurrent requests with one key once: the others get its reply or idempotency_in_progress', async () => {
    const s = await signUp(t.app, { currency: 'RUB' });
    const answers = await Promise.all(Array.from({ length: 20 }, () => buy(s, 'same-key')));
    const created = answers.filter((a) => a.statusCode === 201);
    expect(created.length).toBeGreaterThanOrEqual(1);
    for (const a of answers.filter((x) => x.statusCode !== 201)) {
      expect(a.statusCode).toBe(409);
      expect(a.json().detail).toBe('idempotency_in_progress');
      expect(a.headers['retry-after']).toBe('1');
    }
    expect(new Set(created.map((a) => a.json().id)).size).toBe(1);
    const replay = await buy(s, 'same-key');
    expect(replay.statusCode).toBe(201);
    expect(replay.json().id).toBe(created[0]?.json().id);
    expect(await orderCount(s)).toBe(1);
  });

  it('refuses the same key with another request, and keys are per player', async () => {
    const s = await signUp(t.app, { currency: 'RUB' });
    expect((await buy(s, 'k1')).statusCode).toBe(201);
    const reused = await buy(s, 'k1', '2000');
    expect(reused.statusCode).toBe(422);
    expect(reused.json().detail).toBe('idempotency_key_reused');
    const other = await signUp(t.app, { currency: 'RUB' });
    expect((await buy(other, 'k1')).statusCode).toBe(201);
  });

  it('frees the key of a refused request, so the corrected retry runs', async () => {
    const s = await signUp(t.app, { currency: 'RUB' });
    const refused = await buy(s, 'retry-key', '1');
    expect(refused.statusCode).toBe(400);
    // The same request again is refused again, not replayed from a store.
    expect((await buy(s, 'retry-key', '1')).statusCode).toBe(400);
    expect((await buy(s, 'retry-key', '1500')).statusCode).toBe(201);
    expect(await orderCount(s)).toBe(1);
  });

  it('takes over a key whose first request never finished, once it is abandoned', async () => {
    const s = await signUp(t.app, { currency: 'RUB' });
    const player = await t.auth.getPlayerByGlobalId(s.user.globalId);
    await t.db.database.pool.query(
      `INSERT INTO idempotency_keys (owner_id, scope, key, request_hash, created_at)
       SELECT $1, 'POST /api/v2/wallet/orders/buy', 'crashed', 'x', $2`,
      [String(player?.id), t.clock.now],
    );
    // Another request's claim: the hash differs, so while it may still run this one is refused.
    expect((await buy(s, 'crashed')).statusCode).toBe(422);
    await t.db.database.pool.query(`DELETE FROM idempotency_keys WHERE key = 'crashed'`);
    // Now this request claims it; then it looks as if the process died before storing the reply.
    const first = await buy(s, 'crashed');
    expect(first.statusCode).toBe(201);
    await t.db.database.pool.query(
      `UPDATE idempotency_keys SET status_code = NULL, response = NULL WHERE key = 'crashed'`,
    );
    const running = await buy(s, 'crashed');
    expect(running.statusCode).toBe(409);
    t.clock.advance(ABANDONED_AFTER_MS + 1000);
    const retaken = await buy(s, 'crashed');
    // The order itself replays from its own row: still one order.
    expect(retaken.statusCode).toBe(201);
    expect(retaken.json().id).toBe(first.json().id);
    expect(await orderCount(s)).toBe(1);
  });

  it('forgets keys after a day, so the table does not grow without end', async () => {
    const s = await signUp(t.app, { currency: 'RUB' });
    expect((await buy(s, 'old-key')).statusCode).toBe(201);
    expect(await t.app.idempotency.prune()).toBe(0);
    t.clock.advance(KEPT_FOR_MS + 1000);
    try {
      expect(await t.app.idempotency.prune()).toBeGreaterThanOrEqual(1);
      const { rows } = await t.db.database.pool.query(`SELECT 1 FROM idempotency_keys WHERE key = 'old-key'`);
      expect(rows).toEqual([]);
    } finally {
      t.clock.advance(-(KEPT_FOR_MS + 1000));
    }
  });
});
