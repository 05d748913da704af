// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInShell, viewerFixture } from '../test/harness.tsx';
import { BottomBar } from './bottom-bar.tsx';
import { ShellActionsProvider } from './shell-actions.tsx';

afterEach(cleanup);

function renderBar(viewer: ReturnType<typeof viewerFixture> | null, openWheel?: () => void) {
  const onMenu = vi.fn();
  renderInShell(
    <ShellActionsProvider value={{ openWheel }}>
      <BottomBar menuOpen={false} onMenu={onMenu} />
    </ShellActionsProvider>,
    { path: '/en', viewer },
  );
  return { onMenu };
}

describe('BottomBar', () => {
  it('has wallet, sport, bonuses, casino and menu', () => {
    renderBar(viewerFixture({ hasDeposits: true }), vi.fn());
    const bar = screen.getByRole('navigation', { name: 'Quick menu' });
    expect(bar.textContent).toMatch(/Wallet.*Sport.*Bonuses.*Casino.*Menu/);
  });

  it('swaps bonuses for the wheel when the player has zero deposits', async () => {
    const openWheel = vi.fn();
    renderBar(viewerFixture({ hasDeposits: false }), openWheel);
    expect(screen.queryByTestId('bottom-bar-bonuses')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Wheel' }));
    expect(openWheel).toHaveBeenCalledOnce();
  });

  it('keeps bonuses for a player who has deposited', () => {
    renderBar(viewerFixture({ hasDeposits: true }), vi.fn());
    expect(screen.getByTestId('bottom-bar-bonuses').getAttribute('href')).toBe('/en/bonuses');
    expect(screen.queryByRole('button', { name: 'Wheel' })).toBeNull();
  });

  it('keeps bonuses for guests', () => {
    renderBar(null, vi.fn());
    expect(screen.getByTestId('bottom-bar-bonuses')).toBeTruthy();
  });

  it('opens the wallet for players (?wallet=deposit) and the menu', async () => {
    const { onMenu } = renderBar(viewerFixture(), vi.fn());
    await userEvent.click(screen.getByRole('button', { name: 'Wallet' }));
    expect(screen.getByTestId('location').textContent).toBe('/en?wallet=deposit');
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    expect(onMenu).toHaveBeenCalledOnce();
  });
});
