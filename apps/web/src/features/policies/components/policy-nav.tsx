import { useEffect, useRef } from 'react';
import { NavLink, useLocation, useParams } from 'react-router';
import { useTranslation } from '../../../i18n/index.ts';
import { cn } from '../../../lib/cn.ts';
import { POLICY_SLUGS, policyPath } from '../lib/slugs.ts';
import { PolicyIcon } from './policy-icon.tsx';

/** The four policies beside the document (a scrolling row of pills on phones). */
export function PolicyNav() {
  const { t } = useTranslation('policies');
  const { locale = 'en' } = useParams();
  const { pathname } = useLocation();
  const list = useRef<HTMLUListElement>(null);
  // On phones the row scrolls sideways: bring the current policy into view (without moving the page).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the page changes
  useEffect(() => {
    const row = list.current;
    const active = row?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!row || !active || row.scrollWidth <= row.clientWidth) return;
    row.scrollLeft = active.offsetLeft - (row.clientWidth - active.offsetWidth) / 2;
  }, [pathname]);
  return (
    <nav aria-label={t('nav')} className="min-w-0 lg:sticky lg:top-24 lg:self-start">
      <p className="mb-3 hidden px-3 text-xs font-bold uppercase tracking-[0.18em] text-faint lg:block">
        {t('nav')}
      </p>
      <ul
        ref={list}
        className="relative -mx-3 flex gap-2 overflow-x-auto px-3 pb-1 [scrollbar-width:none] sm:mx-0 sm:px-0 lg:flex-col lg:gap-1 lg:overflow-visible"
      >
        {POLICY_SLUGS.map((slug) => (
          <li key={slug} className="shrink-0">
            <NavLink
              to={policyPath(locale, slug)}
              className={({ isActive }) =>
                cn(
                  'flex min-h-11 items-center gap-2.5 whitespace-nowrap rounded-control border px-3.5 text-sm font-bold transition lg:whitespace-normal',
                  isActive
                    ? 'border-accent/70 bg-accent/15 text-ink shadow-glow'
                    : 'border-line bg-surface/60 text-muted hover:border-line-strong hover:text-ink lg:border-transparent lg:bg-transparent',
                )
              }
            >
              {({ isActive }) => (
                <>
                  <PolicyIcon
                    slug={slug}
                    className={cn('size-5 shrink-0', isActive ? 'text-accent-strong' : 'text-faint')}
                  />
                  {t(`title.${slug}`)}
                </>
              )}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
