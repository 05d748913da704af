import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';

/**
 * axe-core finds no serious or critical violations (WCAG 2.1 A and AA rules) on the home page, a game
 * page (dice), the profile (and the support modal over it) and the game search modal, at a phone and a
 * desktop size.
 */
const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1440, height: 900 },
] as const;

async function seriousViolations(page: Page, include?: string) {
  // Let entrance animations (fade, slide) finish so colours are measured at rest. (Not networkidle: the
  // realtime connection's long-polling keeps the network busy.)
  await page.waitForTimeout(400);
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      nodes: violation.nodes.slice(0, 5).map((node) => `${node.target.join(' ')} — ${node.failureSummary}`),
    }));
}

/** A fresh player's token, put in storage before the page loads. */
async function signInByApi(page: Page) {
  const response = await page.request.post('/api/v1/auth/register', {
    data: {
      email: `a11y-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`,
      password: 'a11y-e2e-pass',
    },
  });
  expect(response.status()).toBe(201);
  const { token } = (await response.json()) as { token: string };
  await page.addInitScript((value) => localStorage.setItem('casino.token', value), token);
}

for (const viewport of VIEWPORTS) {
  test.describe(`accessibility at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('home', async ({ page }) => {
      await page.goto('/en');
      await expect(page.getByRole('link', { name: /Dice/ }).first()).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });

    test('game page (dice)', async ({ page }) => {
      await page.goto('/en/games/dice');
      await expect(page.getByRole('button', { name: 'Bet', exact: true })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });

    test('profile', async ({ page }) => {
      await signInByApi(page);
      await page.goto('/en/profile');
      await expect(page.getByTestId('profile-completeness-status')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);

      // The support modal over it, with search results (highlighted matches) on screen.
      await page.getByRole('button', { name: 'Open support' }).click();
      const support = page.getByRole('dialog', { name: 'Support' });
      await support.getByLabel('Search help articles').fill('deposit');
      await expect(support.locator('mark').first()).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });

    test('game search modal', async ({ page }) => {
      await page.goto('/en');
      await expect(page.getByRole('link', { name: /Dice/ }).first()).toBeVisible();
      // The search opens from the sidebar on desktop and from the header or the menu on phones.
      let opener = page
        .getByRole('button', { name: /search/i })
        .filter({ visible: true })
        .first();
      if ((await opener.count()) === 0) {
        await page.getByRole('button', { name: 'Menu' }).click();
        opener = page
          .getByRole('button', { name: /search/i })
          .filter({ visible: true })
          .first();
      }
      await opener.click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await dialog.getByRole('combobox').or(dialog.getByRole('searchbox')).first().fill('dice');
      await expect(dialog.getByRole('option', { name: /Dice/ }).first()).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
}
