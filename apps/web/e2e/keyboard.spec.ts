import { expect, type Locator, type Page, test } from '@playwright/test';
import { focusIndicator } from './a11y-helpers.ts';

/**
 * A keyboard-only player at a desktop size (issue 14): no mouse, no clicks, no fills — Tab, Shift+Tab,
 * Enter, Space, arrows, Escape and typed text only. A guest opens register from the header and signs up
 * (in roubles), opens the wallet and deposits through the sandbox provider's checkout page (in the
 * wallet's frame), goes to dice, types a stake and bets with Enter and Space, and hears the result (a live
 * region has it). Every focus stop shows a focus mark; the register and wallet dialogs keep Tab inside and
 * Escape returns focus to the button that opened them.
 */

test.use({ viewport: { width: 1440, height: 900 } });

const PASSWORD = 'keyboard-pass-123';

/** Drives the page by keys only and records every focus stop that shows no focus mark. */
class KeyboardPlayer {
  readonly unmarked: string[] = [];

  constructor(private readonly page: Page) {}

  /** Presses a key and checks the focused element is marked (unless focus is on the page itself). */
  async press(key: string, step = key) {
    await this.page.keyboard.press(key);
    await this.checkFocus(step);
  }

  async type(text: string) {
    await this.page.keyboard.type(text);
  }

  async checkFocus(step: string) {
    const focus = await focusIndicator(this.page);
    if (focus.element !== 'body' && !focus.mark) this.unmarked.push(`${step}: ${focus.element}`);
  }

  /** Tabs (or Shift+Tabs) until `target` has focus; fails after `max` presses. */
  async tabTo(target: Locator, { backwards = false, max = 150 } = {}) {
    await expect(target).toBeVisible();
    const key = backwards ? 'Shift+Tab' : 'Tab';
    for (let i = 0; i < max; i++) {
      await this.press(key, `${key} towards ${target}`);
      if (await isFocused(target)) return;
    }
    throw new Error(`${key} ×${max} never reached ${target}`);
  }

  /** Tab and Shift+Tab go round inside the dialog; Escape closes it and focus goes back to the opener. */
  async expectTrapped(dialog: Locator, opener: Locator, after?: () => Promise<void>) {
    const stops = await dialog.evaluate(
      (panel) =>
        Array.from(
          panel.querySelectorAll<HTMLElement>(
            'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])',
          ),
        ).filter((el) => el.offsetParent !== null).length,
    );
    expect(stops).toBeGreaterThan(1);
    for (const key of ['Tab', 'Shift+Tab']) {
      for (let i = 0; i < stops + 2; i++) {
        await this.press(key, `${key} in ${dialog}`);
        expect(
          await dialog.evaluate((panel) => panel.contains(document.activeElement)),
          `${key} ×${i + 1}`,
        ).toBe(true);
      }
    }
    await this.page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await after?.();
    await expect(opener).toBeFocused();
    await this.checkFocus('focus back on the opener');
  }
}

/** The element has focus in its own document (an element inside a focused iframe counts). */
function isFocused(target: Locator): Promise<boolean> {
  return target.evaluate((el) => el.ownerDocument.activeElement === el && el.ownerDocument.hasFocus());
}

