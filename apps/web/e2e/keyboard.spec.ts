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
  /** Steps after which focus was on a container put there by script (a new view), not a control. */
  readonly containers: string[] = [];
  /** Steps after which nothing had focus (it fell back to the page). */
  readonly lost: string[] = [];

  constructor(private readonly page: Page) {}

  /** Presses a key and checks the focused element is marked (unless focus is on the page itself). */
  async press(key: string, step = key) {
    await this.page.keyboard.press(key);
    await this.checkFocus(step);
  }

  /** Presses Enter or Space on a control, waits for what it does, then checks where focus is. */
  async activate(key: 'Enter' | 'Space', step: string, outcome: () => Promise<void>) {
    await this.page.keyboard.press(key);
    await outcome();
    await this.checkFocus(step);
  }

  async type(text: string) {
    await this.page.keyboard.type(text);
  }

  async checkFocus(step: string) {
    const focus = await focusIndicator(this.page);
    if (focus.element === 'body') this.lost.push(step);
    else if (focus.container) this.containers.push(`${step}: ${focus.element}`);
    else if (!focus.mark) this.unmarked.push(`${step}: ${focus.element}`);
  }

  /**
   * Tabs until `target` has focus: Shift+Tab when it comes before the focused element in the page (as a
   * player would, rather than going round past the end of the page), else Tab. Fails after `max` presses.
   */
  async tabTo(target: Locator, { max = 150 } = {}) {
    await expect(target).toBeVisible();
    const before = await target.evaluate((el) => {
      const active = document.activeElement;
      if (!active || active === document.body || el.ownerDocument !== document) return false;
      return Boolean(active.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_PRECEDING);
    });
    const key = before ? 'Shift+Tab' : 'Tab';
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
  const register = page.getByRole('dialog', { name: 'Create your account' });
  await keys.activate('Enter', 'open register', () =>
    expect(register.getByRole('textbox', { name: 'Email' })).toBeFocused(),
  );
  await keys.expectTrapped(register, registerButton);

  await keys.activate('Enter', 'reopen register', () =>
    expect(register.getByRole('textbox', { name: 'Email' })).toBeFocused(),
  );
  await keys.type(`keyboard-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`);
  await keys.tabTo(register.getByLabel('Password', { exact: true }));
  await keys.type(PASSWORD);
  const currency = register.getByRole('combobox', { name: 'Currency' });
  await keys.tabTo(currency);
  // A closed select picks by typing (type-ahead): R → RUB.
  await keys.type('R');
  await expect(currency).toHaveValue('RUB');
  await keys.tabTo(register.getByRole('button', { name: 'Create account' }));
  const balance = page.getByTestId('balance');
  await keys.activate('Enter', 'create account', async () => {
    await expect(register).toBeHidden();
    await expect(balance).toContainText('0');
  });

  // The wallet, from the header's top-up button: it keeps Tab inside too.
  const topUp = header.getByRole('button', { name: 'Top up' });
  await keys.tabTo(topUp);
  const wallet = page.getByTestId('wallet-modal');
  await keys.activate('Enter', 'open the wallet', () =>
    expect(wallet.getByTestId('wallet-deposit-tab')).toBeVisible(),
  );
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
  await keys.activate('Enter', 'reopen the wallet', () =>
    expect(wallet.getByTestId('wallet-deposit-tab')).toBeVisible(),
  );

  // A bank method paid on the provider's page: amount, phone, then Pay in the embedded checkout.
  await keys.tabTo(wallet.getByTestId('deposit-method-rub-mpayment'));
  const amount = wallet.getByTestId('fiat-deposit-amount');
  await keys.activate('Enter', 'pick mobile payment', () => expect(amount).toBeVisible());
  await keys.tabTo(amount);
  await keys.press('Control+A');
  await keys.type('1000');
  await expect(amount).toHaveValue('1000');
  await keys.tabTo(wallet.getByTestId('fiat-deposit-submit'));
  const phone = wallet.getByTestId('fiat-field-phone');
  await keys.activate('Enter', 'submit the amount', () => expect(phone).toBeVisible());
  await keys.tabTo(phone);
  await keys.press('End');
  await keys.type('912 345 67 89');
  await keys.tabTo(wallet.getByTestId('fiat-details-submit'));
  const checkout = page.frameLocator('iframe[title="Payment page"]');
  await keys.activate('Enter', 'submit the phone', () =>
    expect(checkout.getByText('1000.00 RUB')).toBeVisible(),
  );
  await keys.tabTo(checkout.getByRole('button', { name: 'Pay' }));
  const success = page.getByTestId('wallet-deposit-success');
  await keys.activate('Enter', 'pay on the checkout page', () => expect(success).toBeVisible());
  await keys.tabTo(success.getByRole('button', { name: 'Start playing' }));
  await keys.activate('Enter', 'start playing', async () => {
    await expect(success).toBeHidden();
    // 1 000 ₽ and the first welcome step's 100% bonus.
    await expect(balance).toContainText('2,000.00');
  });

  // Dice, from the lobby: a stake typed, a bet with Enter, another with Space.
  await keys.tabTo(page.getByRole('main').getByRole('link', { name: /^Dice/ }).first());
  const stake = page.getByRole('textbox', { name: 'Bet amount' });
  await keys.activate('Enter', 'open dice', async () => {
    await expect(page).toHaveURL(/\/en\/games\/dice$/);
    await expect(stake).toBeVisible();
  });
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
  await keys.activate('Enter', 'bet', async () => {
    expect((await response).status()).toBe(201);
    await expect(live).toContainText(/^\d{1,3}\.\d\d(You won!|No luck this time)$/);
    await expect(bet).toBeFocused();
  });
  const first = await live.textContent();
  await expect(balance).not.toContainText('2,000.00');

  // Space on the focused button bets once (the page's Space hotkey leaves a focused button alone).
  const bets: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/v1/games/dice/bets'))
      bets.push(request.url());
  });
  response = placed();
  await keys.activate('Space', 'bet again', async () => {
    expect((await response).status()).toBe(201);
    await expect(page.getByRole('region', { name: 'My bets' }).getByRole('row')).toHaveCount(3);
    await expect(bet).toBeFocused();
  });
  expect(bets).toHaveLength(1);
  await expect(live).toContainText(/^\d{1,3}\.\d\d(You won!|No luck this time)$/);
  expect(first).toBeTruthy();

  test.info().annotations.push({ type: 'focus on containers', description: keys.containers.join('\n') });
  expect(keys.unmarked, `focus stops without a visible focus mark:\n${keys.unmarked.join('\n')}`).toEqual([]);
  expect(keys.lost, `steps after which focus fell back to the page:\n${keys.lost.join('\n')}`).toEqual([]);
});
