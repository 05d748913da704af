import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { A11yLog, signInByApi, VIEWPORTS } from './a11y-helpers.ts';
import { demoAccount } from './demo-accounts.ts';
import { shot } from './wallet-helpers.ts';

/**
 * axe-core finds no serious or critical violations (WCAG 2.1 A and AA rules) on every route and in every
 * state a player meets: as a guest and signed in; the sign-in and register dialogs (with their errors),
 * the game search, support, partners and prize-wheel dialogs, the language popover (desktop) and the menu
 * drawer (phone), the balance popover, each wallet tab and step (deposit by bank and by crypto, payment
 * details, withdraw, history), toasts, and every game after a bet (mines mid-round). The texts axe
 * leaves undecided (on gradients, under overlaps) are measured against the darkest and lightest stops of
 * their backgrounds (a11y-helpers.ts). At a phone and a desktop size; each test walks one page through its
 * states and reports every problem at the end.
 */

interface Catalog {
  games: string[];
  /** Studio games among `games`: they play in the aggregator's frame, not on our bet controls. */
  studio: string[];
  categories: string[];
  providers: string[];
}

const STEPPED = ['coinflip', 'hilo', 'blackjack'];

async function catalog(request: APIRequestContext): Promise<Catalog> {
  const get = async <T>(url: string) => {
    const response = await request.get(url);
    expect(response.ok(), url).toBe(true);
    return (await response.json()) as T;
  };
  const games = await get<{ items: { id: string; source?: string; category: string }[] }>(
    '/api/v2/games?limit=100',
  );
  const categories = await get<{ items: { value: string }[] }>('/api/v2/games/categories');
  const providers = await get<{ items: { value: string }[] }>('/api/v2/games/providers');
  // Every original has its own page; the hundreds of studio games share one page per engine, so one of
  // each category stands for the rest (and two studios for the studio pages).
  const studioPerCategory = new Map<string, string>();
  for (const game of games.items)
    if (game.source === 'aggregator' && !studioPerCategory.has(game.category))
      studioPerCategory.set(game.category, game.id);
  return {
    games: [
      ...games.items.filter((game) => game.source !== 'aggregator').map((game) => game.id),
      ...studioPerCategory.values(),
    ],
    studio: [...studioPerCategory.values()],
    categories: categories.items.map((c) => c.value),
    providers: providers.items.map((p) => p.value).slice(0, 4),
  };
}

/** Every route of app/router.tsx (the games, categories and providers the server lists). */
function everyRoute({ games, categories, providers }: Catalog): string[] {
  return [
    '/en',
    ...games.map((id) => `/en/games/${id}`),
    '/en/games/favorites',
    ...categories.map((value) => `/en/categories/${encodeURIComponent(value)}/games`),
    ...providers.map((value) => `/en/providers/${encodeURIComponent(value)}/games`),
    '/en/fairness',
    '/en/profile',
    '/en/policies/terms',
    '/en/policies/privacy',
    '/en/policies/responsible-gaming',
    '/en/policies/aml-kyc',
    '/en/sportsbook',
    '/en/sportsbook/soccer-1',
    '/en/tournaments',
    '/en/tournaments/2',
    '/en/bonuses',
    '/en/bonuses/1/games',
    '/en/no-such-page',
  ];
}

/** Goes to a route and waits for its page (not the lazy chunk's spinner) to show. */
async function open(page: Page, route: string) {
  await page.goto(route);
  await expect(page.locator('main').first(), route).toBeVisible();
  await expect(page.locator('main .animate-spin'), `${route} still loading`).toHaveCount(0);
  await page.waitForLoadState('load');
}

const banner = (page: Page) => page.getByRole('banner');

async function openSearch(page: Page) {
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
}

