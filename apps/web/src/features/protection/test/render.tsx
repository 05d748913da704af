import type { Viewer } from '@casino/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { i18n } from '../../../i18n/index.ts';
import { testViewer } from '../../../test/fetch-routes.ts';

function Probe() {
  const location = useLocation();
  return <output data-testid="probe">{location.pathname}</output>;
}

export const currentPath = () => document.querySelector('[data-testid="probe"]')?.textContent ?? '';

/**
 * Renders `ui` under /{locale}/profile/responsible-gaming for a signed-in player (a token is held, so the
 * viewer can be asked again) with a query client that knows the viewer; null viewer: a guest.
 */
export function renderProtection(
  ui: ReactNode,
  {
    viewer = testViewer() as Viewer | null,
    locale = 'en',
    client: given,
  }: { viewer?: Viewer | null; locale?: string; client?: QueryClient } = {},
) {
  if (viewer) localStorage.setItem('casino.token', 't');
  const client =
    given ??
    new QueryClient({
      defaultOptions: {
        queries: { retry: false, staleTime: Number.POSITIVE_INFINITY },
        mutations: { retry: false },
      },
    });
  client.setQueryData(['me'], viewer);
  void i18n.changeLanguage(locale);
  const result = render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[`/${locale}/profile/responsible-gaming`]}>
        <Routes>
          <Route
            path="/:locale/*"
            element={
              <>
                {ui}
                <Probe />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { client, ...result };
}
