import { createBrowserRouter, type LoaderFunctionArgs, redirect } from 'react-router';
import { loadBonusesPage, loadBonusGamesPage } from '../features/bonuses/index.ts';
import { preloadGame } from '../features/games/index.ts';
import { prefetchLobbyHome } from '../features/lobby/index.ts';
import { loadSportsbookPages } from '../features/sportsbook/index.ts';
import { loadTournamentPage, loadTournamentsPage } from '../features/tournaments/index.ts';
import { i18n, isLocale, loadLocale, loadNamespaces, preloadOtherLocalesLater } from '../i18n/index.ts';
import { preferredLocale, saveLocale } from '../lib/locale.ts';
import { appQueryClient } from '../lib/query-client.ts';
import { HomeRoute } from './routes/home-route.tsx';
import { LocaleLayout, PageFallback } from './routes/locale-layout.tsx';
import { RouteError } from './routes/route-error.tsx';
import { GAME_ROUTE_ID } from './routes/route-ids.ts';

let otherLocalesQueued = false;

/**
 * The locale is the first path segment (/en, /ru, /uk). A path without one is sent to the same path under
 * the saved locale, else the browser's, else English; what is left unmatched is the 404 page. English is in
 * the main bundle, so an /en page renders at once; a /ru or /uk page renders once its translations have
 * loaded (the first visit fetches only its own language).
 */
async function localeLoader({ params, request }: LoaderFunctionArgs) {
  const locale = params.locale;
  if (!isLocale(locale)) {
    const url = new URL(request.url);
    throw redirect(
      `/${preferredLocale()}${url.pathname === '/' ? '' : url.pathname}${url.search}${url.hash}`,
    );
  }
  saveLocale(locale);
  await loadLocale(locale);
  if (!otherLocalesQueued) {
    otherLocalesQueued = true;
    preloadOtherLocalesLater(locale);
  }
  if (i18n.language !== locale) await i18n.changeLanguage(locale);
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
  return null;
}

/** A sportsbook route: its file, the sportsbook's pages and its words in parallel. */
const sportsbook =
  <K extends keyof typeof import('./routes/sportsbook-routes.tsx')>(name: K) =>
  () =>
    Promise.all([
      import('./routes/sportsbook-routes.tsx'),
      loadSportsbookPages(),
      loadNamespaces('sportsbook'),
    ]).then(([m]) => ({ Component: m[name] }));

export const routes = [
  { path: '/', loader: () => redirect(`/${preferredLocale()}`) },
  {
    // The operators' back office: its own layout, words and styles, all in chunks of its own (decision 016);
    // a static segment, so it ranks above `/:locale`.
    path: '/backoffice/*',
    lazy: () => import('../backoffice/index.ts').then((m) => m.route()),
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageFallback />,
  },
  {
    path: '/:locale',
    loader: localeLoader,
    element: <LocaleLayout />,
    errorElement: <RouteError />,
    // A first visit in another language than English waits for its translations: a spinner, no words.
    hydrateFallbackElement: <PageFallback />,
    children: [
      {
        index: true,
        element: <HomeRoute />,
        // The lobby's data starts with the route, not after the first render (its largest paint waits on it).
        loader: () => {
          void prefetchLobbyHome(appQueryClient());
          return null;
        },
      },
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
      {
        id: GAME_ROUTE_ID,
        path: 'games/:id',
        // The game's own chunk starts with the route's, not after the route has rendered.
        loader: ({ params }: LoaderFunctionArgs) => {
          preloadGame(params.id ?? '');
          return null;
        },
        // The route's chunk and its words in parallel, rather than one after the other.
        lazy: () =>
          Promise.all([import('./routes/game-route.tsx'), loadNamespaces('games')]).then(([m]) => ({
            Component: m.GameRoute,
          })),
      },
      {
        path: 'fairness',
        lazy: () =>
          Promise.all([import('./routes/fairness-route.tsx'), loadNamespaces('fairness')]).then(([m]) => ({
            Component: m.FairnessRoute,
          })),
      },
      {
        path: 'profile',
        lazy: () =>
          Promise.all([import('./routes/profile-route.tsx'), loadNamespaces('profile')]).then(([m]) => ({
            Component: m.ProfileRoute,
          })),
      },
      {
        path: 'profile/responsible-gaming',
        lazy: () =>
          Promise.all([import('./routes/responsible-gaming-route.tsx'), loadNamespaces('protection')]).then(
            ([m]) => ({ Component: m.ResponsibleGamingRoute }),
          ),
      },
      {
        path: 'policies',
        loader: ({ params }: LoaderFunctionArgs) => redirect(`/${params.locale}/policies/terms`),
      },
      {
        path: 'policies/:slug',
        lazy: () => import('./routes/policy-route.tsx').then((m) => ({ Component: m.PolicyRoute })),
      },
      {
        path: 'bonuses',
        // The route, its page and its words in parallel.
        lazy: () =>
          Promise.all([
            import('./routes/bonuses-route.tsx'),
            loadBonusesPage(),
            loadNamespaces('bonuses'),
          ]).then(([m]) => ({ Component: m.BonusesRoute })),
      },
      {
        path: 'bonuses/:id/games',
        lazy: () =>
          Promise.all([
            import('./routes/bonus-games-route.tsx'),
            loadBonusGamesPage(),
            loadNamespaces('bonuses'),
          ]).then(([m]) => ({ Component: m.BonusGamesRoute })),
      },
      {
        path: 'tournaments',
        lazy: () =>
          Promise.all([
            import('./routes/tournaments-route.tsx'),
            loadTournamentsPage(),
            loadNamespaces('tournaments'),
          ]).then(([m]) => ({ Component: m.TournamentsRoute })),
      },
      {
        path: 'tournaments/:id',
        lazy: () =>
          Promise.all([
            import('./routes/tournament-route.tsx'),
            loadTournamentPage(),
            loadNamespaces('tournaments'),
          ]).then(([m]) => ({ Component: m.TournamentRoute })),
      },
      {
        // The bet slip and the realtime updates stay mounted while the player moves between its pages. An
        // event's path has two segments, so it cannot collide with a sport's `{slug}-{id}`.
        path: 'sportsbook',
        lazy: sportsbook('SportsbookLayoutRoute'),
        children: [
          { index: true, lazy: sportsbook('SportsbookHomeRoute') },
          { path: 'favorites', lazy: sportsbook('SportsbookFavoritesRoute') },
          { path: 'bets', lazy: sportsbook('MyBetsRoute') },
          { path: 'event/:id', lazy: sportsbook('EventRoute') },
          { path: ':sport', lazy: sportsbook('SportRoute') },
        ],
      },
      {
        path: '*',
        lazy: () => import('./routes/not-found-route.tsx').then((m) => ({ Component: m.NotFoundRoute })),
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
