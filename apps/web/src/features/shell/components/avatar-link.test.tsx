// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInShell, viewerFixture } from '../test/harness.tsx';
import { AvatarLink } from './avatar-link.tsx';

afterEach(cleanup);

describe('AvatarLink', () => {
  it('opens the profile and shows a red dot while a name change is available', () => {
    renderInShell(<AvatarLink viewer={viewerFixture({ isNameChangeAvailable: true, firstName: 'Ada' })} />, {
      path: '/ru',
    });
    const link = screen.getByTestId('avatar');
    expect(link.getAttribute('href')).toBe('/ru/profile');
    expect(link.textContent).toContain('A');
    expect(screen.getByTestId('name-change-dot')).toBeTruthy();
    expect(link.getAttribute('aria-label')).toContain('можно сменить имя');
  });

  it('no dot once the name change is used; a VIP gets the crowned avatar', () => {
    renderInShell(<AvatarLink viewer={viewerFixture({ isNameChangeAvailable: false, isVip: true })} />);
    const link = screen.getByTestId('avatar');
    expect(screen.queryByTestId('name-change-dot')).toBeNull();
    expect(link.getAttribute('data-vip')).toBe('true');
    expect(link.getAttribute('aria-label')).toBe('Profile, VIP');
  });

  it('frames the avatar in the colour of the level earned (none below Bronze)', () => {
    renderInShell(
      <AvatarLink
        viewer={viewerFixture({ vip: { level: 4, wagered: '300000.00', toNextLevel: '700000.00' } })}
      />,
    );
    const link = screen.getByTestId('avatar');
    expect(link.getAttribute('data-vip-level')).toBe('4');
    expect(link.className).toContain('border-(--vip-frame,transparent)');
    cleanup();
    renderInShell(<AvatarLink viewer={viewerFixture()} />);
    expect(screen.getByTestId('avatar').getAttribute('data-vip-level')).toBeNull();
  });
});
