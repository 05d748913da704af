import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from '../../../i18n/index.ts';

/** A lobby page's heading: a way back to the lobby, the title with its icon, and how many games it has. */
export function PageHeader({
  eyebrow,
  title,
  icon,
  count,
}: {
  eyebrow: string;
  title: string;
  icon: ReactNode;
  count?: string;
}) {
  const { t } = useTranslation('lobby');
  const { locale = 'en' } = useParams();
  return (
    <header className="flex flex-col gap-3">
      <nav aria-label={t('page.breadcrumb')}>
        <ol className="flex items-center gap-1.5 text-xs font-semibold text-faint">
          <li>
            <Link to={`/${locale}`} className="hover:text-ink">
              {t('nav.lobby')}
            </Link>
          </li>
          <li aria-hidden="true">/</li>
          <li className="text-muted">{eyebrow}</li>
        </ol>
      </nav>
      <div className="flex items-center gap-3">
        <span
          aria-hidden="true"
          className="grid size-12 shrink-0 place-items-center rounded-2xl border border-accent/40 bg-gradient-to-br from-accent/30 to-raised text-accent-strong shadow-glow"
        >
          {icon}
        </span>
        <div className="min-w-0">
          <h1 className="truncate text-2xl font-black tracking-tight sm:text-3xl">{title}</h1>
          {count && <p className="tabular text-sm text-muted">{count}</p>}
        </div>
      </div>
    </header>
  );
}
