import { type APIRequestContext, expect, test } from '@playwright/test';
import { operatorToken, PASSWORD, receiptPng, shot } from './wallet-helpers.ts';

/**
 * Issue 6 item 9: a fresh RUB player deposits by bank card against the real server and its sandbox
 * provider — fiat deposit → payment details → 'I paid' with a receipt → the operator confirms through the
 * operator API → the balance updates live (balance#) and the deposit-success modal shows (transaction#).
 * At a phone and a desktop size; screenshots are attached to the report.
 */

async function registerRubPlayer(request: APIRequestContext): Promise<string> {
  const email = `wallet-${Date.now()}-${Math.round(Math.random() * 1e6)}@example.com`;
  const response = await request.post('/api/v1/auth/register', {
    data: { email, password: PASSWORD, currency: 'RUB' },
  });
  expect(response.status()).toBe(201);
  const body = (await response.json()) as { token: string; user: { currency: { account: string } } };
  expect(body.user.currency.account).toBe('RUB');
  return body.token;
}

const sizes = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1440, height: 900 },
];

test.describe.configure({ mode: 'serial' });

for (const size of sizes) {
  test(`fiat deposit: details, receipt, operator confirms, live balance and success (${size.name})`, async ({
    page,
    context,
    request,
  }, testInfo) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const token = await registerRubPlayer(request);
    await context.addInitScript((value) => localStorage.setItem('casino.token', value), token);

    // Opened the way the shell opens it: the URL's wallet parameter.
    await page.goto('/en?wallet=deposit');
    const wallet = page.getByTestId('wallet-modal');
    await expect(wallet).toBeVisible();
    await expect(wallet.getByRole('tab', { name: 'Deposit' })).toHaveAttribute('aria-selected', 'true');
    const card = wallet.getByTestId('deposit-method-rub-p2p');
    await expect(card).toContainText('from 500 ₽');
    // Method and currency buttons show their icon files (the monogram is only a fallback).
    await expect(card.locator('[data-icon-state="ok"]')).toBeVisible();
    await expect(wallet.getByTestId('deposit-crypto-BTC').locator('[data-icon-state="ok"]')).toBeVisible();
    // Crypto buttons carry the deposit bonus (depositBonus × 100); the crypto group counts down to midnight.
    await expect(wallet.getByTestId('deposit-crypto-BTC')).toContainText('+5%');
    await expect(
      wallet.getByRole('region', { name: 'Crypto', exact: true }).getByText(/^ends in \d\d:\d\d:\d\d$/),
    ).toBeVisible();
    await shot(page, testInfo, `1-deposit-tab-${size.name}`);

    // Fiat deposit: presets within bounds, the third (2 000) by default; digits only; the minimum message.
    await card.click();
    await expect(page).toHaveURL(/wallet=fiat-deposit&wallet\.bankId=rub-p2p/);
    const amount = wallet.getByTestId('fiat-deposit-amount');
    await expect(amount).toHaveValue('2000');
    await amount.fill('1a0');
    await expect(amount).toHaveValue('10');
    await amount.blur();
    await expect(wallet.getByText('Minimum 500 RUB')).toBeVisible();
    await amount.fill('1500');
    await expect(wallet.getByText('Minimum 500 RUB')).toBeHidden();
    await shot(page, testInfo, `2-fiat-deposit-${size.name}`);
    await wallet.getByTestId('fiat-deposit-submit').click();

    // Details (order id in the URL): amount, card to pay to with copy, countdown; it survives a reload.
    await expect(page).toHaveURL(/wallet=fiat-deposit-details&wallet\.orderId=\d+/);
    const orderId = new URL(page.url()).searchParams.get('wallet.orderId') ?? '';
    const details = wallet.getByTestId('fiat-payment-details');
    await expect(details).toBeVisible();
    await expect(wallet.getByTestId('fiat-details-amount')).toContainText(/1[\s,]?500/);
    await expect(wallet.getByTestId('fiat-detail-card')).toHaveText(/^\d{4} \d{4} \d{4} \d{4}$/);
    await expect(wallet.getByRole('timer')).toContainText(/Pay within 1[45]:\d\d/);
    const copyCard = wallet.getByRole('button', { name: 'Copy Card number' });
    await copyCard.click();
    await expect(wallet.getByRole('button', { name: 'Copied' })).toBeVisible();
    await expect(page.getByText('Card number copied')).toBeVisible();
    await shot(page, testInfo, `3-details-${size.name}`);
    await page.reload();
    await expect(wallet.getByTestId('fiat-payment-details')).toBeVisible();

    // 'I paid' → the submit step; the browser's back returns to the non-submit step (SPEC back table).
    await wallet.getByTestId('fiat-i-paid').click();
    await expect(page).toHaveURL(/wallet\.step=submit/);
    await page.goBack();
    await expect(wallet.getByTestId('fiat-payment-details')).toBeVisible();
    await wallet.getByTestId('fiat-i-paid').click();
    const paid = wallet.getByTestId('fiat-paid-form');
    await expect(paid).toBeVisible();
    // Both fields are required.
    await paid.getByTestId('fiat-paid-submit').click();
    await expect(paid.getByText('Fill in this field')).toHaveCount(2);
    await paid.getByTestId('fiat-paid-name').fill('Ivan Petrov');
    await paid.getByTestId('fiat-paid-file').setInputFiles({
      name: 'receipt.png',
      mimeType: 'image/png',
      buffer: receiptPng(),
    });
    await expect(paid.getByText('receipt.png')).toBeVisible();
    await shot(page, testInfo, `4-receipt-${size.name}`);
    await paid.getByTestId('fiat-paid-submit').click();

    // Pending until the operator confirms.
    const pending = wallet.getByTestId('wallet-pending');
    await expect(pending).toBeVisible();
    await expect(pending).toHaveAttribute('data-type', 'deposit');
    await expect(page).toHaveURL(/wallet=pending&wallet\.type=deposit/);
    await shot(page, testInfo, `5-pending-${size.name}`);

    const operator = await operatorToken(request);
    const confirm = await request.post(`/api/admin/v1/orders/buy/${orderId}/confirm`, {
      headers: { authorization: `Bearer ${operator}` },
      data: {},
    });
    expect(confirm.ok()).toBeTruthy();

    // transaction# completed: the pending view closes and the success modal shows; balance# moves the
    // balance without a reload.
    const success = page.getByTestId('wallet-deposit-success');
    await expect(success).toBeVisible();
    await expect(wallet).toBeHidden();
    await expect(page).not.toHaveURL(/wallet=/);
    // The deposit also claims the first welcome step, 100% of it: the total is 3 000 ₽, 1 500 ₽ of it main.
    await expect(page.getByTestId('balance')).toContainText('3,000.00');
    await shot(page, testInfo, `6-success-${size.name}`);
    await success.getByRole('button', { name: 'Start playing' }).click();
    await expect(success).toBeHidden();
    await expect(page).toHaveURL(/\/en$/);

    // The live balance, wherever it is drawn (the phone shows it in the reopened wallet too).
    const balance = await request.get('/api/v1/wallet/balance', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(((await balance.json()) as { fiat: { value: string } }).fiat.value).toBe('1500.00');
  });
}

