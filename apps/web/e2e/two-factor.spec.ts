import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { A11yLog } from './a11y-helpers.ts';
import { TOTP_STEP_SECONDS, totp } from './totp.ts';
import { operatorToken, PASSWORD, shot } from './wallet-helpers.ts';

/**
 * Issue 20, two-factor for players, against the real server: a new player turns it on from the profile
 * (QR code, key, first code, recovery codes), signs out, signs in with a code, and a crypto withdrawal asks
 * for a code before it is created.
 *
 * The codes are computed here from the key the page shows (RFC 6238: HMAC-SHA1, 30-second steps, six
 * digits). The server takes each step's code once and never one older than the last used, accepting the
 * previous, current and next step: so the sign-in uses a step after the one that turned it on (the next
 * one while the clock is still in that step), and the withdrawal a recovery code. Axe checks each step
 * (WCAG 2.1 AA, no serious or critical finding).
 */

/** A TON address of the right format that is none of the player's deposit addresses. */
const PAYOUT_ADDRESS = `UQ${'Bx7'.repeat(15)}A`;

const currentStep = () => Math.floor(Date.now() / 1000 / TOTP_STEP_SECONDS);

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

async function tokenOf(page: Page): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('casino.token'));
  expect(token).toBeTruthy();
  return token as string;
}

/** What a withdrawal needs besides the code: a complete profile and money (the operator's adjustment). */
async function readyToWithdraw(request: APIRequestContext, token: string) {
  const profile = await request.patch('/api/v1/me', {
    headers: auth(token),
    data: { firstName: 'Alex', lastName: 'Tester', gender: 'male', dateOfBirth: '1990-04-12' },
  });
  expect(profile.ok()).toBeTruthy();
  const me = (await (await request.get('/api/v1/me', { headers: auth(token) })).json()) as {
    globalId: string;
  };
  const funded = await request.post(`/api/admin/v1/players/${me.globalId}/adjustments`, {
    headers: { ...auth(await operatorToken(request)), 'idempotency-key': `fund-2fa-${me.globalId}` },
    data: { amount: '500', currency: 'USD', reason: 'e2e: funds for a two-factor withdrawal' },
  });
  expect(funded.ok()).toBeTruthy();
}

test.use({ viewport: { width: 1440, height: 900 } });

