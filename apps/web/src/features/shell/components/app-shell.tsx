import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useLocation } from 'react-router';
import { NARROW_DESKTOP_QUERY, SIDEBAR_COLLAPSED_KEY } from '../config/layout.ts';
import { useMediaQuery } from '../lib/use-media-query.ts';
import { usePersistedFlag } from '../lib/use-persisted-flag.ts';
import { BottomBar } from './bottom-bar.tsx';
import { Header } from './header.tsx';
import { RotatePrompt } from './rotate-prompt.tsx';
import { ScrollMemory } from './scroll-memory.tsx';
import { ScrollToTop } from './scroll-to-top.tsx';
import { SidebarRail } from './sidebar.tsx';

/** The phone menu (and vaul, which draws it) loads the first time it opens. */
const MenuDrawer = lazy(() => import('./menu-drawer.tsx').then((m) => ({ default: m.MenuDrawer })));

/**
 * The site shell (SPEC §2.2) around every page: the header, the collapsible sidebar (a drawer on phones),
 * the bottom bar on phones, the scroll-to-top button and the landscape prompt; new pages start at the top
 * and Back returns to where the player was (ScrollMemory). The wallet modal its
 * top-up and wallet buttons open (`?wallet=`, lib/wallet-modal.ts) is the cashier's WalletHost.
 */
export function AppShell({
  children,
  quietPhoneCorners = false,
}: {
  children: ReactNode;
  /** A game page: on phones no floating button sits over the page (its bet controls sit low). */
  quietPhoneCorners?: boolean;
}) {
  // Until the player chooses, the sidebar is a rail of icons where the page would be cramped beside it.
  const narrow = useMediaQuery(NARROW_DESKTOP_QUERY);
  const [collapsed, setCollapsed] = usePersistedFlag(SIDEBAR_COLLAPSED_KEY, narrow);
  const [menuOpen, setMenuOpen] = useState(false);
  // Mounted from the first opening on, so that closing can play its animation.
  const [menuUsed, setMenuUsed] = useState(false);
  if (menuOpen && !menuUsed) setMenuUsed(true);
  const { pathname } = useLocation();

  // A page change closes the drawer (links inside close it too; this covers the back button).
  const [menuPath, setMenuPath] = useState(pathname);
  if (menuPath !== pathname) {
    setMenuPath(pathname);
    setMenuOpen(false);
  }

  return (
    <>
      <Header />
      <div className="flex flex-1">
        <SidebarRail collapsed={collapsed} onToggle={() => setCollapsed(!collapsed)} />
        <div className="flex min-w-0 flex-1 flex-col pb-[calc(4.5rem+env(safe-area-inset-bottom))] md:pb-0">
          {children}
        </div>
      </div>
      <BottomBar menuOpen={menuOpen} onMenu={() => setMenuOpen(true)} />
      {menuUsed && (
        <Suspense fallback={null}>
          <MenuDrawer open={menuOpen} onOpenChange={setMenuOpen} />
        </Suspense>
      )}
      <ScrollMemory />
      <ScrollToTop className={quietPhoneCorners ? 'max-md:hidden' : undefined} />
      <RotatePrompt />
    </>
  );
}
