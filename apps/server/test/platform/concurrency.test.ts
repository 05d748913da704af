import type { BetView } from '@casino/shared';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signCryptoPayBody } from '../../src/modules/cashier/providers/crypto-pay.ts';
import { auditLedger } from '../../src/modules/wallet/index.ts';
import { createTestApp, fundedPlayer, mainBalance, type TestApp } from '../app.ts';
import { ADMIN, signInOperator } from '../backoffice/helpers.ts';
import { postBuy, postSell } from '../cashier/helpers.ts';
import { tinyPng } from '../fixtures/uploads.ts';

/**
 * Issue 12 item 3, "nothing hangs": 50 concurrent requests at every mutating money endpoint on a pool of
 * five connections. Every request completes with 2xx or 4xx (never a hang, never a 5xx), /api/health
 * answers within a couple of seconds throughout each burst, the ledger audit stays clean and the money
 * adds up to the minor unit.
 */
const POOL_SIZE = 5;
const BURST = 50;
/** A burst still running after this has hung. */
const BURST_TIMEOUT_MS = 30_000;
/** A health probe slower than this during a burst fails the case. */
const HEALTH_WITHIN_MS = 2_000;
/** Pacing of the health probes during a burst (a probe cadence, not a wait for an event). */
const PROBE_EVERY_MS = 25;
const SECRET_KEY = 'test-secret-key-for-websocket-tokens';
const PUBLIC_URL = 'https://casino.example';
const PNG = tinyPng().toString('base64');

let t: TestApp;
let operator: Awaited<ReturnType<typeof signInOperator>>;
const summary: string[] = [];

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'off', PUBLIC_URL }, { poolSize: POOL_SIZE });
  operator = await signInOperator(t);
});
afterAll(async () => {
  // One line per case: what the 50 requests answered.
  console.info(`concurrency (pool ${POOL_SIZE}):\n  ${summary.join('\n  ')}`);
  expect(await auditLedger(t.db.database.pool)).toEqual([]);
  await t.close();
});

type Reply = LightMyRequestResponse;

/** Status code → how many requests answered it. */
function tally(replies: Reply[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const r of replies) counts[r.statusCode] = (counts[r.statusCode] ?? 0) + 1;
  return counts;
}

const detailOf = (r: Reply) => {
  try {
    return (r.json() as { detail?: string }).detail;
  } catch {
    return undefined;
  }
};

/**
 * Fires `requests` at once and probes /api/health while they run. Fails when any request is still
 * pending after BURST_TIMEOUT_MS, answers 5xx (a 503 is reported, not excused), or a probe is slow or
 * answers anything but 200 ok / 503 degraded. Returns the replies in request order.
 */
async function burst(name: string, requests: Array<() => Promise<Reply>>): Promise<Reply[]> {
  let pending = requests.length;
  const all = Promise.all(
    requests.map((fire) =>
      fire().finally(() => {
        pending -= 1;
      }),
    ),
  );
  let done = false;
  const probes: Array<{ ms: number; status: number; body: string; during: boolean }> = [];
  const probe = async () => {
    const started = performance.now();
    const r = await t.app.inject({ method: 'GET', url: '/api/health' });
    probes.push({ ms: performance.now() - started, status: r.statusCode, body: r.body, during: !done });
  };
  const prober = (async () => {
    // The first probe goes out together with the burst; then one every PROBE_EVERY_MS until it ends.
    while (!done) {
      await Promise.all([probe(), new Promise((resolve) => setTimeout(resolve, PROBE_EVERY_MS))]);
    }
  })();

  let timer: NodeJS.Timeout | undefined;
  const hung = new Promise<'hung'>((resolve) => {
    timer = setTimeout(() => resolve('hung'), BURST_TIMEOUT_MS);
  });
  const outcome = await Promise.race([all, hung]);
  clearTimeout(timer);
  done = true;
  await prober;
  if (outcome === 'hung')
    throw new Error(
      `${name}: ${pending} of ${requests.length} requests still pending after ${BURST_TIMEOUT_MS} ms`,
    );
  const replies = outcome;

  const counts = tally(replies);
  const slowest = Math.round(Math.max(...probes.map((p) => p.ms)));
  summary.push(
    `${name}: ${JSON.stringify(counts)}; health ${probes.length} probes (${probes.filter((p) => p.during).length} during), slowest ${slowest} ms, statuses ${JSON.stringify(tally(probes.map((p) => ({ statusCode: p.status }) as Reply)))}`,
  );
  const failed = replies.filter((r) => r.statusCode >= 500);
  expect(
    failed.map((r) => `${r.statusCode} ${r.headers['retry-after'] ?? ''} ${r.body.slice(0, 300)}`),
    `${name}: 5xx answers`,
  ).toEqual([]);
  for (const r of replies) {
    expect(r.statusCode, r.body.slice(0, 300)).toBeGreaterThanOrEqual(200);
    expect(r.statusCode, r.body.slice(0, 300)).toBeLessThan(500);
  }
  expect(
    probes.some((p) => p.during),
    `${name}: no health probe answered during the burst`,
  ).toBe(true);
  for (const p of probes) {
    expect(p.ms, `${name}: health took ${p.ms} ms`).toBeLessThan(HEALTH_WITHIN_MS);
    if (p.status === 503) expect(JSON.parse(p.body)).toEqual({ status: 'degraded' });
    else expect(p.status, p.body).toBe(200);
  }
  return replies;
}

