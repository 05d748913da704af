import type { GameView } from '@casino/shared';
import { useSyncExternalStore } from 'react';
import { RECENTLY_PLAYED_KEPT } from './constants.ts';

const KEY = 'casino.recentlyPlayed';
const listeners = new Set<() => void>();
/** The parsed list, kept so every read between two changes returns the same array (useSyncExternalStore). */
let cached: { raw: string | null; games: GameView[] } | undefined;

const isGame = (value: unknown): value is GameView =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as GameView).id === 'string' &&
  typeof (value as GameView).title === 'string' &&
  typeof (value as GameView).imageUrl === 'string';

function storedText(): string | null {
  try {
    return localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

/**
 * The games this device opened last, newest first. Each is kept with its tile data, so the lobby row draws
 * without asking the server for a dozen games; the game page itself checks the game is still playable.
 */
export function readRecentlyPlayed(): GameView[] {
  const raw = storedText();
  if (cached?.raw === raw) return cached.games;
  let games: GameView[] = [];
  try {
    const value: unknown = JSON.parse(raw ?? '[]');
    if (Array.isArray(value)) games = value.filter(isGame).slice(0, RECENTLY_PLAYED_KEPT);
  } catch {
    // A damaged entry is forgotten.
  }
  cached = { raw, games };
  return games;
}

/** Puts `game` first (once) in the list; the oldest beyond the limit drop off. */
export function rememberPlayed(game: GameView): void {
  const current = readRecentlyPlayed();
  if (current[0]?.id === game.id && current[0].imageUrl === game.imageUrl) return;
  const next = [game, ...current.filter((item) => item.id !== game.id)].slice(0, RECENTLY_PLAYED_KEPT);
  try {
    localStorage.setItem(KEY, JSON.stringify(next));
  } catch {
    // Without storage nothing is remembered.
  }
  for (const listener of listeners) listener();
}

const EMPTY: GameView[] = [];

export function useRecentlyPlayed(): GameView[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      // Another tab playing a game updates this one's lobby too.
      const onStorage = (event: StorageEvent) => {
        if (event.key === KEY || event.key === null) listener();
      };
      window.addEventListener('storage', onStorage);
      return () => {
        listeners.delete(listener);
        window.removeEventListener('storage', onStorage);
      };
    },
    readRecentlyPlayed,
    () => EMPTY,
  );
}
