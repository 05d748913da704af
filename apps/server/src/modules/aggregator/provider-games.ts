import type pg from 'pg';

/**
 * A games row as the gateway needs it. Read straight from the catalogue's table (the games module owns and
 * writes it; this module only reads), uncached: an operator's hide or blacklist must stop the next debit.
 */
export interface ProviderGame {
  id: string;
  source: 'original' | 'aggregator';
  externalCode: string | null;
  enabled: boolean;
  hidden: boolean;
  demoAllowed: boolean;
  blacklistCountries: string[];
  blacklistCurrencies: string[];
  /** Minor units per currency; a currency missing here has no limits of the game's own. */
  betLimits: Record<string, { min: string; max: string }>;
}

interface GameRow {
  id: string;
  source: 'original' | 'aggregator';
  external_code: string | null;
  enabled: boolean;
  hidden: boolean;
  demo_allowed: boolean;
  blacklist_countries: string[];
  blacklist_currencies: string[];
  bet_limits: Record<string, { min: string; max: string }> | null;
}

const COLUMNS = `id, source, external_code, enabled, hidden, demo_allowed, blacklist_countries,
  blacklist_currencies, bet_limits`;

const toGame = (row: GameRow): ProviderGame => ({
  id: row.id,
  source: row.source,
  externalCode: row.external_code,
  enabled: row.enabled,
  hidden: row.hidden,
  demoAllowed: row.demo_allowed,
  blacklistCountries: row.blacklist_countries,
  blacklistCurrencies: row.blacklist_currencies,
  betLimits: row.bet_limits ?? {},
});

type Queryable = pg.Pool | pg.PoolClient;

export async function gameById(db: Queryable, id: string): Promise<ProviderGame | undefined> {
  const { rows } = await db.query<GameRow>(`SELECT ${COLUMNS} FROM games WHERE id = $1`, [id]);
  return rows[0] && toGame(rows[0]);
}

/** An aggregator game by its code (the wallet calls name games so). */
export async function gameByCode(db: Queryable, code: string): Promise<ProviderGame | undefined> {
  const { rows } = await db.query<GameRow>(
    `SELECT ${COLUMNS} FROM games WHERE external_code = $1 AND source = 'aggregator'`,
    [code],
  );
  return rows[0] && toGame(rows[0]);
}

/** Enabled by the import and not hidden by an operator: listed and launchable. */
export const isLive = (game: ProviderGame) => game.enabled && !game.hidden;

/** Blacklisted for the player's country or currency, as the catalogue judges it. */
export function isBlacklisted(game: ProviderGame, audience: { country?: string | null; currency?: string }) {
  return (
    (!!audience.country && game.blacklistCountries.includes(audience.country)) ||
    (!!audience.currency && game.blacklistCurrencies.includes(audience.currency))
  );
}

/** The game's stake limits in `currency`, minor units; undefined when it sets none. */
export function stakeLimits(game: ProviderGame, currency: string): { min: bigint; max: bigint } | undefined {
  const limits = game.betLimits[currency];
  if (!limits) return undefined;
  try {
    return { min: BigInt(limits.min), max: BigInt(limits.max) };
  } catch {
    // A malformed entry (the operator's JSON) must not open the game to any stake: nothing is allowed.
    return { min: 1n, max: 0n };
  }
}
