import type { GameSort } from '../api/catalog-types.ts';

/**
 * Lists of the whole catalog with a page of their own beside the categories' (/categories/new/games):
 * every game, newest or most played first. A category of the same name still wins.
 */
export const COLLECTIONS: Readonly<Record<string, GameSort>> = { new: 'recently', popular: 'popularity' };

export const collectionSort = (value: string): GameSort | undefined =>
  Object.hasOwn(COLLECTIONS, value) ? COLLECTIONS[value] : undefined;
