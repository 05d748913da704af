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

/**
 * The "done when": on a 390 px phone (in the busy project, with simulated players betting all
 * along) a new player signs up in euros, deposits through the provider's page, bets an amount with
 * decimals, sees the balance and bonus popover add up, and asks for a withdrawal; nothing overflows.
 */
test('sign up, deposit, play, see the balance and withdraw on a phone', async ({ page, request }) => {
  const email = `journey-${Date.now()}-${Math.round(Math.random() * 1e6)}@example.com`;
  const noSidewaysScroll = async () =>
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  await page.goto('/en');
  await page.getByRole('banner').getByRole('button', { name: 'Register' }).click();
  const signUp = page.getByRole('dialog', { name: 'Create your account' });
  await signUp.getByLabel('Email').fill(email);
  await signUp.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await signUp.getByLabel('Account currency').selectOption('EUR');
  await signUp.getByRole('button', { name: 'Create account' }).click();
  await expect(signUp).toBeHidden();
  await noSidewaysScroll();

  // This player wants to withdraw at once: they turn the welcome bonus off for bank deposits on /bonuses
  // (a deposit's bonus holds withdrawals until it is wagered).
  await page.goto('/en/bonuses');
  const fiatBonus = page.getByRole('switch', { name: 'On my fiat deposits' });
  await expect(fiatBonus).toHaveAttribute('aria-checked', 'true');
  await fiatBonus.click();
  await expect(fiatBonus).toHaveAttribute('aria-checked', 'false');

  // Deposit 50 € by Revolut: the provider's page opens in a frame; paying there credits the balance.
  await page.getByRole('banner').getByRole('button', { name: 'Top up' }).click();
  const wallet = page.getByTestId('wallet-modal');
  await wallet.getByTestId('deposit-method-eur-revolut').click();
  await wallet.getByTestId('fiat-deposit-amount').fill('50.5');
  await wallet.getByTestId('fiat-deposit-submit').click();
  await expect(wallet.getByText('Enter a whole amount, without a decimal point or comma')).toBeVisible();
  await wallet.getByTestId('fiat-deposit-amount').fill('50');
  await wallet.getByTestId('fiat-deposit-submit').click();
  await wallet.getByTestId('fiat-field-email').fill(email);
  await wallet.getByTestId('fiat-details-submit').click();
  await page.frameLocator('iframe[title="Payment page"]').getByRole('button', { name: 'Pay' }).click();
  const success = page.getByTestId('wallet-deposit-success');
  await expect(success).toBeVisible();
  await expect(page.getByTestId('balance')).toContainText('€50.00');
  await success.getByRole('button', { name: /playing/ }).click();
  await expect(success).toBeHidden();

  // A bet of 1.50 € keeps its decimals.
  await page.goto('/en/games/dice');
  const amount = page.getByLabel('Bet amount');
  await amount.fill('1.50');
  await page.getByRole('button', { name: 'Bet', exact: true }).click();
  await expect(page.getByTestId('balance')).not.toContainText('€50.00');
  const token = await page.evaluate(() => localStorage.getItem('casino.token'));
  const bets = await request.get('/api/v1/games/bets?limit=5&offset=0', {
    headers: { authorization: `Bearer ${token}` },
  });
  const [bet] = ((await bets.json()) as { items: { amount: string }[] }).items;
  expect(bet?.amount).toBe('1.50');
  await noSidewaysScroll();

  // The balance popover's total is main plus bonuses (none yet for a bank deposit).
  await page.getByTestId('balance').click();
  const popover = page.getByRole('dialog').filter({ hasText: 'Wallet' });
  await expect(popover).toBeVisible();
  await page.keyboard.press('Escape');

  // Withdraw 20 € back by Revolut: personal data first, then the confirmation, then pending.
  await page.goto('/en?wallet=withdraw');
  await wallet.getByRole('button', { name: /^Revolut/ }).click();
  await wallet.getByLabel('Amount').fill('20');
  await wallet.getByLabel(/e-?mail/i).fill(email);
  await wallet.getByLabel(/Full name/).fill('Alex Tester');
  await wallet.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Confirm the withdrawal' })
    .getByRole('button', { name: 'Confirm' })
    .click();
  // The server asks for the player's personal data before a first withdrawal (WITHDRAWALS_REQUIRE_PROFILE).
  await expect(page).toHaveURL(/wallet=personal-data/);
  await wallet.getByLabel('First name').fill('Alex');
  await wallet.getByLabel('Last name').fill('Tester');
  await wallet.getByText('Male', { exact: true }).click();
  await wallet.getByLabel('Date of birth').fill('1990-04-12');
  await wallet.getByRole('button', { name: 'Save and continue' }).click();
  await page
    .getByRole('dialog', { name: 'Confirm the withdrawal' })
    .getByRole('button', { name: 'Confirm' })
    .click();
  await expect(wallet.getByTestId('wallet-pending')).toHaveAttribute('data-type', 'withdraw');
  await noSidewaysScroll();
});
