import type { Viewer } from '@casino/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { i18n } from '../../../i18n/index.ts';
import { mockFetch as mockRoutes, testViewer } from '../../../test/fetch-routes.ts';

/** A signed-in player as GET /api/v1/me answers; with deposits unless `overrides` say otherwise. */
export const viewerFixture = (overrides: Partial<Viewer> = {}): Viewer =>
  testViewer({ hasDeposits: true, ...overrides });

export type FetchRoute = (init: RequestInit | undefined, url: URL) => { status?: number; body?: unknown };

/**
 * A fetch stand-in: `routes['GET /api/v1/tournaments']` answers (given the request's method and JSON body
 * as `init`); anything else is a 404. Returns the mock, whose calls a test may read.
 */
export function mockFetch(routes: Record<string, FetchRoute>) {
  return mockRoutes(({ method, url, body }) =>
    routes[`${method} ${url.pathname}`]?.(
      { method, body: body === undefined ? undefined : JSON.stringify(body) },
      url,
    ),
  ).fn;
}

/** Shows where the router is, for assertions on navigation. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}${location.hash}`}</output>;
}

/**
 * Renders `ui` under `/:locale/*` at `path`, with a query client that knows the viewer (null for a guest)
 * and translations in the path's language.
 */
export function renderInShell(ui: ReactElement, { path = '/en', viewer = null as Viewer | null } = {}) {
  const client = new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: Number.POSITIVE_INFINITY },
      mutations: { retry: false },
    },
  });
  client.setQueryData(['me'], viewer);
  const locale = path.split('/')[1] ?? 'en';
  void i18n.changeLanguage(locale);
  const router = createMemoryRouter(
    [
      {
        path: '/:locale/*',
        element: (
          <>
            {ui}
            <LocationProbe />
          </>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  const result = render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { client, router, ...result };
}
