import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { settle } from './a11y-helpers.ts';
import { demoAccount } from './demo-accounts.ts';
import { shot } from './wallet-helpers.ts';

/**
 * The page never grows wider than the viewport (no sideways scroll, dialogs on screen) at phone and tablet
 * widths, on every route, with live bets in the strip, a toast and the dialogs open. The casino is not
 * empty here: the demo player places a dozen dice bets first, so the live-bets strip is full and scrolls.
 */
const WIDTHS = [
  { width: 360, height: 740, mobile: true },
  { width: 390, height: 844, mobile: true },
  { width: 768, height: 1024, mobile: false },
] as const;

const GAMES = ['dice', 'limbo', 'plinko', 'mines', 'crash', 'neon-fruits', 'pharaoh-gold', 'deep-space'];
const ROUTES = [
  '/en',
  ...GAMES.map((game) => `/en/games/${game}`),
  '/en/games/favorites',
  '/en/categories/slots/games',
  '/en/profile',
  '/en/fairness',
  '/en/sportsbook',
  '/en/tournaments',
  '/en/tournaments/2',
  '/en/tournaments?tab=finished',
  '/en/bonuses',
  '/en/policies',
  '/en/policies/terms',
  '/en/policies/privacy',
  '/en/policies/responsible-gaming',
  '/en/policies/aml-kyc',
  '/en/no-such-page',
];

async function placeLiveBets(request: APIRequestContext, count: number) {
  const login = await request.post('/api/v1/auth/login', { data: demoAccount('player') });
  expect(login.ok()).toBeTruthy();
  const { token } = (await login.json()) as { token: string };
  for (let i = 0; i < count; i++) {
    const response = await request.post('/api/v1/games/dice/bets', {
      headers: {
        authorization: `Bearer ${token}`,
        'idempotency-key': `no-overflow-${Date.now()}-${i}-${Math.random().toString(36).slice(2)}`,
      },
      data: { amount: '1.00', params: { target: 50.5, condition: 'over' } },
    });
    expect(response.status(), await response.text()).toBe(201);
  }
}

/** The document's and body's scroll widths, and the first few elements that stick out on the right. */
async function expectNoOverflow(page: Page, width: number, where: string) {
  // Entrance animations (slide-up, fade) settle first.
  await page.waitForTimeout(300);
  const measured = await page.evaluate((width) => {
    const html = document.documentElement;
    const out: string[] = [];
    // Those reaching the document's right edge are what widen it (those clipped by a scroll box do not).
    for (const element of Array.from(document.querySelectorAll('body *'))) {
      const rect = element.getBoundingClientRect();
      if (rect.right > width + 1 && rect.right >= html.scrollWidth - 1 && out.length < 5) {
        out.push(
          `${element.tagName.toLowerCase()}.${String(element.getAttribute('class') ?? '').slice(0, 60)} right=${Math.round(rect.right)}`,
        );
      }
    }
    return {
      html: html.scrollWidth,
      body: document.body.scrollWidth,
      inner: window.innerWidth,
      out,
    };
  }, width);
  const message = `${where} at ${width}px: ${JSON.stringify(measured)}`;
  expect.soft(measured.html, message).toBeLessThanOrEqual(width);
  expect.soft(measured.body, message).toBeLessThanOrEqual(width);
  expect.soft(measured.inner, message).toBe(width);
}

/** A dialog is wholly inside the viewport. */
async function expectOnScreen(dialog: Locator, width: number, height: number, where: string) {
  await expect(dialog).toBeVisible();
  // Measured at rest: while a sheet slides up its box still reaches below the screen.
  await settle(dialog.page());
  const box = await dialog.boundingBox();
  expect(box, where).not.toBeNull();
  if (!box) return;
  expect(box.x, where).toBeGreaterThanOrEqual(0);
  expect(box.y, where).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, where).toBeLessThanOrEqual(width + 0.5);
  expect(box.y + box.height, where).toBeLessThanOrEqual(height + 0.5);
}

test.beforeAll(async ({ request }) => {
  await placeLiveBets(request, 12);
});

for (const size of WIDTHS) {
  test.describe(`no sideways overflow at ${size.width}px`, () => {
    test.use({
      viewport: { width: size.width, height: size.height },
      isMobile: size.mobile,
      hasTouch: size.mobile,
    });

    test('a guest: home with live bets, the sign-in dialog, the welcome toast', async ({
      page,
    }, testInfo) => {
      await page.goto('/en');
      const live = page.getByRole('region', { name: 'Live bets' });
      await expect(live.getByRole('listitem')).not.toHaveCount(0);
      await expect(live.getByRole('listitem').nth(5)).toBeAttached();
      await expectNoOverflow(page, size.width, 'home with live bets');
      await live.evaluate((element) => element.scrollIntoView({ block: 'center' }));
      await shot(page, testInfo, `home-live-bets-${size.width}`);

      await page.getByRole('banner').getByRole('button', { name: 'Register' }).click();
      const dialog = page.getByRole('dialog', { name: 'Create your account' });
      await expectOnScreen(dialog, size.width, size.height, 'register dialog');
      await expectNoOverflow(page, size.width, 'register dialog');

      await dialog
        .getByRole('textbox', { name: 'Email' })
        .fill(`overflow-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`);
      await dialog.getByLabel('Password', { exact: true }).fill('overflow-password-123');
      await dialog.getByRole('button', { name: 'Create account' }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByText('Your account is ready. Good luck!')).toBeVisible();
      await expectNoOverflow(page, size.width, 'home with a toast');
    });

    test('signed in: every route, the wallet and support dialogs', async ({ page, request }, testInfo) => {
      test.setTimeout(180_000);
      const response = await request.post('/api/v1/auth/register', {
        data: {
          email: `overflow-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`,
          password: 'overflow-password-123',
        },
      });
      expect(response.status()).toBe(201);
      const { token } = (await response.json()) as { token: string };
      await page.addInitScript((value) => localStorage.setItem('casino.token', value), token);

      for (const route of ROUTES) {
        await page.goto(route);
        await expect(page.locator('main').first()).toBeVisible();
        await page.waitForLoadState('load');
        await page.waitForTimeout(500);
        await expectNoOverflow(page, size.width, route);
        if (route === '/en/profile') await shot(page, testInfo, `profile-${size.width}`);
      }

      await page.goto('/en?wallet=deposit');
      const wallet = page.getByRole('dialog').first();
      await expectOnScreen(wallet, size.width, size.height, 'wallet dialog');
      await expectNoOverflow(page, size.width, 'wallet dialog');
      await shot(page, testInfo, `wallet-dialog-${size.width}`);

      await page.goto('/en');
      await expect(
        page.getByRole('region', { name: 'Live bets' }).getByRole('listitem').nth(5),
      ).toBeAttached();
      await page.getByRole('button', { name: 'Open support' }).click();
      const support = page.getByRole('dialog', { name: 'Support' });
      await expectOnScreen(support, size.width, size.height, 'support dialog');
      await expectNoOverflow(page, size.width, 'support dialog');
    });
  });
}
