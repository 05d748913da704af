import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { A11yLog } from './a11y-helpers.ts';
import { demoAccount } from './demo-accounts.ts';
import { totp } from './totp.ts';
import { PASSWORD, receiptPng, shot } from './wallet-helpers.ts';

/**
 * Issue 20, the back office at /backoffice against the real server:
 * 1. the demo cashier signs in, turns on TOTP two-factor (codes computed here, RFC 6238), sees the
 *    recovery codes once, and on the next sign-in is asked for a code;
 * 2. a player in a second browser deposits by card with a receipt; the order arrives in the cashier's
 *    queue on its own (polling, "new"), the cashier confirms it with the receipt in view, and the
 *    player's balance moves without a reload;
 * 3. axe on every back-office screen (and its dialogs) finds nothing serious or critical.
 * The e2e server runs with OPERATOR_TWO_FACTOR=optional (start-server.ts), so the demo admin signs in
 * with a password alone and the other specs' API sign-ins keep working; only the cashier gets a code here.
 */

test.describe.configure({ mode: 'serial' });

/**
 * A code the server takes now: each step's code works once and never one older than the last used, and
 * the server accepts the next step too. So the step is now's, or the one after the last used; at most
 * one ahead, so no test waits for the clock.
 */
let lastStep = 0;
function nextCode(secret: string): string {
  const now = Math.floor(Date.now() / 1000 / 30);
  const step = Math.max(now, lastStep + 1);
  if (step > now + 1) throw new Error('two codes already used in this 30 s step');
  lastStep = step;
  return totp(secret, step);
}

/** What test 1 leaves for test 2: the cashier's recovery codes. */
let recoveryCodes: string[] = [];

async function signIn(page: Page, account: { email: string; password: string }) {
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

async function registerRubPlayer(request: APIRequestContext) {
  const email = `bo-${Date.now()}-${Math.round(Math.random() * 1e6)}@example.com`;
  const response = await request.post('/api/v1/auth/register', {
    data: { email, password: PASSWORD, currency: 'RUB' },
  });
  expect(response.status()).toBe(201);
  const { token } = (await response.json()) as { token: string };
  const me = await request.get('/api/v1/me', { headers: { authorization: `Bearer ${token}` } });
  const { globalId } = (await me.json()) as { globalId: string };
  return { email, token, globalId };
}

/** A buy order the player says they paid, with a receipt: what waits in the cashier's queue. */
async function paidOrder(request: APIRequestContext, token: string): Promise<string> {
  const headers = { authorization: `Bearer ${token}` };
  const created = await request.post('/api/v2/wallet/orders/buy', {
    headers: { ...headers, 'idempotency-key': `bo-${token.slice(0, 16)}` },
    data: { amount: '1500', bankId: 'rub-p2p', callbackUrl: 'http://127.0.0.1' },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const paid = await request.post(`/api/v1/wallet/orders/buy/${id}/paid`, {
    headers,
    data: { name: 'Ivan Petrov', fileName: 'receipt.png', fileContent: receiptPng().toString('base64') },
  });
  expect(paid.ok()).toBe(true);
  return id;
}

async function playerPage(browser: Browser, token: string) {
  const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 800 } });
  await context.addInitScript((value) => localStorage.setItem('casino.token', value), token);
  return { context, page: await context.newPage() };
}

test('a cashier turns on TOTP two-factor, keeps the recovery codes, and is asked for a code next time', async ({
  page,
}, testInfo) => {
  const cashier = demoAccount('cashier');
  await page.goto('/backoffice');
  await signIn(page, cashier);
  await expect(page.getByRole('heading', { name: 'Cashier', level: 1 })).toBeVisible();
  await expect(page.getByTestId('operator-email')).toHaveText(cashier.email);
  // A cashier's nav: the queues and the players, nothing else.
  const nav = page.getByRole('navigation', { name: 'Back office sections' });
  await expect(nav.getByRole('link')).toHaveText([/^Cashier/, 'Players']);

  await page.getByTestId('two-factor-set-up').click();
  await expect(page.getByRole('heading', { name: 'Set up two-factor sign-in' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'QR code for the authenticator app' })).toBeVisible();
  const secret = ((await page.getByTestId('two-factor-secret').textContent()) ?? '').replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await shot(page, testInfo, 'two-factor-setup');

  // A wrong code is refused in words; the right one turns it on.
  await page.getByLabel('6-digit code').fill(totp(secret, Math.floor(Date.now() / 30_000) + 5));
  await page.getByRole('button', { name: 'Turn on two-factor' }).click();
  await expect(page.getByRole('alert')).toContainText('That code is wrong or was already used');
  await page.getByLabel('6-digit code').fill(nextCode(secret));
  await page.getByRole('button', { name: 'Turn on two-factor' }).click();

  const codes = page.getByTestId('recovery-codes').getByRole('listitem');
  await expect(codes).toHaveCount(10);
  recoveryCodes = (await codes.allTextContents()).map((code) => code.trim());
  for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/);
  await shot(page, testInfo, 'recovery-codes');
  await page.getByTestId('recovery-codes-saved').click();
  await expect(page.getByRole('heading', { name: 'Cashier', level: 1 })).toBeVisible();
  await expect(page.getByTestId('two-factor-set-up')).toHaveCount(0);

  // Signed out and in again: the password alone is not enough any more.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await signIn(page, cashier);
  await expect(page.getByRole('heading', { name: 'Two-factor code' })).toBeVisible();
  await page.getByLabel('6-digit code').fill(nextCode(secret));
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Cashier', level: 1 })).toBeVisible();
});

