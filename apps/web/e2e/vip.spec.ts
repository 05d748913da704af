import { expect, type Page, test } from '@playwright/test';
import { operatorToken, PASSWORD, SIZES, shot } from './wallet-helpers.ts';

/**
 * SPEC §2.5 against the real server: a guest opens the VIP drawer from the sidebar's "VIP club" and is
 * invited to sign up; a player an operator made VIP (Gold, with a manager) sees their level, the manager's
 * handle to copy, the VIP mirrors and the subscribe button, and a VIP-only tournament the guest cannot see.
 */

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** From the sidebar (desktop) or the bottom bar's menu (phone). */
async function openVipClub(page: Page, phone: boolean) {
  if (phone) await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('button', { name: 'VIP club' }).filter({ visible: true }).first().click();
  const drawer = page.getByRole('dialog', { name: 'VIP club' });
  await expect(drawer).toBeVisible();
  return drawer;
}

for (const size of SIZES) {
  test(`${size.name}: the VIP drawer for a guest and for a VIP player`, async ({
    page,
    request,
  }, testInfo) => {
    await page.setViewportSize(size.viewport);
    await page.goto('/en');
    const guestDrawer = await openVipClub(page, size.name === 'phone');
    await expect(guestDrawer.getByRole('heading', { name: 'Join the VIP club' })).toBeVisible();
    await expect(guestDrawer.getByRole('heading', { name: 'How to become VIP' })).toBeVisible();
    await expect(guestDrawer.getByText('Your personal manager')).toHaveCount(0);
    await shot(page, testInfo, `vip-guest-${size.name}`);
    await page.keyboard.press('Escape');
    await expect(guestDrawer).toBeHidden();

    // A VIP-only tournament is not there for a guest.
    await page.goto('/en/tournaments');
    await expect(page.getByText('VIP High Roller Cup')).toHaveCount(0);

    const email = `vip-${Date.now()}-${Math.round(Math.random() * 1e6)}@example.com`;
    const registered = await request.post('/api/v1/auth/register', {
      data: { email, password: PASSWORD, currency: 'USD' },
    });
    expect(registered.status()).toBe(201);
    const player = (await registered.json()) as { token: string; user: { globalId: string } };
    const made = await request.post(`/api/admin/v1/players/${player.user.globalId}/vip`, {
      headers: auth(await operatorToken(request)),
      data: { isVip: true, vipManagerTelegram: 'anna_vip', level: 3 },
    });
    expect(made.ok(), await made.text()).toBeTruthy();
    await page.addInitScript((value) => localStorage.setItem('casino.token', value), player.token);

    await page.goto('/en?vip=1');
    const drawer = page.getByRole('dialog', { name: 'VIP club' });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByText('Gold').first()).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Write to @anna_vip on Telegram' })).toHaveAttribute(
      'href',
      'https://t.me/anna_vip',
    );
    await expect(drawer.getByRole('heading', { name: 'Your VIP mirrors' })).toBeVisible();
    await expect(drawer.getByRole('link', { name: /Subscribe to VIP news/ })).toBeVisible();
    await shot(page, testInfo, `vip-player-${size.name}`);
    await drawer.getByRole('button', { name: 'Close' }).click();
    await expect(page).toHaveURL(/\/en$/);

    await page.goto('/en/tournaments');
    await expect(
      page.getByTestId('tournament-card').filter({ hasText: 'VIP High Roller Cup' }),
    ).toBeVisible();
  });
}
