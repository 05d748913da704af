// @vitest-environment jsdom
import type { BetView } from '@casino/shared';
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, NetworkError, TimeoutError } from '../../../lib/api-client.ts';
import { OfflineError } from '../lib/bet-errors.ts';
import { useAutoBet } from './auto-bet.tsx';

const bet = (amount: string, payout: string): BetView => ({
  id: String(Math.random()),
  game: 'dice',
  amount,
  currency: 'USD',
  payout,
  multiplier: '0',
  outcome: {},
  status: 'settled',
  serverSeedHash: 'h',
  serverSeed: null,
  clientSeed: 'c',
  nonce: 0,
  createdAt: new Date(0).toISOString(),
});

/** A queue of results: each call to placeBet takes the next one (a function may throw or hide the tab). */
function sequence(results: Array<BetView | (() => BetView | null)>) {
  let i = 0;
  return vi.fn(async () => {
    const next = results[Math.min(i++, results.length - 1)];
    return typeof next === 'function' ? next() : (next ?? null);
  });
}

function setup(placeBet: () => Promise<BetView | null>) {
  return renderHook(() => useAutoBet({ placeBet, precision: 2, interval: 0 }));
}

afterEach(() => {
  Object.defineProperty(document, 'hidden', { configurable: true, value: false });
});

describe('useAutoBet', () => {
  it('stops after the number of bets', async () => {
    const placeBet = sequence([bet('1.00', '0.00')]);
    const { result } = setup(placeBet);
    await act(() => result.current.start({ count: 3, stopOnProfit: null, stopOnLoss: null }));
    expect(placeBet).toHaveBeenCalledTimes(3);
    expect(result.current.run).toEqual({ bets: 3, profit: -300n, stopped: 'count' });
    expect(result.current.running).toBe(false);
  });

  it('stops once the net profit reaches the target', async () => {
    const placeBet = sequence([
      bet('1.00', '0.00'),
      bet('1.00', '2.00'),
      bet('1.00', '3.00'),
      bet('1.00', '9.00'),
    ]);
    const { result } = setup(placeBet);
    await act(() => result.current.start({ count: 0, stopOnProfit: 200n, stopOnLoss: null }));
    // −1, 0, +2: stops at the third bet.
    expect(result.current.run).toEqual({ bets: 3, profit: 200n, stopped: 'profit' });
  });

  it('stops once the net loss reaches the limit', async () => {
    const placeBet = sequence([bet('2.50', '0.00')]);
    const { result } = setup(placeBet);
    await act(() => result.current.start({ count: 100, stopOnProfit: null, stopOnLoss: 500n }));
    expect(result.current.run).toEqual({ bets: 2, profit: -500n, stopped: 'loss' });
  });

  it('stops on a failed bet', async () => {
    const placeBet = sequence([
      bet('1.00', '2.00'),
      () => {
        throw new Error('insufficient_balance');
      },
    ]);
    const { result } = setup(placeBet);
    await act(() => result.current.start({ count: 0, stopOnProfit: null, stopOnLoss: null }));
    expect(result.current.run).toEqual({ bets: 1, profit: 100n, stopped: 'error' });
  });

  it.each([
    ['connection lost', new NetworkError()],
    ['no answer in time', new TimeoutError()],
    ['offline', new OfflineError()],
    ['still processing', new ApiError(409, 'idempotency_in_progress')],
  ])('stops on a bet without an answer (%s) and says it was the connection', async (_, error) => {
    const placeBet = sequence([
      bet('1.00', '2.00'),
      () => {
        throw error;
      },
      bet('1.00', '2.00'),
    ]);
    const { result } = setup(placeBet);
    await act(() => result.current.start({ count: 0, stopOnProfit: null, stopOnLoss: null }));
    expect(placeBet).toHaveBeenCalledTimes(2);
    expect(result.current.run).toEqual({ bets: 1, profit: 100n, stopped: 'connection' });
    expect(result.current.running).toBe(false);
  });

  it('stops when the tab is hidden', async () => {
    const placeBet = sequence([
      bet('1.00', '0.00'),
      () => {
        Object.defineProperty(document, 'hidden', { configurable: true, value: true });
        document.dispatchEvent(new Event('visibilitychange'));
        return bet('1.00', '0.00');
      },
      bet('1.00', '0.00'),
    ]);
    const { result } = setup(placeBet);
    await act(() => result.current.start({ count: 0, stopOnProfit: null, stopOnLoss: null }));
    expect(placeBet).toHaveBeenCalledTimes(2);
    expect(result.current.run.stopped).toBe('hidden');
  });

  it('stops when asked to', async () => {
    let stop: () => void = () => {};
    const placeBet = sequence([
      () => {
        stop();
        return bet('1.00', '0.00');
      },
    ]);
    const { result } = setup(placeBet);
    stop = () => result.current.stop();
    await act(() => result.current.start({ count: 0, stopOnProfit: null, stopOnLoss: null }));
    expect(placeBet).toHaveBeenCalledTimes(1);
    expect(result.current.run.stopped).toBe('manual');
  });
});
