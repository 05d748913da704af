import { type APIRequestContext, expect, type Page, type Route, type TestInfo, test } from '@playwright/test';
import { operatorToken, PASSWORD } from './wallet-helpers.ts';

/**
 * Issue 14: a bet offline or on a bad line, on a phone. The Bet button shows it is placing the bet; when no
 * answer comes (offline, the answer lost on the way back, no answer within the 10 s deadline) the player is
 * told what happened and gets Retry; the retry sends the same Idempotency-Key, so a bet that reached the
 * server comes back instead of a second one: one bet in the history, the balance debited once.
 */

test.use({ viewport: { width: 390, height: 844 } });

const FUNDS = '100.00';

interface Player {
  token: string;
  globalId: string;
}

interface Bet {
  id: string;
  amount: string;
  payout: string;
  outcome: { roll?: number };
}

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const cents = (value: string) => BigInt(value.replace('.', ''));

/** A new USD player with FUNDS on the main balance (operator adjustment), signed in on the page. */
async function fundedPlayer(page: Page, request: APIRequestContext): Promise<Player> {
  const email = `bet-offline-${Date.now()}-${Math.round(Math.random() * 1e6)}@example.com`;
  const registered = await request.post('/api/v1/auth/register', {
    data: { email, password: PASSWORD, currency: 'USD' },
  });
  expect(registered.status()).toBe(201);
  const body = (await registered.json()) as { token: string; user: { globalId: string } };
  const player = { token: body.token, globalId: body.user.globalId };
  const funded = await request.post(`/api/admin/v1/players/${player.globalId}/adjustments`, {
    headers: { ...auth(await operatorToken(request)), 'idempotency-key': `fund-${player.globalId}` },
    data: { amount: FUNDS, currency: 'USD', reason: 'e2e: funds for bets offline' },
  });
  expect(funded.ok()).toBeTruthy();
  await page.addInitScript((token) => localStorage.setItem('casino.token', token), player.token);
  return player;
}

async function diceBets(request: APIRequestContext, player: Player): Promise<Bet[]> {
  const response = await request.get('/api/v1/games/bets?game=dice', { headers: auth(player.token) });
  expect(response.ok()).toBeTruthy();
  return ((await response.json()) as { items: Bet[] }).items;
}

async function mainBalance(request: APIRequestContext, player: Player): Promise<string> {
  const response = await request.get('/api/v1/wallet/balance', { headers: auth(player.token) });
  expect(response.ok()).toBeTruthy();
  return ((await response.json()) as { fiat: { value: string } }).fiat.value;
}

/** Exactly one dice bet was placed, the one on screen, and the balance moved by it once. */
async function expectOneBet(page: Page, request: APIRequestContext, player: Player) {
  const bets = await diceBets(request, player);
  expect(bets).toHaveLength(1);
  const [bet] = bets as [Bet];
  await expect(page.getByTestId('dice-result')).toHaveText((bet.outcome.roll ?? -1).toFixed(2));
  const expected = cents(FUNDS) - cents(bet.amount) + cents(bet.payout);
  expect(cents(await mainBalance(request, player))).toBe(expected);
}

async function openDice(page: Page) {
  await page.goto('/en/games/dice');
  const bet = page.getByRole('button', { name: 'Bet', exact: true });
  await expect(page.getByTestId('balance')).toContainText(FUNDS);
  await expect(page.getByLabel('Bet amount')).not.toHaveValue('');
  return bet;
}

async function shot(page: Page, testInfo: TestInfo, name: string) {
  await page.getByRole('region', { name: 'Bet controls' }).scrollIntoViewIfNeeded();
  const path = `/tmp/${name}.png`;
  await page.screenshot({ path });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

test('offline: nothing is sent, the player is told, and Retry places the bet once back online', async ({
  page,
  context,
  request,
}, testInfo) => {
  const player = await fundedPlayer(page, request);
  const bet = await openDice(page);

  await context.setOffline(true);
  await bet.click();
  const notice = page.getByTestId('bet-interrupted');
  await expect(notice).toContainText("You're offline");
  await expect(notice).toContainText("Your bet was not placed. Retry when you're back online.");
  const retry = notice.getByRole('button', { name: 'Retry' });
  await expect(retry).toBeDisabled();
  // Not spinning: the Bet button is usable again.
  await expect(bet).toBeEnabled();
  await expect(bet).not.toHaveAttribute('aria-busy');
  await shot(page, testInfo, 'bet-offline-390');
  expect(await diceBets(request, player)).toHaveLength(0);

  await context.setOffline(false);
  await expect(notice).toContainText("You're back online");
  await retry.click();
  await expect(notice).toBeHidden();
  await expectOneBet(page, request, player);
});

test('answer lost: the bet reached the server, Retry gets that bet back instead of a second one', async ({
  page,
  request,
}, testInfo) => {
  const player = await fundedPlayer(page, request);
  const bet = await openDice(page);

  // The request reaches the server (which places the bet); its answer never comes back.
  const keys: string[] = [];
  await page.route('**/api/v1/games/dice/bets', async (route) => {
    keys.push((await route.request().headerValue('idempotency-key')) ?? '');
    if (keys.length > 1) return route.continue();
    await route.fetch();
    await route.abort('connectionreset');
  });
  await bet.click();
  const notice = page.getByTestId('bet-interrupted');
  await expect(notice).toContainText('Connection lost');
  await expect(notice).toContainText("Your bet may not have been placed. Retry — it won't be placed twice.");
  expect(await diceBets(request, player)).toHaveLength(1);
  await expect(page.getByTestId('connection-overlay')).toBeHidden();
  await shot(page, testInfo, 'bet-lost-390');

  await notice.getByRole('button', { name: 'Retry' }).click();
  await expect(notice).toBeHidden();
  expect(keys).toHaveLength(2);
  expect(keys[1]).toMatch(/^[0-9a-f-]{36}$/);
  expect(keys[1]).toBe(keys[0]);
  await expectOneBet(page, request, player);
});

test('slow line: the button shows the bet is being placed; after 10 s without an answer, Retry', async ({
  page,
  request,
}, testInfo) => {
  const player = await fundedPlayer(page, request);
  const bet = await openDice(page);

  // The first request is held; the page gives up on it at its deadline.
  let held: Route | undefined;
  const arrived = new Promise<void>((resolve) => {
    void page.route(
      '**/api/v1/games/dice/bets',
      (route) => {
        held = route;
        resolve();
      },
      { times: 1 },
    );
  });
  await bet.click();
  await arrived;
  const pending = page.getByRole('button', { name: 'Placing bet…' });
  await expect(pending).toHaveAttribute('aria-busy', 'true');
  await expect(pending).toBeDisabled();
  // A wait the player notices: the button says it in words.
  await expect(pending).toHaveText('Placing bet…');
  await shot(page, testInfo, 'bet-pending-390');

  const notice = page.getByTestId('bet-interrupted');
  await expect(notice).toContainText('No answer from the server', { timeout: 15_000 });
  await expect(bet).toBeEnabled();
  await shot(page, testInfo, 'bet-timeout-390');

  // The held request reaches the server after all (the bet is placed); the page has long stopped waiting.
  await held?.fetch();
  await held?.abort().catch(() => {});
  expect(await diceBets(request, player)).toHaveLength(1);

  await notice.getByRole('button', { name: 'Retry' }).click();
  await expect(notice).toBeHidden();
  await expectOneBet(page, request, player);
});
