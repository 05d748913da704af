import type {
  BonusConditionsView,
  BonusListResponse,
  BonusSettings,
  BonusView,
  Money,
  Viewer,
} from '@casino/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { i18n } from '../../../i18n/index.ts';
import { setToken } from '../../../lib/session.ts';
import { testViewer } from '../../../test/fetch-routes.ts';

// biome-ignore lint/suspicious/noTemplateCurlyInString: SPEC's displayFormat placeholder, not a template.
const USD_FORMAT = '${amount}';

export const money = (value: string, code = 'USD'): Money => ({
  value,
  primaryValue: value,
  primaryPrecision: 2,
  currency: { code, displayFormat: code === 'USD' ? USD_FORMAT : `{amount} ${code}`, icon: '' },
});

export function conditions(overrides: Partial<BonusConditionsView> = {}): BonusConditionsView {
  return {
    id: 'c',
    personalId: null,
    type: 'deposit',
    minDepositNumber: null,
    minDeposit: null,
    maxDeposit: null,
    amountMultiplier: 0,
    freespinsCount: 0,
    freespinsAmount: null,
    freespinsGameId: null,
    wager: 0,
    wagerFreespins: 0,
    wagerMaxBet: null,
    maxAmount: null,
    maxAmountMultiplier: null,
    freespinsMaxAmount: null,
    freespinsMaxAmountMultiplier: null,
    deadlineHours: 72,
    gamesWagers: [],
    ...overrides,
  };
}

export function bonus(
  id: string,
  overrides: Partial<Omit<BonusView, 'conditions'>> = {},
  terms: Partial<BonusConditionsView> = {},
): BonusView {
  return {
    id,
    title: `Bonus ${id}`,
    status: 'available',
    isPersonal: false,
    isClaimed: false,
    isFirst: false,
    isCurrent: false,
    welcomeStep: null,
    progress: null,
    ...overrides,
    conditions: conditions({ id: `c-${id}`, ...terms }),
  };
}

/** The catalogue's welcome steps (the 4th with three tiers) and the everyday bonus, for a new player. */
export function welcomeCatalogue(claimed: readonly string[] = []): BonusView[] {
  const step = (id: string, n: number, percent: number, spins: number, min: string, max: string | null) => {
    const isClaimed = claimed.includes(id);
    return bonus(
      id,
      {
        title: `Welcome ${id}`,
        welcomeStep: n,
        isFirst: n === 1,
        isClaimed,
        status: isClaimed ? 'claimed' : 'available',
      },
      {
        minDepositNumber: n,
        minDeposit: money(min),
        maxDeposit: max === null ? null : money(max),
        amountMultiplier: percent,
        freespinsCount: spins,
        freespinsAmount: spins > 0 ? money('0.20') : null,
        wager: 35,
        wagerMaxBet: money('5.00'),
        maxAmount: money('500.00'),
        maxAmountMultiplier: 10,
        deadlineHours: 72,
      },
    );
  };
  return [
    step('w1', 1, 1.5, 0, '10.00', null),
    step('w2', 2, 1, 50, '15.00', null),
    step('w3', 3, 0.75, 0, '20.00', null),
    step('w4a', 4, 0.5, 25, '20.00', '50.00'),
    step('w4b', 4, 0.5, 100, '50.00', '200.00'),
    step('w4c', 4, 0.5, 50, '200.00', null),
    bonus(
      'everyday',
      { title: 'Everyday bonus' },
      { minDepositNumber: 5, minDeposit: money('10.00'), amountMultiplier: 0.05, wager: 5 },
    ),
  ];
}

export const settings = (overrides: Partial<BonusSettings> = {}): BonusSettings => ({
  isWelcomeEnabledFiat: true,
  isWelcomeEnabledCrypto: false,
  preferredFiat: { id: 'w1', isEnabled: true },
  preferredCrypto: { id: null, isEnabled: false },
  ...overrides,
});

export const list = (items: BonusView[], overrides: Partial<BonusSettings> = {}): BonusListResponse => ({
  items,
  settings: settings(overrides),
});

/** The URL as the router sees it, for assertions. */
function Probe() {
  const location = useLocation();
  return <output data-testid="probe">{location.search}</output>;
}

export const url = () => document.querySelector('[data-testid="probe"]')?.textContent ?? '';

/**
 * Renders `ui` under /en{path} with a fresh query client; a player (token and /me) unless `viewer` is
 * null (a guest).
 */
export function renderBonuses(ui: ReactNode, options: { path?: string; viewer?: Viewer | null } = {}) {
  const viewer = options.viewer === undefined ? testViewer() : options.viewer;
  setToken(viewer ? 't' : null);
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } },
  });
  client.setQueryData(['me'], viewer);
  void i18n.changeLanguage('en');
  const result = render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[`/en${options.path ?? ''}`]}>
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
