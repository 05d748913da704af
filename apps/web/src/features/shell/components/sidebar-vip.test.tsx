// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, renderInShell, viewerFixture } from '../test/harness.tsx';
import { SidebarContent } from './sidebar.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('sidebar: the VIP club entry (SPEC §2.5)', () => {
  it('opens the VIP drawer (?vip=1) and closes the menu drawer, for a player', async () => {
    mockFetch({});
    const onNavigate = vi.fn();
    renderInShell(<SidebarContent collapsed={false} onNavigate={onNavigate} />, {
      path: '/en/games/favorites?tab=1',
      viewer: viewerFixture(),
    });
    await userEvent.click(screen.getByRole('button', { name: 'VIP club' }));
    expect(onNavigate).toHaveBeenCalled();
    expect(screen.getByTestId('location').textContent).toBe('/en/games/favorites?tab=1&vip=1');
  });

  it('is there for guests, and in the collapsed rail keeps its name for screen readers', async () => {
    mockFetch({});
    renderInShell(<SidebarContent collapsed />, { path: '/ru' });
    const entry = screen.getByRole('button', { name: 'VIP-клуб' });
    expect(entry.getAttribute('title')).toBe('VIP-клуб');
    await userEvent.click(entry);
    expect(screen.getByTestId('location').textContent).toBe('/ru?vip=1');
  });
});
