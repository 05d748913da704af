// @vitest-environment jsdom
import { type OperatorMe, ROLE_PERMISSIONS } from '@casino/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/index.ts';
import { type FetchReply, mockRoutes, type RouteTable } from '../../test/fetch-routes.ts';
import { setOperatorToken } from '../api/admin-client.ts';
import { BackofficeRoute } from '../backoffice-route.tsx';
import { switchBackofficeLocale } from '../backoffice-words.ts';
import type { AdminGameView } from './game-types.ts';
import { GamesPage } from './games-page.tsx';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

beforeAll(() => switchBackofficeLocale('en'));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setOperatorToken(null);
});

const gameOf = (overrides: Partial<AdminGameView> = {}): AdminGameView => ({
  id: 'sweet-reels',
  title: 'Sweet Reels',
  imageUrl: '/art/sweet-reels.svg',
  category: 'slots',
  provider: 'acme',
  source: 'aggregator',
  externalCode: 'sweet-reels',
  label: null,
  rate: 40,
  rtp: '96.50',
  volatility: 'high',
  releasedAt: '2026-01-01T00:00:00.000Z',
  enabled: true,
  hidden: false,
  demoAllowed: true,
  blacklists: { countries: ['RU'], currencies: [] },
  betLimits: { BTC: { min: '1000', max: '100000000' } },
  operatorEdited: [],
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

const reels = gameOf({ operatorEdited: ['rate'] });
const dice = gameOf({
  id: 'dice',
  title: 'Dice',
  provider: 'house',
  category: 'originals',
  source: 'original',
  externalCode: null,
  label: 'Exclusive',
  rate: 90,
  rtp: '99.00',
  hidden: true,
  enabled: false,
  blacklists: { countries: [], currencies: [] },
  betLimits: {},
});

const page = (items: unknown[], total = items.length): FetchReply => ({
  body: { items, meta: { total, offset: 0, limit: 50 } },
});
const refusal = (status: number, detail: string, extra: object = {}): FetchReply => ({
  status,
  body: { detail, key: 'ref-1', time: '2026-01-01T00:00:00Z', ...extra },
});

const filterLists: RouteTable = {
  'GET /api/v2/games/providers': () => ({
    body: {
      items: [
        { id: 'acme', value: 'acme', title: 'Acme Studio', count: 1 },
        { id: 'house', value: 'house', title: 'House', count: 1 },
      ],
    },
  }),
  'GET /api/v2/games/categories': () => ({
    body: {
      items: [
        { id: 'slots', value: 'slots', title: 'Slots', count: 1 },
        { id: 'originals', value: 'originals', title: 'Originals', count: 1 },
      ],
    },
  }),
};

function wrap(children: ReactNode, path: string) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return (
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/backoffice/*" element={children} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>
  );
}

function renderPage(routes: RouteTable, path = '/backoffice/games') {
  setOperatorToken('op-token');
  void i18n.changeLanguage('en');
  const { calls } = mockRoutes({ ...filterLists, ...routes });
  render(wrap(<GamesPage />, path));
  const listCalls = () => calls.filter((call) => call.url.pathname === '/api/admin/v1/games');
  return { calls, listCalls };
}

describe('games page: the list', () => {
  it('lists games with their studio, category, source, RTP, rate, label and state', async () => {
    renderPage({ 'GET /api/admin/v1/games': () => page([dice, reels]) });
    const rows = await screen.findAllByTestId('game-row');
    expect(rows).toHaveLength(2);
    const [first, second] = rows as [HTMLElement, HTMLElement];
    expect(within(first).getByText('Dice')).toBeTruthy();
    expect(within(first).getByText('Original')).toBeTruthy();
    expect(within(first).getByText('99.00%')).toBeTruthy();
    expect(within(first).getByText('Exclusive')).toBeTruthy();
    expect(within(first).getByText('Hidden')).toBeTruthy();
    expect(within(first).getByText('Delisted')).toBeTruthy();
    expect(within(second).getByText('Sweet Reels')).toBeTruthy();
    expect(within(second).getByText('acme')).toBeTruthy();
    expect(within(second).getByText('Aggregator')).toBeTruthy();
    expect(within(second).getByText('Shown')).toBeTruthy();
    expect(within(second).queryByText('Delisted')).toBeNull();
    expect(screen.getByRole('region', { name: 'Games' })).toBeTruthy();
  });

  it('asks the server with the filters, and starts again from the first page when one changes', async () => {
    const { listCalls } = renderPage(
      { 'GET /api/admin/v1/games': () => page([reels], 120) },
      '/backoffice/games?offset=50',
    );
    await screen.findAllByTestId('game-row');
    expect(listCalls()[0]?.url.searchParams.get('offset')).toBe('50');
    expect(listCalls()[0]?.url.searchParams.get('limit')).toBe('50');

    await userEvent.selectOptions(await screen.findByLabelText('Studio'), 'Acme Studio');
    await userEvent.selectOptions(screen.getByLabelText('Category'), 'Slots');
    await userEvent.selectOptions(screen.getByLabelText('Source'), 'Aggregator');
    await userEvent.selectOptions(screen.getByLabelText('Visibility'), 'Hidden');
    await userEvent.selectOptions(screen.getByLabelText('Aggregator listing'), 'Delisted');
    await userEvent.type(screen.getByTestId('games-search'), 'sweet{Enter}');
    await waitFor(() => expect(listCalls().at(-1)?.url.searchParams.get('search')).toBe('sweet'));
    expect(Object.fromEntries(listCalls().at(-1)?.url.searchParams ?? [])).toEqual({
      search: 'sweet',
      provider: 'acme',
      category: 'slots',
      source: 'aggregator',
      hidden: 'true',
      enabled: 'false',
      offset: '0',
      limit: '50',
    });
  });

  it('pages through the list', async () => {
    const { listCalls } = renderPage({ 'GET /api/admin/v1/games': () => page([reels], 120) });
    await screen.findAllByTestId('game-row');
    expect(screen.getByText('1–50 of 120')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(listCalls().at(-1)?.url.searchParams.get('offset')).toBe('50'));
  });

  it('says when no game matches, and shows a failed load with a retry', async () => {
    renderPage({ 'GET /api/admin/v1/games': () => page([]) }, '/backoffice/games?hidden=true');
    expect(await screen.findByText('No game matches these filters')).toBeTruthy();
    cleanup();
    let fail = true;
    renderPage({
      'GET /api/admin/v1/games': () => (fail ? refusal(500, 'internal_error') : page([reels])),
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/The server failed/);
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Sweet Reels')).toBeTruthy();
  });

  it('moves the ticked games to the top in the order they were ticked', async () => {
    const { calls } = renderPage({
      'GET /api/admin/v1/games': () => page([dice, reels]),
      'POST /api/admin/v1/games/order': () => ({ body: { ids: ['sweet-reels', 'dice'] } }),
    });
    const move = await screen.findByRole('button', { name: 'Move to top' });
    expect((move as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select Sweet Reels' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Dice' }));
    expect(screen.getByText(/2 games selected/)).toBeTruthy();
    await userEvent.click(move);
    await waitFor(() =>
      expect(calls.find((call) => call.url.pathname === '/api/admin/v1/games/order')?.body).toEqual({
        ids: ['sweet-reels', 'dice'],
      }),
    );
    await waitFor(() =>
      expect((screen.getByRole('checkbox', { name: 'Select Dice' }) as HTMLInputElement).checked).toBe(false),
    );
  });
});

describe('games page: import', () => {
  it('shows what the import did', async () => {
    renderPage({
      'GET /api/admin/v1/games': () => page([reels]),
      'POST /api/admin/v1/games/import': () => ({
        body: {
          added: 12,
          updated: 300,
          disabled: 2,
          skipped: [{ code: 'dice', reason: 'original_id' }],
        },
      }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Import from aggregator' }));
    const result = await screen.findByTestId('games-import-result');
    expect(within(result).getByTestId('import-added').textContent).toBe('12');
    expect(within(result).getByTestId('import-updated').textContent).toBe('300');
    expect(within(result).getByTestId('import-disabled').textContent).toBe('2');
    expect(within(result).getByTestId('import-skipped').textContent).toBe('1');
    expect(within(result).getByText(/dice — its id is an original's/)).toBeTruthy();
  });

  it('says clearly when the aggregator is down (503) or absent (409)', async () => {
    let reply = refusal(503, 'provider_unavailable');
    renderPage({
      'GET /api/admin/v1/games': () => page([reels]),
      'POST /api/admin/v1/games/import': () => reply,
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Import from aggregator' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The aggregator did not answer. Nothing was changed; try again later.',
    );
    reply = refusal(409, 'conflict', { params: { reason: 'aggregator_off' } });
    await userEvent.click(screen.getByRole('button', { name: 'Import from aggregator' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toMatch(/GAME_AGGREGATOR=off/));
    expect(screen.queryByTestId('games-import-result')).toBeNull();
  });
});

describe('games page: the edit dialog', () => {
  async function openEdit(routes: RouteTable = {}) {
    const rendered = renderPage({ 'GET /api/admin/v1/games': () => page([reels]), ...routes });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Sweet Reels' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Sweet Reels' });
    const patches = () => rendered.calls.filter((call) => call.method === 'PATCH');
    return { dialog, patches };
  }

  it('shows the problems beside their fields and sends nothing', async () => {
    const { dialog, patches } = await openEdit();
    const d = within(dialog);
    expect(d.getByTestId('operator-edited').textContent).toBe(
      'Already set by an operator (the import keeps them): rate',
    );
    await userEvent.clear(d.getByLabelText('Title'));
    await userEvent.type(d.getByLabelText('Blocked countries'), ', XX');
    await userEvent.type(d.getByLabelText('Blocked currencies'), 'usd, doge');
    await userEvent.clear(d.getByLabelText('Max bet BTC'));
    await userEvent.type(d.getByLabelText('Max bet BTC'), '0.000000001');
    await userEvent.click(d.getByRole('button', { name: 'Add a currency' }));
    await userEvent.type(d.getByLabelText('Min bet USD'), '5');
    await userEvent.type(d.getByLabelText('Max bet USD'), '1');
    await userEvent.click(d.getByRole('button', { name: 'Save' }));

    expect(d.getByLabelText('Title').getAttribute('aria-invalid')).toBe('true');
    expect(d.getByText('Fill in this field')).toBeTruthy();
    expect(d.getByText('Unknown code: XX')).toBeTruthy();
    expect(d.getByText('Unknown code: DOGE')).toBeTruthy();
    expect(d.getByText(/at most 8 decimals/)).toBeTruthy();
    expect(d.getByText('The minimum is above the maximum')).toBeTruthy();
    expect(patches()).toHaveLength(0);
  });

  it('sends the changed fields, the limits in exact minor units', async () => {
    const saved = gameOf({ label: 'Early Access' });
    const { dialog, patches } = await openEdit({
      'PATCH /api/admin/v1/games/sweet-reels': () => ({ body: saved }),
    });
    const d = within(dialog);
    await userEvent.selectOptions(d.getByLabelText('Label'), 'Early Access');
    await userEvent.click(d.getByRole('checkbox', { name: 'Hidden from players' }));
    await userEvent.type(d.getByLabelText('Blocked currencies'), 'btc');
    await userEvent.click(d.getByRole('button', { name: 'Add a currency' }));
    await userEvent.selectOptions(d.getAllByLabelText('Currency')[1] as HTMLElement, 'ETH');
    await userEvent.type(d.getByLabelText('Min bet ETH'), '0.000000001');
    await userEvent.type(d.getByLabelText('Max bet ETH'), '12345678.123456789');
    await userEvent.click(d.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(patches()).toHaveLength(1);
    expect(patches()[0]?.body).toEqual({
      label: 'Early Access',
      hidden: true,
      blacklistCurrencies: ['BTC'],
      betLimits: {
        BTC: { min: '1000', max: '100000000' },
        ETH: { min: '1', max: '12345678123456789' },
      },
    });
  });

  it('removes a currency limit and keeps the server refusal in the dialog', async () => {
    const { dialog, patches } = await openEdit({
      'PATCH /api/admin/v1/games/sweet-reels': () =>
        refusal(400, 'validation_error', {
          errors: [{ field: 'category', message: 'Validation.invalid_format' }],
        }),
    });
    const d = within(dialog);
    await userEvent.click(d.getByRole('button', { name: 'Remove the limits in BTC' }));
    expect(d.getByText('No limits: the house defaults apply.')).toBeTruthy();
    await userEvent.click(d.getByRole('button', { name: 'Save' }));
    expect(await d.findByRole('alert')).toBeTruthy();
    expect(patches()[0]?.body).toEqual({ betLimits: {} });
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});

describe('games section in the shell', () => {
  const meOf = (role: OperatorMe['role'], permissions = [...ROLE_PERMISSIONS[role]]): OperatorMe => ({
    email: `${role}@example.com`,
    role,
    permissions,
    twoFactorEnabled: true,
    twoFactorRequired: true,
  });
  const queues: RouteTable = {
    'GET /api/admin/v1/orders/buy': () => page([]),
    'GET /api/admin/v1/withdrawals': () => page([]),
    'GET /api/admin/v1/disputes': () => page([]),
  };

  function renderShell(path: string, me: OperatorMe) {
    setOperatorToken('op-token');
    void i18n.changeLanguage('en');
    const { calls } = mockRoutes({
      'GET /api/admin/v1/me': () => ({ body: me }),
      'GET /api/admin/v1/games': () => page([reels]),
      ...filterLists,
      ...queues,
    });
    render(wrap(<BackofficeRoute />, path));
    return calls;
  }

  it("lists Games for an operator with 'games.manage' and opens the page", async () => {
    renderShell('/backoffice/games', meOf('admin'));
    const nav = await screen.findByRole('navigation', { name: 'Back office sections' });
    expect(within(nav).getByRole('link', { name: 'Games' }).getAttribute('href')).toBe('/backoffice/games');
    expect(await screen.findByRole('heading', { name: 'Games', level: 1 })).toBeTruthy();
    expect(await screen.findByText('Sweet Reels')).toBeTruthy();
  });

  it("hides Games without 'games.manage' and never asks for the list", async () => {
    const withoutGames = ROLE_PERMISSIONS.admin.filter((p) => p !== 'games.manage');
    const calls = renderShell('/backoffice/games', meOf('admin', withoutGames));
    const nav = await screen.findByRole('navigation', { name: 'Back office sections' });
    expect(within(nav).queryByRole('link', { name: 'Games' })).toBeNull();
    expect(await screen.findByRole('heading', { name: 'No access', level: 1 })).toBeTruthy();
    expect(calls.some((call) => call.url.pathname === '/api/admin/v1/games')).toBe(false);
  });
});
