/**
 * The operators' catalogue calls (/api/admin/v1/games…) as the screens read them; their zod schemas are the
 * server's games/catalog-admin.schemas.ts, which the web app may not import.
 */

export type GameLabel = 'Exclusive' | 'Early Access';
export type GameSource = 'original' | 'aggregator';

export interface AdminGameView {
  id: string;
  title: string;
  imageUrl: string;
  category: string;
  provider: string;
  source: GameSource;
  externalCode: string | null;
  label: GameLabel | null;
  rate: number;
  /** A decimal percentage, e.g. "96.50". */
  rtp: string;
  volatility: 'low' | 'medium' | 'high' | null;
  releasedAt: string;
  /** The import's switch: false once the aggregator no longer lists the game. */
  enabled: boolean;
  /** The operator's switch. */
  hidden: boolean;
  demoAllowed: boolean;
  blacklists: { countries: string[]; currencies: string[] };
  /** Minor units per currency. */
  betLimits: Record<string, { min: string; max: string }>;
  /** Fields an operator set: the seed and the import leave them. */
  operatorEdited: string[];
  updatedAt: string;
}

export interface AdminGamePage {
  items: AdminGameView[];
  meta: { total: number; offset: number; limit: number };
}

export interface GamePatch {
  title?: string;
  rate?: number;
  label?: GameLabel | null;
  category?: string;
  hidden?: boolean;
  blacklistCountries?: string[];
  blacklistCurrencies?: string[];
  betLimits?: Record<string, { min: string; max: string }>;
  demoAllowed?: boolean;
}

export interface GameImportResult {
  added: number;
  updated: number;
  disabled: number;
  skipped: Array<{ code: string; reason: 'original_id' | 'invalid' | 'duplicate' }>;
}

/** The list's filters, as the URL and GET /games carry them ('' = any). */
export interface GameFilters {
  search: string;
  provider: string;
  category: string;
  source: '' | GameSource;
  hidden: '' | 'true' | 'false';
  enabled: '' | 'true' | 'false';
}
