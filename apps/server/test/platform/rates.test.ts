import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import {
  intervalScheduler,
  RATES_REFRESH_MS,
  type RatesSource,
  refreshRates,
  type Scheduler,
  startRatesRefresh,
} from '../../src/modules/wallet/index.ts';
import { createTestApp, signUp, type TestApp } from '../app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'off' });
});
afterAll(async () => {
  await t.close();
});

const source = (rates: Record<string, string>): RatesSource => ({
  name: 'test feed',
  usdRates: async () => new Map(Object.entries(rates)),
});

it('stores a live source’s rates and primaryValue follows them', async () => {
  const session = await signUp(t.app, { currency: 'RUB' });
  await t.app.inject({
    method: 'PATCH',
    url: '/api/v1/me',
    headers: session.auth,
    payload: { currency: { primary: 'USD' } },
  });
  const player = await t.auth.getPlayerByGlobalId(session.user.globalId);
  if (!player) throw new Error('player missing');
  await t.wallet.ledger.transfer({
    idempotencyKey: `rates:${player.globalId}`,
    kind: 'test_credit',
    entries: [
      { account: { house: 'adjustments', currency: 'RUB' }, amount: -1_000_000n },
      { account: { userId: player.id, name: 'main', currency: 'RUB' }, amount: 1_000_000n },
    ],
  });
  const result = await refreshRates(
    t.db.database.pool,
    source({ RUB: '0.0125', XYZ: '5', BTC: '0', EUR: '-1', TON: 'abc' }),
    t.clock.now,
  );
  expect(result.updated).toEqual(['RUB']);
  expect(result.rejected.sort()).toEqual(['BTC', 'EUR', 'TON', 'XYZ']);
  const balance = (await t.app.inject({ url: '/api/v1/wallet/balance', headers: session.auth })).json() as {
    fiat: { value: string; primaryValue: string };
  };
  expect(balance.fiat).toMatchObject({ value: '10000.00', primaryValue: '125.00' });
});

const rubRate = async () =>
  (
    await t.db.database.pool.query<{ rate: string }>(
      "SELECT rate::text AS rate FROM currency_rates WHERE base = 'RUB' AND quote = 'USD'",
    )
  ).rows[0]?.rate;

it('refreshes the rates at start and on every tick of its schedule, and not after stop', async () => {
  // An injected scheduler: the test fires the ticks, so nothing sleeps.
  const ticks: Array<() => void> = [];
  let every = 0;
  let cancelled = false;
  const scheduler: Scheduler = (ms, task) => {
    every = ms;
    ticks.push(task);
    return () => {
      cancelled = true;
    };
  };
  let rate = '0.0111';
  let calls = 0;
  const feed: RatesSource = {
    name: 'scheduled feed',
    usdRates: async () => {
      calls += 1;
      return new Map([['RUB', rate]]);
    },
  };
  const refresh = startRatesRefresh({
    pool: t.db.database.pool,
    source: feed,
    clock: () => t.clock.now,
    scheduler,
  });
  expect(every).toBe(RATES_REFRESH_MS);
  await refresh.refreshNow(); // joins the refresh made at start
  expect(calls).toBe(1);
  expect(await rubRate()).toBe('0.011100000000');

  rate = '0.0122';
  ticks[0]?.();
  await refresh.refreshNow();
  expect(calls).toBe(2);
  expect(await rubRate()).toBe('0.012200000000');

  refresh.stop();
  expect(cancelled).toBe(true);
  ticks[0]?.();
  expect(await refresh.refreshNow()).toBeNull();
  expect(calls).toBe(2);
});

it('keeps the previous rates when the feed fails, and says so', async () => {
  const errors: unknown[] = [];
  const refresh = startRatesRefresh({
    pool: t.db.database.pool,
    source: {
      name: 'broken feed',
      usdRates: async () => {
        throw new Error('feed down');
      },
    },
    clock: () => t.clock.now,
    scheduler: () => () => {},
    onError: (error) => errors.push(error),
  });
  expect(await refresh.refreshNow()).toBeNull();
  expect(errors).toHaveLength(1);
  expect(await rubRate()).toBe('0.012200000000');
  refresh.stop();
});

it('schedules nothing without a source (the embedded default keeps the seeded rates)', async () => {
  const scheduler = vi.fn<Scheduler>(() => () => {});
  const refresh = startRatesRefresh({ pool: t.db.database.pool, clock: () => t.clock.now, scheduler });
  expect(scheduler).not.toHaveBeenCalled();
  expect(await refresh.refreshNow()).toBeNull();
});

it('the interval scheduler ticks every interval, does not hold the process open, and stops', () => {
  vi.useFakeTimers();
  try {
    const setIntervalSpy = vi.spyOn(globalThis, 'setInterval');
    let ticks = 0;
    const cancel = intervalScheduler(1000, () => {
      ticks += 1;
    });
    const handle = setIntervalSpy.mock.results[0]?.value as NodeJS.Timeout;
    expect(handle.hasRef()).toBe(false);
    vi.advanceTimersByTime(3000);
    expect(ticks).toBe(3);
    cancel();
    vi.advanceTimersByTime(3000);
    expect(ticks).toBe(3);
  } finally {
    vi.restoreAllMocks();
    vi.useRealTimers();
  }
});
