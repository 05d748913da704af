import { describe, expect, it } from 'vitest';
import { clockOffset, nextCheckAt, timePlayed } from './reality-check.ts';

const START = Date.parse('2025-03-01T12:00:00Z');
const MIN = 60_000;

describe('reality-check clock', () => {
  it('falls on every interval counted from the session start', () => {
    expect(nextCheckAt(START, 15, START)).toBe(START + 15 * MIN);
    expect(nextCheckAt(START, 15, START + 14 * MIN)).toBe(START + 15 * MIN);
    expect(nextCheckAt(START, 15, START + 16 * MIN)).toBe(START + 30 * MIN);
    // A page opened 47 minutes into a session: the next is at 60, not 47 + 15.
    expect(nextCheckAt(START, 15, START + 47 * MIN)).toBe(START + 60 * MIN);
  });

  it('never falls on the boundary just shown again', () => {
    expect(nextCheckAt(START, 30, START + 30 * MIN)).toBe(START + 60 * MIN);
  });

  it('has none without an interval or a start', () => {
    expect(nextCheckAt(START, null, START)).toBeNull();
    expect(nextCheckAt(START, 0, START)).toBeNull();
    expect(nextCheckAt(Number.NaN, 15, START)).toBeNull();
  });

  it('counts before the start as the start (a device clock behind the server)', () => {
    expect(nextCheckAt(START, 60, START - 5 * MIN)).toBe(START + 60 * MIN);
  });

  it("reads the server's clock at the midpoint of the round trip", () => {
    // Sent at 1000, answered at 1200 (device clock); the server said 10 s later than the midpoint.
    expect(clockOffset(new Date(1100 + 10_000).toISOString(), 1000, 1200)).toBe(10_000);
    expect(clockOffset(new Date(1100 - 3_000).toISOString(), 1000, 1200)).toBe(-3_000);
    expect(clockOffset('not a date', 1000, 1200)).toBe(0);
  });

  it('reports time played in whole hours and minutes', () => {
    expect(timePlayed(START, START + 95 * MIN + 59_000)).toEqual({ hours: 1, minutes: 35 });
    expect(timePlayed(START, START + 30_000)).toEqual({ hours: 0, minutes: 0 });
    expect(timePlayed(START, START - MIN)).toEqual({ hours: 0, minutes: 0 });
  });
});