for (const viewport of VIEWPORTS) {
  test.describe(`accessibility at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });
    const phone = viewport.name === 'phone';

    test('a guest: every route', async ({ page, request }) => {
      // About 40 routes, each checked by axe and for contrast; the busy casino's server is slower.
      test.setTimeout(600_000);
      const log = new A11yLog(page);
      for (const route of everyRoute(await catalog(request))) {
        await open(page, route);
        await log.check(`guest ${route}`);
      }
      log.expectClean();
    });

    test('a guest: dialogs, popovers, the menu, the wheel and toasts', async ({ page }) => {
      test.setTimeout(180_000);
      const log = new A11yLog(page);
      await open(page, '/en');
      await expect(page.getByRole('link', { name: /Dice/ }).first()).toBeVisible();

      // Sign-in, then register with its errors shown.
      await banner(page).getByRole('button', { name: 'Sign in' }).click();
      const signIn = page.getByRole('dialog', { name: 'Welcome back' });
      await expect(signIn).toBeVisible();
      await log.check('sign-in dialog');
      await signIn.getByRole('tab', { name: 'Register' }).click();
      const register = page.getByRole('dialog', { name: 'Create your account' });
      await register.getByLabel('Email').fill('not-an-email');
      await register.getByRole('button', { name: 'Create account' }).click();
      await expect(register.getByText('Enter a valid email')).toBeVisible();
      await log.check('register dialog with errors');
      await page.keyboard.press('Escape');
      await expect(register).toBeHidden();

      // The game search with results.
      await openSearch(page);
      const search = page.getByRole('dialog', { name: 'Search games' });
      await search.getByRole('combobox').fill('dice');
      await expect(search.getByRole('option', { name: /Dice/ }).first()).toBeVisible();
      await log.check('game search');
      await page.keyboard.press('Escape');
      await expect(search).toBeHidden();

      // Support, with search results (highlighted matches).
      await page.getByRole('button', { name: 'Open support' }).click();
      const support = page.getByRole('dialog', { name: 'Support' });
      await support.getByLabel('Search help articles').fill('deposit');
      await expect(support.locator('mark').first()).toBeVisible();
      await log.check('support dialog');
      await page.keyboard.press('Escape');
      await expect(support).toBeHidden();

      // Partners, from the footer.
      await page.getByRole('contentinfo').getByRole('button', { name: 'Partners' }).click();
      const partners = page.getByRole('dialog', { name: 'Our partners' });
      await expect(partners).toBeVisible();
      await log.check('partners dialog');
      await page.keyboard.press('Escape');
      await expect(partners).toBeHidden();

      // The language list: a popover on desktop, in the menu drawer on phones.
      if (phone) {
        await page
          .getByRole('navigation', { name: 'Quick menu' })
          .getByRole('button', { name: 'Menu' })
          .click();
        await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
        await log.check('menu drawer');
      } else {
        await page.getByRole('button', { name: /^Language:/ }).click();
        await expect(page.getByRole('dialog').getByRole('link', { name: /Русский/ })).toBeVisible();
        await log.check('language popover');
      }
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toBeHidden();

      // The guest prize wheel, then its sign-up invitation.
      await page.getByRole('button', { name: 'Spin the wheel' }).first().click();
      const wheel = page.getByRole('dialog', { name: 'Spin the prize wheel' });
      await expect(wheel).toBeVisible();
      await log.check('wheel dialog');
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await wheel.getByRole('button', { name: 'Spin', exact: true }).click();
      const invite = page.getByRole('dialog', { name: /^You won .+! Sign up to claim it$/ });
      await expect(invite).toBeVisible();
      await page.emulateMedia({ reducedMotion: 'no-preference' });
      await log.check('wheel prize invitation');
      await page.keyboard.press('Escape');
      await expect(invite).toBeHidden();

      // A bet asks a guest to sign in; registering there shows the welcome toast.
      await open(page, '/en/games/dice');
      await page.getByRole('button', { name: 'Bet', exact: true }).click();
      await page.getByRole('dialog', { name: 'Welcome back' }).getByRole('tab', { name: 'Register' }).click();
      await register
        .getByLabel('Email')
        .fill(`a11y-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`);
      await register.getByLabel('Password', { exact: true }).fill('a11y-password-123');
      await register.getByRole('button', { name: 'Create account' }).click();
      await expect(register).toBeHidden();
      await expect(page.getByText('Your account is ready. Good luck!')).toBeVisible();
      await log.check('welcome toast');

      // A bet without money: the error toast.
      await page.getByRole('button', { name: 'Bet', exact: true }).click();
      await expect(page.getByText('Not enough money on your balance for this bet.')).toBeVisible();
      await log.check('bet error toast');
      log.expectClean();
    });

    test('a player: routes, balance popover and every wallet tab', async ({ page, request }, testInfo) => {
      test.setTimeout(240_000);
      const log = new A11yLog(page);
      await signInByApi(page, 'RUB');
      const { games } = await catalog(request);
      // What differs for a player: the header, the lobby's hero, favorites, the profile, bonuses.
      for (const route of [
        '/en',
        `/en/games/${games[0]}`,
        '/en/games/favorites',
        '/en/profile',
        '/en/fairness',
      ]) {
        await open(page, route);
        await expect(page.getByTestId('balance')).toBeVisible();
        await log.check(`player ${route}`);
      }

      await page.getByTestId('balance').click();
      const balance = page.getByRole('dialog', { name: 'Balance' });
      await expect(balance.getByText('Main balance')).toBeVisible();
      await log.check('balance popover');
      await page.keyboard.press('Escape');
      await expect(balance).toBeHidden();

      // The wallet from the header's top-up button.
      await banner(page).getByRole('button', { name: 'Top up' }).click();
      const wallet = page.getByTestId('wallet-modal');
      await expect(wallet.getByTestId('deposit-method-rub-p2p')).toBeVisible();
      await expect(wallet.getByTestId('deposit-crypto-BTC')).toBeVisible();
      await log.check('wallet: deposit tab');

      // Crypto: the address with its QR code.
      await wallet.getByTestId('deposit-crypto-BTC').click();
      await expect(
        wallet.getByRole('img', { name: /QR/i }).or(wallet.locator('svg[role="img"], canvas')).first(),
      ).toBeVisible();
      await log.check('wallet: crypto deposit address');
      await wallet.getByTestId('wallet-back').click();

      // Bank: the amount form, then the payment details of the order it makes.
      await wallet.getByTestId('deposit-method-rub-p2p').click();
      await expect(wallet.getByTestId('fiat-deposit-form')).toBeVisible();
      await log.check('wallet: fiat deposit form');
      await wallet.getByTestId('fiat-deposit-amount').fill('10');
      await wallet.getByTestId('fiat-deposit-amount').blur();
      await expect(wallet.getByText('Minimum 500 RUB')).toBeVisible();
      await log.check('wallet: fiat deposit form with an error');
      await wallet.getByTestId('fiat-deposit-amount').fill('1500');
      await wallet.getByTestId('fiat-deposit-submit').click();
      await expect(wallet.getByTestId('fiat-payment-details')).toBeVisible();
      await log.check('wallet: fiat payment details');
      await shot(page, testInfo, `wallet-payment-details-${viewport.name}`);
      await wallet.getByTestId('fiat-i-paid').click();
      await expect(wallet.getByTestId('fiat-paid-form')).toBeVisible();
      await log.check('wallet: fiat receipt form');

      // The tabs: withdraw (and a method), history (with the order just made).
      await page.goto('/en?wallet=withdraw');
      await expect(wallet.getByRole('tab', { name: 'Withdraw' })).toHaveAttribute('aria-selected', 'true');
      await expect(wallet.getByRole('button', { name: /^TON\b/ })).toBeVisible();
      await log.check('wallet: withdraw tab');
      await wallet.getByRole('button', { name: /^TON\b/ }).click();
      await expect(wallet.getByTestId('withdraw-fee')).toBeVisible();
      await log.check('wallet: crypto withdrawal form');
      await wallet.getByTestId('wallet-back').click();
      await wallet.getByRole('tab', { name: 'History' }).click();
      await expect(wallet.getByTestId('history-row').first()).toBeVisible();
      await log.check('wallet: history tab');
      log.expectClean();
    });

    test('a player: every game after a bet, mines mid-round', async ({ page, request }) => {
      test.setTimeout(600_000);
      const log = new A11yLog(page);
      const login = await request.post('/api/v1/auth/login', { data: demoAccount('player') });
      expect(login.ok()).toBe(true);
      const { token } = (await login.json()) as { token: string };
      await page.addInitScript((value) => localStorage.setItem('casino.token', value), token);
      const placed = () =>
        page.waitForResponse(
          (response) =>
            response.request().method() === 'POST' && /\/api\/v1\/games\/[^/]+\/bets$/.test(response.url()),
        );

      const { games, studio } = await catalog(request);
      for (const id of games) {
        await open(page, `/en/games/${id}`);
        await expect(page.getByTestId('balance')).toBeVisible();
        // Studio games and the stepped originals have their own specs (provider-games, stepped-originals):
        // a round left open there would change the page the next run sees.
        if (studio.includes(id) || STEPPED.includes(id)) {
          await log.check(`${id} open`);
          continue;
        }
        if (id === 'mines') {
          // A round left open (an earlier run found a gem) is mid-round already; else one starts.
          const cashOut = page.getByRole('button', { name: /^Cash out/ });
          const start = page.getByRole('button', { name: 'Bet', exact: true });
          await expect(cashOut.or(start).first()).toBeVisible();
          if (await start.isVisible()) {
            const bet = placed();
            await start.click();
            expect((await bet).ok()).toBe(true);
          }
          const tile = page.getByRole('button', { name: 'Tile 13', exact: true });
          await expect(tile).toBeEnabled();
          if ((await tile.getAttribute('data-state')) === 'hidden') {
            await log.check('mines mid-round');
            await tile.click();
            await expect(tile).not.toHaveAttribute('data-state', 'hidden');
          }
          await log.check('mines after a reveal');
          // A gem keeps the round open: cash it out, so the next run starts a fresh one.
          if ((await cashOut.isVisible()) && (await cashOut.isEnabled())) await cashOut.click();
          await expect(start).toBeVisible();
          continue;
        }
        // Keno bets on picked numbers, roulette on chips: place some first.
        if (id === 'keno') await page.getByRole('button', { name: 'Auto pick' }).click();
        if (id === 'roulette')
          await page
            .getByRole('group', { name: 'Roulette table: each spot places a chip' })
            .getByRole('button', { name: 'Red', exact: true })
            .click();
        const action = page
          .getByRole('button', { name: /^(Bet|Spin)( for the next round)?$/ })
          .filter({ visible: true })
          .first();
        await expect(action).toBeEnabled();
        const bet = placed();
        await action.click();
        expect((await bet).ok(), id).toBe(true);
        if (id === 'dice') await expect(page.getByTestId('dice-result')).toHaveText(/^\d{1,3}\.\d\d$/);
        // The bet lands in My bets (a row fading in).
        if (id !== 'crash')
          await expect(page.getByRole('region', { name: 'My bets' }).getByRole('row').nth(1)).toBeAttached();
        await log.check(`${id} after a bet`);
      }
      log.expectClean();
    });
  });
}
