import { expect, type Page, type TestInfo, test } from '@playwright/test';

/**
 * The lobby (issue 4) against the real server, at a phone and a desktop size: a guest browses the home and
 * a category, searches, spins the guest wheel, follows a protected game link and gets sign-in, registers
 * in that modal and lands on the game, then hearts a game and finds it on the favorites page.
 * Screenshots go to test-results/ (attached to the report).
 */

const SIZES = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1440, height: 900 } },
] as const;

async function shot(page: Page, testInfo: TestInfo, name: string, fullPage = false) {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

const originals = (page: Page) => page.getByRole('region', { name: /^Originals/ });
const lobbyNav = (page: Page) => page.getByRole('navigation', { name: 'Game categories' });

for (const size of SIZES) {
  test.describe(`lobby at ${size.name} size`, () => {
    test.use({ viewport: size.viewport });

    test('a guest browses the home and a category, and searches', async ({ page }, testInfo) => {
      // Home: a section per category (each with its games), the live bets, the providers.
      await page.goto('/en');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(originals(page).getByRole('link', { name: /^Dice/ })).toBeVisible();
      // Rows below the fold load their games as they come near: scroll to the slots row.
      const slots = page.getByRole('region', { name: /^Slots/ });
      await slots.scrollIntoViewIfNeeded();
      await expect.poll(() => slots.getByRole('img').count()).toBeGreaterThanOrEqual(3);
      await expect(page.getByRole('heading', { name: 'Live bets' })).toBeVisible();
      await expect(originals(page).getByText('Exclusive')).toBeVisible();
      await shot(page, testInfo, `home-${size.name}`, true);

      // A category page, from the chips.
      await lobbyNav(page).getByRole('link', { name: 'Slots' }).click();
      await expect(page).toHaveURL(/\/en\/categories\/slots\/games$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Slots' })).toBeVisible();
      // Hundreds of studio slots: the first page of 30.
      await expect(page.getByTestId('game-tile')).toHaveCount(30);
      await expect(page.getByText('Early Access')).toBeVisible();
      await shot(page, testInfo, `category-${size.name}`);

      // Search: nothing under 3 characters, results after, keyboard to move.
      await page.goto('/en');
      await page.getByRole('main').getByRole('button', { name: 'Search games' }).click();
      const search = page.getByRole('dialog', { name: 'Search games' });
      const box = search.getByRole('combobox', { name: 'Game or provider' });
      await expect(box).toBeFocused();
      await box.fill('ne');
      await expect(search.getByText('Keep typing: at least 3 characters.')).toBeVisible();
      await box.fill('neon');
      await expect(search.getByRole('option', { name: /Neon Fruits/ })).toBeVisible();
      await expect(search.getByText(/\d+ games found/)).toBeVisible();
      await box.press('ArrowDown');
      await expect(search.getByRole('option').nth(1)).toHaveAttribute('aria-selected', 'true');
      await shot(page, testInfo, `search-${size.name}`);
      await box.fill('zzzz');
      await expect(search.getByText('Nothing found for “zzzz”')).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(search).toBeHidden();
    });

    test('the guest prize wheel stops on one of 14 segments and invites to sign up', async ({
      page,
    }, testInfo) => {
      await page.goto('/en');
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.getByRole('button', { name: 'Spin the wheel' }).click();
      const wheel = page.getByRole('dialog', { name: 'Spin the prize wheel' });
      await wheel.getByRole('button', { name: 'Spin', exact: true }).click();
      const invite = page.getByRole('dialog', { name: /^You won .+! Sign up to claim it$/ });
      await expect(invite).toBeVisible();
      await expect(invite.getByRole('button', { name: 'Sign up and claim' })).toBeVisible();
      const index = Number(await invite.locator('[data-index]').getAttribute('data-index'));
      expect(index).toBeGreaterThanOrEqual(0);
      expect(index).toBeLessThan(14);
      await shot(page, testInfo, `wheel-${size.name}`);
      await page.keyboard.press('Escape');
      await expect(invite).toBeHidden();
    });

    test('a protected link asks a guest to sign in; registering there continues, and a favorite sticks', async ({
      page,
    }, testInfo) => {
      await page.goto('/en');
      // A game link is protected: a guest gets sign-in and stays on the lobby.
      await originals(page).getByRole('link', { name: /^Dice/ }).click();
      const signIn = page.getByRole('dialog', { name: 'Welcome back' });
      await expect(signIn).toBeVisible();
      await expect(page).toHaveURL(/\/en$/);

      // Register in that modal: it continues to the game. Switching tabs does not move the tabs.
      const tabsAt = async () => (await page.getByRole('dialog').getByRole('tablist').boundingBox())?.y;
      await page.waitForTimeout(400); // the sheet's entrance animation
      const loginTabsAt = await tabsAt();
      await signIn.getByRole('tab', { name: 'Register' }).click();
      const register = page.getByRole('dialog', { name: 'Create your account' });
      await expect(register.getByText('At least 8 characters.')).toBeVisible();
      await page.waitForTimeout(300);
      expect(await tabsAt()).toBe(loginTabsAt);
      await register.getByLabel('Email').fill(`lobby-${size.name}-${Date.now()}@example.com`);
      await register.getByLabel('Password', { exact: true }).fill('lobby-password-123');
      await shot(page, testInfo, `register-${size.name}`);
      await register.getByRole('button', { name: 'Create account' }).click();
      await expect(register).toBeHidden();
      await expect(page).toHaveURL(/\/en\/games\/dice$/);

      // A player hearts a game on the home and finds it on the favorites page.
      await page.goto('/en');
      const heart = originals(page).getByRole('button', { name: 'Favorite Mines' });
      await expect(heart).toHaveAttribute('aria-pressed', 'false');
      const saved = page.waitForResponse(
        (response) => response.request().method() === 'PUT' && response.url().includes('/mines/favorite'),
      );
      await heart.click();
      await expect(heart).toHaveAttribute('aria-pressed', 'true');
      expect((await saved).status()).toBe(204);
      await lobbyNav(page).getByRole('link', { name: 'Favorites' }).click();
      await expect(page).toHaveURL(/\/en\/games\/favorites$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Favorite games' })).toBeVisible();
      await expect(page.getByTestId('game-tile')).toHaveCount(1);
      await expect(page.getByRole('img', { name: 'Mines' })).toBeVisible();
      await shot(page, testInfo, `favorites-${size.name}`);

      // Taking it back empties the page (the not-found notice of an empty list).
      await page.getByRole('button', { name: 'Favorite Mines' }).click();
      await expect(page.getByText('No favorites yet')).toBeVisible();
    });
  });
}
