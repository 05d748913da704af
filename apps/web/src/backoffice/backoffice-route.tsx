import type { OperatorMe } from '@casino/shared';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from '../i18n/index.ts';
import { onAdminError, setOperatorToken } from './api/admin-client.ts';
import { BACKOFFICE } from './api/keys.ts';
import { logout, useMe } from './api/session.ts';
import { SignInScreen } from './auth/sign-in-screen.tsx';
import { TwoFactorSetupScreen } from './auth/two-factor-setup-screen.tsx';
import { useOperatorToken } from './auth/use-operator-token.ts';
import { switchBackofficeLocale } from './backoffice-words.ts';
import { CashierPage } from './cashier/cashier-page.tsx';
import { resetSeen } from './lib/new-items.ts';
import { homeSection, SECTIONS } from './lib/permissions.ts';
import { backofficeLocale } from './shell/backoffice-locale.ts';
import { BackofficeShell } from './shell/backoffice-shell.tsx';
import { screenOf } from './shell/screens.ts';
import { NoAccess, NotFoundPage, SectionGuard } from './shell/section-guard.tsx';
import { ErrorState, LoadingState } from './ui/states.tsx';
import './backoffice.css';

// The screens after the cashier's load when first opened: a cashier's first screen does not wait for them.
const PlayersPage = lazy(() =>
  import('./players/players-page.tsx').then((m) => ({ default: m.PlayersPage })),
);
const PlayerPage = lazy(() => import('./players/player-page.tsx').then((m) => ({ default: m.PlayerPage })));
const ReportsPage = lazy(() =>
  import('./reports/reports-page.tsx').then((m) => ({ default: m.ReportsPage })),
);
const AuditPage = lazy(() => import('./audit/audit-page.tsx').then((m) => ({ default: m.AuditPage })));
const LedgerHealthPage = lazy(() =>
  import('./ledger/ledger-health-page.tsx').then((m) => ({ default: m.LedgerHealthPage })),
);
const SupportPage = lazy(() =>
  import('./support/support-page.tsx').then((m) => ({ default: m.SupportPage })),
);
const PromotionsPage = lazy(() =>
  import('./promotions/promotions-page.tsx').then((m) => ({ default: m.PromotionsPage })),
);
const GamesPage = lazy(() => import('./games/games-page.tsx').then((m) => ({ default: m.GamesPage })));

/**
 * React Router's `lazy` for /backoffice/*: the back office's language (its own choice, else the site's)
 * and its words before the first screen, so nothing renders keys.
 */
export async function backofficeRoute() {
  await switchBackofficeLocale(backofficeLocale());
  return { Component: BackofficeRoute };
}

/** Signed out: sign-in. Signed in: two-factor setup while the server requires it, else the shell. */
export function BackofficeRoute() {
  const { t } = useTranslation('backoffice');
  const queryClient = useQueryClient();
  const token = useOperatorToken();
  const me = useMe(token);
  const [settingUp, setSettingUp] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);

  // A 401 has already dropped the token (admin-client); any call refused for want of two-factor opens setup.
  useEffect(
    () =>
      onAdminError((error) => {
        if (error.status === 401 && error.detail === 'unauthorized') setNotice(t('signIn.expired'));
        if (error.detail === 'two_factor_setup_required') setSettingUp(true);
      }),
    [t],
  );

  const signOut = useCallback(() => {
    void logout()
      .catch(() => {})
      .finally(() => {
        setOperatorToken(null);
        queryClient.removeQueries({ queryKey: [BACKOFFICE] });
        resetSeen();
        setSettingUp(false);
        setNotice(null);
      });
  }, [queryClient]);

  // A new session starts from nothing the previous operator saw.
  useEffect(() => {
    if (token === null) queryClient.removeQueries({ queryKey: [BACKOFFICE] });
  }, [token, queryClient]);

  const needsSetup = Boolean(me.data?.twoFactorRequired && !me.data.twoFactorEnabled);
  useEffect(() => {
    if (needsSetup) setSettingUp(true);
  }, [needsSetup]);
  const setupDone = useCallback(() => setSettingUp(false), []);

  if (token === null) return <SignInScreen notice={notice} />;
  if (me.data === undefined) {
    if (me.error)
      return (
        <main id="backoffice-main" className="mx-auto w-full max-w-md px-4 py-16">
          <ErrorState error={me.error} onRetry={() => void me.refetch()} />
        </main>
      );
    return <LoadingState className="min-h-dvh" />;
  }
  if (needsSetup || settingUp)
    return (
      <TwoFactorSetupScreen
        email={me.data.email}
        onSignOut={signOut}
        onDone={setupDone}
        // Required: no way round it but signing out. Optional (OPERATOR_TWO_FACTOR=optional): "not now".
        onCancel={needsSetup ? undefined : setupDone}
      />
    );

  return (
    <BackofficeShell me={me.data} onSignOut={signOut} onSetUpTwoFactor={() => setSettingUp(true)}>
      <Suspense fallback={<LoadingState />}>
        <ScreenView me={me.data} />
      </Suspense>
    </BackofficeShell>
  );
}

/** The screen of the current path, behind its permission; /backoffice goes to the role's first section. */
function ScreenView({ me }: { me: OperatorMe }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const screen = screenOf(pathname);
  const home = homeSection(me);
  useEffect(() => {
    if (screen.id === 'home' && home) navigate(home, { replace: true });
  }, [screen.id, home, navigate]);

  switch (screen.id) {
    case 'home':
      return home ? <LoadingState /> : <NoAccess />;
    case 'not-found':
      return <NotFoundPage />;
    case 'player':
      return (
        <SectionGuard me={me} permission="players.read">
          {/* Keyed: another player's page starts from its own first tab pages. */}
          <PlayerPage key={screen.globalId} me={me} globalId={screen.globalId} />
        </SectionGuard>
      );
    default: {
      const section = SECTIONS.find((s) => s.id === screen.id);
      if (!section) return <NotFoundPage />;
      const page = {
        cashier: <CashierPage me={me} />,
        support: <SupportPage me={me} />,
        players: <PlayersPage />,
        reports: <ReportsPage />,
        audit: <AuditPage />,
        ledger: <LedgerHealthPage />,
        promotions: <PromotionsPage />,
        games: <GamesPage />,
      }[screen.id];
      return (
        <SectionGuard me={me} permission={section.permission}>
          {page}
        </SectionGuard>
      );
    }
  }
}
