import { expect, type Locator, type Page, test } from '@playwright/test';

/**
 * Phone polish (issue 14): nothing floating covers a game's controls, pages start at the top and Back
 * comes back to where the player was, dialogs are full-height sheets on phones with a reachable close,
 * touch targets are at least 44×44 CSS px, and the landscape-rotate prompt shows on phones only.
 */

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;
/** The smallest touch target (WCAG 2.5.5, Apple HIG): 44×44 CSS px. */
const MIN_TARGET = 44;
/** A game tile's link (not the favourites page, which asks a guest to sign in). */
const GAME_LINK = 'main a[href^="/en/games/"]:not([href="/en/games/favorites"])';

/** A fresh player's token, put in storage before the page loads. */
async function signInByApi(page: Page) {
  const response = await page.request.post('/api/v1/auth/register', {
    data: {
      email: `phone-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`,
      password: 'phone-e2e-pass',
    },
  });
  expect(response.status()).toBe(201);
  const { token } = (await response.json()) as { token: string };
  await page.addInitScript((value) => localStorage.setItem('casino.token', value), token);
}

type Box = { x: number; y: number; width: number; height: number };

function intersects(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** The boxes of what floats over the page on phones: the bottom bar and the visible floating buttons. */
async function floatingBoxes(page: Page): Promise<Array<{ name: string; box: Box }>> {
  const found: Array<{ name: string; box: Box }> = [];
  const candidates: Array<[string, Locator]> = [
    ['bottom bar', page.getByRole('navigation', { name: 'Quick menu' })],
    ['support button', page.getByRole('button', { name: 'Open support' })],
    ['scroll-to-top button', page.getByRole('button', { name: 'Back to top' })],
  ];
  for (const [name, locator] of candidates) {
    if ((await locator.count()) === 0 || !(await locator.isVisible())) continue;
    // Faded out and click-through (the scroll-to-top button near the top) is not in the way.
    const inTheWay = await locator.evaluate((element) => {
      const style = getComputedStyle(element);
      return style.pointerEvents !== 'none' && Number(style.opacity) > 0;
    });
    const box = await locator.boundingBox();
    if (inTheWay && box) found.push({ name, box });
  }
  return found;
}

async function expectClear(
  page: Page,
  controls: Array<[string, Locator]>,
  where: string,
  { bar = true }: { bar?: boolean } = {},
) {
  // The floating buttons fade and slide in (200 ms).
  await page.waitForTimeout(250);
  const floating = (await floatingBoxes(page)).filter((f) => bar || f.name !== 'bottom bar');
  if (bar)
    expect(
      floating.map((f) => f.name),
      where,
    ).toContain('bottom bar');
  for (const [name, control] of controls) {
    const box = await control.boundingBox();
    expect(box, `${name} on ${where}`).not.toBeNull();
    if (!box) continue;
    for (const f of floating)
      expect(
        intersects(box, f.box),
        `${name} ${JSON.stringify(box)} under the ${f.name} ${JSON.stringify(f.box)} on ${where}`,
      ).toBe(false);
  }
}

test.describe('phone: nothing floating covers the game controls', () => {
  test.use(PHONE);

  for (const game of ['dice', 'mines', 'crash']) {
    test(`${game}: the bet button and the amount are clear of the bottom bar and floating buttons`, async ({
      page,
    }) => {
      await signInByApi(page);
      await page.goto(`/en/games/${game}`);
      // Crash between rounds says "Bet · Next round".
      const bet = page.getByRole('button', { name: /^(Bet|Start)(\s|$)/ }).first();
      const amount = page.getByRole('textbox', { name: 'Bet amount' }).first();
      await expect(bet).toBeVisible();
      await expect(amount).toBeVisible();
      await expect(page.getByTestId('balance')).toBeVisible();
      const controls: Array<[string, Locator]> = [
        ['bet button', bet],
        ['amount input', amount],
      ];
      await expectClear(page, controls, `${game} at the top`);
      // Brought into view from below (as focus or the browser would): they land above the bottom bar.
      await page.evaluate(() => window.scrollTo(0, 0));
      await bet.evaluate((element) => element.scrollIntoView({ block: 'end' }));
      await expectClear(page, controls, `${game} with the bet button scrolled into view`);
      await page.screenshot({ path: `/tmp/phone-${game}.png` });
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expectClear(page, controls, `${game} at the bottom`);
      // Wherever the page is scrolled to while they are on screen, no floating button sits over them (the
      // bar is what it is: the page scrolls behind it).
      const [from, to] = await page.evaluate(
        (elements) => {
          const tops = elements.map((e) => e.getBoundingClientRect().top + window.scrollY);
          const bottoms = elements.map((e) => e.getBoundingClientRect().bottom + window.scrollY);
          return [Math.max(0, Math.min(...tops) - window.innerHeight), Math.max(...bottoms)];
        },
        [await bet.elementHandle(), await amount.elementHandle()],
      );
      for (let y = from; y <= to; y += 100) {
        await page.evaluate((top) => window.scrollTo(0, top), y);
        await expectClear(page, controls, `${game} scrolled to ${Math.round(y)}`, { bar: false });
      }
    });
  }

  test('the floating support button waits off game pages; support stays in the menu', async ({ page }) => {
    await page.goto('/en');
    const floating = page.getByRole('button', { name: 'Open support' });
    await expect(floating).toBeVisible();
    await page.goto('/en/games/dice');
    await expect(page.getByRole('button', { name: 'Bet', exact: true })).toBeVisible();
    await expect(floating).toBeHidden();
    await page.getByRole('navigation', { name: 'Quick menu' }).getByRole('button', { name: 'Menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await drawer.getByRole('button', { name: 'Support' }).click();
    await expect(page.getByRole('dialog', { name: 'Support' })).toBeVisible();
  });
});

test.describe('scroll: new pages start at the top, Back returns to where the player was', () => {
  test.use(PHONE);

  test('a page that opens tall at once (from the lobby or the footer) starts at the top; Back returns', async ({
    page,
  }) => {
    await signInByApi(page);
    await page.goto('/en');
    await expect(page.locator(GAME_LINK).first()).toBeVisible();
    const scrollY = () => page.evaluate(() => window.scrollY);

    // A lobby section's "all games" link: the category's first page is in the cache, so it renders at once.
    const all = page.getByRole('link', { name: 'All Slots games' });
    await all.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await expect.poll(scrollY).toBeGreaterThan(400);
    const inLobby = await scrollY();
    await all.click();
    await expect(page).toHaveURL(/\/en\/categories\/slots\/games$/);
    await expect(page.locator(GAME_LINK).first()).toBeVisible();
    await expect.poll(scrollY).toBe(0);
    await page.goBack();
    await expect(page).toHaveURL(/\/en$/);
    // Rows below the fold hold a reserved height until their games load, so the page Back returns to
    // may be a little shorter for a moment: within a couple of text lines of where the player was.
    await expect.poll(scrollY).toBeGreaterThan(inLobby - 48);
    expect(await scrollY()).toBeLessThan(inLobby + 48);

    // The footer, at the bottom of the lobby, to a policy page.
    const terms = page.locator('footer').getByRole('link', { name: 'Terms and Conditions' });
    await terms.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await expect.poll(scrollY).toBeGreaterThan(600);
    const atFooter = await scrollY();
    await terms.click();
    await expect(page).toHaveURL(/\/en\/policies\/terms$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(scrollY).toBe(0);
    await page.goBack();
    // As above: the restored lobby may be a few pixels shorter until its lower rows load.
    await expect.poll(scrollY).toBeGreaterThan(atFooter - 48);
    expect(await scrollY()).toBeLessThan(atFooter + 48);
  });

  test('home → a game → Back', async ({ page }) => {
    await signInByApi(page);
    await page.goto('/en');
    const tiles = page.locator(GAME_LINK);
    await expect(tiles.first()).toBeVisible();
    // The live bets above have their bets (or none yet): their placeholder is taller than the strip, and
    // scroll anchoring would move the position read below if the strip arrived after it.
    const liveBets = page.getByRole('region', { name: 'Live bets' });
    await expect(
      liveBets.getByRole('listitem').first().or(liveBets.getByText('No bets yet. Be the first to play!')),
    ).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 900));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(800);
    const before = await page.evaluate(() => window.scrollY);
    const tile = await firstTileInView(page);
    await tile.click();
    await expect(page).toHaveURL(/\/en\/games\/[^/]+$/);
    // The game's page, an original or a studio's (whichever tile was in view), with its rules panel.
    await expect(page.getByRole('region', { name: 'About the game' })).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    await page.goBack();
    await expect(page).toHaveURL(/\/en$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before - 4);
    expect(await page.evaluate(() => window.scrollY)).toBeLessThan(before + 4);
  });

  test('a list grown by "Show more" is restored too', async ({ page }) => {
    await signInByApi(page);
    // The demo catalogue has three slots: here the category has 75, served 30 a page as the server would.
    await page.route(/\/api\/v2\/games\?/, async (route) => {
      const url = new URL(route.request().url());
      if (url.searchParams.get('category') !== 'slots') return route.fallback();
      const offset = Number(url.searchParams.get('offset') ?? 0);
      const limit = Number(url.searchParams.get('limit') ?? 30);
      url.searchParams.set('offset', '0');
      const real = (await (await route.fetch({ url: url.toString() })).json()) as {
        items: Array<{ id: string }>;
      };
      const all = Array.from({ length: 75 }, (_, i) => {
        const game = real.items[i % real.items.length] as { id: string };
        return i < real.items.length ? game : { ...game, id: `${game.id}-${i}` };
      });
      await route.fulfill({
        json: { items: all.slice(offset, offset + limit), meta: { total: all.length, offset, limit } },
      });
    });
    await page.goto('/en/categories/slots/games');
    const tiles = page.locator(GAME_LINK);
    await expect(tiles).toHaveCount(30);
    await page.getByRole('button', { name: 'Show more' }).click();
    await expect(tiles).toHaveCount(60);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1500);
    const before = await page.evaluate(() => window.scrollY);
    const tile = await firstTileInView(page);
    await tile.click();
    await expect(page).toHaveURL(/\/en\/games\/[^/]+$/);
    // The address changes first; the page (and its scroll) follows when React renders it.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await expect(tiles).toHaveCount(60);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before - 4);
    expect(await page.evaluate(() => window.scrollY)).toBeLessThan(before + 4);
  });

  test('opening and closing the wallet keeps the page where it was', async ({ page }) => {
    await signInByApi(page);
    await page.goto('/en');
    await expect(page.getByTestId('balance')).toBeVisible();
    await expect(page.locator(GAME_LINK).first()).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 700));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(600);
    const before = await page.evaluate(() => window.scrollY);
    await page
      .getByRole('navigation', { name: 'Quick menu' })
      .getByRole('button', { name: 'Wallet' })
      .click();
    const wallet = page.getByTestId('wallet-modal');
    await expect(wallet).toBeVisible();
    await wallet.getByTestId('wallet-close').click();
    await expect(wallet).toBeHidden();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(before);
  });
});

