import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { operatorToken, PASSWORD, receiptPng, SIZES, shot } from './wallet-helpers.ts';

/**
 * Issue 6 item 9, engineer B's part, against the real server (its sandbox chain and fiat provider) at a
 * phone and a desktop size:
 * - a funded player withdraws TON: fee fetched, confirmation, pending; then cancels it from the history;
 * - a withdrawal blocked by a bonus the operator granted, until its wagering is met (the wager view);
 * - a withdrawal blocked until the profile is complete (the e2e server runs with WITHDRAWALS_REQUIRE_PROFILE
 *   on, start-server.ts), then continued;
 * - a dispute on a buy order the provider timed out (its sandbox page's "Let it expire"), and on one the
 *   operator declined;
 * - history paging over more than 10 transactions.
 * Screenshots are attached to the report.
 */

/** A TON address of the right format that is none of the player's deposit addresses. */
const PAYOUT_ADDRESS = `UQ${'Bx7'.repeat(15)}A`;

interface Player {
  token: string;
  globalId: string;
}

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

async function registerPlayer(request: APIRequestContext, currency = 'USD'): Promise<Player> {
  const email = `withdraw-${Date.now()}-${Math.round(Math.random() * 1e6)}@example.com`;
  const response = await request.post('/api/v1/auth/register', {
    data: { email, password: PASSWORD, currency },
  });
  expect(response.status()).toBe(201);
  const body = (await response.json()) as { token: string; user: { globalId: string } };
  return { token: body.token, globalId: body.user.globalId };
}

async function completeProfile(request: APIRequestContext, player: Player) {
  const response = await request.patch('/api/v1/me', {
    headers: auth(player.token),
    data: { firstName: 'Alex', lastName: 'Tester', gender: 'male', dateOfBirth: '1990-04-12' },
  });
  expect(response.ok()).toBeTruthy();
}

/** Credits the player's main balance through the operator adjustments API. */
async function fund(request: APIRequestContext, player: Player, amount: string, currency = 'USD') {
  const response = await request.post(`/api/admin/v1/players/${player.globalId}/adjustments`, {
    headers: {
      ...auth(await operatorToken(request)),
      'idempotency-key': `fund-${player.globalId}-${amount}`,
    },
    data: { amount, currency, reason: 'e2e: funds for a withdrawal' },
  });
  expect(response.ok()).toBeTruthy();
}

async function openWallet(page: Page, player: Player, search: string): Promise<Locator> {
  await page.addInitScript((token) => localStorage.setItem('casino.token', token), player.token);
  await page.goto(`/en?${search}`);
  const modal = page.getByTestId('wallet-modal');
  await expect(modal).toBeVisible();
  return modal;
}

/** From the withdraw tab: TON, an amount with its fee, the address, submit and the confirmation. */
async function fillTonWithdrawal(modal: Locator, amount: string) {
  await modal.getByRole('button', { name: /^TON\b/ }).click();
  await expect(modal.getByText('Withdraw Toncoin')).toBeVisible();
  await modal.getByLabel('Amount').fill(amount);
  await expect(modal.getByTestId('withdraw-fee')).toHaveText('0.05 TON');
  await expect(modal.getByTestId('withdraw-limits')).toContainText('Min 2');
  await modal.getByLabel('TON address').fill(PAYOUT_ADDRESS);
  await modal.getByRole('button', { name: 'Withdraw', exact: true }).click();
}