const times = <T>(n: number, make: (i: number) => T): T[] => Array.from({ length: n }, (_, i) => make(i));

/** Exactly one request of the burst won (`win`); every other answered one of `lose`. */
function expectOneWinner(replies: Reply[], win: number, lose: number[]): Reply {
  const winners = replies.filter((r) => r.statusCode === win);
  expect(winners, JSON.stringify(tally(replies))).toHaveLength(1);
  for (const r of replies.filter((x) => x.statusCode !== win)) expect(lose, r.body).toContain(r.statusCode);
  return winners[0] as Reply;
}

async function expectLedgerClean() {
  expect(await auditLedger(t.db.database.pool)).toEqual([]);
}

type Session = Awaited<ReturnType<typeof fundedPlayer>>;

const rubPlayer = (rubles = 0) => fundedPlayer(t, BigInt(rubles * 100), { currency: 'RUB' });
const usdPlayer = (dollars = 0) => fundedPlayer(t, BigInt(dollars * 100), { currency: 'USD' });

const admin = (url: string) =>
  t.app.inject({ method: 'POST', url: `${ADMIN}${url}`, headers: operator.auth });

const buy = (s: Session, headers: Record<string, string> = {}, body: Record<string, unknown> = {}) =>
  postBuy(t, s, body, headers);

async function newBuy(s: Session, body: Record<string, unknown> = {}): Promise<string> {
  const r = await buy(s, {}, body);
  expect(r.statusCode, r.body).toBe(201);
  return (r.json() as { id: string }).id;
}

/** A RUB sell of 1000: holds 1030 (amount and fee). */
const sell = (s: Session) => postSell(t, s);
const SELL_HOLD = 103_000n;

async function newSell(s: Session): Promise<string> {
  const r = await sell(s);
  expect(r.statusCode, r.body).toBe(201);
  return (r.json() as { id: string }).id;
}

const BTC_ADDRESS = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';
const withdraw = (s: Session) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/wallet/txns/withdraw',
    headers: s.auth,
    payload: { currency: 'BTC', address: BTC_ADDRESS, amount: '0.001' },
  });

const ordersOf = async (s: Session, type: string) => {
  const { rows } = await t.db.database.pool.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM cashier_transactions WHERE user_id = $1 AND type = $2',
    [s.player.id.toString(), type],
  );
  return rows[0]?.n;
};

