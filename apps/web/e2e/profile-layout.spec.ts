import { expect, test } from '@playwright/test';

/**
 * What the screenshot review (npm run screenshots) found on the desktop profile: every card but the
 * personal details was stacked in the narrow right column, leaving the wide left one mostly empty. The
 * password form now follows the personal details on the left.
 */

test.use({ viewport: { width: 1440, height: 900 } });

test('desktop profile: the password form sits under the personal details, in the wide column', async ({
  page,
  request,
}) => {
  const response = await request.post('/api/v1/auth/register', {
    data: {
      email: `profile-layout-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`,
      password: 'layout-password-123',
    },
  });
  expect(response.status()).toBe(201);
  const { token } = (await response.json()) as { token: string };
  await page.addInitScript((value) => localStorage.setItem('casino.token', value), token);

  await page.goto('/en/profile');
  const details = page.locator('[aria-labelledby="profile-details-title"]');
  const password = page.locator('[aria-labelledby="profile-password-title"]');
  const language = page.getByRole('heading', { name: 'Language' });
  await expect(password).toBeVisible();
  const [a, b, c] = await Promise.all([
    details.boundingBox(),
    password.boundingBox(),
    language.boundingBox(),
  ]);
  if (!a || !b || !c) throw new Error('not laid out');
  expect(Math.abs(b.x - a.x)).toBeLessThan(1);
  expect(b.width).toBeCloseTo(a.width, 0);
  expect(b.y - (a.y + a.height)).toBeLessThan(40);
  // And the settings stay in the right column.
  expect(c.x).toBeGreaterThan(a.x + a.width);
});