for (const size of SIZES) {
  test.describe(`wallet withdraw (${size.name})`, () => {
    test.use({ viewport: size.viewport });

    test('crypto withdrawal with fee and confirmation → pending → cancelled from the history', async ({
      page,
      request,
    }, testInfo) => {
      const player = await registerPlayer(request);
      await completeProfile(request, player);
      await fund(request, player, '500');
      const modal = await openWallet(page, player, 'wallet=withdraw');
      await expect(modal.getByTestId('wallet-balance')).toHaveText('$500.00');
      // Every method and currency shows its icon file (the monogram is only a fallback).
      await expect(
        modal.getByRole('button', { name: /^TON\b/ }).locator('[data-icon-state="ok"]'),
      ).toBeVisible();
      await expect(
        modal.getByRole('button', { name: /^Skrill\b/ }).locator('[data-icon-state="ok"]'),
      ).toBeVisible();
      await expect(modal.locator('[data-icon-state="failed"]')).toHaveCount(0);
      await shot(page, testInfo, `withdraw-tab-${size.name}`);

      await fillTonWithdrawal(modal, '3');
      const confirm = page.getByRole('dialog', { name: 'Confirm the withdrawal' });
      await expect(confirm).toBeVisible();
      await expect(confirm.getByText('3.05 TON')).toBeVisible();
      await expect(confirm.getByText(PAYOUT_ADDRESS)).toBeVisible();
      await shot(page, testInfo, `withdraw-confirm-${size.name}`);
      await confirm.getByRole('button', { name: 'Confirm' }).click();

      await expect(
        modal.getByTestId('wallet-pending').getByRole('heading', { name: 'Withdrawal requested' }),
      ).toBeVisible();
      await expect(page).toHaveURL(/wallet=pending/);
      await shot(page, testInfo, `withdraw-pending-${size.name}`);

      await modal.getByRole('button', { name: 'Go to history' }).click();
      const row = modal.getByTestId('history-row').filter({ hasText: 'Crypto withdrawal' });
      await expect(row).toHaveCount(1);
      await expect(row.getByText('Pending')).toBeVisible();
      await expect(row).toContainText('3 TON');
      await shot(page, testInfo, `withdraw-history-${size.name}`);
      await row.getByRole('button', { name: /^Cancel/ }).click();
      await expect(page.getByText('Withdrawal cancelled. The money is back on your balance.')).toBeVisible();
      await expect(row.getByText('Declined')).toBeVisible();
      await expect(row.getByRole('button')).toHaveCount(0);
      await shot(page, testInfo, `withdraw-cancelled-${size.name}`);

      const balance = await request.get('/api/v1/wallet/balance', { headers: auth(player.token) });
      expect(((await balance.json()) as { fiat: { value: string } }).fiat.value).toBe('500.00');
    });

    test('fiat withdrawal by SBP: a bank with its icon, name and phone, the fee, confirmation → pending', async ({
      page,
      request,
    }, testInfo) => {
      const player = await registerPlayer(request, 'RUB');
      await completeProfile(request, player);
      await fund(request, player, '5000', 'RUB');
      const modal = await openWallet(page, player, 'wallet=withdraw');
      await modal.getByRole('button', { name: /^SBP\b/ }).click();
      await expect(page).toHaveURL(/wallet=fiat-withdraw&wallet\.bankId=rub-sbp/);

      // SPEC §3 subbanks, each with its icon; the submit waits until the form is valid (SPEC §5.5).
      const banks = modal.getByRole('group', { name: 'Bank' });
      await expect(banks.getByRole('radio')).toHaveCount(3);
      await expect(banks.locator('[data-icon-state="ok"]')).toHaveCount(3);
      const submit = modal.getByRole('button', { name: 'Withdraw', exact: true });
      await expect(submit).toBeDisabled();
      await banks.getByText('T-Bank').click();
      await modal.getByLabel('Amount').fill('2000');
      await expect(modal.getByTestId('withdraw-fee')).toContainText('60');
      await modal.getByLabel('Full name').fill('Alex Tester');
      await modal.getByLabel('Phone number').fill('+7 912 345 67 89');
      await shot(page, testInfo, `fiat-withdraw-${size.name}`);
      await submit.click();

      const confirm = page.getByRole('dialog', { name: 'Confirm the withdrawal' });
      await expect(confirm.getByText('SBP · T-Bank')).toBeVisible();
      await shot(page, testInfo, `fiat-withdraw-confirm-${size.name}`);
      await confirm.getByRole('button', { name: 'Confirm' }).click();
      await expect(modal.getByTestId('wallet-pending')).toHaveAttribute('data-type', 'withdraw');
    });

    test('a withdrawal blocked by an unwagered bonus goes to the wager view', async ({
      page,
      request,
    }, testInfo) => {
      const player = await registerPlayer(request);
      await completeProfile(request, player);
      await fund(request, player, '200');
      const granted = await request.post(`/api/admin/v1/players/${player.globalId}/bonuses`, {
        headers: { ...auth(await operatorToken(request)), 'idempotency-key': `bonus-${player.globalId}` },
        data: { amount: '10', currency: 'USD', wager: 5, days: 7, title: 'e2e welcome' },
      });
      expect(granted.ok()).toBeTruthy();
      const modal = await openWallet(page, player, 'wallet=withdraw');

      await fillTonWithdrawal(modal, '2.5');
      await page
        .getByRole('dialog', { name: 'Confirm the withdrawal' })
        .getByRole('button', { name: 'Confirm' })
        .click();
      await expect(page).toHaveURL(/wallet=wager/);
      await expect(modal.getByRole('heading', { name: 'Wager your bonus first' })).toBeVisible();
      await expect(modal.getByText('Bonus 10.00 USD')).toBeVisible();
      await expect(modal.getByText('0.00 / 50.00')).toBeVisible();
      await shot(page, testInfo, `wager-${size.name}`);

      await modal.getByRole('button', { name: 'Back to the withdrawal' }).click();
      await expect(page).toHaveURL(/wallet=crypto-withdraw/);
    });

    test('a withdrawal waits for personal data, then continues to pending', async ({
      page,
      request,
    }, testInfo) => {
      const player = await registerPlayer(request);
      await fund(request, player, '200');
      const modal = await openWallet(page, player, 'wallet=withdraw');

      await fillTonWithdrawal(modal, '2.5');
      await page
        .getByRole('dialog', { name: 'Confirm the withdrawal' })
        .getByRole('button', { name: 'Confirm' })
        .click();
      await expect(page).toHaveURL(/wallet=personal-data/);
      await expect(modal.getByText('Complete your profile')).toBeVisible();
      await modal.getByRole('button', { name: 'Save and continue' }).click();
      await expect(modal.getByText('Fill in this field').first()).toBeVisible();
      await shot(page, testInfo, `personal-data-${size.name}`);

      await modal.getByLabel('First name').fill('Maria');
      await modal.getByLabel('Last name').fill('Ivanova');
      await modal.getByText('Female', { exact: true }).click();
      await modal.getByLabel('Date of birth').fill('1992-08-21');
      await modal.getByRole('button', { name: 'Save and continue' }).click();

      // Back at the form the player left, with the draft kept and the confirmation open again.
      await expect(page).toHaveURL(/wallet=crypto-withdraw/);
      const confirm = page.getByRole('dialog', { name: 'Confirm the withdrawal' });
      await expect(confirm).toBeVisible();
      await expect(confirm.getByText('2.55 TON')).toBeVisible();
      await confirm.getByRole('button', { name: 'Confirm' }).click();
      await expect(
        modal.getByTestId('wallet-pending').getByRole('heading', { name: 'Withdrawal requested' }),
      ).toBeVisible();

      const me = await request.get('/api/v1/me', { headers: auth(player.token) });
      expect(await me.json()).toMatchObject({ firstName: 'Maria', lastName: 'Ivanova', gender: 'female' });
    });

    test('a dispute on an order the provider timed out → pending', async ({ page, request }, testInfo) => {
      const player = await registerPlayer(request);
      const created = await request.post('/api/v2/wallet/orders/buy', {
        headers: { ...auth(player.token), 'idempotency-key': `skrill-${player.globalId}` },
        data: {
          amount: '40',
          bankId: 'usd-skrill',
          externalFields: { email: 'payer@example.com' },
          callbackUrl: 'http://127.0.0.1',
        },
      });
      expect(created.status()).toBe(201);
      const { id } = (await created.json()) as { id: string };
      const order = await request.get(`/api/v1/wallet/orders/buy/${id}`, { headers: auth(player.token) });
      const { url } = (await order.json()) as { url: string };

      // The provider's own page: the payment window closes unpaid.
      await page.goto(url);
      await page.getByRole('button', { name: 'Let it expire' }).click();
      await expect(page.getByText('Status: timeouted')).toBeVisible();

      const modal = await openWallet(page, player, 'wallet=history');
      const row = modal.locator(`[data-testid="history-row"][data-id="${id}"]`);
      await expect(row.getByText('Timed out')).toBeVisible();
      await row.getByRole('button', { name: `Open a dispute for deposit #${id}` }).click();
      await expect(page).toHaveURL(/wallet=open-dispute/);
      await modal.getByLabel("Payer's name").fill('Alex Tester');
      await modal.getByText('Credit the amount I paid').click();
      await modal.getByLabel('Amount you paid').fill('40');
      await modal
        .getByLabel('Receipt')
        .setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: receiptPng() });
      await modal.getByRole('button', { name: 'Send dispute' }).click();
      await expect(
        modal.getByTestId('wallet-pending').getByRole('heading', { name: 'Dispute opened' }),
      ).toBeVisible();
      await shot(page, testInfo, `dispute-timeouted-${size.name}`);
    });

    test('a dispute on a declined buy order → pending', async ({ page, request }, testInfo) => {
      const player = await registerPlayer(request);
      const created = await request.post('/api/v2/wallet/orders/buy', {
        headers: { ...auth(player.token), 'idempotency-key': `buy-${player.globalId}` },
        data: { amount: '50', bankId: 'usd-game-store', externalFields: {}, callbackUrl: 'http://127.0.0.1' },
      });
      expect(created.status()).toBe(201);
      const { id } = (await created.json()) as { id: string };
      const declined = await request.post(`/api/admin/v1/orders/buy/${id}/decline`, {
        headers: auth(await operatorToken(request)),
      });
      expect(declined.ok()).toBeTruthy();

      const modal = await openWallet(page, player, 'wallet=history');
      const row = modal.locator(`[data-testid="history-row"][data-id="${id}"]`);
      await expect(row.getByText('Declined')).toBeVisible();
      await row.getByRole('button', { name: `Open a dispute for deposit #${id}` }).click();
      await expect(page).toHaveURL(/wallet=open-dispute/);

      await modal.getByRole('button', { name: 'Send dispute' }).click();
      await expect(modal.getByRole('alert').filter({ hasText: 'Fill in this field' })).toHaveCount(3);
      await modal.getByLabel("Payer's name").fill('Alex Tester');
      await modal.getByText('Credit the amount I paid').click();
      await modal.getByLabel('Amount you paid').fill('55');
      await modal
        .getByLabel('Receipt')
        .setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: receiptPng() });
      await modal.getByLabel('Comment (optional)').fill('Paid from my card ending 1234.');
      await shot(page, testInfo, `dispute-form-${size.name}`);
      await modal.getByRole('button', { name: 'Send dispute' }).click();

      await expect(
        modal.getByTestId('wallet-pending').getByRole('heading', { name: 'Dispute opened' }),
      ).toBeVisible();
      await shot(page, testInfo, `dispute-pending-${size.name}`);
      await modal.getByRole('button', { name: 'Go to history' }).click();
      await expect(
        modal.locator(`[data-testid="history-row"][data-id="${id}"]`).getByText('Disputed'),
      ).toBeVisible();
    });

    test('history loads 10 at a time and more near the bottom', async ({ page, request }, testInfo) => {
      const player = await registerPlayer(request);
      for (let i = 0; i < 13; i++) {
        const response = await request.post('/api/v1/wallet/txns/deposit', {
          headers: { ...auth(player.token), 'idempotency-key': `invoice-${player.globalId}-${i}` },
          data: { amount: String(10 + i), currency: 'USDTTRC20', provider: 'cryptobot' },
        });
        expect(response.ok()).toBeTruthy();
      }
      const modal = await openWallet(page, player, 'wallet=history');
      const rows = modal.getByTestId('history-row');
      await expect(rows).toHaveCount(10);
      await expect(modal.getByTestId('history-count')).toHaveText('10 of 13');
      await expect(rows.first()).toContainText('+22 USDT');
      await expect(rows.first()).toContainText('TRC-20');
      await shot(page, testInfo, `history-first-page-${size.name}`);

      // Scroll the wallet's own scrolling box to its end: the next page loads by itself.
      await rows.last().scrollIntoViewIfNeeded();
      await modal.evaluate((element) => {
        const scroller = Array.from(element.querySelectorAll<HTMLElement>('*')).find(
          (node) =>
            ['auto', 'scroll'].includes(getComputedStyle(node).overflowY) &&
            node.scrollHeight > node.clientHeight,
        );
        scroller?.scrollTo({ top: scroller.scrollHeight });
      });
      await expect(rows).toHaveCount(13);
      await expect(modal.getByText('That is all')).toBeVisible();
      await expect(rows.last()).toContainText('+10 USDT');
      await shot(page, testInfo, `history-all-${size.name}`);
    });
  });
}