/** The first game tile wholly inside the viewport (above the bottom bar). */
async function firstTileInView(page: Page): Promise<Locator> {
  const index = await page.evaluate((selector) => {
    const links = Array.from(document.querySelectorAll(selector));
    return links.findIndex((link) => {
      const rect = link.getBoundingClientRect();
      return rect.top > 80 && rect.bottom < window.innerHeight - 100 && rect.width > 40;
    });
  }, GAME_LINK);
  expect(index).toBeGreaterThanOrEqual(0);
  return page.locator(GAME_LINK).nth(index);
}

/** A phone sheet: from just below the top of the screen to the bottom edge, the full width. */
async function expectFullHeightSheet(sheet: Locator, where: string) {
  const { width, height } = sheet.page().viewportSize() ?? PHONE.viewport;
  // Settled: the slide-in animation over, the bottom edge on the screen's.
  await expect
    .poll(
      async () => {
        const box = await sheet.boundingBox();
        return box ? Math.round(box.y + box.height) : null;
      },
      { message: `${where} settles at the bottom edge` },
    )
    .toBe(height);
  const box = await sheet.boundingBox();
  expect(box, where).not.toBeNull();
  if (!box) return;
  expect(box.x, where).toBeLessThanOrEqual(0.5);
  expect(box.width, where).toBeGreaterThanOrEqual(width - 1);
  expect(box.y + box.height, where).toBeGreaterThanOrEqual(height - 1);
  expect(box.y + box.height, where).toBeLessThanOrEqual(height + 1);
  // At most a 16 px strip of the page above it (no safe area in the emulator).
  expect(box.y, where).toBeLessThanOrEqual(16);
}