describe('bets', () => {
  const dice = (s: Session, key: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/games/dice/bets',
      headers: { ...s.auth, 'idempotency-key': key },
      payload: { amount: '1.00', params: { target: 50.5, condition: 'over' } },
    });
  const payoutOf = (r: Reply) => BigInt((r.json() as { bet: BetView }).bet.payout.replace('.', ''));

  it('50 dice bets with distinct keys: all placed, balance = funded − stakes + payouts', async () => {
    const s = await usdPlayer(100);
    const replies = await burst(
      'bets, distinct keys',
      times(BURST, (i) => () => dice(s, `distinct-${i}`)),
    );
    const placed = replies.filter((r) => r.statusCode === 201);
    expect(placed).toHaveLength(BURST);
    const paid = placed.reduce((sum, r) => sum + payoutOf(r), 0n);
    expect(await mainBalance(t, s.player.id)).toBe(10_000n - BigInt(BURST) * 100n + paid);
    await expectLedgerClean();
  });

  it('50 dice bets with one key: exactly one bet, the rest replay it or answer 409 in progress', async () => {
    const s = await usdPlayer(100);
    const replies = await burst(
      'bets, same key',
      times(BURST, () => () => dice(s, 'one-key')),
    );
    const placed = replies.filter((r) => r.statusCode === 201);
    expect(placed.length).toBeGreaterThanOrEqual(1);
    const ids = new Set(placed.map((r) => (r.json() as { bet: BetView }).bet.id));
    expect(ids.size).toBe(1);
    for (const r of replies.filter((x) => x.statusCode !== 201)) {
      expect(r.statusCode, r.body).toBe(409);
      expect(detailOf(r)).toBe('idempotency_in_progress');
    }
    const { rows } = await t.db.database.pool.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM game_bets WHERE user_id = $1',
      [s.player.id.toString()],
    );
    expect(rows[0]?.n).toBe(1);
    expect(await mainBalance(t, s.player.id)).toBe(10_000n - 100n + payoutOf(placed[0] as Reply));
    await expectLedgerClean();
  });
});

