import { expect, type Page, test } from '@playwright/test';
import { shot } from './wallet-helpers.ts';

/**
 * Issue 19 item 1 against the real server: the casino as a Telegram mini-app, opened by the stand-in
 * Telegram client (/sandbox/telegram). The client signs init data with the sandbox bot's token, frames the
 * app as Telegram's web client does, and speaks Telegram's web-events protocol: its Back and Main buttons
 * are Telegram's, and it logs what the app asked for (ready, haptics, links).
 */
test.use({ viewport: { width: 900, height: 900 } });

const telegramUser = () => String(600_000_000 + Math.floor(Math.random() * 100_000_000));

async function openMiniApp(page: Page, query: string) {
  await page.goto(`/sandbox/telegram${query}`);
  return page.frameLocator('#app');
}

test('a mini-app player is signed in by Telegram, deposits with the crypto-bot button, and Back walks the wallet', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  const app = await openMiniApp(page, `?user=${telegramUser()}&name=Mini`);
  await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
  await expect(page.locator('body')).toHaveAttribute('data-expanded', 'true');

  // Signed in without a form: the balance shows, the sign-in buttons never do; home has no Back.
  await expect(app.getByTestId('balance')).toBeVisible({ timeout: 20_000 });
  await expect(app.getByRole('button', { name: 'Sign in' })).toHaveCount(0);
  await expect(page.locator('#back')).toBeHidden();

  // The messenger-bot flag: the deposit tab offers the crypto bot.
  await app.getByTestId('bottom-bar-wallet').click();
  await app.getByTestId('deposit-other-cryptobot').click();
  await expect(app.locator('[data-wallet-view="crypto-bot-deposit"]')).toBeVisible();
  await expect(page.locator('#back')).toBeVisible();
  await shot(page, testInfo, 'telegram-mini-app-crypto-bot');

  // Telegram's MainButton submits the form; the invoice opens through Telegram (here: a new tab).
  await app.getByLabel('Amount').fill('25');
  await expect(page.locator('#main')).toBeVisible();
  const invoice = page.waitForEvent('popup');
  await page.locator('#main').click();
  const checkout = await invoice;
  await checkout.getByRole('button', { name: 'Pay' }).click();
  // The page comes back without its form once the payment went through; closing it sooner can cancel the post.
  await expect(checkout.getByRole('button', { name: 'Pay' })).toHaveCount(0, { timeout: 20_000 });
  await checkout.close();
  // The provider's webhook completes it: the success view, the balance live.
  await expect(app.getByText('Deposit received!')).toBeVisible({ timeout: 20_000 });
  await app.getByRole('button', { name: 'Start playing' }).click();
  await expect(app.getByTestId('balance')).toHaveAttribute('aria-label', /\$[1-9]/, { timeout: 20_000 });

  // SPEC §2.7's back table through Telegram's BackButton: crypto-bot-deposit → deposit tab → closed.
  await app.getByTestId('bottom-bar-wallet').click();
  await app.getByTestId('deposit-other-cryptobot').click();
  await expect(app.locator('[data-wallet-view="crypto-bot-deposit"]')).toBeVisible();
  await page.locator('#back').click();
  await expect(app.getByTestId('wallet-deposit-tab')).toBeVisible();
  await page.locator('#back').click();
  await expect(app.getByTestId('wallet-deposit-tab')).toHaveCount(0);
  await expect(page.locator('#back')).toBeHidden();

  // Off the home page Back returns to where the player was.
  await app.getByTestId('bottom-bar-bonuses').click();
  await expect(page.locator('#back')).toBeVisible();
  await page.locator('#back').click();
  await expect(page.locator('#back')).toBeHidden();

  // Links to Telegram chats stay in the messenger.
  await app
    .locator('a[href^="https://t.me/"]')
    .first()
    .evaluate((link: HTMLAnchorElement) => link.click());
  await expect(page.locator('#log')).toContainText('open_tg_link');
});

test('forged init data and a bot the casino does not know show the invalid-bot screen', async ({
  page,
}, testInfo) => {
  const forged = await openMiniApp(page, '?forge=1');
  await expect(forged.getByTestId('invalid-bot-screen')).toBeVisible({ timeout: 20_000 });
  await expect(forged.getByTestId('balance')).toHaveCount(0);

  const foreign = await openMiniApp(page, `?user=${telegramUser()}&bot=123456`);
  await expect(foreign.getByTestId('invalid-bot-screen')).toBeVisible({ timeout: 20_000 });
  await shot(page, testInfo, 'telegram-mini-app-invalid-bot');
});

test('a language change reloads the mini-app under the new prefix, still signed in', async ({ page }) => {
  const app = await openMiniApp(page, `?user=${telegramUser()}`);
  await expect(app.getByTestId('balance')).toBeVisible({ timeout: 20_000 });
  const frame = page.frame({ url: /\/en/ });
  if (!frame) throw new Error('no app frame');
  await app.getByTestId('bottom-bar-menu').click();
  const reloaded = frame.waitForNavigation();
  await app
    .getByRole('link', { name: /Русский/ })
    .first()
    .click();
  await reloaded;
  expect(new URL(frame.url()).pathname).toMatch(/^\/ru/);
  await expect(app.getByTestId('balance')).toBeVisible({ timeout: 20_000 });
});
