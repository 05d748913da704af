import type { MouseEvent } from 'react';
import { NavLink, type NavLinkProps, useNavigate } from 'react-router';
import { useSignIn, useViewer } from '../../auth/index.ts';

/**
 * SPEC §6: for a guest a protected link (bonuses, favorites) opens sign-in, then continues to the page.
 * The auth feature's ProtectedLink as a NavLink: the shell's menus mark the current page.
 */
export function ProtectedLink({ onClick, to, ...props }: NavLinkProps) {
  const { isGuest } = useViewer();
  const { openSignIn } = useSignIn();
  const navigate = useNavigate();
  return (
    <NavLink
      {...props}
      to={to}
      aria-haspopup={isGuest ? 'dialog' : undefined}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        onClick?.(event);
        if (event.defaultPrevented || !isGuest) return;
        // A modified click (new tab or window) is the browser's business.
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        openSignIn('login', { onSuccess: () => void navigate(to) });
      }}
    />
  );
}
