import { DEFAULT_LOCALE } from '../../../i18n/index.ts';
import { withLocale } from '../../../lib/locale.ts';

/** Where the player is: a history entry (its key) and what it shows. */
export interface ScrollPlace {
  key: string;
  pathname: string;
  hash: string;
}

export type NavigationKind = 'POP' | 'PUSH' | 'REPLACE';

export type ScrollAction =
  | { kind: 'restore'; y: number }
  | { kind: 'top' }
  | { kind: 'hash'; id: string }
  | { kind: 'keep' };

/** The page a path shows, whatever its language: `/ru/games/dice` and `/en/games/dice` are one page. */
export function pageOf(pathname: string): string {
  return withLocale(pathname, DEFAULT_LOCALE);
}

function hashTarget(hash: string): string | null {
  const id = hash.replace(/^#/, '');
  if (!id) return null;
  try {
    return decodeURIComponent(id);
  } catch {
    return id;
  }
}

/**
 * What a location change does to the window's scroll position:
 * - Back/Forward (POP) returns to where the player left that history entry; an entry never left (a reload
 *   forgets nothing: the positions live in session storage) starts like a new page;
 * - another page starts at the top, or at its #fragment;
 * - the same page (a dialog opened through the query, `?wallet=deposit`, a language switch, a closed
 *   dialog) stays where it is; a new #fragment on it scrolls there.
 */
export function scrollActionFor(
  prev: ScrollPlace | null,
  next: ScrollPlace,
  kind: NavigationKind,
  saved: Readonly<Record<string, number>>,
): ScrollAction {
  const hash = hashTarget(next.hash);
  if (kind === 'POP' && prev?.key !== next.key) {
    const y = saved[next.key];
    if (y !== undefined) return { kind: 'restore', y };
  }
  // The first page of a visit: the browser is at the top already.
  if (prev === null) return hash ? { kind: 'hash', id: hash } : { kind: 'keep' };
  if (pageOf(prev.pathname) === pageOf(next.pathname))
    return hash && next.hash !== prev.hash ? { kind: 'hash', id: hash } : { kind: 'keep' };
  return hash ? { kind: 'hash', id: hash } : { kind: 'top' };
}

/** Positions by history key, newest last; the oldest are dropped past `limit`. */
export function rememberPosition(
  saved: Readonly<Record<string, number>>,
  key: string,
  y: number,
  limit = 60,
): Record<string, number> {
  const { [key]: _old, ...rest } = saved;
  const entries = Object.entries(rest);
  const kept = entries.slice(Math.max(0, entries.length - (limit - 1)));
  return { ...Object.fromEntries(kept), [key]: Math.max(0, Math.round(y)) };
}