/**
 * The close button, as chosen for phones: at least 44×44 in the sheet's header, which stays on screen
 * however far the sheet's content scrolls (and the header is a grab handle: a swipe down closes).
 */
async function expectReachableClose(sheet: Locator, close: Locator, where: string) {
  const box = await close.boundingBox();
  expect(box, where).not.toBeNull();
  if (!box) return;
  // (Sub-pixel layout: 43.99999 is 44.)
  expect(box.width, `close width on ${where}`).toBeGreaterThanOrEqual(MIN_TARGET - 0.5);
  expect(box.height, `close height on ${where}`).toBeGreaterThanOrEqual(MIN_TARGET - 0.5);
  await sheet.evaluate((element) => {
    for (const el of [element, ...Array.from(element.querySelectorAll('*'))])
      if (el.scrollHeight > el.clientHeight) el.scrollTop = el.scrollHeight;
  });
  await expect(close).toBeInViewport({ ratio: 1 });
}

test.describe('dialogs on phones are full-height sheets', () => {
  test.use(PHONE);

  test('register, support, game search, partners: sheet, close, Esc, focus trap, swipe down', async ({
    page,
  }) => {
    await page.goto('/en');
    await page.getByRole('banner').getByRole('button', { name: 'Register' }).click();
    const register = page.getByRole('dialog', { name: 'Create your account' });
    await expect(register).toBeVisible();
    await expect(register).toHaveAttribute('aria-modal', 'true');
    await expectFullHeightSheet(register, 'register');
    await page.screenshot({ path: '/tmp/phone-register.png' });
    const close = register.getByRole('button', { name: 'Close' });
    await expectReachableClose(register, close, 'register');

    // Tab stays inside.
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      expect(await register.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(register).toBeHidden();

    // A swipe down on the sheet's header closes it.
    await page.getByRole('banner').getByRole('button', { name: 'Register' }).click();
    await expect(register).toBeVisible();
    await page.waitForTimeout(300);
    const handle = register.getByTestId('sheet-handle');
    const hb = await handle.boundingBox();
    expect(hb).not.toBeNull();
    if (hb) {
      const x = hb.x + hb.width / 2;
      const y = hb.y + hb.height / 2;
      await page.mouse.move(x, y);
      await page.mouse.down();
      for (let step = 1; step <= 8; step++) await page.mouse.move(x, y + step * 40);
      await page.mouse.up();
    }
    await expect(register).toBeHidden();

    // Support (from the menu) and game search are sheets as well.
    await page.getByRole('navigation', { name: 'Quick menu' }).getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Support' }).click();
    const support = page.getByRole('dialog', { name: 'Support' });
    await expectFullHeightSheet(support, 'support');
    await expectReachableClose(support, support.getByRole('button', { name: 'Close' }), 'support');
    await page.keyboard.press('Escape');
    await expect(support).toBeHidden();

    await page.getByRole('navigation', { name: 'Quick menu' }).getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Search games' }).click();
    const search = page.getByRole('dialog', { name: 'Search games' });
    await expectFullHeightSheet(search, 'game search');
    await expectReachableClose(search, search.getByRole('button', { name: 'Close search' }), 'game search');
    // Its search box stays on top of the results as they scroll.
    await expect(search.getByRole('combobox')).toBeInViewport();
    await search.getByRole('button', { name: 'Close search' }).click();
    await expect(search).toBeHidden();

    await page.locator('footer').getByRole('button', { name: 'Partners' }).click();
    const partners = page.getByRole('dialog', { name: 'Our partners' });
    await expectFullHeightSheet(partners, 'partners');
    await expectReachableClose(partners, partners.getByRole('button', { name: 'Close' }), 'partners');
    await page.keyboard.press('Escape');
    await expect(partners).toBeHidden();
  });

  test('the wallet is a full-height sheet with a reachable close', async ({ page }) => {
    await signInByApi(page);
    await page.goto('/en');
    await expect(page.getByTestId('balance')).toBeVisible();
    await page
      .getByRole('navigation', { name: 'Quick menu' })
      .getByRole('button', { name: 'Wallet' })
      .click();
    const wallet = page.getByTestId('wallet-modal');
    await expect(wallet).toBeVisible();
    await expectFullHeightSheet(wallet, 'wallet');
    await page.screenshot({ path: '/tmp/phone-wallet.png' });
    await expectReachableClose(wallet, wallet.getByTestId('wallet-close'), 'wallet');
    await page.keyboard.press('Escape');
    await expect(wallet).toBeHidden();
  });
});

test.describe('at 360 px: the sheets and the game page', () => {
  test.use({ ...PHONE, viewport: { width: 360, height: 740 } });

  test('home, dice, the register and wallet sheets', async ({ page }) => {
    await page.goto('/en');
    await expect(page.locator(GAME_LINK).first()).toBeVisible();
    await page.screenshot({ path: '/tmp/phone360-home.png' });
    await page.getByRole('banner').getByRole('button', { name: 'Register' }).click();
    const register = page.getByRole('dialog', { name: 'Create your account' });
    await expectFullHeightSheet(register, 'register at 360');
    await page.screenshot({ path: '/tmp/phone360-register.png' });
    await page.keyboard.press('Escape');
    await expect(register).toBeHidden();

    await signInByApi(page);
    await page.goto('/en/games/dice');
    await expect(page.getByRole('button', { name: 'Bet', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open support' })).toBeHidden();
    await page.screenshot({ path: '/tmp/phone360-dice.png' });
    await page
      .getByRole('navigation', { name: 'Quick menu' })
      .getByRole('button', { name: 'Wallet' })
      .click();
    const wallet = page.getByTestId('wallet-modal');
    await expectFullHeightSheet(wallet, 'wallet at 360');
    await page.screenshot({ path: '/tmp/phone360-wallet.png' });
  });
});

test.describe('dialogs on desktop stay centred', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('register', async ({ page }) => {
    await page.goto('/en');
    await page.getByRole('banner').getByRole('button', { name: 'Register' }).click();
    const register = page.getByRole('dialog', { name: 'Create your account' });
    await expect(register).toBeVisible();
    await page.waitForTimeout(300);
    const box = await register.boundingBox();
    expect(box).not.toBeNull();
    if (!box) return;
    expect(Math.abs(box.x + box.width / 2 - 640)).toBeLessThan(2);
    expect(box.width).toBeLessThan(600);
    expect(box.height).toBeLessThan(800 - 40);
    await expect(register.getByTestId('sheet-handle')).toBeHidden();
  });
});

/**
 * Every visible interactive element (button, a[href], input, [role=tab], select, textarea) smaller than
 * 44×44. A visually hidden input (a radio drawn as a segment) is measured by its <label>. Left out, on
 * purpose: inline text links (and link-like buttons) in a sentence, i.e. display inline or inline-block
 * inside a <p> that has words of its own besides them (WCAG 2.5.8's inline exception); what nobody sees or can hit (display none, zero size, clipped away
 * by sr-only as the skip link until it is focused, invisible, transparent or click-through).
 */
async function smallTargets(scope: Locator, exclude?: string): Promise<string[]> {
  return scope.evaluate(
    (root, { min, exclude }) => {
      const clippedAway = (el: Element) => {
        const style = getComputedStyle(el);
        return style.clipPath === 'inset(50%)' || style.clip === 'rect(0px, 0px, 0px, 0px)';
      };
      const out: string[] = [];
      const seen = new Set<Element>();
      const elements = root.querySelectorAll('button, a[href], input, [role="tab"], select, textarea');
      for (const element of Array.from(elements)) {
        if (exclude && element.closest(exclude)) continue;
        let target: Element = element;
        if (clippedAway(element)) {
          const label =
            element.closest('label') ??
            (element.id ? document.querySelector(`label[for="${CSS.escape(element.id)}"]`) : null);
          if (!label) continue;
          target = label;
        }
        if (seen.has(target)) continue;
        seen.add(target);
        const rect = target.getBoundingClientRect();
        if (rect.width === 0 || rect.height === 0) continue;
        const style = getComputedStyle(target);
        if (style.visibility === 'hidden' || style.pointerEvents === 'none') continue;
        let transparent = false;
        for (let el: Element | null = target; el; el = el.parentElement)
          if (Number(getComputedStyle(el).opacity) === 0) transparent = true;
        if (transparent) continue;
        const sentence = target.parentElement?.closest('p');
        const inSentence =
          (target.tagName === 'A' || target.tagName === 'BUTTON') &&
          (style.display === 'inline' || style.display === 'inline-block') &&
          sentence != null &&
          (sentence.textContent ?? '').trim().length > (target.textContent ?? '').trim().length;
        if (inSentence) continue;
        if (rect.width + 0.5 >= min && rect.height + 0.5 >= min) continue;
        const label = element instanceof HTMLInputElement ? element.labels?.[0]?.textContent : null;
        const name = (target.getAttribute('aria-label') ?? label ?? target.textContent ?? '')
          .trim()
          .slice(0, 30);
        const testId = target.getAttribute('data-testid');
        out.push(
          `${target.tagName.toLowerCase()}${testId ? `[data-testid=${testId}]` : ''} "${name}" ${Math.round(rect.width)}×${Math.round(rect.height)}`,
        );
      }
      return out;
    },
    { min: MIN_TARGET, exclude },
  );
}

test.describe('touch targets on phones are at least 44×44', () => {
  test.use(PHONE);

  test('home, the menu, the register dialog (guest)', async ({ page }) => {
    await page.goto('/en');
    await expect(page.locator(GAME_LINK).first()).toBeVisible();
    await page.waitForTimeout(400);
    const problems: Record<string, string[]> = {};
    problems.home = await smallTargets(page.locator('body'));
    await page.getByRole('navigation', { name: 'Quick menu' }).getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await expect(menu).toHaveAttribute('aria-modal', 'true');
    await page.waitForTimeout(400);
    problems.menu = await smallTargets(menu);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await page.getByRole('banner').getByRole('button', { name: 'Register' }).click();
    const register = page.getByRole('dialog', { name: 'Create your account' });
    await expect(register).toBeVisible();
    await page.waitForTimeout(400);
    problems.register = await smallTargets(register);
    expect(problems).toEqual({ home: [], menu: [], register: [] });
  });

  test('a game page, the profile, the wallet (player)', async ({ page }) => {
    await signInByApi(page);
    const problems: Record<string, string[]> = {};
    await page.goto('/en/games/dice');
    await expect(page.getByRole('button', { name: 'Bet', exact: true })).toBeVisible();
    await page.waitForTimeout(400);
    problems.dice = await smallTargets(page.locator('body'));
    await page.goto('/en/profile');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForTimeout(400);
    problems.profile = await smallTargets(page.locator('body'));
    await page
      .getByRole('navigation', { name: 'Quick menu' })
      .getByRole('button', { name: 'Wallet' })
      .click();
    const wallet = page.getByTestId('wallet-modal');
    await expect(wallet).toBeVisible();
    await page.waitForTimeout(400);
    problems.wallet = await smallTargets(wallet);
    expect(problems).toEqual({ dice: [], profile: [], wallet: [] });
  });
});

test.describe('landscape-rotate prompt', () => {
  test.describe('on a phone held sideways', () => {
    test.use({ viewport: { width: 844, height: 390 }, isMobile: true, hasTouch: true });

    test('shows, keeps the focus, and is dismissed with the keyboard', async ({ page }) => {
      await signInByApi(page);
      await page.goto('/en');
      const prompt = page.getByRole('alertdialog', { name: 'Turn your phone upright' });
      await expect(prompt).toBeVisible();
      await expect(prompt).toHaveAttribute('aria-modal', 'true');
      const carryOn = prompt.getByRole('button');
      await expect(carryOn).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(carryOn).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(prompt).toBeHidden();
      // It stays dismissed while the player moves around.
      await page.locator(GAME_LINK).first().click();
      await expect(page).toHaveURL(/\/en\/games\//);
      await expect(prompt).toBeHidden();
    });

    test('Esc dismisses it too', async ({ page }) => {
      await page.goto('/en');
      const prompt = page.getByRole('alertdialog', { name: 'Turn your phone upright' });
      await expect(prompt).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(prompt).toBeHidden();
    });
  });

  test.describe('on a desktop', () => {
    test.use({ viewport: { width: 844, height: 390 } });

    test('a short wide window with a mouse gets no prompt', async ({ page }) => {
      await page.goto('/en');
      await expect(page.locator(GAME_LINK).first()).toBeVisible();
      await expect(page.getByRole('alertdialog')).toHaveCount(0);
    });
  });
});
