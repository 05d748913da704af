import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { operatorToken, PASSWORD } from './wallet-helpers.ts';

/**
 * The stepped originals against the real server: a round of Coin flip played to its end, a Hi-Lo round
 * that survives a reload, and a Blackjack hand stood to its result. Each moves the player's balance.
 */

async function fundedPlayer(request: APIRequestContext) {
  const operator = await operatorToken(request);
  const email = `stepped-${Date.now()}-${Math.round(Math.random() * 1e6)}@example.com`;
  const registered = await request.post('/api/v1/auth/register', {
    data: { email, password: PASSWORD, currency: 'USD' },
  });
  expect(registered.status()).toBe(201);
  const body = (await registered.json()) as { token: string; user: { globalId: string } };
  const credited = await request.post(`/api/admin/v1/players/${body.user.globalId}/adjustments`, {
    headers: { authorization: `Bearer ${operator}`, 'idempotency-key': `stepped-fund-${body.user.globalId}` },
    data: { amount: '100.00', currency: 'USD', reason: 'e2e stepped originals' },
  });
  expect(credited.ok(), await credited.text()).toBeTruthy();
  return body.token;
}

const balance = (page: Page) => page.getByTestId('balance').first();
const bet = (page: Page) => page.getByRole('button', { name: 'Bet', exact: true });

test.beforeEach(async ({ page, request }) => {
  const token = await fundedPlayer(request);
  await page.addInitScript((value) => localStorage.setItem('casino.token', value), token);
});

test('coin flip: a called flip either loses the stake or cashes out the streak', async ({ page }) => {
  await page.goto('/en/games/coinflip');
  await expect(balance(page)).toContainText('100.00');
  await bet(page).click();
  await page.getByRole('button', { name: 'Flip heads' }).click();
  const cashOut = page.getByRole('button', { name: /^Cash out / });
  const lost = page.getByText('Wrong call: the stake is lost.');
  await expect(cashOut.or(lost)).toBeVisible();
  if (await cashOut.isVisible()) {
    await cashOut.click();
    await expect(page.getByText(/^Cashed out at/)).toBeVisible();
  }
  await expect(balance(page)).not.toContainText('100.00');
});

test('hi-lo: an open round is still there after a reload, and a guess plays it on', async ({ page }) => {
  await page.goto('/en/games/hilo');
  await bet(page).click();
  const higher = page.getByRole('button', { name: 'Higher or same' });
  await expect(higher).toBeEnabled();
  await expect(balance(page)).not.toContainText('100.00');
  await page.reload();
  await expect(higher).toBeEnabled();
  await higher.click();
  // A right guess lets the player cash out; a wrong one ends the round.
  await expect(
    page.getByRole('button', { name: /^Cash out / }).or(page.getByText('Wrong guess: the stake is lost.')),
  ).toBeVisible();
});

test('blackjack: a hand stood to its result', async ({ page }) => {
  await page.goto('/en/games/blackjack');
  await bet(page).click();
  const stand = page.getByRole('button', { name: 'Stand', exact: true });
  const noInsurance = page.getByRole('button', { name: 'No insurance' });
  // Settled hands say what they paid (a lost one pays 0).
  const paid = page.getByText(/^Paid /);
  // A dealt blackjack settles at once; otherwise decline insurance if offered and stand.
  await expect(stand.or(noInsurance).or(paid).first()).toBeVisible();
  if (await noInsurance.isVisible()) await noInsurance.click();
  // Stand on every hand still open (after a split there are two).
  for (let hand = 0; hand < 3 && (await stand.isVisible()); hand++) {
    await stand.click();
    await expect(stand.or(paid).first()).toBeVisible();
  }
  await expect(paid).toBeVisible();
});
