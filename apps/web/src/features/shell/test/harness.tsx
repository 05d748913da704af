import type { Viewer } from '@casino/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { vi } from 'vitest';
import { i18n } from '../../../i18n/index.ts';

export function viewerFixture(overrides: Partial<Viewer> = {}): Viewer {
  return {
    globalId: 'g-1',
    email: 'player@example.com',
    language: 'en',
    currency: { primary: 'USD', account: 'USD' },
    websocketToken: 'ws',
    isVip: false,
    isNameChangeAvailable: true,
    isPushNotificationsActive: false,
    hasDeposits: true,
    firstName: null,
    lastName: null,
    gender: null,
    dateOfBirth: null,
    vipManager: null,
    webimUser: { fields: { id: 'g-1', display_name: 'Player' }, hash: 'h' },
    ...overrides,
  };
}

export type FetchRoute = (init: RequestInit | undefined, url: URL) => { status?: number; body?: unknown };

/** A fetch stand-in: `routes['GET /api/v1/tournaments']` answers; anything else is a 404. */
export function mockFetch(routes: Record<string, FetchRoute>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const route = routes[`${init?.method ?? 'GET'} ${url.pathname}`];
    const answer = route ? route(init, url) : { status: 404, body: { detail: 'not_found', key: 'k' } };
    const status = answer.status ?? 200;
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
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
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return { client, router, ...result };
}
