import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useParams } from 'react-router';
import { Spinner } from '../../components/ui/spinner.tsx';
import { Header } from '../../features/shell/index.ts';

export function PageFallback() {
  return (
    <div className="grid min-h-[50dvh] place-items-center text-muted">
      <Spinner className="size-8" />
    </div>
  );
}

/** Everything under /{locale}: skip link, header, the page, footer. */
export function LocaleLayout() {
  const { t } = useTranslation();
  const { locale = 'en' } = useParams();
  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-gold px-4 py-2 font-bold text-deep focus:not-sr-only focus:fixed focus:left-2 focus:top-2"
      >
        {t('shell.skip')}
      </a>
      <Header />
      <main id="main" className="flex flex-1 flex-col">
        <Suspense fallback={<PageFallback />}>
          <Outlet />
        </Suspense>
      </main>
      <footer className="border-t border-line/60 px-4 py-6 text-center text-xs text-faint">
        <p>
          {t('shell.footer', { year: new Date().getFullYear() })} ·{' '}
          <Link to={`/${locale}/fairness`} className="text-muted hover:text-ink">
            {t('shell.fairness')}
          </Link>{' '}
          ·{' '}
          <a href="/api/docs" className="text-muted hover:text-ink">
            API
          </a>
        </p>
        <p className="mt-1">{t('shell.responsible')}</p>
      </footer>
    </>
  );
}