test('the cashier confirms a buy order with its receipt in view; the player sees the balance move live', async ({
  page,
  browser,
  request,
}, testInfo) => {
  // The file runs in order (serial): the first test turned two-factor on and kept these.
  expect(recoveryCodes, 'recovery codes from the two-factor test').toHaveLength(10);
  const cashier = demoAccount('cashier');
  await page.setViewportSize({ width: 1440, height: 900 });

  // The cashier, signed in with a recovery code (a lost phone), watches the queue.
  await page.goto('/backoffice/cashier');
  await signIn(page, cashier);
  await page.getByRole('button', { name: 'Use a recovery code' }).click();
  await page.getByLabel('Recovery code').fill(recoveryCodes[0] ?? '');
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Cashier', level: 1 })).toBeVisible();
  await expect(page.getByTestId('queue-updated')).toContainText('Updated');

  // The player, in a second browser, deposits 1 500 ₽ by card and sends the receipt.
  const player = await registerRubPlayer(request);
  const { context, page: playerTab } = await playerPage(browser, player.token);
  await playerTab.goto('/en?wallet=deposit');
  const wallet = playerTab.getByTestId('wallet-modal');
  await wallet.getByTestId('deposit-method-rub-p2p').click();
  await wallet.getByTestId('fiat-deposit-amount').fill('1500');
  await wallet.getByTestId('fiat-deposit-submit').click();
  await expect(playerTab).toHaveURL(/wallet=fiat-deposit-details&wallet\.orderId=\d+/);
  const orderId = new URL(playerTab.url()).searchParams.get('wallet.orderId') ?? '';
  await wallet.getByTestId('fiat-i-paid').click();
  const paid = wallet.getByTestId('fiat-paid-form');
  await paid.getByTestId('fiat-paid-name').fill('Ivan Petrov');
  await paid
    .getByTestId('fiat-paid-file')
    .setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: receiptPng() });
  await paid.getByTestId('fiat-paid-submit').click();
  await expect(wallet.getByTestId('wallet-pending')).toBeVisible();

  // It arrives in the queue by itself, marked new, with the tab's count.
  const row = page.locator(`[data-testid="buy-order-row"][data-order-id="${orderId}"]`);
  await expect(row).toBeVisible();
  await expect(row.getByText('New', { exact: true })).toBeVisible();
  await expect(page.getByTestId('queue-new-buy')).toBeVisible();
  await expect(row).toContainText('1,500.00 RUB');
  await shot(page, testInfo, 'queue-new-order');

  await row.getByRole('button', { name: `Confirm order ${orderId}` }).click();
  const dialog = page.getByRole('dialog', { name: `Confirm buy order #${orderId}` });
  const receipt = dialog.getByTestId('receipt-image');
  await expect(receipt).toBeVisible();
  // The player's own 24×24 PNG, fetched with the operator's token.
  await expect.poll(() => receipt.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(24);
  await shot(page, testInfo, 'confirm-with-receipt');
  await dialog.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toHaveCount(0);

  // The player's page moves without a reload: balance# and transaction# over the socket.
  await expect(playerTab.getByTestId('wallet-deposit-success')).toBeVisible();
  // 1 500 ₽ and the first welcome step's 100% bonus (as wallet-deposit.spec.ts).
  await expect(playerTab.getByTestId('balance')).toContainText('3,000.00');
  const balance = await request.get('/api/v1/wallet/balance', {
    headers: { authorization: `Bearer ${player.token}` },
  });
  expect(((await balance.json()) as { fiat: { value: string } }).fiat.value).toBe('1500.00');

  // The player's page in the back office shows it too.
  await page.goto(`/backoffice/players/${player.globalId}`);
  await expect(page.getByTestId('player-balance')).toContainText('1,500.00 RUB');
  await expect(page.getByTestId('player-transaction-row').first()).toContainText(orderId);
  await shot(page, testInfo, 'player-1440');
  await context.close();
});