describe('buy orders', () => {
  it('50 buy orders at once: the open-orders limit lets one through, the rest are 4xx', async () => {
    const s = await rubPlayer();
    const replies = await burst(
      'buy orders, no key',
      times(BURST, () => () => buy(s)),
    );
    expectOneWinner(replies, 201, [400]);
    for (const r of replies.filter((x) => x.statusCode !== 201))
      expect(detailOf(r)).toBe('error_orders_limit');
    expect(await ordersOf(s, 'buy')).toBe(1);
    expect(await mainBalance(t, s.player.id)).toBe(0n);
  });

  it('50 buy orders with one Idempotency-Key: one order, the same reply or 409 in progress', async () => {
    const s = await rubPlayer();
    const replies = await burst(
      'buy orders, same key',
      times(BURST, () => () => buy(s, { 'idempotency-key': 'buy-once' })),
    );
    const created = replies.filter((r) => r.statusCode === 201);
    expect(created.length).toBeGreaterThanOrEqual(1);
    expect(new Set(created.map((r) => r.body)).size).toBe(1);
    for (const r of replies.filter((x) => x.statusCode !== 201)) {
      expect(r.statusCode, r.body).toBe(409);
      expect(detailOf(r)).toBe('idempotency_in_progress');
    }
    expect(await ordersOf(s, 'buy')).toBe(1);
  });

  it('50 operator confirms of one buy order: one 200, credited once', async () => {
    const s = await rubPlayer();
    const id = await newBuy(s);
    const replies = await burst(
      'operator confirm',
      times(BURST, () => () => admin(`/orders/buy/${id}/confirm`)),
    );
    expectOneWinner(replies, 200, [409]);
    expect(await mainBalance(t, s.player.id)).toBe(150_000n);
    await expectLedgerClean();
  });

  it('50 operator accepts of one REPAY dispute: one 200, credited once', async () => {
    const s = await rubPlayer();
    const orderId = await newBuy(s);
    const paid = await t.app.inject({
      method: 'POST',
      url: `/api/v1/wallet/orders/buy/${orderId}/paid`,
      headers: s.auth,
      payload: { name: 'Ivan Petrov', fileName: 'r.png', fileContent: PNG },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const opened = await t.app.inject({
      method: 'POST',
      url: `/api/v1/wallet/orders/buy/${orderId}/dispute`,
      headers: s.auth,
      payload: {
        image: { name: 'receipt', fileName: 'r.png', fileContent: PNG },
        comment: 'I paid',
        acceptOption: 'REPAY',
      },
    });
    expect(opened.statusCode, opened.body).toBe(200);
    const { rows } = await t.db.database.pool.query<{ id: string }>(
      `SELECT id FROM cashier_disputes WHERE transaction_id = $1 AND status = 'open'`,
      [orderId],
    );
    const disputeId = String(rows[0]?.id);
    const replies = await burst(
      'dispute accept',
      times(BURST, () => () => admin(`/disputes/${disputeId}/accept`)),
    );
    expectOneWinner(replies, 200, [409]);
    expect(await mainBalance(t, s.player.id)).toBe(150_000n);
    await expectLedgerClean();
  });

  it('50 Pay presses on one sandbox checkout page: credited once', async () => {
    const s = await rubPlayer();
    const id = await newBuy(s, { bankId: 'rub-mpayment', externalFields: { phone: '+79161234567' } });
    const order = (
      await t.app.inject({ url: `/api/v1/wallet/orders/buy/${id}`, headers: s.auth })
    ).json() as {
      url: string;
    };
    expect(order.url.startsWith(`${PUBLIC_URL}/sandbox/checkout/`)).toBe(true);
    const pathname = order.url.slice(PUBLIC_URL.length);
    const page = await t.app.inject({ method: 'GET', url: pathname });
    const token = /name="token" value="([0-9a-f]{64})"/.exec(page.body)?.[1] ?? '';
    expect(token).not.toBe('');
    const replies = await burst(
      'sandbox checkout pay',
      times(
        BURST,
        () => () =>
          t.app.inject({
            method: 'POST',
            url: pathname,
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            payload: new URLSearchParams({ action: 'pay', token }).toString(),
          }),
      ),
    );
    // The page redirects back to itself whatever the order's state: the credit is what must happen once.
    for (const r of replies) expect(r.statusCode, r.body).toBe(303);
    expect(await mainBalance(t, s.player.id)).toBe(150_000n);
    await expectLedgerClean();
  });
});

describe('crypto deposits', () => {
  it('50 Crypto Pay (sandbox) deposits at once, then 50 copies of one paid webhook: credited once', async () => {
    const s = await usdPlayer();
    const deposit = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/wallet/txns/deposit',
        headers: s.auth,
        payload: { amount: '2', currency: 'TON', provider: 'cryptobot' },
      });
    const replies = await burst(
      'crypto deposits (cryptobot)',
      times(BURST, () => deposit),
    );
    const opened = replies.filter((r) => r.statusCode === 200);
    expect(opened.length).toBeGreaterThanOrEqual(1);
    const txIds = new Set(
      opened.map(
        (r) => /\/sandbox\/cryptobot\/(\d+)-/.exec((r.json() as { redirectUrl: string }).redirectUrl)?.[1],
      ),
    );
    expect(txIds.has(undefined)).toBe(false);
    const txId = [...txIds][0] as string;

    const body = JSON.stringify({
      update_id: 1,
      update_type: 'invoice_paid',
      request_date: new Date().toISOString(),
      payload: { invoice_id: `sandbox-${txId}`, status: 'paid', asset: 'TON', amount: '2', payload: txId },
    });
    const signature = signCryptoPayBody(SECRET_KEY, body);
    const hooks = await burst(
      'cryptobot paid webhook',
      times(
        BURST,
        () => () =>
          t.app.inject({
            method: 'POST',
            url: '/api/v1/webhooks/cryptobot',
            headers: { 'content-type': 'application/json', 'crypto-pay-api-signature': signature },
            payload: body,
          }),
      ),
    );
    for (const r of hooks) expect(r.statusCode, r.body).toBe(200);
    // 2 TON at $5.4.
    expect(await mainBalance(t, s.player.id)).toBe(1_080n);
    await expectLedgerClean();
  });
});

