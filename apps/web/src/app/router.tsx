import { createBrowserRouter, type LoaderFunctionArgs, redirect } from 'react-router';
import { i18n, isLocale } from '../i18n/index.ts';
import { preferredLocale, saveLocale } from '../lib/locale.ts';
import { GameRoute } from './routes/game-route.tsx';
import { GamesIndexRoute } from './routes/games-index-route.tsx';
import { LocaleLayout } from './routes/locale-layout.tsx';
import { NotFoundRoute } from './routes/not-found-route.tsx';
import { RouteError } from './routes/route-error.tsx';

/**
 * The locale is the first path segment (/en, /ru, /uk). A path without one is sent to the same path under
 * the saved locale, else the browser's, else English; what is left unmatched is the 404 page.
 */
function localeLoader({ params, request }: LoaderFunctionArgs) {
  const locale = params.locale;
  if (!isLocale(locale)) {
    const url = new URL(request.url);
    throw redirect(
      `/${preferredLocale()}${url.pathname === '/' ? '' : url.pathname}${url.search}${url.hash}`,
    );
  }
  saveLocale(locale);
  if (i18n.language !== locale) void i18n.changeLanguage(locale);
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
  return null;
}

export const routes = [
  { path: '/', loader: () => redirect(`/${preferredLocale()}`) },
  {
    path: '/:locale',
    loader: localeLoader,
    element: <LocaleLayout />,
    errorElement: <RouteError />,
    children: [
      { index: true, element: <GamesIndexRoute /> },
      { path: 'games/:id', element: <GameRoute /> },
      {
        path: 'fairness',
        lazy: () => import('./routes/fairness-route.tsx').then((m) => ({ Component: m.FairnessRoute })),
      },
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
];

export const router = createBrowserRouter(routes);
