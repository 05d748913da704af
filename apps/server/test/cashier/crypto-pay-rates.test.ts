import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CryptoPayClient, CryptoPayError } from '../../src/modules/cashier/providers/crypto-pay.ts';
import {
  CryptoPayRates,
  pricedCurrencies,
  usdRatesFromExchangeRates,
} from '../../src/modules/cashier/providers/crypto-pay-rates.ts';
import { fxQuote, startRatesRefresh } from '../../src/modules/wallet/index.ts';
import { createTestApp, fundedPlayer, type TestApp } from '../app.ts';
import { type CryptoPayStandIn, exchangeRate, startCryptoPayStandIn } from '../stand-ins/crypto-pay.ts';

describe('usdRatesFromExchangeRates', () => {
  const currencies = {
    crypto: { TON: 'TON', BTC: 'BTC', USDTTRC20: 'USDT', USDTERC20: 'USDT' },
    fiat: ['USD', 'RUB', 'EUR', 'KZT'],
  };

  it('prices crypto at its asset’s USD rate, every token of one asset alike', () => {
    const usd = usdRatesFromExchangeRates(
      [
        exchangeRate('TON', 'USD', '5.41'),
        exchangeRate('BTC', 'USD', '97000.123'),
        exchangeRate('USDT', 'USD', '0.9998'),
        exchangeRate('TON', 'EUR', '5.01'),
      ],
      currencies,
    );
    expect(Object.fromEntries(usd)).toEqual({
      TON: '5.41',
      BTC: '97000.123',
      USDTTRC20: '0.9998',
      USDTERC20: '0.9998',
      USD: '1',
    });
  });

  it('crosses fiat through USDT exactly, at 12 decimals rounded half-up', () => {
    const usd = usdRatesFromExchangeRates(
      [
        exchangeRate('USDT', 'USD', '1'),
        exchangeRate('USDT', 'RUB', '80'),
        // 1 / 0.9 = 1.1111111111111… → rounds down at the 12th decimal
        exchangeRate('USDT', 'EUR', '0.9'),
        // 1 / 1.5 = 0.6666666666666… → rounds up at the 12th decimal
        exchangeRate('USDT', 'KZT', '1.5'),
      ],
      currencies,
    );
    expect(usd.get('RUB')).toBe('0.0125');
    expect(usd.get('EUR')).toBe('1.111111111111');
    expect(usd.get('KZT')).toBe('0.666666666667');
    expect(usd.get('USD')).toBe('1');
  });

  it('uses the USDT→USD rate in the cross, however many decimals either side has', () => {
    const usd = usdRatesFromExchangeRates(
      [exchangeRate('USDT', 'USD', '1.0002'), exchangeRate('USDT', 'RUB', '92.5')],
      currencies,
    );
    // 1.0002 / 92.5 = 0.010812972972972… → the 13th decimal 9 rounds the 12th up
    expect(usd.get('RUB')).toBe('0.010812972973');
  });

  it('skips invalid, unparseable, non-positive pairs and prices that would round to zero', () => {
    const usd = usdRatesFromExchangeRates(
      [
        exchangeRate('TON', 'USD', '5.41', false),
        exchangeRate('BTC', 'USD', 'abc'),
        exchangeRate('USDT', 'USD', '0'),
        exchangeRate('USDT', 'RUB', '80'),
        exchangeRate('USDT', 'EUR', '-1'),
        exchangeRate('USDT', 'KZT', '1e3'),
      ],
      currencies,
    );
    expect(Object.fromEntries(usd)).toEqual({ USD: '1' });

    const tiny = usdRatesFromExchangeRates(
      [
        exchangeRate('USDT', 'USD', '1'),
        exchangeRate('USDT', 'RUB', '2000000000000000'),
        exchangeRate('TON', 'USD', '0.0000000000001'),
      ],
      currencies,
    );
    expect(Object.fromEntries(tiny)).toEqual({ USD: '1', USDTTRC20: '1', USDTERC20: '1' });
  });

  it('a later duplicate of a pair does not override the first valid one', () => {
    const usd = usdRatesFromExchangeRates(
      [
        exchangeRate('TON', 'USD', '0', true),
        exchangeRate('TON', 'USD', '5'),
        exchangeRate('TON', 'USD', '6'),
      ],
      currencies,
    );
    expect(usd.get('TON')).toBe('5');
  });

  it('prices every crypto currency of ours, the USDT ones as USDT, and every fiat', () => {
    const priced = pricedCurrencies();
    expect(priced.crypto).toMatchObject({
      USDTTRC20: 'USDT',
      USDTERC20: 'USDT',
      USDTTON: 'USDT',
      TON: 'TON',
      BTC: 'BTC',
    });
    expect(priced.fiat).toEqual(expect.arrayContaining(['USD', 'RUB', 'EUR']));
  });
});

let t: TestApp;
let cp: CryptoPayStandIn;
const rateOf = async (code: string) =>
  (
    await t.db.database.pool.query<{ rate: string }>(
      `SELECT rate::text AS rate FROM currency_rates WHERE base = $1 AND quote = 'USD'`,
      [code],
    )
  ).rows[0]?.rate;

beforeAll(async () => {
  cp = await startCryptoPayStandIn();
  cp.exchangeRates = [
    exchangeRate('TON', 'USD', '6.5'),
    exchangeRate('BTC', 'USD', '100000'),
    exchangeRate('USDT', 'USD', '1'),
    exchangeRate('USDT', 'RUB', '80'),
    exchangeRate('USDT', 'EUR', '0.8'),
  ];
  t = await createTestApp({
    RATE_LIMITS: 'off',
    CRYPTO_PAY_TOKEN: cp.token,
    CRYPTO_PAY_BASE_URL: cp.baseUrl,
  });
});
afterAll(async () => {
  await t.close();
  await cp.close();
});