test('axe finds nothing serious on any back-office screen, at 360 px and 1440 px', async ({
  page,
  request,
}, testInfo) => {
  const admin = demoAccount('operator');
  const player = await registerRubPlayer(request);
  await paidOrder(request, player.token);
  const log = new A11yLog(page);

  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/backoffice');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await log.check('sign-in');
  await signIn(page, admin);
  await expect(page.getByRole('heading', { name: 'Cashier', level: 1 })).toBeVisible();
  await expect(page.getByTestId('buy-order-row').first()).toBeVisible();
  await log.check('cashier: buy orders');
  await shot(page, testInfo, 'cashier-1440');

  const row = page.getByTestId('buy-order-row').first();
  await row.getByRole('button', { name: /^Confirm order/ }).click();
  await expect(page.getByRole('dialog').getByTestId('receipt-image')).toBeVisible();
  await log.check('cashier: confirm dialog with receipt');
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await row.getByRole('button', { name: /^Decline/ }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await log.check('cashier: decline dialog');
  await page.keyboard.press('Escape');
  for (const queue of ['withdrawals', 'disputes'] as const) {
    await page.getByTestId(`queue-tab-${queue}`).click();
    await expect(page.getByRole('tabpanel')).not.toContainText('Loading');
    await log.check(`cashier: ${queue}`);
  }

  await page.getByRole('link', { name: 'Players' }).click();
  await expect(page.getByRole('heading', { name: 'Players', level: 1 })).toBeVisible();
  await log.check('players: before a search');
  await page.getByLabel('Search players').fill(player.email);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByTestId('player-row')).toHaveCount(1);
  await log.check('players: results');
  await page.getByTestId('player-row').getByRole('link').click();
  await expect(page.getByTestId('player-balance')).toBeVisible();
  for (const tab of [
    'transactions',
    'ledger',
    'bets',
    'bonuses',
    'sessions',
    'protection',
    'audit',
  ] as const) {
    await page.getByTestId(`player-tab-${tab}`).click();
    await expect(page.getByRole('tabpanel')).not.toContainText('Loading');
    await log.check(`player: ${tab}`);
  }
  await page.getByTestId('player-tab-transactions').click();
  await expect(page.getByTestId('player-transaction-row').first()).toBeVisible();
  await shot(page, testInfo, 'player-page-1440');
  await page.getByRole('button', { name: 'Adjust balance' }).click();
  await expect(page.getByRole('dialog', { name: 'Adjust balance' })).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Post adjustment' }).click();
  await expect(page.getByRole('dialog').getByText('Fill in this field').first()).toBeVisible();
  await log.check('player: adjust dialog with errors');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Ban' }).click();
  await log.check('player: ban dialog');
  await page.keyboard.press('Escape');

  await page.getByRole('link', { name: 'Reports' }).click();
  await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible();
  await expect(page.getByTestId('report-row').first()).toBeVisible();
  await expect(page.getByTestId('daily-chart').first().locator('canvas')).toBeVisible();
  await log.check('reports');
  await shot(page, testInfo, 'reports-1440');

  await page.getByRole('link', { name: 'Audit log' }).click();
  await expect(page.getByTestId('audit-row').first()).toBeVisible();
  await log.check('audit log');

  await page.getByRole('link', { name: 'Ledger health' }).click();
  await log.check('ledger health: not run');
  await page.getByTestId('ledger-run').click();
  await expect(page.getByTestId('ledger-result')).toHaveAttribute('data-ok', 'true');
  await log.check('ledger health: result');

  await page.getByRole('link', { name: 'Promotions' }).click();
  await expect(page.getByRole('heading', { name: 'Promotions', level: 1 })).toBeVisible();
  await expect(page.getByRole('tabpanel')).not.toContainText('Loading');
  await log.check('promotions: bonuses');
  await page.getByRole('tab', { name: 'Tournaments' }).click();
  await expect(page.getByRole('tabpanel')).not.toContainText('Loading');
  await log.check('promotions: tournaments');

  await page.getByTestId('two-factor-set-up').click();
  await expect(page.getByRole('img', { name: 'QR code for the authenticator app' })).toBeVisible();
  await log.check('two-factor setup');
  await page.getByRole('button', { name: 'Not now' }).click();

  // A phone: the tables scroll sideways inside their frames, the page itself does not.
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/backoffice/cashier');
  await expect(page.getByTestId('buy-order-row').first()).toBeVisible();
  await log.check('cashier at 360 px');
  await shot(page, testInfo, 'cashier-360');
  await page.goto(`/backoffice/players/${player.globalId}`);
  await expect(page.getByTestId('player-transaction-row').first()).toBeVisible();
  await log.check('player at 360 px');
  await shot(page, testInfo, 'player-page-360');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  log.expectClean();
});
