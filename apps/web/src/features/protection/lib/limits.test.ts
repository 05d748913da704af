import type { PlayerLimit } from '@casino/shared';
import { describe, expect, it } from 'vitest';
import {
  allowedDurations,
  changeTiming,
  exclusionInForce,
  limitUsage,
  pendingChange,
  precisionOf,
} from './limits.ts';

const NOW = Date.parse('2025-03-01T12:00:00Z');
const DAY = 24 * 60 * 60_000;

const limit = (overrides: Partial<PlayerLimit> = {}): PlayerLimit => ({
  kind: 'deposit',
  period: 'day',
  amount: '100.00',
  currency: 'USD',
  used: '0.00',
  resetsAt: new Date(NOW + DAY).toISOString(),
  pending: null,
  ...overrides,
});

describe('limit usage', () => {
  it('is exact in minor units and never full before the limit is reached', () => {
    expect(limitUsage(limit({ used: '40.00' }))).toEqual({ percent: 40, reached: false });
    expect(limitUsage(limit({ used: '99.99' }))).toEqual({ percent: 99, reached: false });
    expect(limitUsage(limit({ used: '100.00' }))).toEqual({ percent: 100, reached: true });
    expect(limitUsage(limit({ used: '250.5' }))).toEqual({ percent: 100, reached: true });
  });

  it('counts a loss limit in profit as unused', () => {
    expect(limitUsage(limit({ kind: 'loss', used: '-12.00' }))).toEqual({ percent: 0, reached: false });
  });
});

describe('limit changes', () => {
  it('tells a raise from a removal', () => {
    expect(pendingChange(limit())).toBeNull();
    expect(pendingChange(limit({ pending: { amount: '200.00', from: 'x' } }))).toBe('raise');
    expect(pendingChange(limit({ pending: { amount: null, from: 'x' } }))).toBe('removal');
  });

  it('says a new or lower amount applies at once, a higher one later', () => {
    expect(changeTiming(null, '500', 2)).toBe('now');
    expect(changeTiming(limit(), '50', 2)).toBe('now');
    expect(changeTiming(limit(), '100.00', 2)).toBe('now');
    expect(changeTiming(limit(), '100.01', 2)).toBe('later');
    expect(changeTiming(limit(), 'abc', 2)).toBeNull();
  });

  it('reads the currency decimals from the amounts', () => {
    expect(precisionOf([])).toBe(2);
    expect(precisionOf([limit({ amount: '5000' })])).toBe(0);
  });
});

describe('exclusions', () => {
  it('is in force until its end, and for good without one', () => {
    expect(exclusionInForce(null, NOW)).toBe(false);
    expect(exclusionInForce({ kind: 'time_out', until: new Date(NOW + 1000).toISOString() }, NOW)).toBe(true);
    expect(exclusionInForce({ kind: 'time_out', until: new Date(NOW - 1000).toISOString() }, NOW)).toBe(
      false,
    );
    expect(exclusionInForce({ kind: 'self_exclusion', until: null }, NOW)).toBe(true);
  });

  it('offers every duration without one in force', () => {
    expect(allowedDurations('time_out', null, NOW)).toEqual(['1d', '2d', '7d', '14d', '30d', '42d']);
    expect(allowedDurations('self_exclusion', null, NOW)).toEqual(['6m', '1y', '2y', '5y', 'permanent']);
  });

  it('offers only what ends no sooner than the one in force', () => {
    const week = { kind: 'time_out' as const, until: new Date(NOW + 7 * DAY).toISOString() };
    expect(allowedDurations('time_out', week, NOW)).toEqual(['7d', '14d', '30d', '42d']);
    expect(allowedDurations('self_exclusion', week, NOW)).toHaveLength(5);
    // A self-exclusion never becomes a time-out, and a permanent one leaves nothing to choose.
    const year = { kind: 'self_exclusion' as const, until: new Date(NOW + 400 * DAY).toISOString() };
    expect(allowedDurations('time_out', year, NOW)).toEqual([]);
    expect(allowedDurations('self_exclusion', year, NOW)).toEqual(['2y', '5y', 'permanent']);
    const forever = { kind: 'self_exclusion' as const, until: null };
    expect(allowedDurations('self_exclusion', forever, NOW)).toEqual([]);
  });
});
