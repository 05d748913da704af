import { expect, type Locator, test } from '@playwright/test';

/**
 * What the screenshot review (npm run screenshots) found on a 390 px phone in the lobby, kept from
 * coming back: a game's Early Access label ran under the favorites heart on a narrow tile, and the
 * search's rows kept room for a keyboard chevron, so the games' provider and category were cut.
 */

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not laid out');
  return found;
}

test('a signed-in player on a phone: tile labels clear the heart; search rows show provider and category', async ({
  page,
  request,
}) => {
  const response = await request.post('/api/v1/auth/register', {
    data: {
      email: `layout-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`,
      password: 'layout-password-123',
    },
  });
  expect(response.status()).toBe(201);
  const { token } = (await response.json()) as { token: string };
  await page.addInitScript((value) => localStorage.setItem('casino.token', value), token);

  // English and Russian labels (ЭКСКЛЮЗИВ is one long word, РАННИЙ ДОСТУП needs two lines), on the
  // phone's narrow tiles.
  for (const [url, text, heart] of [
    ['/en/categories/slots/games', 'Early Access', /^Favorite /],
    ['/ru/categories/originals/games', 'Эксклюзив', /^Избранное: /],
    ['/ru/categories/slots/games', 'Ранний доступ', /^Избранное: /],
  ] as const) {
    await page.goto(url);
    const labelled = page.getByTestId('game-tile').filter({ hasText: new RegExp(text, 'i') });
    await expect(labelled).toHaveCount(1);
    const labelText = labelled.getByText(new RegExp(`^${text}$`, 'i'));
    const label = await box(labelText);
    // Whole, not cut with an ellipsis or clipped.
    expect(await labelText.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    const button = await box(labelled.getByRole('button', { name: heart }));
    const apart =
      label.x + label.width <= button.x ||
      label.y >= button.y + button.height ||
      label.y + label.height <= button.y;
    expect(apart, `${url}: ${JSON.stringify({ label, button })}`).toBe(true);
  }
  await page.goto('/en');

  await page.getByRole('button', { name: 'Search games' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Search games' });
  const option = dialog.getByRole('option').filter({ hasText: 'Dice' });
  await expect(option).toBeVisible();
  const subtitle = option.getByText(/^Casino Originals · Originals$/);
  await expect(subtitle).toBeVisible();
  // Not cut with an ellipsis: the text fits its box.
  const cut = await subtitle.evaluate((element) => element.scrollWidth > element.clientWidth);
  expect(cut).toBe(false);
});
