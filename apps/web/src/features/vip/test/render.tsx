import type { Viewer } from '@casino/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { i18n } from '../../../i18n/index.ts';
import { testViewer } from '../../../test/fetch-routes.ts';
import type { VipLinks } from '../api/get-vip-links.ts';

/** What GET /api/v1/vip/links answers in the embedded default. */
export const vipLinks = (overrides: Partial<VipLinks> = {}): VipLinks => ({
  mirrors: { bot: 'https://t.me/casino_vip_bot', web: 'https://vip.casino.example' },
  subscribeUrl: 'https://t.me/casino_vip',
  communityUrl: 'https://t.me/casino_vip_club',
  accessHelpUrl: 'https://t.me/casino_support_bot',
  portals: [
    { id: 'bot', url: 'https://t.me/casino_bot' },
    { id: 'web', url: 'https://casino.example' },
  ],
  communities: [
    { id: 'news', url: 'https://t.me/casino_news' },
    { id: 'chat', url: 'https://t.me/casino_chat' },
  ],
  ...overrides,
});

/** A Gold player (VIP) with a manager, halfway from Gold to Platinum. */
export const vipViewer = (overrides: Partial<Viewer> = {}): Viewer =>
  testViewer({
    hasDeposits: true,
    isVip: true,
    vip: { level: 3, wagered: '150000.00', toNextLevel: '100000.00' },
    vipManager: { telegramUsername: 'anna_vip' },
    ...overrides,
  });

function Probe() {
  const location = useLocation();
  return <output data-testid="probe">{`${location.pathname}${location.search}`}</output>;
}

export const currentUrl = () => document.querySelector('[data-testid="probe"]')?.textContent ?? '';

/** Renders `ui` at /{locale}{search} with a query client that knows the viewer (null: a guest). */
export function renderVip(
  ui: ReactNode,
  { search = '?vip=1', viewer = testViewer() as Viewer | null, locale = 'en' } = {},
) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
  });
  client.setQueryData(['me'], viewer);
  void i18n.changeLanguage(locale);
  const result = render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[`/${locale}${search}`]}>
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
