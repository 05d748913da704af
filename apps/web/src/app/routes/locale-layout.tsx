import { Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { Spinner } from '../../components/ui/spinner.tsx';
import { WalletHost } from '../../features/cashier/index.ts';
import { GameSearchHost, useGameSearch } from '../../features/lobby/index.ts';
import { OverlayGate, WebPushPrompt } from '../../features/overlays/index.ts';
import { PartnersHost, PartnersLink } from '../../features/partners/index.ts';
import { PolicyLinks } from '../../features/policies/index.ts';
import { AppShell, type ShellActions, ShellActionsProvider, useLocale } from '../../features/shell/index.ts';
import { emailUrl, SupportButton, useSupport } from '../../features/support/index.ts';
import { useWheel, WheelHost } from '../../features/wheel/index.ts';

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
  const link = 'rounded-sm text-muted hover:text-ink';
  // On phones the bottom padding lets the last lines scroll clear of the floating support button.
  return (
    <footer className="mt-auto border-t border-line/60 px-4 pt-6 pb-20 text-center text-xs text-faint md:pb-6">
      <PolicyLinks />
      <p className="mt-2 flex flex-wrap items-center justify-center gap-x-2 gap-y-1">
        <span>{t('layout.footer', { year: new Date().getFullYear() })}</span>
        <span aria-hidden="true">·</span>
        <Link to={`/${locale}/fairness`} className={link}>
          {t('layout.fairness')}
        </Link>
        <span aria-hidden="true">·</span>
        <PartnersLink />
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
  // The guest wheel, and for players with zero deposits a coming-soon note until the wheel issue.
  const wheel = useWheel();
  const actions = useMemo<ShellActions>(
    () => ({ openSearch: search.open, openSupport: support.open, openWheel: wheel.open }),
    [search.open, support.open, wheel.open],
  );
  return (
    <OverlayGate supportHref={emailUrl()}>
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-gold px-4 py-2 font-bold text-deep focus:not-sr-only focus:fixed focus:left-2 focus:top-2"
      >
        {t('layout.skip')}
      </a>
      <ShellActionsProvider value={actions}>
        <AppShell>
          <main id="main" tabIndex={-1} className="flex flex-1 flex-col outline-none">
            <Suspense fallback={<PageFallback />}>
              <Outlet />
            </Suspense>
          </main>
          <Footer />
        </AppShell>
      </ShellActionsProvider>
      <GameSearchHost />
      <WheelHost />
      <SupportButton />
      <PartnersHost />
      <WebPushPrompt />
      <WalletHost />
    </OverlayGate>
  );
}
