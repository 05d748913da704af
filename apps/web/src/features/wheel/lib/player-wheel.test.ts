import { describe, expect, it } from 'vitest';
import {
  compactUsd,
  discOrder,
  formatCountdown,
  isClientSeed,
  landingRotation,
  msUntil,
  newClientSeed,
  prizeAtSegment,
  prizeKind,
  segmentAt,
  segmentOfPrize,
} from './player-wheel.ts';

describe('player wheel maths', () => {
  it('shows the prize list rotated by one and maps prizes and segments both ways', () => {
    expect(discOrder(['a', 'b', 'c', 'd'])).toEqual(['b', 'c', 'd', 'a']);
    for (const count of [1, 2, 14, 15]) {
      for (let index = 0; index < count; index++) {
        expect(prizeAtSegment(segmentOfPrize(index, count), count)).toBe(index);
        expect(discOrder(Array.from({ length: count }, (_, i) => i))[segmentOfPrize(index, count)]).toBe(
          index,
        );
      }
    }
  });

  it('lands every segment under the pointer after whole turns', () => {
    for (const count of [7, 15]) {
      for (let segment = 0; segment < count; segment++) {
        const from = 987.6;
        const rotation = landingRotation(segment, count, from);
        expect(segmentAt(rotation, count)).toBe(segment);
        expect(rotation - from).toBeGreaterThanOrEqual(5 * 360);
      }
    }
  });

  it('tells a cash prize, a promo and no prize apart, and labels dollars briefly', () => {
    expect(prizeKind({ usd: '0.50', promo: null })).toBe('cash');
    expect(prizeKind({ usd: '0.00', promo: null })).toBe('none');
    expect(prizeKind({ usd: '0.00', promo: 'WHEELSPINS' })).toBe('promo');
    expect(compactUsd('10.00')).toBe('10');
    expect(compactUsd('0.50')).toBe('0.50');
  });

  it('counts down in HH:MM:SS and never below zero', () => {
    expect(formatCountdown(0)).toBe('00:00:00');
    expect(formatCountdown(999)).toBe('00:00:01');
    expect(formatCountdown((3 * 3600 + 25 * 60 + 7) * 1000)).toBe('03:25:07');
    expect(msUntil('2025-01-02T00:00:00.000Z', Date.parse('2025-01-01T23:00:00.000Z'))).toBe(3_600_000);
    expect(msUntil('2025-01-01T00:00:00.000Z', Date.parse('2025-01-01T23:00:00.000Z'))).toBe(0);
  });

  it('makes client seeds the server takes', () => {
    const a = newClientSeed();
    expect(a).toMatch(/^[0-9a-f]{32}$/);
    expect(newClientSeed()).not.toBe(a);
    expect(isClientSeed(a)).toBe(true);
    expect(isClientSeed('')).toBe(false);
    expect(isClientSeed('a b')).toBe(false);
    expect(isClientSeed('x'.repeat(65))).toBe(false);
  });
});