test('a player turns two-factor on, signs in with a code, and a withdrawal asks for one', async ({
  page,
  request,
}, testInfo) => {
  // Its accessibility checks read the whole lobby, which now holds a row per category of a large catalogue.
  test.setTimeout(240_000);
  const email = `two-factor-${Date.now()}-${Math.round(Math.random() * 1e6)}@example.com`;
  const a11y = new A11yLog(page);

  // Registers.
  await page.goto('/en');
  await page.getByRole('banner').getByRole('button', { name: 'Register' }).click();
  const register = page.getByRole('dialog');
  await register.getByLabel('Email').fill(email);
  await register.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await register.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Your account is ready. Good luck!')).toBeVisible();
  await readyToWithdraw(request, await tokenOf(page));

  // The profile's security card: off, then the setup step.
  await page.goto('/en/profile');
  const card = page.getByTestId('security-card');
  await expect(card.getByTestId('two-factor-status')).toHaveText(/Off/);
  await card.getByRole('button', { name: 'Turn on two-factor' }).click();
  await expect(card.getByRole('img', { name: /QR code/ })).toBeVisible();
  const secret = ((await card.getByTestId('two-factor-secret').textContent()) ?? '').replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await expect(card.getByTestId('two-factor-secret')).toHaveText(/^([A-Z2-7]{4} ){7}[A-Z2-7]{4}$/);
  await a11y.check('setup step', { include: '[data-testid="security-card"]' });
  await card.scrollIntoViewIfNeeded();
  await shot(page, testInfo, 'security-setup-desktop');
  await card.screenshot({ path: testInfo.outputPath('security-setup-card-desktop.png') });
  await page.setViewportSize({ width: 360, height: 800 });
  await card.scrollIntoViewIfNeeded();
  await expect(card.getByRole('img', { name: /QR code/ })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await a11y.check('setup step, 360 px', { include: '[data-testid="security-card"]' });
  await shot(page, testInfo, 'security-setup-phone');
  await card.screenshot({ path: testInfo.outputPath('security-setup-card-phone.png') });
  await page.setViewportSize({ width: 1440, height: 900 });

  // The first code turns it on and shows the ten recovery codes, once.
  const enabledAt = currentStep();
  const firstCode = totp(secret, enabledAt);
  await card.getByLabel('Code from the app').fill(firstCode);
  await card.getByRole('button', { name: 'Turn on', exact: true }).click();
  const codesList = card.getByTestId('recovery-codes');
  await expect(codesList).toBeVisible();
  const recoveryCodes = await codesList.getByRole('listitem').allTextContents();
  expect(recoveryCodes).toHaveLength(10);
  for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/);
  const download = page.waitForEvent('download');
  await codesList.getByRole('button', { name: 'Download .txt' }).click();
  expect((await download).suggestedFilename()).toBe('recovery-codes.txt');
  await a11y.check('recovery codes', { include: '[data-testid="security-card"]' });
  await shot(page, testInfo, 'security-recovery-codes-desktop');
  await codesList.getByLabel('I saved my recovery codes somewhere safe').check();
  await codesList.getByRole('button', { name: 'Done' }).click();
  await expect(card.getByTestId('two-factor-status')).toHaveText(/On/);

  // Signs out, then in: after the password, the code step.
  await page.getByRole('main').getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeVisible();
  await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
  const signIn = page.getByRole('dialog');
  await signIn.getByLabel('Email').fill(email);
  await signIn.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await signIn.getByRole('button', { name: 'Sign in', exact: true }).click();
  const code = signIn.getByLabel('Code from the app');
  await expect(code).toBeFocused();
  await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(code).toHaveAttribute('inputmode', 'numeric');
  // The code that turned two-factor on is used up.
  await code.fill(firstCode);
  await signIn.getByRole('button', { name: 'Verify and sign in' }).click();
  await expect(signIn.getByText('That code is wrong or was already used.', { exact: false })).toBeVisible();
  await a11y.check('sign-in code step', { include: '[role="dialog"]' });
  await shot(page, testInfo, 'sign-in-code-desktop');
  // A later step than the one used: the next one if the clock has not moved on yet (the server takes it).
  await code.fill(totp(secret, Math.max(enabledAt + 1, currentStep())));
  await signIn.getByRole('button', { name: 'Verify and sign in' }).click();
  await expect(page.getByText('Welcome back!')).toBeVisible();
  await expect(signIn).toBeHidden();

  // A crypto withdrawal: the confirmation, then the code before anything is created.
  await page.goto('/en?wallet=withdraw');
  const wallet = page.getByTestId('wallet-modal');
  await wallet.getByRole('button', { name: /^TON\b/ }).click();
  await wallet.getByLabel('Amount').fill('3');
  await expect(wallet.getByTestId('withdraw-fee')).toHaveText('0.05 TON');
  await wallet.getByLabel('TON address').fill(PAYOUT_ADDRESS);
  await wallet.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Confirm the withdrawal' })
    .getByRole('button', { name: 'Confirm' })
    .click();
  const ask = page.getByRole('dialog', { name: 'Enter your two-factor code' });
  await expect(ask).toBeVisible();
  await expect(ask.getByLabel('Code from the app')).toBeFocused();
  await a11y.check('withdrawal code', { include: '[data-testid="withdraw-two-factor"]' });
  await shot(page, testInfo, 'withdraw-code-desktop');
  // No phone: a recovery code, each good once.
  await ask.getByRole('button', { name: 'No phone? Use a recovery code' }).click();
  await ask.getByLabel('Recovery code').fill(recoveryCodes[0] as string);
  await ask.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(
    wallet.getByTestId('wallet-pending').getByRole('heading', { name: 'Withdrawal requested' }),
  ).toBeVisible();

  // Only the one withdrawal, and the recovery code is spent.
  const token = await tokenOf(page);
  const history = (await (
    await request.get('/api/v2/wallet/txns', { headers: auth(token), params: { limit: 10, offset: 0 } })
  ).json()) as { items: { type: string }[] };
  expect(history.items.filter((item) => item.type === 'withdraw')).toHaveLength(1);
  const again = await request.post('/api/v1/auth/login', {
    data: { email, password: PASSWORD, code: recoveryCodes[0] },
  });
  expect(again.status()).toBe(401);
  expect(((await again.json()) as { detail: string }).detail).toBe('two_factor_invalid');
  a11y.expectClean();
});