describe('withdrawals', () => {
  it('50 fiat sells of the whole balance at once: one held, the rest 4xx', async () => {
    const s = await rubPlayer(1_030);
    const replies = await burst(
      'fiat sells',
      times(BURST, () => () => sell(s)),
    );
    expectOneWinner(replies, 201, [400]);
    expect(await mainBalance(t, s.player.id)).toBe(0n);
    await expectLedgerClean();
  });

  it('50 cancels of one fiat sell: one 200, the hold returned once', async () => {
    const s = await rubPlayer(2_000);
    const id = await newSell(s);
    expect(await mainBalance(t, s.player.id)).toBe(200_000n - SELL_HOLD);
    const replies = await burst(
      'fiat sell cancel',
      times(
        BURST,
        () => () =>
          t.app.inject({ method: 'POST', url: `/api/v1/wallet/orders/sell/${id}/cancel`, headers: s.auth }),
      ),
    );
    expectOneWinner(replies, 200, [404, 409]);
    expect(await mainBalance(t, s.player.id)).toBe(200_000n);
    await expectLedgerClean();
  });

  it('50 crypto withdrawals at once, then 50 cancels of one: balance = funded − holds kept', async () => {
    const s = await usdPlayer(1_000);
    const replies = await burst(
      'crypto withdrawals',
      times(BURST, () => () => withdraw(s)),
    );
    const accepted = replies.filter((r) => r.statusCode === 201);
    expect(accepted.length).toBeGreaterThanOrEqual(1);
    const { rows } = await t.db.database.pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM cashier_transactions WHERE user_id = $1 AND type = 'withdraw'`,
      [s.player.id.toString()],
    );
    expect(rows[0]?.n).toBe(accepted.length);
    const afterHolds = await mainBalance(t, s.player.id);
    // Every accepted withdrawal holds the same amount (0.001 BTC and its fee at the fixed rate).
    const hold = (100_000n - afterHolds) / BigInt(accepted.length);
    expect(hold * BigInt(accepted.length)).toBe(100_000n - afterHolds);
    expect(hold).toBeGreaterThan(0n);

    const id = ((accepted[0] as Reply).json() as { id: string }).id;
    const cancels = await burst(
      'crypto withdrawal cancel',
      times(
        BURST,
        () => () =>
          t.app.inject({ method: 'POST', url: `/api/v1/wallet/txns/cancel/${id}`, headers: s.auth }),
      ),
    );
    expectOneWinner(cancels, 200, [404, 409]);
    expect(await mainBalance(t, s.player.id)).toBe(afterHolds + hold);
    await expectLedgerClean();
  });

  it('50 operator approvals of one withdrawal: one 200, the funds leave once', async () => {
    const s = await rubPlayer(2_000);
    const id = await newSell(s);
    const replies = await burst(
      'operator approve',
      times(BURST, () => () => admin(`/withdrawals/${id}/approve`)),
    );
    expectOneWinner(replies, 200, [409]);
    expect(await mainBalance(t, s.player.id)).toBe(200_000n - SELL_HOLD);
    await expectLedgerClean();
  });

  it('50 operator declines of one withdrawal: one 200, the hold returned once', async () => {
    const s = await rubPlayer(2_000);
    const id = await newSell(s);
    const replies = await burst(
      'operator decline',
      times(BURST, () => () => admin(`/withdrawals/${id}/decline`)),
    );
    expectOneWinner(replies, 200, [409]);
    expect(await mainBalance(t, s.player.id)).toBe(200_000n);
    await expectLedgerClean();
  });

  it('50 player cancels racing 50 operator approvals of one withdrawal: exactly one wins', async () => {
    const s = await rubPlayer(2_000);
    const id = await newSell(s);
    const replies = await burst(
      'cancel vs approve',
      times(BURST * 2, (i) =>
        i % 2 === 0
          ? () =>
              t.app.inject({
                method: 'POST',
                url: `/api/v1/wallet/orders/sell/${id}/cancel`,
                headers: s.auth,
              })
          : () => admin(`/withdrawals/${id}/approve`),
      ),
    );
    const winner = expectOneWinner(replies, 200, [404, 409]);
    const cancelled = replies.indexOf(winner) % 2 === 0;
    expect(await mainBalance(t, s.player.id)).toBe(cancelled ? 200_000n : 200_000n - SELL_HOLD);
    summary.push(`  (cancel vs approve: ${cancelled ? 'the cancel' : 'the approval'} won)`);
    await expectLedgerClean();
  });
});
