import {
  combinedOdds,
  formatOdds,
  parseOdds,
  potentialPayout,
  type SportsEventView,
  type SportsPage,
} from '@casino/shared';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { operatorToken, PASSWORD, SIZES, shot } from './wallet-helpers.ts';

/**
 * Issue 17 against the real server and its simulated feed: a player picks two selections from two
 * upcoming events, places a multi from the bet slip (the right-hand panel on a desktop, the bottom sheet on
 * a phone), the operator finishes both events through the sandbox door, and the payout arrives in the
 * balance and the bet shows among the settled ones.
 */

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

async function fundedPlayer(request: APIRequestContext, operator: string) {
  const email = `sports-${Date.now()}-${Math.round(Math.random() * 1e6)}@example.com`;
  const registered = await request.post('/api/v1/auth/register', {
    data: { email, password: PASSWORD, currency: 'USD' },
  });
  expect(registered.status()).toBe(201);
  const body = (await registered.json()) as { token: string; user: { globalId: string } };
  const credited = await request.post(`/api/admin/v1/players/${body.user.globalId}/adjustments`, {
    headers: { ...auth(operator), 'idempotency-key': `sports-fund-${body.user.globalId}` },
    data: { amount: '100.00', currency: 'USD', reason: 'e2e sportsbook stake money' },
  });
  expect(credited.ok(), await credited.text()).toBeTruthy();
  return body.token;
}

/** Two upcoming soccer events (not yet taken by another test) and the home outcome of their match winner. */
async function twoPicks(request: APIRequestContext, skip: number) {
  const response = await request.get('/api/v1/sportsbook/events?sport=soccer-1&live=false&limit=20');
  expect(response.ok(), await response.text()).toBeTruthy();
  const page = (await response.json()) as SportsPage<SportsEventView>;
  const picks = page.data
    .filter((event) => event.status === 'upcoming')
    .slice(skip, skip + 2)
    .map((event) => {
      const market = event.markets.find((m) => m.type === 'match_winner' && m.status === 'open');
      const home = market?.outcomes.find((o) => o.key === 'home');
      if (!home) throw new Error(`event ${event.id} has no open match winner`);
      return { eventId: event.id, outcomeId: home.id, odds: home.odds, name: event.home };
    });
  expect(picks).toHaveLength(2);
  return picks;
}

const balance = (page: Page) => page.getByTestId('balance').first();

SIZES.forEach((size, index) => {
  test(`${size.name}: a multi of two selections, both events finished, the payout in the balance`, async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(120_000);
    await page.setViewportSize(size.viewport);
    const operator = await operatorToken(request);
    const token = await fundedPlayer(request, operator);
    await page.addInitScript((value) => localStorage.setItem('casino.token', value), token);
    const picks = await twoPicks(request, index * 2);

    // Each event's page: its home win goes on the slip.
    for (const pick of picks) {
      await page.goto(`/en/sportsbook/event/${pick.eventId}`);
      const button = page.locator(`[data-testid="odds-button"][data-outcome="${pick.outcomeId}"]`);
      await expect(button).toBeVisible();
      await button.click();
      await expect(button).toHaveAttribute('aria-pressed', 'true');
    }
    await expect(balance(page)).toContainText('100.00');

    const slip =
      size.name === 'phone'
        ? await (async () => {
            await page.getByTestId('bottom-bar-bet-slip').click();
            return page.getByTestId('slip-sheet');
          })()
        : page.getByTestId('slip-panel');
    await expect(slip).toBeVisible();
    await slip.getByRole('tab', { name: 'Multi' }).click();
    const odds = picks.map((p) => parseOdds(p.odds) as bigint);
    await expect(slip.getByTestId('multi-odds')).toContainText(formatOdds(combinedOdds(odds)));
    await slip.getByTestId('slip-multi-stake').fill('10');
    // 10.00 × both odds, rounded down to cents.
    const payout = potentialPayout(1000n, odds);
    const payoutText = `${payout / 100n}.${(payout % 100n).toString().padStart(2, '0')}`;
    await expect(slip.getByTestId('slip-payout')).toContainText(payoutText);
    await shot(page, testInfo, `sportsbook-slip-${size.name}`);
    await slip.getByTestId('slip-place').click();
    await expect(page.getByTestId('slip-status')).toBeVisible();
    await expect(balance(page)).toContainText('90.00');

    // The operator finishes both events 2–0: the home wins, the multi wins.
    for (const pick of picks) {
      const finished = await request.post(`/api/admin/v1/sandbox/sportsbook/events/${pick.eventId}/finish`, {
        headers: auth(operator),
        data: { home: 2, away: 0 },
      });
      expect(finished.status(), await finished.text()).toBeLessThan(300);
    }
    const total = 9000n + payout;
    const totalText = `${total / 100n}.${(total % 100n).toString().padStart(2, '0')}`;
    await expect(balance(page)).toContainText(totalText, { timeout: 20_000 });

    await page.goto('/en/sportsbook/bets?tab=settled');
    const card = page.getByTestId('bet-card').first();
    await expect(card).toBeVisible();
    await expect(card.getByTestId('bet-payout')).toContainText(payoutText);
    await expect(card.getByTestId('bet-leg')).toHaveCount(2);
    await shot(page, testInfo, `sportsbook-settled-${size.name}`);
  });
});
