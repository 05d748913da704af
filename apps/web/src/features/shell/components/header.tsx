import { useTranslation } from 'react-i18next';
import { Link, NavLink, useParams } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { useLogout, useSignIn, useViewer } from '../../auth/index.ts';
import { BalanceChip } from '../../wallet/index.ts';
import { LanguageSelect } from './language-select.tsx';
import { LogoMark } from './logo.tsx';

function NavItems({ locale, className }: { locale: string; className?: string }) {
  const { t } = useTranslation();
  const item = ({ isActive }: { isActive: boolean }) =>
    cn(
      'rounded-lg px-3 py-2 text-sm font-bold transition',
      isActive ? 'bg-raised text-ink' : 'text-muted hover:text-ink',
    );
  return (
    <nav aria-label={t('shell.mainNav')} className={className}>
      <NavLink to={`/${locale}`} end className={item}>
        {t('shell.games')}
      </NavLink>
      <NavLink to={`/${locale}/fairness`} className={item}>
        {t('shell.fairness')}
      </NavLink>
    </nav>
  );
}

export function Header() {
  const { t } = useTranslation();
  const { locale = 'en' } = useParams();
  const { viewer, isLoading } = useViewer();
  const { openSignIn } = useSignIn();
  const logout = useLogout();

  return (
    <header className="sticky top-0 z-40 border-b border-line/70 bg-page/85 backdrop-blur-md">
      <div className="mx-auto flex h-16 w-full max-w-7xl items-center gap-2 px-3 sm:gap-4 sm:px-6">
        <Link to={`/${locale}`} className="flex shrink-0 items-center gap-2.5" aria-label={t('shell.home')}>
          <LogoMark className="size-9" />
          <span className="hidden bg-gradient-to-r from-gold-strong to-gold bg-clip-text text-lg font-black tracking-wide text-transparent sm:inline">
            {t('brand')}
          </span>
        </Link>
        <NavItems locale={locale} className="hidden items-center gap-1 md:flex" />
        <div className="ml-auto flex items-center gap-2">
          {viewer && <BalanceChip />}
          <div className="hidden sm:block">
            <LanguageSelect />
          </div>
          {!isLoading && !viewer && (
            <>
              <Button size="sm" variant="ghost" className="h-10" onClick={() => openSignIn('login')}>
                {t('auth.signIn')}
              </Button>
              <Button size="sm" variant="primary" className="h-10" onClick={() => openSignIn('register')}>
                {t('auth.register')}
              </Button>
            </>
          )}
          {viewer && (
            <Button
              size="sm"
              variant="ghost"
              className="h-10"
              loading={logout.isPending}
              onClick={() => logout.mutate()}
              aria-label={t('auth.signOut')}
              title={t('auth.signOut')}
            >
              <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true">
                <path
                  d="M15 4h3a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-3M10 17l-5-5 5-5M5 12h11"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
              </svg>
              <span className="hidden lg:inline">{t('auth.signOut')}</span>
            </Button>
          )}
        </div>
      </div>
      <div className="flex items-center justify-between gap-2 border-t border-line/50 px-2 py-1 md:hidden">
        <NavItems locale={locale} className="flex items-center gap-1" />
        <div className="sm:hidden">
          <LanguageSelect />
        </div>
      </div>
    </header>
  );
}
