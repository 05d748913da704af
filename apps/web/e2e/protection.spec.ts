import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { audit } from './a11y-helpers.ts';
import { PASSWORD, shot } from './wallet-helpers.ts';

/**
 * Issue 20, player protection against the real server: a fresh RUB player sets a daily deposit limit on
 * /profile/responsible-gaming, sees it there, is refused a deposit above it with the limit's message, asks
 * for a raise (pending for 24 hours), and chooses a reality-check interval that is still chosen after a
 * reload. Another takes a 24-hour break: the forms give way to its end date, a notice shows on every page
 * and the deposit tab offers only the withdrawal. Screenshots at 360 px and a desktop width are attached.
 */

const SIZES = [
  { name: 'phone-360', width: 360, height: 780 },
  { name: 'desktop', width: 1440, height: 900 },
] as const;

async function registerRubPlayer(request: APIRequestContext): Promise<string> {
  const email = `protection-${Date.now()}-${Math.round(Math.random() * 1e6)}@example.com`;
  const response = await request.post('/api/v1/auth/register', {
    data: { email, password: PASSWORD, currency: 'RUB' },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { token: string }).token;
}

async function openPage(page: Page) {
  await page.goto('/en/profile/responsible-gaming');
  await expect(page.getByRole('heading', { level: 1, name: 'Responsible gaming' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Deposit limit' })).toBeVisible();
}

/** axe (WCAG 2.1 AA): no serious or critical finding, no text below its contrast. */
async function expectAccessible(page: Page) {
  const { violations, lowContrast } = await audit(page);
  expect(violations).toEqual([]);
  expect(lowContrast.map((m) => `${m.selector} ${m.text}: ${m.ratio}`)).toEqual([]);
}

/** Nothing sticks out sideways at this width. */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test.describe.configure({ mode: 'serial' });

for (const size of SIZES) {
  test(`limits and reality check (${size.name})`, async ({ page, context, request }, testInfo) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    const token = await registerRubPlayer(request);
    await context.addInitScript((value) => localStorage.setItem('casino.token', value), token);

    // From the profile page's card.
    await page.goto('/en/profile');
    await page.getByTestId('profile-protection-link').click();
    await expect(page).toHaveURL(/\/en\/profile\/responsible-gaming$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Responsible gaming' })).toBeVisible();
    await expect(page.getByText('No limit')).toHaveCount(9);
    await expectNoSidewaysScroll(page);
    await shot(page, testInfo, `1-empty-${size.name}`);

    // A daily deposit limit of 1 000 ₽: in force at once.
    const daily = page.getByTestId('limit-deposit-day');
    await daily.getByRole('button', { name: /^Set limit/ }).click();
    await daily.getByRole('textbox', { name: 'Daily deposit limit' }).fill('1000');
    await expect(daily.getByText('Applies at once.')).toBeVisible();
    await daily.getByRole('button', { name: 'Save' }).click();
    await expect(daily.getByRole('status')).toHaveText('Daily deposit limit: ₽1,000.00, in force now.');
    await expect(daily.getByTestId('limit-amount')).toContainText('₽1,000.00');
    await expect(daily.getByRole('progressbar')).toHaveAttribute(
      'aria-valuetext',
      '₽0.00 of ₽1,000.00 deposited',
    );
    await expect(daily.getByText(/^Resets in 24 hours · /)).toBeVisible();
    // It is the server's: still there after a reload.
    await page.reload();
    await expect(page.getByTestId('limit-deposit-day').getByTestId('limit-amount')).toContainText(
      '₽1,000.00',
    );

    // A deposit above it is refused with the limit's own words.
    await page.goto('/en?wallet=fiat-deposit&wallet.bankId=rub-p2p');
    const wallet = page.getByTestId('wallet-modal');
    await wallet.getByTestId('fiat-deposit-amount').fill('1500');
    await wallet.getByTestId('fiat-deposit-submit').click();
    await expect(
      page.getByText(
        /^Your daily deposit limit of 1,000\.00 RUB is reached\. It resets on .+; you can change it in Responsible gaming\.$/,
      ),
    ).toBeVisible();
    await shot(page, testInfo, `2-deposit-refused-${size.name}`);

    // A raise waits out the 24-hour cooling-off; the limit in force stays.
    await openPage(page);
    const row = page.getByTestId('limit-deposit-day');
    await row.getByRole('button', { name: /^Change/ }).click();
    const field = row.getByRole('textbox', { name: 'Daily deposit limit' });
    await field.fill('5000');
    await expect(row.getByText('Higher than your current limit: applies after 24 hours.')).toBeVisible();
    await row.getByRole('button', { name: 'Save' }).click();
    await expect(row.getByTestId('limit-pending')).toHaveText(/^Raise to ₽5,000\.00 applies on .+\.$/);
    await expect(row.getByTestId('limit-amount')).toContainText('₽1,000.00');
    await page.reload();
    await expect(page.getByTestId('limit-deposit-day').getByTestId('limit-pending')).toHaveText(
      /^Raise to ₽5,000\.00 applies on /,
    );

    // The reality check: every 30 minutes, kept by the server.
    const settings = page.getByTestId('reality-check-settings');
    await expect(settings.getByRole('radio', { name: 'Off' })).toBeChecked();
    await settings.getByText('30 min', { exact: true }).click();
    await expect(settings.getByRole('status')).toHaveText('Saved: a reminder every 30 min.');
    await page.reload();
    await expect(
      page.getByTestId('reality-check-settings').getByRole('radio', { name: '30 min' }),
    ).toBeChecked();
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);
    await shot(page, testInfo, `3-limits-${size.name}`);
    await page.screenshot({ path: testInfo.outputPath(`3-limits-full-${size.name}.png`), fullPage: true });
  });
}

test('the reality check comes on time and "Stop playing" signs out', async ({
  page,
  context,
  request,
}, testInfo) => {
  await page.setViewportSize({ width: 360, height: 780 });
  const token = await registerRubPlayer(request);
  await context.addInitScript((value) => localStorage.setItem('casino.token', value), token);
  const saved = await request.put('/api/v1/me/protection/reality-check', {
    headers: { authorization: `Bearer ${token}` },
    data: { intervalMinutes: 15 },
  });
  expect(saved.ok()).toBeTruthy();

  // The page's clock is the test's: 15 minutes pass in a moment (the server's clock is corrected for).
  await page.clock.install();
  const session = page.waitForResponse('**/api/v1/me/protection/session');
  await page.goto('/en');
  await session;
  await expect(page.getByRole('dialog', { name: 'Reality check' })).toHaveCount(0);
  await page.clock.fastForward('15:30');
  const check = page.getByRole('dialog', { name: 'Reality check' });
  await expect(check).toBeVisible();
  await expect(check.getByTestId('reality-bets')).toHaveText('0');
  await expect(check.getByTestId('reality-net')).toHaveText('₽0.00');
  await shot(page, testInfo, 'reality-check-phone-360');
  await check.getByRole('button', { name: 'Stop playing' }).click();
  await expect(check).toBeHidden();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('casino.token'))).toBeNull();
});

test('a 24-hour break: confirmed with the password, then paused everywhere but withdrawals', async ({
  page,
  context,
  request,
}, testInfo) => {
  await page.setViewportSize({ width: 360, height: 780 });
  const token = await registerRubPlayer(request);
  await context.addInitScript((value) => localStorage.setItem('casino.token', value), token);
  await openPage(page);

  const card = page.getByTestId('exclusion-card-time_out');
  await expect(card.getByRole('radio', { name: '24 hours' })).toBeChecked();
  await card.getByRole('button', { name: 'Take a break' }).click();
  const dialog = page.getByRole('dialog', { name: 'Take a break for 24 hours?' });
  await expect(dialog.getByText('This cannot be undone or shortened.', { exact: true })).toBeVisible();
  await dialog.getByLabel('Your password').fill('not-my-password');
  await dialog.getByRole('checkbox', { name: /I understand/ }).check();
  await expectAccessible(page);
  await shot(page, testInfo, 'break-confirm-phone-360');
  await dialog.getByRole('button', { name: 'Start my break' }).click();
  await expect(
    dialog.getByText('This is not your current password. Check it and type it again'),
  ).toBeVisible();
  await dialog.getByLabel('Your password').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Start my break' }).click();
  await expect(dialog).toBeHidden();

  await expect(page.getByRole('heading', { name: /^You are on a break until / })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Extend your break' })).toBeVisible();
  await expect(page.getByTestId('exclusion-banner')).toContainText('Play and deposits are paused until');
  await expectAccessible(page);
  await shot(page, testInfo, 'break-in-force-phone-360');

  // Every page says so; the deposit tab offers the withdrawal instead of methods.
  await page.goto('/en?wallet=deposit');
  await expect(page.getByTestId('exclusion-banner')).toBeAttached();
  const wallet = page.getByTestId('wallet-modal');
  await expect(wallet.getByTestId('wallet-deposit-excluded')).toContainText('Deposits are paused');
  await expect(wallet.getByTestId('deposit-method-rub-p2p')).toHaveCount(0);
  await shot(page, testInfo, 'break-deposit-tab-phone-360');
});
