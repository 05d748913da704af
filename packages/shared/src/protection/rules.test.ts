import { describe, expect, it } from 'vitest';
import {
  changeLimit,
  effectiveLimit,
  exclusionEnd,
  isExcluded,
  LIMIT_COOLING_OFF_MS,
  limitWindow,
  mayExclude,
  type StoredLimit,
} from './rules.ts';

const now = new Date('2026-03-10T12:00:00Z');
const later = (ms: number) => new Date(now.getTime() + ms);
const DAY = 24 * 60 * 60 * 1000;

describe('changeLimit', () => {
  const limit: StoredLimit = { amount: 100n, anchor: now, pending: null };

  it('sets a new limit and lowers one at once', () => {
    expect(changeLimit(null, 50n, now)).toEqual({ amount: 50n, anchor: now, pending: null });
    expect(changeLimit(limit, 40n, later(1000))).toEqual({ amount: 40n, anchor: now, pending: null });
  });

  it('makes a raise or a removal wait out the cooling-off, keeping the amount meanwhile', () => {
    const raised = changeLimit(limit, 500n, now);
    expect(raised).toEqual({
      amount: 100n,
      anchor: now,
      pending: { amount: 500n, from: later(LIMIT_COOLING_OFF_MS) },
    });
    expect(changeLimit(limit, null, now)?.pending).toEqual({
      amount: null,
      from: later(LIMIT_COOLING_OFF_MS),
    });
    expect(effectiveLimit(raised, later(LIMIT_COOLING_OFF_MS - 1))?.amount).toBe(100n);
    expect(effectiveLimit(raised, later(LIMIT_COOLING_OFF_MS))?.amount).toBe(500n);
    expect(effectiveLimit(changeLimit(limit, null, now), later(LIMIT_COOLING_OFF_MS))).toBeNull();
  });

  it('keeps the date of a raise asked for again, and a lower amount cancels it', () => {
    const raised = changeLimit(limit, 500n, now);
    expect(changeLimit(raised, 500n, later(DAY / 2))).toBe(raised);
    expect(changeLimit(raised, 600n, later(DAY / 2))?.pending?.from).toEqual(
      later(DAY / 2 + LIMIT_COOLING_OFF_MS),
    );
    expect(changeLimit(raised, 80n, later(DAY / 2))).toEqual({ amount: 80n, anchor: now, pending: null });
  });

  it('removes nothing when there is no limit', () => {
    expect(changeLimit(null, null, now)).toBeNull();
  });
});

describe('limitWindow', () => {
  it('runs periods back to back from the anchor', () => {
    expect(limitWindow(now, 'day', later(DAY + 5))).toEqual({ start: later(DAY), end: later(2 * DAY) });
    expect(limitWindow(now, 'week', later(3 * DAY))).toEqual({ start: now, end: later(7 * DAY) });
    expect(limitWindow(now, 'month', later(30 * DAY))).toEqual({
      start: later(30 * DAY),
      end: later(60 * DAY),
    });
  });
});

describe('exclusions', () => {
  it('ends a time-out after its days and a self-exclusion after its calendar months or years', () => {
    expect(exclusionEnd('1d', now)).toEqual(later(DAY));
    expect(exclusionEnd('42d', now)).toEqual(later(42 * DAY));
    expect(exclusionEnd('6m', now)).toEqual(new Date('2026-09-10T12:00:00Z'));
    expect(exclusionEnd('5y', now)).toEqual(new Date('2031-03-10T12:00:00Z'));
    expect(exclusionEnd('permanent', now)).toBeNull();
  });

  it('is in force until its end, forever when permanent', () => {
    expect(isExcluded({ kind: 'time_out', until: later(1) }, now)).toBe(true);
    expect(isExcluded({ kind: 'time_out', until: now }, now)).toBe(false);
    expect(isExcluded({ kind: 'self_exclusion', until: null }, later(100 * 365 * DAY))).toBe(true);
    expect(isExcluded(null, now)).toBe(false);
  });

  it('is only ever lengthened, and a self-exclusion never becomes a time-out', () => {
    const timeOut = { kind: 'time_out' as const, until: later(7 * DAY) };
    expect(mayExclude(timeOut, { kind: 'time_out', until: later(DAY) }, now)).toBe(false);
    expect(mayExclude(timeOut, { kind: 'time_out', until: later(14 * DAY) }, now)).toBe(true);
    expect(mayExclude(timeOut, { kind: 'self_exclusion', until: null }, now)).toBe(true);
    const selfExcluded = { kind: 'self_exclusion' as const, until: later(365 * DAY) };
    expect(mayExclude(selfExcluded, { kind: 'time_out', until: later(1000 * DAY) }, now)).toBe(false);
    expect(
      mayExclude({ kind: 'self_exclusion', until: null }, { kind: 'self_exclusion', until: later(DAY) }, now),
    ).toBe(false);
    // Once over, anything goes again.
    expect(mayExclude(timeOut, { kind: 'time_out', until: later(8 * DAY + 1) }, later(8 * DAY))).toBe(true);
  });
});
