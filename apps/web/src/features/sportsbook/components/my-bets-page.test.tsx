// @vitest-environment jsdom
import type { SportsSelectionView } from '@casino/shared';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockRoutes, routeKey } from '../../../test/fetch-routes.ts';
import { page, renderSportsbook, sportsBet } from '../test/fixtures.tsx';
import { MyBetsPage } from './my-bets-page.tsx';

vi.mock('../../../lib/realtime-client.ts', () => ({ subscribe: () => () => {} }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const refusal = (status: number, detail: string, params: Record<string, unknown> = {}) => ({
  status,
  body: { detail, params, key: `k-${detail}`, time: '2025-01-01T00:00:00Z' },
});

const leg = sportsBet('x').selections[0] as SportsSelectionView;
const won = sportsBet('8', {
  type: 'multi',
  status: 'won',
  odds: '3.15',
  potentialPayout: '31.50',
  payout: '31.50',
  cashout: null,
  settledAt: '2025-03-02T12:00:00.000Z',
  selections: [
    { ...leg, result: 'won' },
    {
      ...leg,
      outcomeId: '2003',
      outcomeKey: 'over',
      odds: '1.50',
      result: 'won',
      market: { id: '200', type: 'total', line: '2.5', period: null },
      event: {
        ...leg.event,
        id: '2',
        home: 'Ajax',
        away: 'PSV',
        status: 'finished',
        score: { home: 3, away: 1 },
      },
    },
  ],
});

describe('My bets', () => {
  it('cash-out: the offer, a confirm step, the new offer when it moved, then the cashed-out amount', async () => {
    let settled = false;
    const { calls } = mockRoutes({
      'GET /api/v1/sportsbook/bets': (_init, url) => ({
        body:
          url.searchParams.get('status') === 'settled' ? page([won]) : page(settled ? [] : [sportsBet('7')]),
      }),
      'POST /api/v1/sportsbook/bets/7/cashout': (init) => {
        const { amount } = JSON.parse(String(init?.body)) as { amount: string };
        if (amount === '9.50') return refusal(409, 'cashout_changed', { amount: '9.20' });
        settled = true;
        return { body: sportsBet('7', { status: 'cashed_out', payout: amount, cashout: null }) };
      },
    });
    renderSportsbook(<MyBetsPage />, { path: '/sportsbook/bets' });
    const card = await screen.findByTestId('bet-card');
    expect(within(card).getByText('Single')).toBeTruthy();
    expect(within(card).getByText('Arsenal')).toBeTruthy();
    expect(within(card).getByText('Pending')).toBeTruthy();
    expect(within(card).getByTestId('bet-payout').textContent).toBe('$21.00');

    await userEvent.click(within(card).getByRole('button', { name: 'Cash out $9.50' }));
    expect(within(card).getByText('Cash out $9.50 now?')).toBeTruthy();
    await userEvent.click(within(card).getByRole('button', { name: 'Confirm' }));
    expect(
      await within(card).findByText('The offer changed to $9.20. Confirm again to cash out.'),
    ).toBeTruthy();
    expect(within(card).getByText('Cash out $9.20 now?')).toBeTruthy();
    await userEvent.click(within(card).getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(
        calls
          .filter((call) => routeKey(call) === 'POST /api/v1/sportsbook/bets/7/cashout')
          .map((c) => c.body),
      ).toEqual([{ amount: '9.50' }, { amount: '9.20' }]),
    );
    // The bet leaves the open tab once cashed out.
    expect(await screen.findByText('No open bets')).toBeTruthy();
  });

  it('settled tab: each leg with its result, the payout; the tab is in the URL', async () => {
    mockRoutes({
      'GET /api/v1/sportsbook/bets': (_init, url) => ({
        body: url.searchParams.get('status') === 'settled' ? page([won]) : page([]),
      }),
    });
    renderSportsbook(<MyBetsPage />, { path: '/sportsbook/bets' });
    expect(await screen.findByText('No open bets')).toBeTruthy();
    await userEvent.click(screen.getByRole('tab', { name: 'Settled' }));
    const card = await screen.findByTestId('bet-card');
    expect(within(card).getByText('Multi · 2 legs')).toBeTruthy();
    expect(within(card).getByText('Won', { selector: 'span' })).toBeTruthy();
    const legs = within(card).getAllByTestId('bet-leg');
    expect(within(legs[1] as HTMLElement).getByText('Over 2.5')).toBeTruthy();
    expect(within(legs[1] as HTMLElement).getByText(/Total 2\.5/)).toBeTruthy();
    expect(within(card).getByText('Payout')).toBeTruthy();
    expect(within(card).getByTestId('bet-payout').textContent).toBe('$31.50');
    expect(within(card).queryByRole('button', { name: /Cash out/ })).toBeNull();
  });

  it('pages through bets and asks a guest to sign in', async () => {
    const { calls } = mockRoutes({
      'GET /api/v1/sportsbook/bets': (_init, url) => {
        const offset = Number(url.searchParams.get('offset'));
        return { body: { data: [sportsBet(String(100 + offset))], meta: { total: 25, offset, limit: 10 } } };
      },
    });
    renderSportsbook(<MyBetsPage />, { path: '/sportsbook/bets' });
    expect(await screen.findByText('Page 1 of 3')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 3')).toBeTruthy();
    expect(calls.at(-1)?.url.searchParams.get('offset')).toBe('10');
    cleanup();
    renderSportsbook(<MyBetsPage />, { path: '/sportsbook/bets', viewer: null });
    expect(screen.getByText('Sign in to see your bets')).toBeTruthy();
  });
});
