// @vitest-environment jsdom
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FetchCall, mockFetch, routeKey } from '../../../test/fetch-routes.ts';
import { BET_SLIP_KEY, betSlip } from '../lib/bet-slip-store.ts';
import { renderSportsbook, sportsBet, sportsEvent, winner } from '../test/fixtures.tsx';
import { BetSlip } from './bet-slip.tsx';
import { EventList } from './event-list.tsx';

vi.mock('../../../lib/realtime-client.ts', () => ({ subscribe: () => () => {} }));
const openSignIn = vi.hoisted(() => vi.fn());
vi.mock('../../auth/index.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../auth/index.ts')>()),
  useSignIn: () => ({ openSignIn, closeSignIn: () => {} }),
}));

const arsenal = sportsEvent('1');
const spurs = sportsEvent('2', {
  home: 'Tottenham',
  away: 'Everton',
  markets: [winner('200', ['1.50', '4.00', '6.00'])],
});

beforeEach(() => betSlip.reset());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
  openSignIn.mockReset();
});

const bets = (calls: FetchCall[]) =>
  calls.filter((call) => routeKey(call) === 'POST /api/v1/sportsbook/bets');
const keyOf = (call: FetchCall | undefined) =>
  (call?.init?.headers as Record<string, string> | undefined)?.['idempotency-key'];
const refusal = (status: number, detail: string, params: Record<string, unknown> = {}) => ({
  status,
  body: { detail, params, key: `k-${detail}`, time: '2025-01-01T00:00:00Z' },
});

function renderSlip(events = [arsenal, spurs]) {
  return renderSportsbook(
    <>
      <EventList events={events} />
      <BetSlip />
    </>,
  );
}

const slip = () => screen.getByTestId('bet-slip');