describe('Crypto Pay as the live rates feed', () => {
  it('refreshes the rates at start from getExchangeRates, and money converts at them', async () => {
    // The refresh made at start runs in the background: wait for it, bounded, without sleeping blind.
    await vi.waitFor(
      async () => {
        expect(await rateOf('RUB')).toBe('0.012500000000');
      },
      { timeout: 5000, interval: 20 },
    );
    expect(cp.exchangeRateCalls).toBeGreaterThanOrEqual(1);
    expect(cp.refused).toBe(0);
    expect(await rateOf('TON')).toBe('6.500000000000');
    expect(await rateOf('BTC')).toBe('100000.000000000000');
    expect(await rateOf('EUR')).toBe('1.250000000000');
    expect(await rateOf('USDTERC20')).toBe('1.000000000000');
    expect(await rateOf('USD')).toBe('1.000000000000');

    // 2 TON at 6.5 USD
    const quote = await fxQuote(t.db.database.pool, 2_000_000_000n, 'TON', 'USD');
    expect(quote).toMatchObject({ amount: 1300n, fromRate: '6.500000000000' });

    // 10 000 RUB shown in USD at the cross rate
    const s = await fundedPlayer(t, 1_000_000n, { currency: 'RUB' });
    const patched = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/me',
      headers: s.auth,
      payload: { currency: { primary: 'USD' } },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    const balance = (await t.app.inject({ url: '/api/v1/wallet/balance', headers: s.auth })).json() as {
      fiat: { value: string; primaryValue: string };
    };
    expect(balance.fiat).toMatchObject({ value: '10000.00', primaryValue: '125.00' });
  });

  const client = () => new CryptoPayClient({ token: cp.token, baseUrl: cp.baseUrl });
  const refreshWith = async (rates: CryptoPayRates) => {
    const errors: unknown[] = [];
    const refresh = startRatesRefresh({
      pool: t.db.database.pool,
      source: rates,
      clock: () => t.clock.now,
      scheduler: () => () => {},
      onError: (error) => errors.push(error),
    });
    const update = await refresh.refreshNow();
    refresh.stop();
    return { update, errors };
  };
  const noZeroRates = async () =>
    expect((await t.db.database.pool.query(`SELECT base FROM currency_rates WHERE rate <= 0`)).rows).toEqual(
      [],
    );

  it('keeps the previous rates when Crypto Pay answers ok: false', async () => {
    await vi.waitFor(async () => expect(await rateOf('TON')).toBe('6.500000000000'));
    cp.exchangeRatesAnswer = { ok: false, error: { code: 500, name: 'INTERNAL_ERROR' } };
    try {
      await expect(client().getExchangeRates()).rejects.toMatchObject({
        name: 'CryptoPayError',
        code: 500,
        errorName: 'INTERNAL_ERROR',
      });
      const { update, errors } = await refreshWith(new CryptoPayRates(client()));
      expect(update).toBeNull();
      expect(errors).toEqual([expect.any(CryptoPayError)]);
      expect(await rateOf('TON')).toBe('6.500000000000');
      expect(await rateOf('RUB')).toBe('0.012500000000');
    } finally {
      cp.exchangeRatesAnswer = undefined;
    }
  });

  it('refuses an answer that is not a list of exchange rates', async () => {
    cp.exchangeRatesAnswer = { ok: true, result: [{ source: 'TON', target: 'USD', rate: 6.5 }] };
    try {
      await expect(client().getExchangeRates()).rejects.toMatchObject({ errorName: 'bad_answer' });
      const { update, errors } = await refreshWith(new CryptoPayRates(client()));
      expect(update).toBeNull();
      expect(errors).toHaveLength(1);
      expect(await rateOf('TON')).toBe('6.500000000000');
    } finally {
      cp.exchangeRatesAnswer = undefined;
    }
  });

  it('refuses a wrong token like every other call', async () => {
    const wrong = new CryptoPayClient({ token: 'not-the-app-token', baseUrl: cp.baseUrl });
    await expect(wrong.getExchangeRates()).rejects.toMatchObject({ code: 401, errorName: 'UNAUTHORIZED' });
  });

  it('keeps the previous rate of every garbage, zero or invalid pair, and never stores zero', async () => {
    const previous = cp.exchangeRates;
    cp.exchangeRates = [
      exchangeRate('TON', 'USD', 'abc'),
      exchangeRate('BTC', 'USD', '0'),
      exchangeRate('ETH', 'USD', '3000', false),
      exchangeRate('USDT', 'USD', '1'),
      exchangeRate('USDT', 'RUB', '0'),
      exchangeRate('USDT', 'EUR', '0.5'),
    ];
    try {
      const ethBefore = await rateOf('ETH');
      const { update, errors } = await refreshWith(new CryptoPayRates(client()));
      expect(errors).toEqual([]);
      expect(update?.updated).toEqual(expect.arrayContaining(['EUR', 'USD', 'USDTTRC20']));
      expect(update?.updated.filter((c) => ['TON', 'BTC', 'ETH', 'RUB'].includes(c))).toEqual([]);
      expect(await rateOf('EUR')).toBe('2.000000000000');
      expect(await rateOf('TON')).toBe('6.500000000000');
      expect(await rateOf('BTC')).toBe('100000.000000000000');
      expect(await rateOf('ETH')).toBe(ethBefore);
      expect(await rateOf('RUB')).toBe('0.012500000000');
      await noZeroRates();
    } finally {
      cp.exchangeRates = previous;
    }
  });
});
