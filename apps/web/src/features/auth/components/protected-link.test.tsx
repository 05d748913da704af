// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/index.ts';
import { setToken } from '../../../lib/session.ts';
import { mockFetch, testViewer } from '../../../test/fetch-routes.ts';
import { ProtectedLink } from './protected-link.tsx';
import { SignInProvider } from './sign-in-context.tsx';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

function Where() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

function renderLink() {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  void i18n.changeLanguage('en');
  render(
    <QueryClientProvider client={client}>
      <SignInProvider>
        <MemoryRouter initialEntries={['/en']}>
          <Routes>
            <Route path="/en" element={<ProtectedLink to="/en/bonuses">Bonuses</ProtectedLink>} />
            <Route path="*" element={null} />
          </Routes>
          <Where />
        </MemoryRouter>
      </SignInProvider>
    </QueryClientProvider>,
  );
}

const where = () => screen.getByTestId('location').textContent;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setToken(null);
});

describe('ProtectedLink', () => {
  it('for a guest opens sign-in instead of navigating, and continues there after signing in', async () => {
    const { calls } = mockFetch(({ method, url }) => {
      if (method === 'POST' && url.pathname === '/api/v1/auth/login')
        return { body: { token: 'new-token', user: testViewer() } };
      if (url.pathname === '/api/v1/me') return { body: testViewer() };
      return undefined;
    });
    renderLink();
    const link = screen.getByRole('link', { name: 'Bonuses' });
    // Still a real link: its address is there for a new tab.
    expect(link.getAttribute('href')).toBe('/en/bonuses');
    await userEvent.click(link);

    const dialog = await screen.findByRole('dialog', { name: 'Welcome back' }, { timeout: 5000 });
    expect(where()).toBe('/en');
    await userEvent.type(screen.getByLabelText('Email'), 'player@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'secret-password');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    await waitFor(() => expect(where()).toBe('/en/bonuses'));
    expect(dialog.isConnected).toBe(false);
    expect(calls.filter((call) => call.url.pathname === '/api/v1/auth/login')).toHaveLength(1);
  });

  it('for a guest who closes sign-in, stays put', async () => {
    mockFetch(() => undefined);
    renderLink();
    await userEvent.click(screen.getByRole('link', { name: 'Bonuses' }));
    await screen.findByRole('dialog', { name: 'Welcome back' }, { timeout: 5000 });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(where()).toBe('/en');
  });

  it('for a player simply navigates', async () => {
    setToken('token');
    mockFetch(({ url }) => (url.pathname === '/api/v1/me' ? { body: testViewer() } : undefined));
    renderLink();
    await userEvent.click(screen.getByRole('link', { name: 'Bonuses' }));
    await waitFor(() => expect(where()).toBe('/en/bonuses'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
