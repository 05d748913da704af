import { lazy, Suspense, useMemo } from 'react';
import { Link, Outlet, useMatches } from 'react-router';
import { Spinner } from '../../components/ui/spinner.tsx';
import { BonusDrawerHost, PromoHost } from '../../features/bonuses/index.ts';
import { WalletHost } from '../../features/cashier/index.ts';
import { GameSearchHost, useGameSearch } from '../../features/lobby/index.ts';
import { OverlayGate } from '../../features/overlays/index.ts';
import { PartnersHost, PartnersLink } from '../../features/partners/index.ts';
import { PolicyLinks } from '../../features/policies/index.ts';
import { ProtectionHost } from '../../features/protection/index.ts';
import { PushHost } from '../../features/push/index.ts';
import { AppShell, type ShellActions, ShellActionsProvider, useLocale } from '../../features/shell/index.ts';
import { emailUrl, SupportButton, useSupport } from '../../features/support/index.ts';
import { TournamentEventsHost } from '../../features/tournaments/index.ts';
import { VipDrawerHost } from '../../features/vip/index.ts';
import { useWheel, useWheelOffered, WheelHost } from '../../features/wheel/index.ts';
import { useTranslation } from '../../i18n/index.ts';
import { isMiniApp } from '../../lib/mini-app.ts';
import { GAME_ROUTE_ID } from './route-ids.ts';

// Telegram's BackButton for pages: only the mini-app loads it.
const MiniAppPageBack = lazy(() =>
  import('../../features/shell/components/mini-app-page-back.tsx').then((m) => ({
    default: m.MiniAppPageBack,
  })),
);

export function PageFallback() {
  return (
    <div className="grid min-h-[50dvh] place-items-center text-muted">
      <Spinner className="size-8" />
    </div>
  );
}

function Footer() {
  const { t } = useTranslation('shell');
  const locale = useLocale();
  // Fingers get 44×44 targets (touch:); the row of links is not running text.
  const link =
    'inline-flex min-h-8 items-center justify-center rounded-sm text-muted hover:text-ink touch:min-h-11 touch:min-w-11';
  // On phones the bottom padding lets the last lines scroll clear of the floating support button.
  return (
    <footer className="mt-auto border-t border-line/60 px-4 pt-6 pb-20 text-center text-xs text-faint md:pb-6">
      <PolicyLinks linkClassName="touch:min-h-11" />
      <p className="mt-2 flex flex-wrap items-center justify-center gap-x-2 gap-y-1">
        <span>{t('layout.footer', { year: new Date().getFullYear() })}</span>
        <span aria-hidden="true">·</span>
        <Link to={`/${locale}/fairness`} className={link}>
          {t('layout.fairness')}
        </Link>
        <span aria-hidden="true">·</span>
        <PartnersLink className="touch:min-h-11" />
        <span aria-hidden="true">·</span>
        <a href="/api/docs" className={link}>
          API
        </a>
      </p>
      <p className="mt-1">{t('layout.responsible')}</p>
    </footer>
  );
}

/**
 * Everything under /{locale}: the overlays of SPEC §4.7 around the shell (header, sidebar, bottom bar),
 * the page and the footer. The shell's search, support and wheel buttons open other features' modals,
 * wired here so the shell imports none of them.
 */
export function LocaleLayout() {
  const { t } = useTranslation('shell');
  const search = useGameSearch();
  const support = useSupport();
  // The guest wheel, and the daily wheel for players with zero deposits while it has prizes (SPEC §2.3).
  const wheel = useWheel();
  const wheelOffered = useWheelOffered();
  // On phones a game's bet controls sit low on the screen: the floating support and scroll-to-top buttons
  // stay out of their way there (support is in the menu).
  const onGame = useMatches().some((match) => match.id === GAME_ROUTE_ID);
  const actions = useMemo<ShellActions>(
    () => ({
      openSearch: search.open,
      openSupport: support.open,
      openWheel: wheelOffered ? wheel.open : undefined,
    }),
    [search.open, support.open, wheel.open, wheelOffered],
  );
  return (
    <OverlayGate supportHref={emailUrl()}>
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-gold px-4 py-2 font-bold text-deep focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:inline-flex focus:min-h-11 focus:items-center"
      >
        {t('layout.skip')}
      </a>
      {isMiniApp() && (
        <Suspense fallback={null}>
          <MiniAppPageBack />
        </Suspense>
      )}
      <ShellActionsProvider value={actions}>
        <AppShell quietPhoneCorners={onGame}>
          {/* At least a screen tall: the footer starts below the fold, so a page whose content arrives
              late (bonuses, tournaments) does not push it down the visible screen (layout shift). */}
          <main id="main" tabIndex={-1} className="flex min-h-svh flex-1 flex-col outline-none">
            {/* Above every page: the exclusion notice; the reality check's modal portals out. */}
            <ProtectionHost />
            <Suspense fallback={<PageFallback />}>
              <Outlet />
            </Suspense>
          </main>
          <Footer />
        </AppShell>
      </ShellActionsProvider>
      <GameSearchHost />
      <WheelHost />
      <SupportButton className={onGame ? 'max-md:hidden' : undefined} />
      <PartnersHost />
      <PushHost />
      <WalletHost />
      <BonusDrawerHost />
      <VipDrawerHost />
      <PromoHost />
      <TournamentEventsHost />
    </OverlayGate>
  );
}
