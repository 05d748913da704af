import type { OperatorMe } from '@casino/shared';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { useTranslation } from '../../i18n/index.ts';
import { cn } from '../../lib/cn.ts';
import { useCashierCounts } from '../cashier/use-cashier-counts.ts';
import { BASE, can, visibleSections } from '../lib/permissions.ts';
import { Badge } from '../ui/badge.tsx';
import { WaitingCount } from '../ui/page-header.tsx';
import { LanguageSelect } from './language-select.tsx';

/**
 * The back office's frame: a left nav on wide screens (a scrolling row of sections under the top bar on
 * narrow ones), the operator's e-mail, role and sign-out, and the screen. Only the sections the role may
 * open are listed; the cashier's count of waiting items follows the queues from every screen.
 */
export function BackofficeShell({
  me,
  onSignOut,
  onSetUpTwoFactor,
  children,
}: {
  me: OperatorMe;
  onSignOut: () => void;
  /** Offered while the operator's account has no second factor (allowed where the server does not require it). */
  onSetUpTwoFactor: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('backoffice');
  const counts = useCashierCounts(can(me, 'cashier.read'));
  const sections = visibleSections(me);

  const signOutClass =
    'min-h-9 whitespace-nowrap rounded-lg border border-line px-3 text-sm font-semibold text-muted hover:border-line-strong hover:text-ink touch:min-h-11';
  const link = ({ isActive }: { isActive: boolean }) =>
    cn(
      'flex min-h-9 shrink-0 items-center justify-between gap-2 whitespace-nowrap rounded-lg px-3 text-sm font-semibold transition touch:min-h-11',
      isActive
        ? 'bg-accent/25 text-ink shadow-[inset_3px_0_0_var(--color-accent-strong)]'
        : 'text-muted hover:bg-raised hover:text-ink',
    );

  return (
    <WaitingCount.Provider value={counts.total}>
      <a
        href="#backoffice-main"
        className="sr-only z-50 rounded-lg bg-accent px-3 py-2 font-bold text-accent-ink focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t('shell.skip')}
      </a>
      <div className="flex min-h-dvh flex-col lg:flex-row">
        <aside className="z-30 flex shrink-0 flex-col border-line border-b bg-deep/95 lg:sticky lg:top-0 lg:h-dvh lg:w-60 lg:border-r lg:border-b-0">
          <div className="order-1 flex items-center justify-between gap-3 px-4 pt-3 lg:pt-5">
            <p className="whitespace-nowrap text-sm font-black uppercase tracking-[0.2em] text-accent-strong">
              {t('brand')}
            </p>
            <button type="button" onClick={onSignOut} className={`${signOutClass} lg:hidden`}>
              {t('shell.signOut')}
            </button>
          </div>
          {/* Under the brand on a phone; at the foot of the sidebar on a wide screen. */}
          <div className="order-2 flex flex-wrap items-end justify-between gap-x-3 gap-y-2 px-4 pt-2 pb-3 lg:order-3 lg:flex-col lg:items-stretch lg:border-line lg:border-t lg:py-4">
            <div className="flex min-w-0 flex-wrap items-center gap-2">
              <span className="min-w-0 truncate text-sm font-semibold text-ink" data-testid="operator-email">
                {me.email}
              </span>
              <Badge tone="accent">{t(`roles.${me.role}`)}</Badge>
            </div>
            <LanguageSelect />
            <button type="button" onClick={onSignOut} className={`${signOutClass} hidden lg:block`}>
              {t('shell.signOut')}
            </button>
          </div>
          <nav aria-label={t('shell.nav')} className="order-3 min-w-0 lg:order-2 lg:mt-4 lg:flex-1">
            <ul className="flex gap-1 overflow-x-auto px-3 pb-2 lg:flex-col lg:overflow-visible lg:pb-0">
              {sections.map((section) => (
                <li key={section.id}>
                  <NavLink to={`${BASE}/${section.path}`} className={link}>
                    <span>{t(`nav.${section.id}`)}</span>
                    {section.id === 'cashier' && counts.total ? (
                      <span
                        className="tabular rounded-full bg-gold px-1.5 text-xs font-black text-deep"
                        data-testid="nav-cashier-count"
                      >
                        <span className="sr-only">{t('shell.waiting')}: </span>
                        {counts.total}
                      </span>
                    ) : null}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        </aside>
        <main
          id="backoffice-main"
          tabIndex={-1}
          className="min-w-0 flex-1 px-3 py-4 outline-none sm:px-6 lg:py-6"
        >
          {!me.twoFactorEnabled && (
            <div
              role="note"
              className="mb-4 flex flex-wrap items-center justify-between gap-3 rounded-xl border border-gold/40 bg-gold/10 px-4 py-3 text-sm"
            >
              <p className="text-ink">{t('twoFactor.offBanner')}</p>
              <button
                type="button"
                onClick={onSetUpTwoFactor}
                className="min-h-9 rounded-lg bg-gold px-3 text-sm font-bold text-deep hover:brightness-110 touch:min-h-11"
                data-testid="two-factor-set-up"
              >
                {t('twoFactor.setUpNow')}
              </button>
            </div>
          )}
          {children}
        </main>
      </div>
    </WaitingCount.Provider>
  );
}
