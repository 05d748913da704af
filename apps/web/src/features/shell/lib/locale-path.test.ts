import { describe, expect, it } from 'vitest';
import { localeSwitchHref } from './locale-path.ts';

describe('localeSwitchHref (SPEC §2.1: the locale in the path is replaced, the rest kept)', () => {
  it('replaces only the locale segment', () => {
    expect(localeSwitchHref({ pathname: '/en/games/dice' }, 'ru')).toBe('/ru/games/dice');
    expect(localeSwitchHref({ pathname: '/ru/sportsbook/soccer-1' }, 'uk')).toBe('/uk/sportsbook/soccer-1');
    expect(localeSwitchHref({ pathname: '/uk' }, 'en')).toBe('/en');
    expect(localeSwitchHref({ pathname: '/uk/' }, 'en')).toBe('/en');
  });

  it('keeps the query and the hash', () => {
    expect(
      localeSwitchHref(
        { pathname: '/en/categories/slots/games', search: '?wallet=deposit', hash: '#top' },
        'uk',
      ),
    ).toBe('/uk/categories/slots/games?wallet=deposit#top');
  });

  it('does not touch a segment that only looks like a locale further down', () => {
    expect(localeSwitchHref({ pathname: '/en/providers/en/games' }, 'ru')).toBe('/ru/providers/en/games');
  });

  it('adds the locale to a path without one', () => {
    expect(localeSwitchHref({ pathname: '/games/dice', search: '?a=1' }, 'ru')).toBe('/ru/games/dice?a=1');
    expect(localeSwitchHref({ pathname: '/' }, 'uk')).toBe('/uk');
  });
});
