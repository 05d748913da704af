import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { operatorToken, PASSWORD, SIZES, shot } from './wallet-helpers.ts';

/**
 * Issue 18 against the real server and its jobs (the scorer every second, the settlement every five): an
 * operator opens a Dice race that needs joining; a player finds it in the list, joins, plays Dice on the
 * game page and sees the board; a bet placed elsewhere (another tab) moves the board live; the operator ends
 * the race now, and after the grace the prize arrives with a toast and in the balance.
 */

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

async function createRace(request: APIRequestContext, token: string, name: string): Promise<string> {
  const now = Date.now();
  const response = await request.post('/api/admin/v1/tournaments', {
    headers: auth(token),
    data: {
      slug: `e2e-race-${now}-${Math.round(Math.random() * 1e6)}`,
      descriptions: { en: { name, description: 'A short Dice race for the end-to-end test.' } },
      currency: 'USD',
      startsAt: new Date(now - 60_000).toISOString(),
      endsAt: new Date(now + 60 * 60_000).toISOString(),
      scoring: 'wagered',
      games: ['dice'],
      minStake: '0.10',
      joinRequired: true,
      prizes: [
        { kind: 'money', amount: '25.00' },
        { kind: 'money', amount: '10.00' },
      ],
      position: 0,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

async function fundedPlayer(request: APIRequestContext, operator: string) {
  const email = `race-${Date.now()}-${Math.round(Math.random() * 1e6)}@example.com`;
  const registered = await request.post('/api/v1/auth/register', {
    data: { email, password: PASSWORD, currency: 'USD' },
  });
  expect(registered.status()).toBe(201);
  const body = (await registered.json()) as { token: string; user: { globalId: string } };
  const credited = await request.post(`/api/admin/v1/players/${body.user.globalId}/adjustments`, {
    headers: { ...auth(operator), 'idempotency-key': `race-fund-${body.user.globalId}` },
    data: { amount: '100.00', currency: 'USD', reason: 'e2e tournament stake money' },
  });
  expect(credited.ok(), await credited.text()).toBeTruthy();
  return { token: body.token, globalId: body.user.globalId };
}

async function signIn(page: Page, token: string) {
  await page.addInitScript((value) => localStorage.setItem('casino.token', value), token);
}

const balance = (page: Page) => page.getByTestId('balance');

for (const size of SIZES) {
  test(`${size.name}: join a race, play, watch the board move, win the prize`, async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(120_000);
    await page.setViewportSize(size.viewport);
    const operator = await operatorToken(request);
    const name = `E2E Dice Race ${size.name}`;
    const id = await createRace(request, operator, name);
    const player = await fundedPlayer(request, operator);
    await signIn(page, player.token);

    // The list: the race is live, with its prize pool; its card leads to the page.
    await page.goto('/en/tournaments');
    const card = page.getByTestId('tournament-card').filter({ hasText: name });
    await expect(card).toBeVisible();
    await expect(card).toContainText('35.00');
    await expect(card).toContainText('Join to take part');
    await shot(page, testInfo, `tournaments-${size.name}`);
    await card.getByRole('link', { name }).click();
    await expect(page).toHaveURL(new RegExp(`/en/tournaments/${id}$`));

    // Rules in plain words, the prize table, then joining.
    await expect(page.getByTestId('tournament-rules')).toContainText('only players who have joined score');
    await expect(page.getByTestId('prize-table')).toContainText('25.00');
    await page.getByTestId('tournament-join').click();
    await expect(page.getByTestId('tournament-joined')).toBeVisible();

    // A Dice bet on the game page counts.
    await page.goto('/en/games/dice');
    await page.getByRole('button', { name: 'Bet', exact: true }).click();
    await expect(balance(page)).not.toContainText('100.00');
    await page.goto(`/en/tournaments/${id}`);
    const board = page.getByTestId('leaderboard');
    await expect(board.getByTestId('leaderboard-row')).toHaveCount(1, { timeout: 15_000 });
    const first = await board.getByTestId('leaderboard-row').first().textContent();

    // A bet from elsewhere (another tab, the API) moves the board on this page without a reload.
    const bet = await request.post('/api/v1/games/dice/bets', {
      headers: { ...auth(player.token), 'idempotency-key': `race-api-bet-${size.name}` },
      data: { amount: '5.00', params: { target: 50, condition: 'under' } },
    });
    expect(bet.status()).toBe(201);
    await expect(board.getByTestId('leaderboard-row').first()).not.toHaveText(first ?? '', {
      timeout: 15_000,
    });
    await expect(page.getByTestId('tournament-me')).toContainText('1');
    await shot(page, testInfo, `tournament-${size.name}`);

    // The operator ends it now: after the grace the settlement pays place 1.
    const before = await balance(page).textContent();
    const ended = await request.post(`/api/admin/v1/tournaments/${id}/end`, { headers: auth(operator) });
    expect(ended.ok(), await ended.text()).toBeTruthy();
    await expect(page.getByText(`You won $25.00 in ${name}`)).toBeVisible({ timeout: 45_000 });
    await expect(balance(page)).not.toHaveText(before ?? '');
    await page.reload();
    await expect(page.getByTestId('tournament-me')).toContainText('25.00');
    await shot(page, testInfo, `tournament-won-${size.name}`);
  });
}
