import { lazy, Suspense } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useTranslation } from '../../i18n/index.ts';

// The 404 page loads when one is shown: the first screen does not carry it.
const NotFoundRoute = lazy(() => import('./not-found-route.tsx').then((m) => ({ default: m.NotFoundRoute })));

/**
 * A page that failed to load or render (a lost chunk after a deploy, a bug): offer a reload. When what
 * failed is the language's own chunk there are no translations yet, hence the English defaults.
 */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404)
    return (
      <Suspense fallback={null}>
        <NotFoundRoute />
      </Suspense>
    );
  return (
    <section
      role="alert"
      className="mx-auto flex max-w-lg flex-col items-center gap-4 px-4 py-24 text-center"
    >
      <h1 className="text-2xl font-black">
        {t('routeError.title', { defaultValue: 'This page failed to load' })}
      </h1>
      <p className="text-muted">{t('routeError.text', { defaultValue: 'Reloading usually helps.' })}</p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="min-h-11 rounded-control bg-accent px-6 font-bold text-white shadow-glow"
      >
        {t('routeError.reload', { defaultValue: 'Reload' })}
      </button>
    </section>
  );
}
