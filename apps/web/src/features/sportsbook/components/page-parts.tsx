import { ODDS_FORMATS, type OddsFormat } from '@casino/shared';
import type { ReactNode } from 'react';
import { NavLink, useLocation } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { StateNotice as PageStateNotice } from '../../../components/ui/page-parts.tsx';
import { useTranslation } from '../../../i18n/index.ts';
import { cn } from '../../../lib/cn.ts';
import { ProtectedLink } from '../../auth/index.ts';
import { setOddsFormat, useOddsFormat } from '../lib/odds-format.ts';
import { BallIcon } from './icons.tsx';

/** The sportsbook's designed states, with its icon. */
export function StateNotice(props: {
  tone: 'error' | 'empty';
  title: string;
  text?: string;
  action?: ReactNode;
  className?: string;
}) {
  return <PageStateNotice {...props} icon={<BallIcon className="size-7" />} />;
}

/** The error state of a query, with a retry button. */
export function LoadError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation('sportsbook');
  return (
    <StateNotice
      tone="error"
      title={t('page.errorTitle')}
      text={t('page.errorText')}
      action={
        <Button onClick={onRetry} loading={retrying}>
          {t('page.retry')}
        </Button>
      }
    />
  );
}

/** The odds format (decimal, fractional, American), kept in this browser. */
export function OddsFormatSelect({ className }: { className?: string }) {
  const { t } = useTranslation('sportsbook');
  const format = useOddsFormat();
  return (
    <label className={cn('flex items-center gap-2 text-xs font-semibold text-muted', className)}>
      <span>{t('odds.format')}</span>
      <select
        value={format}
        onChange={(event) => setOddsFormat(event.target.value as OddsFormat)}
        data-testid="odds-format"
        className="min-h-9 rounded-lg border border-line bg-sunken px-2 text-sm font-bold text-ink touch:min-h-11"
      >
        {ODDS_FORMATS.map((value) => (
          <option key={value} value={value}>
            {t(`odds.${value}`)}
          </option>
        ))}
      </select>
    </label>
  );
}

const tabClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'inline-flex min-h-9 shrink-0 items-center rounded-lg px-3 text-sm font-bold transition touch:min-h-11',
    isActive ? 'bg-raised text-ink shadow-card' : 'text-muted hover:text-ink',
  );

/** The sportsbook's sections (top, favorites, my bets) and the odds format. */
export function SportsbookNav() {
  const { t, i18n } = useTranslation('sportsbook');
  const root = `/${i18n.language}/sportsbook`;
  const { pathname } = useLocation();
  const at = (path: string) => pathname === path || pathname.startsWith(`${path}/`);
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <nav aria-label={t('page.nav')} className="max-w-full overflow-x-auto">
        <ul className="flex gap-1 rounded-control bg-sunken p-1">
          <li>
            <NavLink to={root} end className={tabClass}>
              {t('nav.top')}
            </NavLink>
          </li>
          <li>
            <ProtectedLink
              to={`${root}/favorites`}
              className={tabClass({ isActive: at(`${root}/favorites`) })}
              aria-current={at(`${root}/favorites`) ? 'page' : undefined}
              data-testid="sportsbook-nav-favorites"
            >
              {t('nav.favorites')}
            </ProtectedLink>
          </li>
          <li>
            <ProtectedLink
              to={`${root}/bets`}
              className={tabClass({ isActive: at(`${root}/bets`) })}
              aria-current={at(`${root}/bets`) ? 'page' : undefined}
              data-testid="sportsbook-nav-bets"
            >
              {t('nav.bets')}
            </ProtectedLink>
          </li>
        </ul>
      </nav>
      <OddsFormatSelect />
    </div>
  );
}

/** A page's heading block: an eyebrow, the title (h1) and a line of text. */
export function PageHeading({
  eyebrow,
  title,
  text,
  icon,
}: {
  eyebrow: string;
  title: string;
  text?: string;
  icon?: ReactNode;
}) {
  return (
    <header className="relative overflow-hidden rounded-card border border-accent/30 bg-gradient-to-br from-accent/20 via-raised to-surface p-4 shadow-card sm:p-6">
      <div
        className="pointer-events-none absolute -right-20 -top-20 size-64 rounded-full bg-neon/10 blur-3xl"
        aria-hidden="true"
      />
      <div className="relative flex min-w-0 items-center gap-3">
        <span
          aria-hidden="true"
          className="grid size-12 shrink-0 place-items-center rounded-2xl border border-neon/30 bg-gradient-to-br from-neon/20 to-raised text-2xl text-neon"
        >
          {icon ?? <BallIcon className="size-6" />}
        </span>
        <div className="min-w-0">
          <p className="text-xs font-bold uppercase tracking-[0.2em] text-neon">{eyebrow}</p>
          <h1 className="truncate text-2xl font-black tracking-tight sm:text-3xl">{title}</h1>
          {text && <p className="mt-0.5 text-sm text-ink/80">{text}</p>}
        </div>
      </div>
    </header>
  );
}

/** A section heading inside a page, with an optional count badge. */
export function SectionHeading({ id, title, badge }: { id: string; title: string; badge?: ReactNode }) {
  return (
    <h2 id={id} className="flex items-center gap-2 text-lg font-black tracking-tight">
      {title}
      {badge}
    </h2>
  );
}