describe('bet slip', () => {
  it('puts odds on the slip as toggles (aria-pressed) and keeps them across a reload', async () => {
    mockFetch(() => undefined);
    renderSlip();
    const button = screen.getByRole('button', { name: 'Arsenal 2.10' });
    expect(button.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(button);
    expect(button.getAttribute('aria-pressed')).toBe('true');
    expect(within(slip()).getByText('Bet slip · 1')).toBeTruthy();
    expect(JSON.parse(localStorage.getItem(BET_SLIP_KEY) ?? '{}').selections[0].outcomeId).toBe('101');
    await userEvent.click(button);
    expect(button.getAttribute('aria-pressed')).toBe('false');
    expect(within(slip()).getByText('Your bet slip is empty')).toBeTruthy();
  });

  it('singles: a stake each, the payout of each and in total, one POST per single with its own key', async () => {
    const { calls } = mockFetch((call) =>
      routeKey(call) === 'POST /api/v1/sportsbook/bets' ? { status: 201, body: sportsBet('9') } : undefined,
    );
    renderSlip();
    await userEvent.click(screen.getByRole('button', { name: 'Arsenal 2.10' }));
    await userEvent.click(screen.getByRole('button', { name: 'Tottenham 1.50' }));
    await userEvent.type(within(slip()).getByRole('textbox', { name: 'Stake on Arsenal' }), '10');
    // A preset sets the stake.
    const second = within(slip()).getAllByTestId('slip-selection')[1] as HTMLElement;
    await userEvent.click(within(second).getByRole('button', { name: '5' }));
    expect(within(slip()).getByText('$21.00')).toBeTruthy();
    expect(within(slip()).getByText('$7.50')).toBeTruthy();
    expect(screen.getByTestId('slip-total-stake').textContent).toBe('$15.00');
    expect(screen.getByTestId('slip-payout').textContent).toBe('$28.50');

    await userEvent.click(screen.getByRole('button', { name: 'Place 2 bets' }));
    await within(slip()).findByText('2 bets placed');
    const sent = bets(calls);
    expect(sent.map((call) => call.body)).toEqual([
      {
        stake: '10.00',
        type: 'single',
        selections: [{ outcomeId: '101', odds: '2.10' }],
        acceptOdds: 'none',
      },
      {
        stake: '5.00',
        type: 'single',
        selections: [{ outcomeId: '2001', odds: '1.50' }],
        acceptOdds: 'none',
      },
    ]);
    expect(keyOf(sent[0])).toMatch(/^[0-9a-f-]{36}$/);
    expect(keyOf(sent[0])).not.toBe(keyOf(sent[1]));
    // Placed selections leave the slip; the confirmation leads to My bets.
    expect(within(slip()).getByText('Your bet slip is empty')).toBeTruthy();
    expect(within(slip()).getByRole('link', { name: 'Go to My bets' }).getAttribute('href')).toBe(
      '/en/sportsbook/bets',
    );
  });

  it('multi: combined odds and payout; two selections of one event disable it with a message', async () => {
    const { calls } = mockFetch((call) =>
      routeKey(call) === 'POST /api/v1/sportsbook/bets' ? { status: 201, body: sportsBet('9') } : undefined,
    );
    renderSlip();
    await userEvent.click(screen.getByRole('button', { name: 'Arsenal 2.10' }));
    await userEvent.click(screen.getByRole('button', { name: 'Draw 3.40' }));
    await userEvent.click(within(slip()).getByRole('tab', { name: 'Multi' }));
    expect(screen.getByTestId('multi-blocked').textContent).toMatch(
      /cannot hold two selections from one event/,
    );
    expect((screen.getByTestId('slip-place') as HTMLButtonElement).disabled).toBe(true);

    await userEvent.click(within(slip()).getByRole('button', { name: 'Remove Draw' }));
    await userEvent.click(screen.getByRole('button', { name: 'Tottenham 1.50' }));
    // 2.10 × 1.50 = 3.15
    expect(screen.getByTestId('multi-odds').textContent).toBe('3.15');
    await userEvent.type(screen.getByRole('textbox', { name: 'Multi stake' }), '3.33');
    // 3.33 × 3.15 = 10.4895 → rounded down to 10.48
    expect(screen.getByTestId('slip-payout').textContent).toBe('$10.48');
    await userEvent.click(screen.getByRole('button', { name: 'Place bet' }));
    await within(slip()).findByText('Bet placed');
    expect(bets(calls)[0]?.body).toEqual({
      stake: '3.33',
      type: 'multi',
      selections: [
        { outcomeId: '101', odds: '2.10' },
        { outcomeId: '2001', odds: '1.50' },
      ],
      acceptOdds: 'none',
    });
  });

  it('reuses the Idempotency-Key when an attempt is retried after a lost answer, and a new one after odds_changed', async () => {
    const answers = [
      () => {
        throw new TypeError('connection reset');
      },
      () => refusal(409, 'odds_changed', { outcomeId: '101', odds: '1.95' }),
      () => ({ status: 201, body: sportsBet('9') }),
    ];
    const { calls } = mockFetch((call) =>
      routeKey(call) === 'POST /api/v1/sportsbook/bets' ? answers.shift()?.() : undefined,
    );
    renderSlip();
    await userEvent.click(screen.getByRole('button', { name: 'Arsenal 2.10' }));
    await userEvent.type(within(slip()).getByRole('textbox', { name: 'Stake on Arsenal' }), '10');
    await userEvent.click(screen.getByRole('button', { name: 'Place bet' }));
    expect((await within(slip()).findAllByRole('alert'))[0]?.textContent).toMatch(/No connection/);

    // The same attempt again: the same key, so the server never takes it twice.
    await userEvent.click(screen.getByRole('button', { name: 'Place bet' }));
    await waitFor(() => expect(bets(calls)).toHaveLength(2));
    expect(keyOf(bets(calls)[1])).toBe(keyOf(bets(calls)[0]));
    // odds_changed: the new odds on the selection, announced, to be accepted.
    expect(await within(slip()).findByText('Odds changed: 2.10 → 1.95')).toBeTruthy();
    expect(within(slip()).getAllByRole('alert')[0]?.textContent).toMatch(/The odds changed/);
    await userEvent.click(screen.getByRole('button', { name: 'Accept odds changes' }));
    expect(within(slip()).queryByText('Odds changed: 2.10 → 1.95')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Place bet' }));
    await within(slip()).findByText('Bet placed');
    const third = bets(calls)[2];
    expect(third?.body).toMatchObject({ selections: [{ outcomeId: '101', odds: '1.95' }] });
    expect(keyOf(third)).not.toBe(keyOf(bets(calls)[0]));
  });

  it('says why a bet was refused: limits as money, balance, suspension (the selection locks)', async () => {
    const answers = [
      () => refusal(400, 'bet_too_small', { amount: '0.10', currency: 'USD' }),
      () => refusal(400, 'insufficient_balance'),
      () => refusal(409, 'market_suspended', { marketId: '10' }),
    ];
    mockFetch((call) =>
      routeKey(call) === 'POST /api/v1/sportsbook/bets' ? answers.shift()?.() : undefined,
    );
    renderSlip();
    await userEvent.click(screen.getByRole('button', { name: 'Arsenal 2.10' }));
    await userEvent.type(within(slip()).getByRole('textbox', { name: 'Stake on Arsenal' }), '0.05');
    await userEvent.click(screen.getByRole('button', { name: 'Place bet' }));
    expect((await within(slip()).findAllByRole('alert'))[0]?.textContent).toBe('The minimum stake is $0.10.');
    await userEvent.click(screen.getByRole('button', { name: 'Place bet' }));
    await waitFor(() =>
      expect(within(slip()).getAllByRole('alert')[0]?.textContent).toMatch(
        /Not enough money on your balance/,
      ),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Place bet' }));
    await waitFor(() => expect(within(slip()).getAllByRole('alert')[0]?.textContent).toMatch(/suspended/));
    expect(within(slip()).getByText('Suspended: this selection cannot be bet on right now.')).toBeTruthy();
    expect((screen.getByTestId('slip-place') as HTMLButtonElement).disabled).toBe(true);
  });

  it('realtime odds moves reach the slip; "take higher" lets a rise through without asking', async () => {
    mockFetch(() => undefined);
    renderSlip();
    await userEvent.click(screen.getByRole('button', { name: 'Arsenal 2.10' }));
    await userEvent.type(within(slip()).getByRole('textbox', { name: 'Stake on Arsenal' }), '10');
    act(() => betSlip.update(new Map([['101', { odds: '2.30' }]])));
    expect(within(slip()).getByText('Odds changed: 2.10 → 2.30')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Accept odds changes' })).toBeTruthy();
    await userEvent.click(within(slip()).getByRole('radio', { name: 'Take higher' }));
    expect(screen.getByRole('button', { name: 'Place bet' })).toBeTruthy();
  });

  it('a guest who places a bet is asked to sign in first', async () => {
    const { calls } = mockFetch(() => undefined);
    renderSportsbook(
      <>
        <EventList events={[arsenal]} />
        <BetSlip />
      </>,
      { viewer: null },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Arsenal 2.10' }));
    await userEvent.type(within(slip()).getByRole('textbox', { name: 'Stake on Arsenal' }), '10');
    await userEvent.click(screen.getByRole('button', { name: 'Place bet' }));
    expect(openSignIn).toHaveBeenCalledWith('login');
    expect(bets(calls)).toHaveLength(0);
  });
});
