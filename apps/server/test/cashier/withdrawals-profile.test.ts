import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, fundPlayer, signUp, type TestApp } from '../app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'off', WITHDRAWALS_REQUIRE_PROFILE: 'on' });
});
afterAll(async () => {
  await t.close();
});

it('asks for complete personal data before a withdrawal when the verify flag is on (SPEC §4.4 step 3)', async () => {
  const session = await signUp(t.app, { currency: 'RUB' });
  const player = await t.auth.getPlayerByGlobalId(session.user.globalId);
  if (!player) throw new Error('player missing');
  await fundPlayer(t, player, 500_000n);
  const sell = () =>
    t.app.inject({
      method: 'POST',
      url: '/api/v2/wallet/orders/sell',
      headers: session.auth,
      payload: {
        amount: '1000',
        bankId: 'rub-p2p',
        details: { card: '4276160000000000', name: 'Ivan Petrov' },
      },
    });
  expect((await sell()).json()).toMatchObject({ detail: 'personal_data_required' });
  const patched = await t.app.inject({
    method: 'PATCH',
    url: '/api/v1/me',
    headers: session.auth,
    payload: { firstName: 'Ivan', lastName: 'Petrov', gender: 'male', dateOfBirth: '1990-05-17' },
  });
  expect(patched.statusCode, patched.body).toBe(200);
  expect((await sell()).statusCode).toBe(201);
});
