import type { GameView } from '@casino/shared';

/** GET /api/v2/games answer. */
export interface GamesPage {
  items: GameView[];
  meta: { total: number; offset: number; limit: number };
}

/** A category or a provider as `/api/v2/games/categories|providers` list them. */
export interface CatalogGroup {
  id: string;
  value: string;
  title: string;
  /** How many games it holds, when the server counts them. */
  count?: number;
}

export type GameSort = 'rate' | 'title' | 'popularity' | 'recently';
export const GAME_SORTS: readonly GameSort[] = ['rate', 'popularity', 'recently', 'title'];
