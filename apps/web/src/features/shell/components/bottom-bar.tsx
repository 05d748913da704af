import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from '../../../i18n/index.ts';
import { cn } from '../../../lib/cn.ts';
import { useWallet } from '../../../lib/wallet-modal.ts';
import { useSignIn, useViewer } from '../../auth/index.ts';
import { openBetSlip, useBetSlipCount } from '../../sportsbook/index.ts';
import { bottomBarPromo } from '../lib/bottom-bar.ts';
import { isSportsbookPath, useLocale } from '../lib/use-locale.ts';
import { BallIcon, DiceIcon, GiftIcon, MenuIcon, WalletIcon, WheelIcon } from './icons.tsx';
import { ProtectedLink } from './protected-link.tsx';
import { useShellActions } from './shell-actions.tsx';

const itemClass = (active: boolean) =>
  cn(
    'flex min-h-14 flex-1 flex-col items-center justify-center gap-0.5 rounded-control text-[0.68rem] font-bold transition',
    active ? 'text-ink' : 'text-muted hover:text-ink',
  );

function Glyph({ active, children }: { active: boolean; children: ReactNode }) {
  return (
    <span
      className={cn(
        'grid h-7 w-12 place-items-center rounded-full transition',
        active && 'bg-accent/25 text-accent-strong',
      )}
    >
      {children}
    </span>
  );
}

/**
 * SPEC §2.2 mobile bottom bar (< 768 px): wallet, sport, bonuses (the wheel for a player with zero
 * deposits), casino, menu. In the mini-app it stands on Telegram's stable viewport height (features/telegram
 * sets it), not on the edge that moves while the player drags Telegram's sheet.
 */
export function BottomBar({ menuOpen, onMenu }: { menuOpen: boolean; onMenu: () => void }) {
  const { t } = useTranslation('shell');
  const locale = useLocale();
  const { pathname } = useLocation();
  const { viewer } = useViewer();
  const { openSignIn } = useSignIn();
  const { openWheel } = useShellActions();
  const wallet = useWallet();
  const sport = isSportsbookPath(pathname);
  const promo = bottomBarPromo(viewer, Boolean(openWheel));
  const onBonuses = pathname.startsWith(`/${locale}/bonuses`);
  // On the sportsbook the sport button becomes the bet slip's: its count opens the slip's sheet.
  const slipCount = useBetSlipCount();
  const slipButton = sport && slipCount > 0;
  const sportLink = (
    <Link to={`/${locale}/sportsbook`} className={itemClass(sport)} aria-current={sport ? 'page' : undefined}>
      <Glyph active={sport}>
        <BallIcon />
      </Glyph>
      {t('bottomBar.sport')}
    </Link>
  );

  return (
    <nav
      aria-label={t('bottomBar.label')}
      className="fixed inset-x-0 bottom-[max(0px,calc(100dvh-var(--mini-app-stable-height,100dvh)))] z-40 border-t border-line/70 bg-surface/95 pb-[env(safe-area-inset-bottom)] backdrop-blur-md md:hidden"
    >
      <ul className="mx-auto flex max-w-md items-stretch gap-1 px-1.5 py-1">
        <li className="flex flex-1">
          <button
            type="button"
            className={itemClass(wallet.isOpen)}
            data-testid="bottom-bar-wallet"
            onClick={() => (viewer ? wallet.open('deposit') : openSignIn('login'))}
          >
            <Glyph active={wallet.isOpen}>
              <WalletIcon />
            </Glyph>
            {t('bottomBar.wallet')}
          </button>
        </li>
        <li className="flex flex-1">
          {slipButton ? (
            <button
              type="button"
              className={itemClass(true)}
              onClick={openBetSlip}
              aria-haspopup="dialog"
              aria-label={t('bottomBar.betSlipLabel', { count: slipCount })}
              data-testid="bottom-bar-bet-slip"
            >
              <Glyph active>
                <span className="relative">
                  <BallIcon />
                  <span
                    aria-hidden="true"
                    className="absolute -right-3 -top-2 grid h-4 min-w-4 place-items-center rounded-full bg-gold px-1 text-[0.6rem] font-black leading-none text-deep tabular"
                  >
                    {slipCount}
                  </span>
                </span>
              </Glyph>
              {t('bottomBar.betSlip')}
            </button>
          ) : (
            sportLink
          )}
        </li>
        <li className="flex flex-1">
          {promo === 'wheel' ? (
            <button
              type="button"
              className={itemClass(false)}
              onClick={openWheel}
              data-testid="bottom-bar-wheel"
            >
              <span className="-mt-5 grid size-12 place-items-center rounded-full border-4 border-page bg-gradient-to-br from-gold-strong to-gold text-deep shadow-glow-gold">
                <WheelIcon className="size-6 animate-[spin_8s_linear_infinite] motion-reduce:animate-none" />
              </span>
              {t('bottomBar.wheel')}
            </button>
          ) : (
            <ProtectedLink
              to={`/${locale}/bonuses`}
              className={itemClass(onBonuses)}
              data-testid="bottom-bar-bonuses"
            >
              <span className="-mt-5 grid size-12 place-items-center rounded-full border-4 border-page bg-gradient-to-br from-accent to-[#5b2fd6] text-white shadow-glow">
                <GiftIcon className="size-6" />
              </span>
              {t('bottomBar.bonuses')}
            </ProtectedLink>
          )}
        </li>
        <li className="flex flex-1">
          <Link
            to={`/${locale}`}
            className={itemClass(!sport && !onBonuses && !menuOpen)}
            aria-current={pathname === `/${locale}` ? 'page' : undefined}
          >
            <Glyph active={!sport && !onBonuses && !menuOpen}>
              <DiceIcon />
            </Glyph>
            {t('bottomBar.casino')}
          </Link>
        </li>
        <li className="flex flex-1">
          <button
            type="button"
            className={itemClass(menuOpen)}
            onClick={onMenu}
            aria-expanded={menuOpen}
            data-testid="bottom-bar-menu"
          >
            <Glyph active={menuOpen}>
              <MenuIcon />
            </Glyph>
            {t('bottomBar.menu')}
          </button>
        </li>
      </ul>
    </nav>
  );
}
