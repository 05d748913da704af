import { describe, expect, it } from 'vitest';
import { pageOf, rememberPosition, type ScrollPlace, scrollActionFor } from './scroll-memory.ts';

const home: ScrollPlace = { key: 'a', pathname: '/en', hash: '' };
const dice: ScrollPlace = { key: 'b', pathname: '/en/games/dice', hash: '' };

describe('scrollActionFor', () => {
  it('starts a new page at the top', () => {
    expect(scrollActionFor(home, dice, 'PUSH', {})).toEqual({ kind: 'top' });
    expect(scrollActionFor(home, dice, 'REPLACE', { b: 300 })).toEqual({ kind: 'top' });
  });

  it('returns to the saved position on Back and Forward', () => {
    expect(scrollActionFor(dice, home, 'POP', { a: 1234, b: 0 })).toEqual({ kind: 'restore', y: 1234 });
  });

  it('starts at the top on Back to an entry it has no position for', () => {
    expect(scrollActionFor(dice, home, 'POP', {})).toEqual({ kind: 'top' });
  });

  it('restores after a reload (the first location, a known key)', () => {
    expect(scrollActionFor(null, home, 'POP', { a: 640 })).toEqual({ kind: 'restore', y: 640 });
    expect(scrollActionFor(null, home, 'POP', {})).toEqual({ kind: 'keep' });
  });

  it('keeps the place when only the query changes (a dialog opened through the URL)', () => {
    const wallet = { ...home, key: 'c' };
    expect(scrollActionFor(home, wallet, 'PUSH', {})).toEqual({ kind: 'keep' });
    expect(scrollActionFor(wallet, home, 'POP', { a: 500 })).toEqual({ kind: 'restore', y: 500 });
  });

  it('keeps the place on a language switch', () => {
    expect(scrollActionFor(dice, { key: 'd', pathname: '/ru/games/dice', hash: '' }, 'PUSH', {})).toEqual({
      kind: 'keep',
    });
  });

  it('goes to a fragment', () => {
    expect(scrollActionFor(home, { ...dice, hash: '#fair%20play' }, 'PUSH', {})).toEqual({
      kind: 'hash',
      id: 'fair play',
    });
    expect(scrollActionFor(home, { ...home, key: 'e', hash: '#main' }, 'POP', { e: 20 })).toEqual({
      kind: 'restore',
      y: 20,
    });
    expect(scrollActionFor(home, { ...home, key: 'a', hash: '#main' }, 'POP', { a: 20 })).toEqual({
      kind: 'hash',
      id: 'main',
    });
  });
});

describe('pageOf', () => {
  it('ignores the language segment', () => {
    expect(pageOf('/uk/profile')).toBe(pageOf('/en/profile'));
    expect(pageOf('/uk')).toBe('/en');
  });
});

describe('rememberPosition', () => {
  it('stores rounded, non-negative positions and drops the oldest past the limit', () => {
    let saved: Record<string, number> = {};
    for (let i = 0; i < 5; i++) saved = rememberPosition(saved, `k${i}`, i * 10.4, 3);
    expect(saved).toEqual({ k2: 21, k3: 31, k4: 42 });
    saved = rememberPosition(saved, 'k2', -5, 3);
    expect(Object.keys(saved)).toEqual(['k3', 'k4', 'k2']);
    expect(saved.k2).toBe(0);
  });
});
