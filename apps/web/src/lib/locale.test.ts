// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { preferredLocale, saveLocale, withLocale } from './locale.ts';

afterEach(() => localStorage.clear());

describe('preferredLocale', () => {
  it('takes the saved locale first', () => {
    saveLocale('uk');
    expect(preferredLocale(['ru-RU', 'en'])).toBe('uk');
  });

  it('then the first supported browser language', () => {
    expect(preferredLocale(['de-DE', 'ru-RU', 'en'])).toBe('ru');
  });

  it('then English', () => {
    expect(preferredLocale(['de-DE', 'fr'])).toBe('en');
    expect(preferredLocale([])).toBe('en');
  });

  it('ignores a saved value that is no locale', () => {
    localStorage.setItem('casino.locale', 'xx');
    expect(preferredLocale(['uk'])).toBe('uk');
  });
});

describe('withLocale', () => {
  it('replaces the locale segment', () => {
    expect(withLocale('/en/games/dice', 'ru')).toBe('/ru/games/dice');
    expect(withLocale('/uk', 'en')).toBe('/en');
  });

  it('adds one where the path has none', () => {
    expect(withLocale('/games/dice', 'uk')).toBe('/uk/games/dice');
    expect(withLocale('/', 'ru')).toBe('/ru');
  });
});