test('an external invoice opens in a frame; paying there returns to the history with the success modal', async ({
  page,
  context,
  request,
}, testInfo) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const token = await registerRubPlayer(request);
  await context.addInitScript((value) => localStorage.setItem('casino.token', value), token);
  await page.goto('/en?wallet=deposit');
  const wallet = page.getByTestId('wallet-modal');
  await wallet.getByTestId('deposit-method-rub-mpayment').click();
  await wallet.getByTestId('fiat-deposit-amount').fill('1000');
  await wallet.getByTestId('fiat-deposit-submit').click();

  // The method asks for a phone: it starts with the RUB default country's code (SPEC §9).
  const phone = wallet.getByTestId('fiat-field-phone');
  await expect(phone).toHaveValue('+7 ');
  await wallet.getByTestId('fiat-details-submit').click();
  await expect(wallet.getByText('Fill in this field')).toBeVisible();
  await phone.fill('+7 912 345 67 89');
  await wallet.getByTestId('fiat-details-submit').click();

  await expect(page).toHaveURL(/wallet=fiat-deposit-details&wallet\.orderId=\d+/);
  const frame = wallet.getByTestId('fiat-external-frame');
  await expect(frame).toBeVisible();
  const checkout = page.frameLocator('iframe[title="Payment page"]');
  await expect(checkout.getByText('1000.00 RUB')).toBeVisible();
  await shot(page, testInfo, 'external-frame-desktop');
  await checkout.getByRole('button', { name: 'Pay' }).click();

  await expect(page.getByTestId('wallet-deposit-success')).toBeVisible();
  await expect(page).toHaveURL(/wallet=history/);
  // 1 000 ₽ and the first welcome step's 100% bonus.
  await expect(page.getByTestId('balance')).toContainText('2,000.00');
  await shot(page, testInfo, 'external-done-desktop');
});

test('closing a top-up asks first; a player without deposits then sees the retention modal', async ({
  page,
  context,
  request,
}) => {
  const token = await registerRubPlayer(request);
  await context.addInitScript((value) => localStorage.setItem('casino.token', value), token);
  await page.goto('/en?wallet=fiat-deposit&wallet.bankId=rub-sbp');
  const wallet = page.getByTestId('wallet-modal');
  await expect(wallet.getByTestId('fiat-deposit-form')).toBeVisible();

  // Back follows SPEC's table: fiat-deposit → deposit tab.
  await wallet.getByTestId('wallet-back').click();
  await expect(page).toHaveURL(/wallet=deposit$/);
  await wallet.getByTestId('deposit-method-rub-sbp').click();

  await wallet.getByTestId('wallet-close').click();
  const confirm = page.getByTestId('wallet-exit-confirm');
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Continue top-up' }).click();
  await expect(confirm).toBeHidden();
  await expect(wallet.getByTestId('fiat-deposit-form')).toBeVisible();

  await wallet.getByTestId('wallet-close').click();
  await page.getByTestId('wallet-exit-confirm').getByRole('button', { name: 'Cancel' }).click();
  await expect(wallet).toBeHidden();
  const retention = page.getByTestId('wallet-retention');
  await expect(retention).toBeVisible();
  await retention.getByRole('button', { name: 'Top up now' }).click();
  await expect(wallet.getByTestId('wallet-deposit-tab')).toBeVisible();
});
