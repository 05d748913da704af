// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { mockRoutes, routeKey, testViewer } from '../../../test/fetch-routes.ts';
import { currentUrl, renderVip, vipLinks, vipViewer } from '../test/render.tsx';
import { VipDrawerHost } from './vip-drawer-host.tsx';

const openSignIn = vi.hoisted(() => vi.fn());
vi.mock('../../auth/index.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../auth/index.ts')>()),
  useSignIn: () => ({ openSignIn, closeSignIn: () => {} }),
}));

// The drawer loads on demand in the app; here once up front, so a test waits for its data only.
beforeAll(async () => {
  await import('./vip-drawer.tsx');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  openSignIn.mockClear();
});

const linksRoute = (links = vipLinks()) => ({ 'GET /api/v1/vip/links': () => ({ body: links }) });

const hrefOf = (scope: HTMLElement, name: RegExp | string) =>
  within(scope).getByRole('link', { name }).getAttribute('href');

describe('VIP drawer (SPEC §2.5)', () => {
  it('opens for ?vip=1, is a labelled modal dialog, and Escape closes it (and drops the parameter)', async () => {
    const { calls } = mockRoutes(linksRoute());
    renderVip(<VipDrawerHost />, { search: '?vip=1&tab=slots' });
    const drawer = await screen.findByRole('dialog', { name: 'VIP club' });
    expect(drawer.getAttribute('aria-modal')).toBe('true');
    // Focus moved inside.
    await waitFor(() => expect(drawer.contains(document.activeElement)).toBe(true));
    expect(calls.filter((c) => routeKey(c) === 'GET /api/v1/vip/links')).toHaveLength(1);

    fireEvent.keyDown(document, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(currentUrl()).toBe('/en?tab=slots');
  });

  it('stays shut without the parameter (and asks for nothing)', async () => {
    const { calls } = mockRoutes(linksRoute());
    renderVip(<VipDrawerHost />, { search: '' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it('a VIP sees the level with progress, the manager, the mirrors, subscribe, community and access help', async () => {
    mockRoutes(linksRoute());
    renderVip(<VipDrawerHost />, { viewer: vipViewer() });
    const drawer = await screen.findByRole('dialog', { name: 'VIP club' });

    const level = within(drawer).getByTestId('vip-level');
    expect(within(level).getByText('Gold')).toBeTruthy();
    expect(within(level).getByText('VIP')).toBeTruthy();
    const bar = within(level).getByRole('progressbar', { name: 'Progress to Platinum' });
    expect(bar.getAttribute('aria-valuenow')).toBe('60');
    expect(bar.getAttribute('aria-valuetext')).toBe('$150,000 of $250,000 wagered');
    expect(within(level).getByText('$100,000 more to reach Platinum')).toBeTruthy();

    const manager = within(drawer).getByTestId('vip-manager');
    expect(hrefOf(manager, /Write to @anna_vip on Telegram/)).toBe('https://t.me/anna_vip');
    expect(within(manager).getByRole('button', { name: 'Copy @anna_vip' })).toBeTruthy();

    const mirrors = await within(drawer).findByRole('region', { name: 'Your VIP mirrors' });
    expect(hrefOf(mirrors, /VIP Telegram bot/)).toBe('https://t.me/casino_vip_bot');
    expect(hrefOf(mirrors, /VIP website/)).toBe('https://vip.casino.example');
    const subscribe = within(drawer).getByRole('link', { name: /Subscribe to VIP news/ });
    expect(subscribe.getAttribute('href')).toBe('https://t.me/casino_vip');
    expect(subscribe.getAttribute('target')).toBe('_blank');
    expect(subscribe.getAttribute('rel')).toBe('noopener noreferrer');
    expect(subscribe.textContent).toContain('(opens in a new tab)');
    const community = within(drawer).getByRole('region', { name: 'VIP community' });
    expect(hrefOf(community, /Join the community/)).toBe('https://t.me/casino_vip_club');
    expect(hrefOf(drawer, /Get help/)).toBe('https://t.me/casino_support_bot');

    // Not the non-VIP parts.
    expect(within(drawer).queryByRole('region', { name: 'Our portals' })).toBeNull();
    expect(within(drawer).queryByRole('region', { name: 'Communities' })).toBeNull();
    expect(within(drawer).queryByTestId('vip-earn')).toBeNull();
  });

  it('a VIP without a manager has no manager block; unset links are left out', async () => {
    mockRoutes(
      linksRoute(vipLinks({ mirrors: { bot: null, web: 'https://vip.casino.example' }, communityUrl: null })),
    );
    renderVip(<VipDrawerHost />, { viewer: vipViewer({ vipManager: null }) });
    const drawer = await screen.findByRole('dialog', { name: 'VIP club' });
    const mirrors = await within(drawer).findByRole('region', { name: 'Your VIP mirrors' });
    expect(within(mirrors).getAllByRole('link')).toHaveLength(1);
    expect(within(drawer).queryByTestId('vip-manager')).toBeNull();
    expect(within(drawer).queryByTestId('vip-community')).toBeNull();
    expect(within(drawer).getByTestId('vip-subscribe')).toBeTruthy();
  });

  it('a player who is not VIP sees the level, how VIP is earned, portals and communities — no VIP links', async () => {
    mockRoutes(linksRoute());
    const viewer = testViewer({
      vip: { level: 1, wagered: '2500.50', toNextLevel: '7499.50' },
      // Never shown to a non-VIP, even if the server sent one.
      vipManager: { telegramUsername: 'anna_vip' },
    });
    renderVip(<VipDrawerHost />, { viewer });
    const drawer = await screen.findByRole('dialog', { name: 'VIP club' });

    const level = within(drawer).getByTestId('vip-level');
    expect(within(level).getByText('Bronze')).toBeTruthy();
    expect(within(level).queryByText('VIP')).toBeNull();
    const bar = within(level).getByRole('progressbar', { name: 'Progress to Silver' });
    expect(bar.getAttribute('aria-valuenow')).toBe('25');
    expect(within(level).getByText('$2,500.50 of $10,000 wagered')).toBeTruthy();

    const earn = within(drawer).getByRole('region', { name: 'How to become VIP' });
    expect(within(earn).getByText(/Reach Gold by wagering \$50,000/)).toBeTruthy();
    expect(within(earn).getAllByRole('listitem')).toHaveLength(5);

    const portals = await within(drawer).findByRole('region', { name: 'Our portals' });
    expect(hrefOf(portals, /Telegram bot/)).toBe('https://t.me/casino_bot');
    expect(hrefOf(portals, /Website/)).toBe('https://casino.example');
    const communities = within(drawer).getByRole('region', { name: 'Communities' });
    expect(hrefOf(communities, /News channel/)).toBe('https://t.me/casino_news');
    expect(hrefOf(communities, /Players' chat/)).toBe('https://t.me/casino_chat');

    expect(within(drawer).queryByTestId('vip-manager')).toBeNull();
    expect(within(drawer).queryByTestId('vip-subscribe')).toBeNull();
    expect(within(drawer).queryByRole('region', { name: 'Your VIP mirrors' })).toBeNull();
    expect(within(drawer).queryByTestId('vip-access')).toBeNull();
  });

  it('names a link it has no word for by its host, and never draws one that is not https', async () => {
    mockRoutes(
      linksRoute(
        vipLinks({
          portals: [
            { id: 'lounge', url: 'https://lounge.example/play' },
            { id: 'bad', url: 'javascript:alert(1)' },
          ],
        }),
      ),
    );
    renderVip(<VipDrawerHost />);
    const portals = await screen.findByRole('region', { name: 'Our portals' });
    const links = within(portals).getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]?.textContent).toContain('lounge.example');
  });

  it('a guest is invited to sign up; signed up, the drawer comes back', async () => {
    mockRoutes(linksRoute());
    renderVip(<VipDrawerHost />, { viewer: null });
    const drawer = await screen.findByRole('dialog', { name: 'VIP club' });
    expect(within(drawer).getByRole('heading', { name: 'Join the VIP club' })).toBeTruthy();
    expect(within(drawer).queryByTestId('vip-level')).toBeNull();
    expect(within(drawer).getByTestId('vip-earn')).toBeTruthy();
    expect(await within(drawer).findByRole('region', { name: 'Our portals' })).toBeTruthy();

    await userEvent.click(within(drawer).getByRole('button', { name: 'Sign up' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(openSignIn).toHaveBeenCalledWith('register', { onSuccess: expect.any(Function) });
    const [, options] = openSignIn.mock.calls[0] as [string, { onSuccess: () => void }];
    options.onSuccess();
    expect(await screen.findByRole('dialog', { name: 'VIP club' })).toBeTruthy();
  });

  it('the copy button copies the handle, says so politely, and goes back after 3 s', async () => {
    mockRoutes(linksRoute());
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderVip(<VipDrawerHost />, { viewer: vipViewer() });
    const drawer = await screen.findByRole('dialog', { name: 'VIP club' });
    const status = within(drawer).getByTestId('vip-copy-status');
    expect(status.getAttribute('role')).toBe('status');
    expect(status.textContent).toBe('');

    const button = within(drawer).getByRole('button', { name: 'Copy @anna_vip' });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      fireEvent.click(button);
      await waitFor(() => expect(status.textContent).toBe('@anna_vip copied'));
      expect(writeText).toHaveBeenCalledWith('@anna_vip');
      expect(button.getAttribute('data-copied')).toBe('true');
      expect(button.textContent).toContain('Copied');
      await vi.advanceTimersByTimeAsync(3000);
      await waitFor(() => expect(button.getAttribute('data-copied')).toBeNull());
      expect(status.textContent).toBe('');
    } finally {
      vi.useRealTimers();
    }
  });

  it('without a clipboard the copy button says how to copy by hand', async () => {
    mockRoutes(linksRoute());
    vi.stubGlobal('navigator', { ...navigator, clipboard: undefined });
    renderVip(<VipDrawerHost />, { viewer: vipViewer() });
    const drawer = await screen.findByRole('dialog', { name: 'VIP club' });
    await userEvent.click(within(drawer).getByRole('button', { name: 'Copy @anna_vip' }));
    expect(await within(drawer).findByText(/Could not copy/)).toBeTruthy();
  });

  it('the links failing does not hide the level; retry asks again', async () => {
    let fail = true;
    mockRoutes({
      'GET /api/v1/vip/links': () =>
        fail ? { status: 500, body: { detail: 'internal_error' } } : { body: vipLinks() },
    });
    renderVip(<VipDrawerHost />, { viewer: vipViewer() });
    const drawer = await screen.findByRole('dialog', { name: 'VIP club' });
    expect(within(drawer).getByTestId('vip-level')).toBeTruthy();
    const alert = await within(drawer).findByRole('alert');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(drawer).findByRole('region', { name: 'Your VIP mirrors' })).toBeTruthy();
  });

  it('speaks Russian on /ru, and the top level has no bar', async () => {
    mockRoutes(linksRoute());
    renderVip(<VipDrawerHost />, {
      locale: 'ru',
      viewer: vipViewer({ vip: { level: 5, wagered: '1200000.00', toNextLevel: null } }),
    });
    const drawer = await screen.findByRole('dialog', { name: 'VIP-клуб' });
    expect(within(drawer).getByText('Бриллиант')).toBeTruthy();
    expect(within(drawer).queryByRole('progressbar')).toBeNull();
    expect(within(drawer).getByText(/Вы достигли высшего уровня/)).toBeTruthy();
    expect(within(drawer).getByRole('button', { name: 'Закрыть' })).toBeTruthy();
  });
});
