import { expect, type Page, type TestInfo, test } from '@playwright/test';

/**
 * The site shell (issue 4: routes, shell, overlays) against the real server, at a phone and a desktop size:
 * a guest's shell and language change, a new player's language saved on the server, the balance popover's
 * currency switch, and the ban and region overlays (the server's answers stubbed for one call).
 */

const SIZES = [
  { name: 'phone', viewport: { width: 390, height: 844 }, mobile: true },
  { name: 'desktop', viewport: { width: 1440, height: 900 }, mobile: false },
] as const;

async function shot(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`) });
}

async function viewerOf(page: Page) {
  const token = await page.evaluate(() => localStorage.getItem('casino.token'));
  expect(token).toBeTruthy();
  const response = await page.request.get('/api/v1/me', { headers: { authorization: `Bearer ${token}` } });
  expect(response.ok()).toBe(true);
  return (await response.json()) as { language: string; currency: { primary: string } };
}

/** Picks a language: the header popover on desktop, the menu drawer on phones. */
async function chooseLanguage(page: Page, mobile: boolean, name: string) {
  if (mobile) {
    await page
      .getByRole('navigation', { name: /Quick menu|Быстрое меню|Швидке меню/ })
      .getByRole('button', {
        name: /Menu|Меню/,
      })
      .click();
    const drawer = page.getByRole('dialog');
    await expect(drawer).toBeVisible();
    await drawer.getByRole('link', { name: new RegExp(name) }).click();
    await expect(drawer).toBeHidden();
  } else {
    await page.getByRole('button', { name: /^(Language|Язык|Мова):/ }).click();
    await page
      .getByRole('dialog')
      .getByRole('link', { name: new RegExp(name) })
      .click();
  }
}

async function register(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Register' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create your account' });
  await expect(dialog).toBeVisible();
  await dialog
    .getByRole('textbox', { name: 'Email' })
    .fill(`shell-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`);
  await dialog.getByLabel('Password', { exact: true }).fill('shell-password-123');
  await dialog.getByRole('button', { name: 'Create account' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('balance')).toBeVisible();
}

test.describe.configure({ mode: 'serial' });

for (const size of SIZES) {
  test.describe(`shell at ${size.viewport.width}×${size.viewport.height}`, () => {
    test.use({ viewport: size.viewport, isMobile: size.mobile, hasTouch: size.mobile });

    test('a guest sees the shell, browses the sections and changes the language', async ({
      page,
    }, testInfo) => {
      await page.goto('/');
      await expect(page).toHaveURL(/\/en$/);
      const banner = page.getByRole('banner');
      await expect(banner.getByRole('button', { name: 'Sign in' })).toBeVisible();
      await expect(banner.getByRole('button', { name: 'Register' })).toBeVisible();

      if (size.mobile) {
        const bar = page.getByRole('navigation', { name: 'Quick menu' });
        await expect(bar).toBeVisible();
        for (const item of ['Wallet', 'Sport', 'Bonuses', 'Casino', 'Menu'])
          await expect(bar.getByText(item, { exact: true })).toBeVisible();
        await expect(page.getByRole('complementary', { name: 'Sidebar' })).toBeHidden();
      } else {
        const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
        await expect(sidebar).toBeVisible();
        await expect(sidebar.getByTestId('sidebar-tournaments').getByRole('link')).toHaveCount(3);
        await expect(sidebar.getByRole('link', { name: /VIP/ })).toHaveCount(0);
        await expect(page.getByRole('navigation', { name: 'Quick menu' })).toBeHidden();
      }
      await shot(page, testInfo, `guest-home-${size.name}`);

      // The footer links each of the four policies.
      const policies = page.getByRole('contentinfo').getByRole('navigation', { name: 'Policies' });
      for (const [name, slug] of [
        ['Terms and Conditions', 'terms'],
        ['Privacy Policy', 'privacy'],
        ['Responsible Gaming', 'responsible-gaming'],
        ['AML and KYC Policy', 'aml-kyc'],
      ])
        await expect(policies.getByRole('link', { name })).toHaveAttribute('href', `/en/policies/${slug}`);

      // A protected link asks a guest to sign in.
      if (size.mobile) await page.getByTestId('bottom-bar-bonuses').click();
      else
        await page
          .getByRole('complementary', { name: 'Sidebar' })
          .getByRole('link', { name: 'Bonuses' })
          .click();
      await expect(page.getByRole('dialog', { name: 'Welcome back' })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toBeHidden();

      // The sportsbook: its own sidebar with the sport list.
      await page.goto('/en/sportsbook/soccer-1');
      await expect(page.getByRole('heading', { name: 'Soccer', level: 1 })).toBeVisible();
      if (!size.mobile) {
        const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
        await expect(sidebar.getByRole('link', { name: /^Tennis( \d+ live)?$/ })).toHaveAttribute(
          'href',
          '/en/sportsbook/tennis-5',
        );
        await sidebar.getByText('Cybersport', { exact: true }).click();
        await expect(sidebar.getByRole('link', { name: /Counter-Strike/ })).toHaveAttribute(
          'href',
          '/en/sportsbook/cs-109',
        );
        await expect(sidebar.getByRole('button', { name: 'Search games' })).toHaveCount(0);
      }
      await shot(page, testInfo, `guest-sportsbook-${size.name}`);

      // Changing the language replaces the locale in the path and keeps the rest.
      await page.goto('/en/sportsbook/tennis-5?from=e2e');
      await chooseLanguage(page, size.mobile, 'Русский');
      await expect(page).toHaveURL(/\/ru\/sportsbook\/tennis-5\?from=e2e$/);
      await expect(page.getByRole('heading', { name: 'Теннис', level: 1 })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
      await shot(page, testInfo, `guest-ru-${size.name}`);
      // The browser remembers it for the next visit to /.
      await page.goto('/');
      await expect(page).toHaveURL(/\/ru$/);

      await page.goto('/ru/no-such-page');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('banner')).toBeVisible();
    });

    test('a new player: language saved on the server, balance currency switched', async ({
      page,
    }, testInfo) => {
      await page.goto('/en/games/dice');
      await register(page);
      expect((await viewerOf(page)).language).toBe('en');
      // The welcome toast stays inside the screen: nothing to scroll sideways on a phone.
      const toast = page.locator('[data-sonner-toast]').first();
      await expect(toast).toBeVisible();
      const sideways = await page.evaluate(() => {
        const width = document.documentElement.clientWidth;
        const layers = Array.from(document.querySelectorAll('[data-sonner-toaster], [data-sonner-toast]'));
        return {
          page: document.documentElement.scrollWidth - width,
          toasts: layers.map((el) => el.getBoundingClientRect()).filter((r) => r.left < 0 || r.right > width)
            .length,
        };
      });
      expect(sideways).toEqual({ page: 0, toasts: 0 });

      await chooseLanguage(page, size.mobile, 'Українська');
      await expect(page).toHaveURL(/\/uk\/games\/dice$/);
      await expect.poll(async () => (await viewerOf(page)).language).toBe('uk');
      await page.reload();
      await expect(page).toHaveURL(/\/uk\/games\/dice$/);
      await expect(page.locator('html')).toHaveAttribute('lang', 'uk');

      // Back to English for the rest (and saved again).
      await chooseLanguage(page, size.mobile, 'English');
      await expect(page).toHaveURL(/\/en\/games\/dice$/);
      await expect.poll(async () => (await viewerOf(page)).language).toBe('en');

      // The avatar opens the profile and shows the name-change dot for a new account.
      await expect(page.getByTestId('avatar')).toHaveAttribute('href', '/en/profile');
      await expect(page.getByTestId('name-change-dot')).toBeVisible();

      const balance = page.getByTestId('balance');
      await expect(balance).toContainText('$0.00');
      await balance.click();
      const popover = page.getByRole('dialog', { name: 'Balance' });
      await expect(popover).toBeVisible();
      await expect(popover.getByText('Main balance')).toBeVisible();
      await expect(popover.getByText('No active bonus yet.')).toBeVisible();
      const select = popover.getByRole('combobox', { name: 'Show balance in' });
      await expect(select.locator('option[value="EUR"]')).toHaveCount(1);
      await shot(page, testInfo, `balance-popover-${size.name}`);
      await select.selectOption('EUR');
      await expect(balance).toContainText('€');
      await expect.poll(async () => (await viewerOf(page)).currency.primary).toBe('EUR');
      await page.keyboard.press('Escape');

      // Top up opens the wallet over the page.
      await page.getByRole('button', { name: 'Top up' }).click();
      await expect(page).toHaveURL(/[?&]wallet=deposit/);
      await expect(page.getByRole('dialog').first()).toBeVisible();
      await shot(page, testInfo, `wallet-${size.name}`);
    });

    test('overlays: region restricted and account banned', async ({ page }, testInfo) => {
      // One call answers 451 (as the server does for a blocked country): the overlay covers the page.
      await page.route('**/api/v1/tournaments?*', (route) =>
        route.fulfill({
          status: 451,
          json: {
            detail: 'region_restricted',
            country: 'DE',
            ip: '203.0.113.9',
            key: 'e2e',
            time: new Date().toISOString(),
          },
        }),
      );
      await page.goto('/en');
      const region = page.getByRole('alertdialog', { name: 'Not available in your region' });
      await expect(region).toBeVisible();
      await expect(region).toContainText('Germany');
      await expect(region.getByTestId('region-ip')).toHaveText('203.0.113.9');
      await shot(page, testInfo, `region-${size.name}`);
      // Retry reloads; with the block lifted the page is back.
      await page.unroute('**/api/v1/tournaments?*');
      await region.getByRole('button', { name: 'Try again' }).click();
      await expect(page.getByRole('alertdialog')).toHaveCount(0);
      await expect(page.getByRole('banner')).toBeVisible();

      // A signed-in player whose session answers 401 with a reason sees the banned page instead of the app.
      await register(page);
      await page.route('**/api/v1/me', (route) =>
        route.fulfill({
          status: 401,
          json: { detail: 'banned', reason: 'bonus_abuse', key: 'e2e', time: new Date().toISOString() },
        }),
      );
      await page.reload();
      await expect(page.getByRole('heading', { name: 'Your account is blocked' })).toBeVisible();
      await expect(page.getByTestId('ban-reason')).toHaveText('Bonus abuse');
      await expect(page.getByRole('banner')).toHaveCount(0);
      await shot(page, testInfo, `banned-${size.name}`);
      await page.getByRole('button', { name: 'Sign out' }).click();
      await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeVisible();
    });
  });
}

test('desktop: the collapsed sidebar is remembered', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/en');
  const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
  await sidebar.getByRole('button', { name: 'Collapse menu' }).click();
  await expect(sidebar).toHaveAttribute('data-collapsed', 'true');
  await page.reload();
  await expect(sidebar).toHaveAttribute('data-collapsed', 'true');
  // Collapsed, the links keep their names (for screen readers and as tooltips).
  await expect(sidebar.getByRole('link', { name: 'Home' })).toBeVisible();
  await sidebar.getByRole('button', { name: 'Expand menu' }).click();
  await expect(sidebar).toHaveAttribute('data-collapsed', 'false');
});
