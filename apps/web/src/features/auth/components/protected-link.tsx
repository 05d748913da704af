import { forwardRef, type MouseEvent, useCallback } from 'react';
import { Link, type LinkProps, useNavigate } from 'react-router';
import { useViewer } from '../api/get-viewer.ts';
import { type SignInTab, useSignIn } from './sign-in-context.tsx';

/**
 * Runs `action` for a player; for a guest opens sign-in first and runs it once they are in (SPEC §6).
 * While the viewer is still loading the action runs: a saved session is most likely still valid.
 */
export function useProtectedAction(tab: SignInTab = 'login') {
  const { isGuest } = useViewer();
  const { openSignIn } = useSignIn();
  return useCallback(
    (action: () => void) => {
      if (isGuest) openSignIn(tab, { onSuccess: action });
      else action();
    },
    [isGuest, openSignIn, tab],
  );
}

export interface ProtectedLinkProps extends LinkProps {
  /** Which sign-in tab a guest sees (login by default). */
  signInTab?: SignInTab;
}

/**
 * A link to a page for players (bonuses, favorites, a game). It stays a real link (its address shows, it
 * opens in a new tab), but a guest's click opens sign-in and continues to the page after signing in.
 */
export const ProtectedLink = forwardRef<HTMLAnchorElement, ProtectedLinkProps>(function ProtectedLink(
  { signInTab = 'login', onClick, to, replace, state, ...rest },
  ref,
) {
  const { isGuest } = useViewer();
  const { openSignIn } = useSignIn();
  const navigate = useNavigate();

  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    onClick?.(event);
    if (event.defaultPrevented || !isGuest) return;
    // A modified click (new tab or window) is the browser's business.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    openSignIn(signInTab, { onSuccess: () => void navigate(to, { replace, state }) });
  }

  return (
    <Link
      ref={ref}
      to={to}
      replace={replace}
      state={state}
      aria-haspopup={isGuest ? 'dialog' : undefined}
      onClick={handleClick}
      {...rest}
    />
  );
});
