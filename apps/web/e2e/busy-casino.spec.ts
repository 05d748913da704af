import { expect, type Locator, test } from '@playwright/test';

/**
 * A busy casino (project `busy`: simulated players bet in the background, SIMULATED_PLAYERS): a guest on
 * the home page sees other players' bets stream into the live bets without doing anything, and a game
 * page's live-bets list is full of several players' bets.
 */

/** The masked names (`lu***`) in the feed's entries. */
async function playersIn(entries: Locator): Promise<Set<string>> {
  const texts = await entries.allTextContents();
  return new Set(texts.flatMap((text) => text.match(/\S{2}\*\*\*/g) ?? []));
}

test('home: other players’ bets stream into the live bets while the guest just looks', async ({
  page,
}, testInfo) => {
  await page.goto('/en');
  const live = page.getByRole('region', { name: 'Live bets' });
  // Placeholders are hidden from assistive technology: these are real bets.
  const bets = live.getByRole('listitem');
  await expect(bets.first()).toBeVisible();
  const first = await bets.allTextContents();

  // Nothing is clicked, nothing reloads: new bets arrive over the realtime feed.
  await expect
    .poll(async () => (await bets.allTextContents()).join('\n'), { timeout: 20_000 })
    .not.toBe(first.join('\n'));
  await expect.poll(async () => bets.count(), { timeout: 20_000 }).toBeGreaterThanOrEqual(5);
  expect((await playersIn(bets)).size).toBeGreaterThanOrEqual(2);
  await live.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('busy-home.png') });
});

test('a game page: the live-bets list fills with several players’ bets', async ({ page }, testInfo) => {
  await page.goto('/en/games/dice');
  await expect(page.getByRole('button', { name: 'Bet', exact: true })).toBeVisible();
  const live = page.getByRole('region', { name: 'Live bets' });
  // Body rows only (the header row holds column headers, not cells).
  const rows = live.getByRole('row').filter({ has: page.getByRole('cell') });
  await expect.poll(async () => rows.count(), { timeout: 20_000 }).toBeGreaterThanOrEqual(8);
  await expect.poll(async () => (await playersIn(rows)).size, { timeout: 20_000 }).toBeGreaterThanOrEqual(3);
  await live.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('busy-game.png') });
});
