import { describe, expect, it } from 'vitest';
import { arrivals, markSeen, prime, UNPRIMED } from './new-items.ts';

describe('new queue items', () => {
  it('takes the first answer as what was there already', () => {
    expect(arrivals(UNPRIMED, ['1', '2'])).toEqual([]);
    const seen = prime(UNPRIMED, ['1', '2']);
    expect(arrivals(seen, ['1', '2'])).toEqual([]);
  });

  it('marks what arrives later as new, in queue order, until seen', () => {
    const seen = prime(UNPRIMED, ['1', '2']);
    expect(arrivals(seen, ['1', '2', '3', '4'])).toEqual(['3', '4']);
    const after = markSeen(seen, ['1', '2', '3', '4']);
    expect(arrivals(after, ['1', '2', '3', '4', '5'])).toEqual(['5']);
  });

  it('does not count a decided item again, nor one that left and came back', () => {
    const seen = prime(UNPRIMED, ['1', '2']);
    // 1 was decided and left the queue; 2 is still there.
    expect(arrivals(seen, ['2'])).toEqual([]);
    expect(arrivals(markSeen(seen, ['2']), ['1', '2'])).toEqual([]);
  });

  it('primes once: a later answer does not swallow arrivals', () => {
    const seen = prime(UNPRIMED, ['1']);
    expect(prime(seen, ['1', '2'])).toBe(seen);
  });

  it('keeps the same state when nothing new is marked (no needless re-render)', () => {
    const seen = prime(UNPRIMED, ['1', '2']);
    expect(markSeen(seen, ['2'])).toBe(seen);
  });
});
