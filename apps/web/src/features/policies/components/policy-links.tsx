import { NavLink, useParams } from 'react-router';
import { useTranslation } from '../../../i18n/index.ts';
import { cn } from '../../../lib/cn.ts';
import { POLICY_SLUGS, policyPath } from '../lib/slugs.ts';
import { PolicyIcon } from './policy-icon.tsx';

/**
 * Links to the four policy pages, for the footer or the sidebar. Titles come from the translations, so
 * the links cost no request.
 */
export function PolicyLinks({
  className,
  linkClassName,
  withIcons = false,
}: {
  className?: string;
  linkClassName?: string;
  withIcons?: boolean;
}) {
  const { t } = useTranslation('policies');
  const { locale = 'en' } = useParams();
  return (
    <nav aria-label={t('nav')} className={className}>
      <ul className="flex flex-wrap items-center justify-center gap-x-4 gap-y-1">
        {POLICY_SLUGS.map((slug) => (
          <li key={slug}>
            <NavLink
              to={policyPath(locale, slug)}
              className={({ isActive }) =>
                cn(
                  'inline-flex min-h-8 items-center gap-1.5 rounded text-xs font-semibold transition hover:text-ink',
                  isActive ? 'text-ink' : 'text-muted',
                  linkClassName,
                )
              }
            >
              {withIcons && <PolicyIcon slug={slug} className="size-4 shrink-0" />}
              {t(`title.${slug}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
