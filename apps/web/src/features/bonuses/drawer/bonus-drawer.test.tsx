import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { mockRoutes, type RouteTable, routeKey, testViewer } from '../../../test/fetch-routes.ts';
import { list, renderBonuses, url, welcomeCatalogue } from '../test/fixtures.tsx';
import { BonusDrawerHost } from './bonus-drawer-host.tsx';
import { BONUS_DRAWER_FLAG } from './drawer-store.ts';

const openSignIn = vi.hoisted(() => vi.fn());
vi.mock('../../auth/index.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../auth/index.ts')>()),
  useSignIn: () => ({ openSignIn, closeSignIn: () => {} }),
}));

// The drawer loads on demand in the app; here once up front, so a test waits for its data only.
beforeAll(async () => {
  await import('./bonus-drawer.tsx');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  openSignIn.mockClear();
  localStorage.clear();
});

function routes(countDeposit: number, overrides: RouteTable = {}): RouteTable {
  return {
    'GET /api/v2/bonuses': () => ({ body: list(welcomeCatalogue()) }),
    'GET /api/v1/bonus-drawer/status': () => ({
      body: { isShowModal: true, countDeposit, lastShowModalAt: null },
    }),
    'POST /api/v1/bonus-drawer/shown': () => ({ body: { lastShowModalAt: '2025-03-01T12:00:00.000Z' } }),
    ...overrides,
  };
}

describe('bonus drawer (SPEC §2.4)', () => {
  it('opens for ?bonus10, records it as shown, and Escape closes it', async () => {
    const { calls } = mockRoutes(routes(0));
    renderBonuses(<BonusDrawerHost />, { path: '?bonus10' });
    const drawer = await screen.findByRole('dialog', { name: 'Welcome bonus' });
    expect(await within(drawer).findByTestId('drawer-step-4')).toBeTruthy();
    expect(within(drawer).getAllByTestId(/^drawer-step-/)).toHaveLength(4);
    await waitFor(() =>
      expect(calls.filter((c) => routeKey(c) === 'POST /api/v1/bonus-drawer/shown')).toHaveLength(1),
    );
    // The first step is open with its conditions; the others expand on demand.
    const first = within(drawer).getByTestId('drawer-step-1');
    expect(within(first).getByRole('button', { expanded: true })).toBeTruthy();
    const second = within(drawer).getByTestId('drawer-step-2');
    await userEvent.click(within(second).getByRole('button', { expanded: false }));
    expect(within(second).getByText('Minimum deposit $15.00')).toBeTruthy();
    // The 4th step lists all three tiers.
    await userEvent.click(within(within(drawer).getByTestId('drawer-step-4')).getByRole('button'));
    expect(within(drawer).getByText(/Welcome w4a/)).toBeTruthy();
    expect(within(drawer).getByText(/Welcome w4c/)).toBeTruthy();
    // FAQ and the explainer.
    expect(within(drawer).getByText('What does wager ×N mean?')).toBeTruthy();
    expect(within(drawer).getByRole('button', { name: 'Play the explainer' })).toBeTruthy();

    fireEvent.keyDown(document, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(url()).toBe('');
  });

  it('shows the everyday bonus with the +5% title from the 4th deposit on', async () => {
    mockRoutes(routes(4));
    renderBonuses(<BonusDrawerHost />, { path: '?bonus10', viewer: testViewer({ hasDeposits: true }) });
    // The block moves up, above the welcome steps, once the deposit count is known.
    await waitFor(() =>
      expect(screen.getByTestId('drawer-everyday').getAttribute('data-variant')).toBe('plus'),
    );
    const block = screen.getByTestId('drawer-everyday');
    expect(within(block).getByRole('heading', { name: '+5% on every deposit' })).toBeTruthy();
    expect(
      block.compareDocumentPosition(screen.getByTestId('drawer-step-1')) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('before the 4th deposit the everyday block keeps its plain title', async () => {
    mockRoutes(routes(2));
    renderBonuses(<BonusDrawerHost />, { path: '?bonus10', viewer: testViewer({ hasDeposits: true }) });
    await screen.findByTestId('drawer-step-1');
    const block = screen.getByTestId('drawer-everyday');
    expect(within(block).getByRole('heading', { name: 'Then +5% on every deposit' })).toBeTruthy();
    expect(block.getAttribute('data-variant')).toBe('default');
  });

  it('the use-bonus button opens the wallet deposit tab for a player', async () => {
    mockRoutes(routes(1));
    renderBonuses(<BonusDrawerHost />, { path: '?bonus10', viewer: testViewer({ hasDeposits: true }) });
    await userEvent.click(await screen.findByRole('button', { name: 'Use the bonus' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(url()).toBe('?wallet=deposit');
  });

  it('a guest is sent to sign up, and nothing is recorded; signed up, the drawer is asked back', async () => {
    const { calls } = mockRoutes(routes(0));
    renderBonuses(<BonusDrawerHost />, { path: '?bonus10', viewer: null });
    await userEvent.click(await screen.findByRole('button', { name: 'Sign up and get the bonus' }));
    expect(openSignIn).toHaveBeenCalledWith('register', { onSuccess: expect.any(Function) });
    expect(calls.some((c) => c.url.pathname.startsWith('/api/v1/bonus-drawer'))).toBe(false);
    expect(localStorage.getItem(BONUS_DRAWER_FLAG)).toBeNull();
    const [, options] = openSignIn.mock.calls[0] as [string, { onSuccess: () => void }];
    options.onSuccess();
    expect(localStorage.getItem(BONUS_DRAWER_FLAG)).toBe('1');
  });

  it('opens for the stored flag and forgets it when closed', async () => {
    localStorage.setItem(BONUS_DRAWER_FLAG, '1');
    mockRoutes(routes(0));
    renderBonuses(<BonusDrawerHost />);
    const drawer = await screen.findByRole('dialog', { name: 'Welcome bonus' });
    await userEvent.click(within(drawer).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(localStorage.getItem(BONUS_DRAWER_FLAG)).toBeNull();
  });
});
