import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { i18n } from '../../../i18n/index.ts';
import { SignInProvider } from '../../auth/index.ts';

function Where() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

/** `ui` at `at` (matched by `pattern`), with a fresh query client (or `client`), English, the sign-in dialog
 * and a probe (`data-testid="location"`) showing where the router is. */
export function renderLobby(
  ui: ReactElement,
  { at = '/en', pattern = '/:locale' } = {},
  client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } },
  }),
) {
  void i18n.changeLanguage('en');
  const result = render(
    <QueryClientProvider client={client}>
      <SignInProvider>
        <MemoryRouter initialEntries={[at]}>
          <Routes>
            <Route path={pattern} element={ui} />
            <Route path="*" element={null} />
          </Routes>
          <Where />
        </MemoryRouter>
      </SignInProvider>
    </QueryClientProvider>,
  );
  return { client, ...result };
}
