import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from '../app.ts';
import { postBuy } from './helpers.ts';

/** Issue 14: a fiat deposit of "12.50" is refused with a message, never read as 1250 (SPEC §5.1). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'off' });
});
afterAll(async () => {
  await t.close();
});

const amountErrors = (body: string) =>
  ((JSON.parse(body) as { errors?: { field: string; message: string }[] }).errors ?? []).filter(
    (error) => error.field === 'amount',
  );

describe('POST /api/v2/wallet/orders/buy: the amount is whole units in digits', () => {
  it('refuses a decimal point or comma with Validation.whole_number and creates nothing', async () => {
    const s = await signUp(t.app, { currency: 'RUB' });
    for (const amount of ['12.50', '12,50', '1500.00', '1,500']) {
      const response = await postBuy(t, s, { amount });
      expect(response.statusCode, `${amount}: ${response.body}`).toBe(400);
      expect(amountErrors(response.body)).toEqual([{ field: 'amount', message: 'Validation.whole_number' }]);
    }
    const garbage = await postBuy(t, s, { amount: '15a0' });
    expect(garbage.statusCode).toBe(400);
    expect(amountErrors(garbage.body)).toEqual([{ field: 'amount', message: 'Validation.invalid_amount' }]);
  });

  it('takes "1500"', async () => {
    const s = await signUp(t.app, { currency: 'RUB' });
    const response = await postBuy(t, s, { amount: '1500' });
    expect(response.statusCode, response.body).toBe(201);
    expect((response.json() as { id: string }).id).toBeTruthy();
  });
});
