import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../i18n/index.ts';
import { cn } from '../../../lib/cn.ts';
import { isMiniApp } from '../../../lib/mini-app.ts';
import { useWallet } from '../../../lib/wallet-modal.ts';
import { useSignIn, useViewer } from '../../auth/index.ts';
import { useLocale } from '../lib/use-locale.ts';
import { AvatarLink } from './avatar-link.tsx';
import { GiftIcon, PlusIcon, WheelIcon } from './icons.tsx';
import { LanguagePopover } from './language-popover.tsx';
import { LogoMark } from './logo.tsx';
import { ProtectedLink } from './protected-link.tsx';
import { useShellActions } from './shell-actions.tsx';

// Signed-in players only: guests (most first visits) do not download it.
const BalancePopover = lazy(() =>
  import('./balance-popover.tsx').then((m) => ({ default: m.BalancePopover })),
);
/** The balance button's size while it loads (as while the balance does). */
const balanceSkeleton = (
  <span className="h-10 w-28 animate-pulse touch:h-11 rounded-control bg-raised" aria-hidden="true" />
);

/**
 * SPEC §2.2 desktop header: logo, bonuses tab and the prize wheel (players with no deposits); guests get
 * sign-in and register, players the balance, a top-up button and the avatar. On phones the same bar is
 * trimmed to the logo and the account controls (the bottom bar has the rest), 56 px high to leave the
 * game room, and kept clear of a notch (viewport-fit=cover).
 */
export function Header() {
  const { t } = useTranslation('shell');
  const locale = useLocale();
  const { viewer, isLoading } = useViewer();
  const { openSignIn } = useSignIn();
  const { openWheel } = useShellActions();
  const wallet = useWallet();
  const showWheel = Boolean(viewer && !viewer.hasDeposits && openWheel);

  return (
    <header className="sticky top-0 z-40 border-b border-line/70 bg-page/85 pt-[env(safe-area-inset-top)] backdrop-blur-md">
      <div className="flex h-14 items-center gap-2 px-3 sm:gap-3 sm:px-4 md:h-16 lg:px-6">
        <Link
          to={`/${locale}`}
          className="flex shrink-0 items-center justify-center gap-2.5 rounded-lg touch:min-h-11 touch:min-w-11"
          aria-label={t('header.home')}
        >
          <LogoMark className="size-9" />
          <span className="hidden bg-gradient-to-r from-gold-strong to-gold bg-clip-text text-lg font-black tracking-wide text-transparent sm:max-md:inline lg:inline">
            {t('common:brand')}
          </span>
        </Link>
        <nav aria-label={t('header.nav')} className="ml-2 hidden items-center gap-1 md:flex lg:ml-6">
          <ProtectedLink
            to={`/${locale}/bonuses`}
            title={t('header.bonuses')}
            className={({ isActive }) =>
              cn(
                'flex h-10 items-center gap-2 rounded-control px-3 text-sm font-bold transition touch:h-11',
                isActive ? 'bg-raised text-ink' : 'text-muted hover:bg-raised/70 hover:text-ink',
              )
            }
          >
            <GiftIcon className="size-5 text-gold" />
            <span className="max-lg:sr-only">{t('header.bonuses')}</span>
          </ProtectedLink>
          {showWheel && (
            <button
              type="button"
              onClick={openWheel}
              title={t('header.wheel')}
              className="flex h-10 items-center gap-2 rounded-control px-3 text-sm font-bold text-muted touch:h-11 transition hover:bg-raised/70 hover:text-ink"
            >
              <WheelIcon className="size-5 animate-[spin_6s_linear_infinite] text-neon motion-reduce:animate-none" />
              <span className="max-lg:sr-only">{t('header.wheel')}</span>
            </button>
          )}
        </nav>
        <div className="ml-auto flex min-w-0 items-center gap-2">
          <div className="hidden md:block">
            <LanguagePopover />
          </div>
          {/* The mini-app signs in by itself as it starts: a placeholder until it has, never the form. */}
          {(isLoading || (!viewer && isMiniApp())) && (
            <span
              className="h-10 w-40 animate-pulse touch:h-11 rounded-control bg-raised/70"
              aria-hidden="true"
            />
          )}
          {!isLoading && !viewer && !isMiniApp() && (
            <>
              <Button
                size="sm"
                variant="ghost"
                className="h-10 touch:h-11"
                onClick={() => openSignIn('login')}
              >
                {t('header.signIn')}
              </Button>
              <Button
                size="sm"
                variant="primary"
                className="h-10 touch:h-11"
                onClick={() => openSignIn('register')}
              >
                {t('header.register')}
              </Button>
            </>
          )}
          {viewer && (
            <>
              <Suspense fallback={balanceSkeleton}>
                <BalancePopover />
              </Suspense>
              <Button
                size="sm"
                variant="success"
                className="h-10 shrink-0 px-2.5 touch:h-11 sm:px-4"
                onClick={() => wallet.open('deposit')}
                aria-label={t('header.topUp')}
              >
                <PlusIcon className="size-5" />
                <span className="hidden sm:inline">{t('header.topUp')}</span>
              </Button>
              <AvatarLink viewer={viewer} />
            </>
          )}
        </div>
      </div>
    </header>
  );
}
