import { createBrowserRouter, type LoaderFunctionArgs, redirect } from 'react-router';
import { i18n, isLocale } from '../i18n/index.ts';
import { preferredLocale, saveLocale } from '../lib/locale.ts';
import { BonusesSoonRoute, SportsbookSoonRoute, TournamentsSoonRoute } from './routes/coming-soon-routes.tsx';
import { GameRoute } from './routes/game-route.tsx';
import { HomeRoute } from './routes/home-route.tsx';
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
      { index: true, element: <HomeRoute /> },
      {
        path: 'games/favorites',
        lazy: () => import('./routes/favorites-route.tsx').then((m) => ({ Component: m.FavoritesRoute })),
      },
      {
        path: 'categories/:value/games',
        lazy: () => import('./routes/category-route.tsx').then((m) => ({ Component: m.CategoryRoute })),
      },
      {
        path: 'providers/:value/games',
        lazy: () => import('./routes/provider-route.tsx').then((m) => ({ Component: m.ProviderRoute })),
      },
      { path: 'games/:id', element: <GameRoute /> },
      {
        path: 'fairness',
        lazy: () => import('./routes/fairness-route.tsx').then((m) => ({ Component: m.FairnessRoute })),
      },
      {
        path: 'profile',
        lazy: () => import('./routes/profile-route.tsx').then((m) => ({ Component: m.ProfileRoute })),
      },
      {
        path: 'policies',
        loader: ({ params }: LoaderFunctionArgs) => redirect(`/${params.locale}/policies/terms`),
      },
      {
        path: 'policies/:slug',
        lazy: () => import('./routes/policy-route.tsx').then((m) => ({ Component: m.PolicyRoute })),
      },
      // Coming-soon pages until their issues add them (sportsbook, tournaments, bonuses).
      { path: 'sportsbook', element: <SportsbookSoonRoute /> },
      { path: 'sportsbook/:sport', element: <SportsbookSoonRoute /> },
      { path: 'tournaments', element: <TournamentsSoonRoute /> },
      { path: 'tournaments/:id', element: <TournamentsSoonRoute /> },
      { path: 'bonuses', element: <BonusesSoonRoute /> },
      { path: 'bonuses/:id/games', element: <BonusesSoonRoute /> },
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
];

export const router = createBrowserRouter(routes);
