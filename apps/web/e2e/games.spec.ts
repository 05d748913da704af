import { expect, type Page, test } from '@playwright/test';
import { demoAccount } from './demo-accounts.ts';

async function signIn(page: Page, email: string, password: string) {
  await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password').fill(password);
  await dialog.locator('form').getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(dialog).toBeHidden();
}

const balance = (page: Page) => page.getByTestId('balance');

test.describe.configure({ mode: 'serial' });

test('a guest lands on the locale home, and Bet asks to sign in', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/en$/);
  await expect(page.getByRole('link', { name: /Dice/ }).first()).toBeVisible();
  await page.goto('/en/games/dice');
  await page.getByRole('button', { name: 'Bet', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Welcome back' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await page.goto('/en/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test('register: a new account starts at zero and a bet says the balance is too low', async ({ page }) => {
  await page.goto('/en/games/dice');
  await page.getByRole('banner').getByRole('button', { name: 'Register' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create your account' });
  await dialog.getByLabel('Email').fill('not-an-email');
  await dialog.getByLabel('Password').fill('short');
  await dialog.getByRole('button', { name: 'Create account' }).click();
  await expect(dialog.getByText('Enter a valid email')).toBeVisible();
  // A short password says what to do, not 'Invalid format'.
  await expect(dialog.getByText('Use at least 8 characters')).toBeVisible();
  await dialog.getByLabel('Email').fill(`e2e-${Date.now()}@example.com`);
  await dialog.getByLabel('Password').fill('e2e-password-123');
  await dialog.getByRole('button', { name: 'Create account' }).click();
  await expect(dialog).toBeHidden();
  await expect(balance(page)).toContainText('0.00');
  await page.getByRole('button', { name: 'Bet', exact: true }).click();
  await expect(page.getByText('Not enough money on your balance for this bet.')).toBeVisible();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeVisible();
});

test('play dice and mines, then verify the dice bet after rotating the seed', async ({ page }) => {
  await page.goto('/en/games/dice');
  const demo = demoAccount('player');
  await signIn(page, demo.email, demo.password);
  await expect(balance(page)).toBeVisible();
  const before = await balance(page).textContent();

  // Dice: one bet, the result shows and the balance moves (a 2× bet pays 0 or twice the stake).
  await page.getByRole('button', { name: 'Bet', exact: true }).click();
  const result = page.getByTestId('dice-result');
  await expect(result).toHaveText(/^\d{1,3}\.\d\d$/);
  const roll = (await result.textContent()) ?? '';
  await expect(balance(page)).not.toHaveText(before ?? '');
  // The bet heads the player's list (other specs may have bet as the demo player before: count up from 2).
  const myBets = page.getByRole('region', { name: 'My bets' });
  await expect.poll(() => myBets.getByRole('row').count()).toBeGreaterThanOrEqual(2);
  await expect(myBets.getByRole('row').nth(1)).toBeVisible();

  // Mines: start a round and reveal a tile.
  await page.goto('/en/games/mines');
  await page.getByRole('button', { name: /^(Bet|Start)$/ }).click();
  const tile = page.getByRole('button', { name: 'Tile 13', exact: true });
  await expect(tile).toBeEnabled();
  await tile.click();
  // A gem keeps the round open (cash it out), a mine ends it: either way the tile is turned over.
  await expect(tile).not.toHaveAttribute('data-state', 'hidden');
  const cashOut = page.getByRole('button', { name: /^Cash out/ });
  if ((await cashOut.count()) > 0 && (await cashOut.isEnabled())) await cashOut.click();

  // Rotate the seed pair on the dice page: the previous server seed is revealed.
  await page.goto('/en/games/dice');
  const fairness = page.getByRole('region', { name: 'Provably fair' });
  await fairness.getByRole('textbox', { name: 'Client seed' }).fill('e2e-client-seed');
  await fairness.getByRole('button', { name: 'Change' }).click();
  await expect(fairness.getByRole('heading', { name: 'Previous pair revealed' })).toBeVisible();

  // The dice bet now has a verify link; the fairness page recomputes the same roll in the browser.
  const verify = page
    .getByRole('region', { name: 'My bets' })
    .getByRole('link', { name: /^Verify bet/ })
    .first();
  await expect(verify).toBeVisible();
  await verify.click();
  await expect(page).toHaveURL(/\/en\/fairness\?/);
  await expect(page.getByTestId('hash-check')).toHaveText(/Matches the published hash/);
  await expect(page.getByTestId('verified-result')).toHaveText(roll);
});
