import type { GameView } from '@casino/shared';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { operatorToken, PASSWORD, SIZES, shot } from './wallet-helpers.ts';

/**
 * Issue 16 against the real server and the stand-in aggregator `npm start` runs beside it: the slots
 * category lists hundreds of studio games with show-more; a player opens one, plays rounds for real money
 * inside the aggregator's frame, and the casino's own balance moves through the signed wallet calls.
 */

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

async function fundedPlayer(request: APIRequestContext) {
  const operator = await operatorToken(request);
  const email = `studio-${Date.now()}-${Math.round(Math.random() * 1e6)}@example.com`;
  const registered = await request.post('/api/v1/auth/register', {
    data: { email, password: PASSWORD, currency: 'USD' },
  });
  expect(registered.status()).toBe(201);
  const body = (await registered.json()) as { token: string; user: { globalId: string } };
  const credited = await request.post(`/api/admin/v1/players/${body.user.globalId}/adjustments`, {
    headers: { ...auth(operator), 'idempotency-key': `studio-fund-${body.user.globalId}` },
    data: { amount: '100.00', currency: 'USD', reason: 'e2e studio game money' },
  });
  expect(credited.ok(), await credited.text()).toBeTruthy();
  return body.token;
}

/** The imported catalogue arrives in the background at start: wait until it is there. */
async function slotsPage(request: APIRequestContext) {
  let page: { items: GameView[]; meta: { total: number } } = { items: [], meta: { total: 0 } };
  await expect
    .poll(
      async () => {
        const response = await request.get('/api/v2/games?category=slots&limit=30');
        page = (await response.json()) as typeof page;
        return page.meta.total;
      },
      { timeout: 60_000 },
    )
    .toBeGreaterThan(300);
  return page;
}

test('the slots category lists 300+ studio games and shows more on request', async ({ page, request }) => {
  const first = await slotsPage(request);
  await page.goto('/en/categories/slots/games');
  const grid = page.getByTestId('game-tile');
  await expect(grid).toHaveCount(30);
  const studios = new Set(first.items.map((game) => game.provider));
  expect(studios.size).toBeGreaterThan(1);
  await page.getByRole('button', { name: 'Show more' }).click();
  await expect(grid).toHaveCount(60);
});

SIZES.forEach((size) => {
  test(`${size.name}: a studio slot played for real money moves the casino balance`, async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(120_000);
    await page.setViewportSize(size.viewport);
    const listed = await slotsPage(request);
    const game = listed.items.find((g) => g.source === 'aggregator');
    if (!game) throw new Error('no studio game among the first slots');
    const token = await fundedPlayer(request);
    await page.addInitScript((value) => localStorage.setItem('casino.token', value), token);

    // From the lobby's slots list to the game.
    await page.goto('/en/categories/slots/games');
    await page.locator(`main a[href="/en/games/${game.id}"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`/en/games/${game.id}$`));
    await expect(page.getByRole('radio', { name: 'Real money' })).toBeChecked();

    const balance = page.getByTestId('balance').first();
    await expect(balance).toContainText('100.00');
    const frame = page.frameLocator(`iframe[title="${game.title}: game"]`);
    await expect(frame.locator('#balance')).toContainText('100');

    // A round whose win equals its stake leaves the balance where it was: play until it moves.
    for (let round = 0; round < 6; round++) {
      const before = await balance.textContent();
      await frame.locator('#play').click();
      await expect(frame.locator('#play')).toBeEnabled({ timeout: 15_000 });
      const after = await balance.textContent();
      if (after !== before) break;
    }
    await expect(balance).not.toContainText('100.00');
    // The round is among the player's own bets on the game's page.
    await expect(page.getByRole('region', { name: 'My bets' }).getByRole('row').nth(1)).toBeVisible();
    await shot(page, testInfo, `studio-game-${size.name}`);

    // The casino's ledger agrees with what the player sees: the wallet's balance is the header's.
    const wallet = await request.get('/api/v1/wallet/balance', { headers: auth(token) });
    expect(wallet.ok(), await wallet.text()).toBeTruthy();
    const text = (await balance.textContent()) ?? '';
    const shown = text.replace(/[^0-9.]/g, '');
    expect(JSON.stringify(await wallet.json())).toContain(shown);
  });
});
