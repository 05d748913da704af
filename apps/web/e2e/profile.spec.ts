import { expect, type Page, type TestInfo, test } from '@playwright/test';

/**
 * Profile, policies and support at a phone and a desktop size: a fresh player registers from the profile
 * page, fills the four details (the profile becomes complete), spends the one name change (the name is
 * then locked), reads a policy and searches the help articles. Screenshots go to the test's output folder
 * under test-results/ and are attached to the report.
 */
const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1440, height: 900 },
] as const;

async function snap(page: Page, testInfo: TestInfo, name: string) {
  const file = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  await testInfo.attach(name, { path: file, contentType: 'image/png' });
}

/** Nothing sticks out sideways: the page scrolls only vertically. Names the culprits when it does. */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth <= width) return [];
    // Inside a sideways scroller (the policy pills) or a fixed layer (toasts, overlays) is not the page.
    const clipped = (el: Element) => {
      if (getComputedStyle(el).position === 'fixed') return true;
      for (let node = el.parentElement; node && node !== document.body; node = node.parentElement) {
        const { overflowX, position } = getComputedStyle(node);
        if (overflowX !== 'visible' || position === 'fixed') return true;
      }
      return false;
    };
    return Array.from(document.querySelectorAll('body *'))
      .filter((el) => el.getBoundingClientRect().right > width + 0.5 && !clipped(el))
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}.${String(el.className).slice(0, 90)}`);
  });
  expect(overflow).toEqual([]);
}

async function registerFromProfile(page: Page) {
  await page.goto('/en/profile');
  // A guest on /profile is asked to sign in at once; the page behind offers the same two ways in.
  const signIn = page.getByRole('dialog', { name: 'Welcome back' });
  await expect(signIn).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(signIn).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to see your profile' })).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: 'Create account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create your account' });
  await expect(dialog).toBeVisible();
  await dialog
    .getByLabel('Email')
    .fill(`profile-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`);
  await dialog.getByLabel('Password', { exact: true }).fill('profile-e2e-password');
  await dialog.getByRole('button', { name: 'Create account' }).click();
  await expect(dialog).toBeHidden();
}

for (const viewport of VIEWPORTS) {
  test.describe(`profile at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('fill the profile, change the name once, read a policy, search help', async ({ page }, testInfo) => {
      await registerFromProfile(page);
      await expect(page.getByRole('heading', { level: 1, name: 'Your profile' })).toBeVisible();
      const status = page.getByTestId('profile-completeness-status');
      await expect(status).toHaveText('0 of 4 filled');

      // The four details: the profile becomes complete.
      const firstName = page.getByLabel('First name');
      const lastName = page.getByLabel('Last name');
      await firstName.fill('Alice');
      await lastName.fill('Walker');
      await page.getByText('Female', { exact: true }).click();
      await page.getByLabel('Date of birth').fill('1990-04-02');
      await page.getByRole('button', { name: 'Save changes' }).click();
      await expect(page.getByText('Profile saved').first()).toBeVisible();
      await expect(status).toHaveText('Profile complete');
      await expect(page.getByRole('heading', { level: 1, name: 'Alice Walker' })).toBeVisible();
      await expect(page.getByText('You can change your name once.', { exact: false })).toBeVisible();

      // The one name change: confirmed, then the names are locked.
      await firstName.fill('Alicia');
      await page.getByRole('button', { name: 'Save changes' }).click();
      const confirm = page.getByRole('dialog', { name: 'Change your name?' });
      await expect(confirm).toBeVisible();
      await confirm.getByRole('button', { name: 'Change name' }).click();
      await expect(confirm).toBeHidden();
      await expect(page.getByRole('heading', { level: 1, name: 'Alicia Walker' })).toBeVisible();
      await expect(page.getByTestId('name-locked')).toBeVisible();
      await expect(firstName).toHaveAttribute('readonly', '');
      await expect(lastName).toHaveAttribute('readonly', '');
      await expectNoSidewaysScroll(page);
      await snap(page, testInfo, `profile-${viewport.name}`);

      // A policy page, reached from the profile's account card, then another from the policy list.
      // (The footer links the four policies too; this one is the account card's.)
      await page.getByRole('main').getByRole('link', { name: 'Responsible gaming' }).click();
      await expect(page).toHaveURL(/\/en\/policies\/responsible-gaming$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Responsible Gaming' })).toBeVisible();
      await page
        .getByRole('navigation', { name: 'Policies' })
        .first()
        .getByRole('link', { name: 'Privacy Policy' })
        .click();
      await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
      await expect(page.getByText('Last updated')).toBeVisible();
      await expectNoSidewaysScroll(page);
      await snap(page, testInfo, `policy-${viewport.name}`);

      // Support: the floating button, a search that waits for 3 characters, an article.
      await page.getByRole('button', { name: 'Open support' }).click();
      const support = page.getByRole('dialog', { name: 'Support' });
      await expect(support).toBeVisible();
      await expect(support.getByRole('heading', { name: 'Help articles' })).toBeVisible();
      const search = support.getByLabel('Search help articles');
      await search.fill('wi');
      await expect(support.getByText('Type at least 3 characters to search.')).toBeVisible();
      await expect(support.getByRole('heading', { name: 'Help articles' })).toBeVisible();
      await search.fill('withdraw');
      await expect(support.getByRole('heading', { name: /results? for “withdraw”/ })).toBeVisible();
      await expect(support.locator('mark').first()).toHaveText(/withdraw/i);
      await snap(page, testInfo, `support-search-${viewport.name}`);
      await support.getByRole('button', { name: /Withdrawals: times and limits/ }).click();
      await expect(support.getByRole('heading', { name: 'Withdrawals: times and limits' })).toBeVisible();
      await expect(support.getByRole('listitem').first()).toBeVisible();
      await snap(page, testInfo, `support-article-${viewport.name}`);
      await support.getByRole('button', { name: 'All articles' }).click();
      await expect(search).toHaveValue('withdraw');
      await page.keyboard.press('Escape');
      await expect(support).toBeHidden();
    });
  });
}
