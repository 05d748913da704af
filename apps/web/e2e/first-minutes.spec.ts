import { expect, test } from '@playwright/test';
import { PASSWORD } from './wallet-helpers.ts';

/**
 * Issue 14: what a new player meets in the first minutes on a 390 px phone — signing up in their own
 * currency and finding its bank methods, reading their history, the page's small print.
 */
test.use({ viewport: { width: 390, height: 844 } });

test('a new player picks EUR at sign-up and the deposit tab offers EUR bank methods', async ({ page }) => {
  await page.goto('/en');
  await page.getByRole('banner').getByRole('button', { name: 'Register' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Email').fill(`eur-${Date.now()}-${Math.round(Math.random() * 1e6)}@example.com`);
  await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await dialog.getByLabel('Account currency').selectOption('EUR');
  await dialog.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Your account is ready. Good luck!')).toBeVisible();

  await page.goto('/en?wallet=deposit');
  const wallet = page.getByTestId('wallet-modal');
  await expect(wallet.getByTestId('deposit-method-eur-revolut')).toBeVisible();
  await expect(wallet.getByTestId('deposit-method-eur-revolut')).toContainText('€');
  await expect(wallet.getByText(/No bank methods/)).toHaveCount(0);
});

test('history amounts are whole and grouped on a phone', async ({ page, request }) => {
  const registered = await request.post('/api/v1/auth/register', {
    data: {
      email: `hist-${Date.now()}-${Math.round(Math.random() * 1e6)}@example.com`,
      password: PASSWORD,
      currency: 'RUB',
    },
  });
  expect(registered.status()).toBe(201);
  const { token } = (await registered.json()) as { token: string };
  const order = await request.post('/api/v2/wallet/orders/buy', {
    headers: { authorization: `Bearer ${token}`, 'idempotency-key': `hist-${token.slice(0, 12)}` },
    data: { amount: '250000', bankId: 'rub-p2p', callbackUrl: 'http://127.0.0.1' },
  });
  expect(order.status()).toBe(201);
  await page.addInitScript((value) => localStorage.setItem('casino.token', value), token);

  await page.goto('/en?wallet=history');
  const amount = page.getByTestId('history-amount').first();
  await expect(amount).toHaveText('+250,000 ₽');
  // Not clipped: the text fits its box, and the box lies inside the row and the viewport.
  const fits = await amount.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const row = element.closest('[data-testid="history-row"]')?.getBoundingClientRect();
    return (
      element.scrollWidth <= element.clientWidth + 1 &&
      row !== undefined &&
      box.left >= row.left &&
      box.right <= row.right &&
      box.right <= window.innerWidth
    );
  });
  expect(fits).toBe(true);
});

test('the 18+ notice is said once per page', async ({ page }) => {
  for (const path of ['/en', '/en/games/dice', '/en/fairness', '/en/policies/terms']) {
    await page.goto(path);
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.getByText(/18\+/)).toHaveCount(1);
  }
});