test('keyboard only: sign up, deposit, bet on dice and hear the result', async ({ page }) => {
  test.setTimeout(180_000);
  const keys = new KeyboardPlayer(page);
  await page.goto('/en');
  await expect(page.getByRole('main').getByRole('link', { name: /^Dice/ }).first()).toBeVisible();

  // The first Tab offers the skip link.
  await keys.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();

  // Register, from the header: the dialog opens on the e-mail field and keeps Tab inside.
  const header = page.getByRole('banner');
  const registerButton = header.getByRole('button', { name: 'Register' });
  await keys.tabTo(registerButton);
  await keys.press('Enter');
  const register = page.getByRole('dialog', { name: 'Create your account' });
  await expect(register.getByRole('textbox', { name: 'Email' })).toBeFocused();
  await keys.expectTrapped(register, registerButton);

  await keys.press('Enter', 'reopen register');
  await expect(register.getByRole('textbox', { name: 'Email' })).toBeFocused();
  await keys.type(`keyboard-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`);
  await keys.tabTo(register.getByLabel('Password', { exact: true }));
  await keys.type(PASSWORD);
  const currency = register.getByRole('combobox', { name: 'Currency' });
  await keys.tabTo(currency);
  // A closed select picks by typing (type-ahead): R → RUB.
  await keys.type('R');
  await expect(currency).toHaveValue('RUB');
  await keys.tabTo(register.getByRole('button', { name: 'Create account' }));
  await keys.press('Enter');
  await expect(register).toBeHidden();
  const balance = page.getByTestId('balance');
  await expect(balance).toContainText('0');

  // The wallet, from the header's top-up button: it keeps Tab inside too.
  const topUp = header.getByRole('button', { name: 'Top up' });
  await keys.tabTo(topUp);
  await keys.press('Enter');
  const wallet = page.getByTestId('wallet-modal');
  await expect(wallet.getByTestId('wallet-deposit-tab')).toBeVisible();
  // Closing it without a deposit offers the top-up once more (SPEC §2.6 retention): a dialog with focus
  // in it; Escape dismisses that too.
  await keys.expectTrapped(wallet, topUp, async () => {
    const retention = page.getByTestId('wallet-retention');
    await expect(retention).toBeVisible();
    expect(await retention.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    await keys.checkFocus('retention dialog');
    await page.keyboard.press('Escape');
    await expect(retention).toBeHidden();
  });
  await keys.press('Enter', 'reopen the wallet');
  await expect(wallet.getByTestId('wallet-deposit-tab')).toBeVisible();

  // A bank method paid on the provider's page: amount, phone, then Pay in the embedded checkout.
  await keys.tabTo(wallet.getByTestId('deposit-method-rub-mpayment'));
  await keys.press('Enter');
  const amount = wallet.getByTestId('fiat-deposit-amount');
  await keys.tabTo(amount);
  await keys.press('Control+A');
  await keys.type('1000');
  await expect(amount).toHaveValue('1000');
  await keys.tabTo(wallet.getByTestId('fiat-deposit-submit'));
  await keys.press('Enter');
  const phone = wallet.getByTestId('fiat-field-phone');
  await keys.tabTo(phone);
  await keys.press('End');
  await keys.type('912 345 67 89');
  await keys.tabTo(wallet.getByTestId('fiat-details-submit'));
  await keys.press('Enter');
  const checkout = page.frameLocator('iframe[title="Payment page"]');
  await expect(checkout.getByText('1000.00 RUB')).toBeVisible();
  await keys.tabTo(checkout.getByRole('button', { name: 'Pay' }));
  await keys.press('Enter');
  const success = page.getByTestId('wallet-deposit-success');
  await expect(success).toBeVisible();
  await keys.tabTo(success.getByRole('button', { name: 'Start playing' }));
  await keys.press('Enter');
  await expect(success).toBeHidden();
  await expect(balance).toContainText('1,000.00');

  // Dice, from the lobby: a stake typed, a bet with Enter, another with Space.
  await keys.tabTo(page.getByRole('main').getByRole('link', { name: /^Dice/ }).first());
  await keys.press('Enter');
  await expect(page).toHaveURL(/\/en\/games\/dice$/);
  const stake = page.getByRole('textbox', { name: 'Bet amount' });
  await keys.tabTo(stake);
  await keys.press('Control+A');
  await keys.type('100');
  await expect(stake).toHaveValue(/^100([.,]00)?$/);
  const bet = page.getByRole('button', { name: 'Bet', exact: true });
  await keys.tabTo(bet);
  const live = page.locator('[aria-live="polite"]').filter({ has: page.getByTestId('dice-result') });
  await expect(live).toHaveText('—Drag the slider, then bet');

  const placed = () =>
    page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' && response.url().endsWith('/api/v1/games/dice/bets'),
    );
  let response = placed();
  await keys.press('Enter');
  expect((await response).status()).toBe(201);
  await expect(live).toContainText(/^\d{1,3}\.\d\d(You won|Below the target)$/);
  const first = await live.textContent();
  await expect(bet).toBeFocused();
  await expect(balance).not.toContainText('1,000.00');

  // Space on the focused button bets once (the page's Space hotkey leaves a focused button alone).
  const bets: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/v1/games/dice/bets'))
      bets.push(request.url());
  });
  response = placed();
  await keys.press('Space');
  expect((await response).status()).toBe(201);
  await expect(page.getByRole('region', { name: 'My bets' }).getByRole('row')).toHaveCount(3);
  expect(bets).toHaveLength(1);
  await expect(live).toContainText(/^\d{1,3}\.\d\d(You won|Below the target)$/);
  expect(first).toBeTruthy();

  expect(keys.unmarked, `focus stops without a visible focus mark:\n${keys.unmarked.join('\n')}`).toEqual([]);
});
