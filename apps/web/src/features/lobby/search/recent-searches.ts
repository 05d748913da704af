import { RECENT_SEARCHES_KEPT } from '../lib/constants.ts';

const KEY = 'casino.recentSearches';

/** The last searches that led to a game, on this device only, newest first. */
export function readRecentSearches(): string[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(value)
      ? value.filter((item): item is string => typeof item === 'string').slice(0, RECENT_SEARCHES_KEPT)
      : [];
  } catch {
    return [];
  }
}

export function rememberSearch(term: string): string[] {
  const trimmed = term.trim();
  const next = [
    trimmed,
    ...readRecentSearches().filter((item) => item.toLowerCase() !== trimmed.toLowerCase()),
  ].slice(0, RECENT_SEARCHES_KEPT);
  writeRecentSearches(next);
  return next;
}

export function writeRecentSearches(items: string[]): void {
  try {
    if (items.length) localStorage.setItem(KEY, JSON.stringify(items));
    else localStorage.removeItem(KEY);
  } catch {
    // Without storage nothing is remembered.
  }
}
