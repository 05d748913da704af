import type { GameView } from '@casino/shared';
import type pg from 'pg';
import { AppError, notFound } from '../../http/errors.ts';
import { ART_VERSION, CATALOG, GAME_CATEGORIES, GAME_PROVIDERS } from './catalog.config.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The catalog's release dates count back from this day, so every start seeds the same dates. */
const CATALOG_EPOCH = Date.UTC(2026, 10, 1);

/** Lower case without accents: "Pharaoh’s Gold" and "pharaohs gold" find the same game. */
export function searchKey(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').replace(/[’'`]/g, '').toLowerCase().trim();
}

export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Who is looking: blacklisted games are neither listed nor playable for them. */
export interface Audience {
  userId?: bigint;
  country?: string;
  currency?: string;
}

export interface GamesQuery {
  sort: 'rate' | 'title' | 'popularity' | 'recently';
  limit: number;
  offset: number;
  search?: string;
  category?: string;
  provider?: string;
}

/** Stake limits of one game in one currency, minor units (operator-set `bet_limits`). */
export interface GameBetLimits {
  min: bigint;
  max: bigint;
}

/** Bets per game since a moment: the catalogue's popularity adds up every source (game_bets, which holds provider rounds too). */
export type PopularitySource = (since: Date) => Promise<Array<{ gameId: string; bets: number }>>;

export interface GameRow {
  id: string;
  title: string;
  image_url: string;
  label: 'Exclusive' | 'Early Access' | null;
  blacklist_countries: string[];
  blacklist_currencies: string[];
  category: string;
  provider: string;
  rtp: string;
  source: 'original' | 'aggregator';
  volatility: 'low' | 'medium' | 'high' | null;
  demo_allowed: boolean;
  bet_limits: Record<string, { min: string; max: string }>;
  enabled: boolean;
  hidden: boolean;
}

/** GameView as the catalogue always fills it: the contract's optional fields are always present here. */
export type CatalogGameView = GameView & Required<Pick<GameView, 'source' | 'volatility' | 'demoAllowed'>>;

export const toView = (row: GameRow): CatalogGameView => ({
  id: row.id,
  title: row.title,
  imageUrl: row.image_url,
  blacklists: { countries: row.blacklist_countries, currencies: row.blacklist_currencies },
  label: row.label ? { type: row.label } : null,
  category: row.category,
  provider: row.provider,
  rtp: row.rtp,
  source: row.source,
  volatility: row.volatility,
  demoAllowed: row.demo_allowed,
});

const VIEW_COLUMNS = `g.id, g.title, g.image_url, g.label, g.blacklist_countries, g.blacklist_currencies, g.category,
  g.provider, g.rtp, g.source, g.volatility, g.demo_allowed`;

// `NULLS LAST` as games_rate_idx has it: with the default (NULLS FIRST) the planner could not read the index.
const RATE = 'g.rate DESC NULLS LAST, g.id';
const ORDER: Record<GamesQuery['sort'], string> = {
  rate: RATE,
  title: 'g.title, g.id',
  popularity: `coalesce(p.bets, 0) DESC, ${RATE}`,
  recently: 'g.released_at DESC, g.id',
};

/** Popularity counts the bets of this many days. */
export const POPULARITY_DAYS = 7;
/** How often the popularity figures are recounted (every copy; each recount is one idempotent upsert). */
export const POPULARITY_REFRESH_MS = 60_000;

/** SQL: whether an operator set `field` on the game `games.id` by hand (catalog.tables.ts game_operator_edits). */
export const operatorEdited = (field: string, table = 'games') =>
  `EXISTS (SELECT 1 FROM game_operator_edits e WHERE e.game_id = ${table}.id AND '${field}' = ANY (e.fields))`;
const unlessEdited = (column: string, field: string) =>
  `${column} = CASE WHEN ${operatorEdited(field)} THEN games.${column} ELSE excluded.${column} END`;

/**
 * Seeds the catalog (idempotent upsert on every start); `rtpOf` is each engine's exact RTP in percent.
 * What an operator changed by hand (title, category, label, rate, blacklists) is kept.
 */
export async function seedGameCatalog(pool: pg.Pool, rtpOf: (id: string) => number): Promise<void> {
  for (const [position, c] of GAME_CATEGORIES.entries()) {
    await pool.query(
      `INSERT INTO game_categories (slug, title, position) VALUES ($1, $2, $3)
       ON CONFLICT (slug) DO UPDATE SET title = excluded.title, position = excluded.position`,
      [c.slug, c.title, position],
    );
  }
  for (const [position, p] of GAME_PROVIDERS.entries()) {
    await pool.query(
      `INSERT INTO game_providers (slug, title, position) VALUES ($1, $2, $3)
       ON CONFLICT (slug) DO UPDATE SET title = excluded.title, position = excluded.position`,
      [p.slug, p.title, position],
    );
  }
  for (const game of CATALOG) {
    const providerTitle = GAME_PROVIDERS.find((p) => p.slug === game.provider)?.title ?? '';
    await pool.query(
      `INSERT INTO games (id, title, search_text, category, provider, image_url, label, blacklist_countries,
                          blacklist_currencies, rate, rtp, released_at, source)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, 'original')
       ON CONFLICT (id) DO UPDATE SET ${unlessEdited('title', 'title')},
         ${unlessEdited('search_text', 'title')}, ${unlessEdited('category', 'category')},
         provider = excluded.provider, image_url = excluded.image_url, ${unlessEdited('label', 'label')},
         ${unlessEdited('blacklist_countries', 'blacklistCountries')},
         ${unlessEdited('blacklist_currencies', 'blacklistCurrencies')}, ${unlessEdited('rate', 'rate')},
         rtp = excluded.rtp, released_at = excluded.released_at, source = 'original', external_code = NULL,
         enabled = true`,
      [
        game.id,
        game.title,
        `${searchKey(game.title)} ${searchKey(providerTitle)}`,
        game.category,
        game.provider,
        `/api/v2/games/${game.id}/image.svg?v=${ART_VERSION}`,
        game.label ?? null,
        game.blacklistCountries ?? [],
        game.blacklistCurrencies ?? [],
        game.rate,
        rtpOf(game.id).toFixed(2),
        new Date(CATALOG_EPOCH - game.releasedDaysAgo * DAY_MS),
      ],
    );
  }
}

/** Ids checked at most this often from the database: every bet checks its game, and the catalog rarely changes. */
const ROW_CACHE_MS = 5_000;
/** Unknown ids are cached too; past this many entries the cache starts over (hostile ids cannot grow it). */
const ROW_CACHE_MAX = 20_000;

export class CatalogService {
  private readonly popularitySources: PopularitySource[] = [];
  private popularityTimer: NodeJS.Timeout | undefined;
  private popularityRun: Promise<void> | undefined;

  constructor(
    private readonly pool: pg.Pool,
    private readonly clock: () => Date,
  ) {
    this.popularitySources.push(async (since) => {
      const { rows } = await this.pool.query<{ game_id: string; bets: string }>(
        'SELECT game_id, count(*) AS bets FROM game_bets WHERE created_at > $1 GROUP BY game_id',
        [since],
      );
      return rows.map((r) => ({ gameId: r.game_id, bets: Number(r.bets) }));
    });
  }

  /** SQL condition (its values appended to `values`) for what the audience may see: enabled, not hidden, not blacklisted. */
  private visibility(audience: Audience, values: unknown[]): string {
    const conditions = ['g.enabled', 'NOT g.hidden'];
    if (audience.country) {
      values.push(audience.country);
      conditions.push(`NOT ($${values.length} = ANY (g.blacklist_countries))`);
    }
    if (audience.currency) {
      values.push(audience.currency);
      conditions.push(`NOT ($${values.length} = ANY (g.blacklist_currencies))`);
    }
    return conditions.join(' AND ');
  }

  /**
   * SPEC §7 GET /api/v2/games. The page reads an index in the sort's order where there is one (rate) and
   * the trigram index for a search of 3+ characters; the total is a separate count of the same filter.
   */
  async list(query: GamesQuery, audience: Audience) {
    const values: unknown[] = [];
    const where = [this.visibility(audience, values)];
    const search = query.search ? searchKey(query.search) : '';
    if (search) {
      values.push(`%${escapeLike(search)}%`);
      where.push(`g.search_text LIKE $${values.length}`);
    }
    if (query.category) {
      values.push(query.category);
      where.push(`g.category = $${values.length}`);
    }
    if (query.provider) {
      values.push(query.provider);
      where.push(`g.provider = $${values.length}`);
    }
    const filter = where.join(' AND ');
    const popularity = query.sort === 'popularity' ? 'LEFT JOIN game_popularity p ON p.game_id = g.id' : '';
    const [page, count] = await Promise.all([
      this.pool.query<GameRow>(
        `SELECT ${VIEW_COLUMNS} FROM games g ${popularity}
          WHERE ${filter}
          ORDER BY ${ORDER[query.sort]}
          LIMIT $${values.length + 1} OFFSET $${values.length + 2}`,
        [...values, query.limit, query.offset],
      ),
      this.pool.query<{ total: number }>(
        `SELECT count(*)::int AS total FROM games g WHERE ${filter}`,
        values,
      ),
    ]);
    return {
      items: page.rows.map(toView),
      meta: { total: count.rows[0]?.total ?? 0, offset: query.offset, limit: query.limit },
    };
  }

  /** Another source of bets kept outside game_bets counts toward popularity too. */
  addPopularitySource(source: PopularitySource): void {
    this.popularitySources.push(source);
  }

  /**
   * Recounts each game's bets of the last POPULARITY_DAYS into game_popularity (one upsert; rows whose
   * figure did not change are not rewritten). sort=popularity reads that table, never game_bets.
   */
  async refreshPopularity(): Promise<void> {
    const now = this.clock();
    const since = new Date(now.getTime() - POPULARITY_DAYS * DAY_MS);
    const totals = new Map<string, number>();
    for (const source of this.popularitySources) {
      for (const { gameId, bets } of await source(since))
        totals.set(gameId, (totals.get(gameId) ?? 0) + bets);
    }
    await this.pool.query(
      `WITH counted AS (
         SELECT c.game_id, c.bets FROM unnest($1::text[], $2::bigint[]) AS c(game_id, bets)
           JOIN games g ON g.id = c.game_id
       ),
       gone AS (
         UPDATE game_popularity p SET bets = 0, refreshed_at = $3
          WHERE p.bets <> 0 AND NOT EXISTS (SELECT 1 FROM counted c WHERE c.game_id = p.game_id)
       )
       INSERT INTO game_popularity (game_id, bets, refreshed_at) SELECT game_id, bets, $3 FROM counted
       ON CONFLICT (game_id) DO UPDATE SET bets = excluded.bets, refreshed_at = excluded.refreshed_at
        WHERE game_popularity.bets <> excluded.bets`,
      [[...totals.keys()], [...totals.values()], now],
    );
  }

  /**
   * Recounts popularity now and every POPULARITY_REFRESH_MS (the games plugin starts it when the server
   * listens; tests call refreshPopularity). A recount still running is not started twice.
   */
  startPopularityJob(onError: (error: unknown) => void): void {
    if (this.popularityTimer) return;
    const run = () => {
      if (this.popularityRun) return;
      this.popularityRun = this.refreshPopularity()
        .catch(onError)
        .finally(() => {
          this.popularityRun = undefined;
        });
    };
    run();
    this.popularityTimer = setInterval(run, POPULARITY_REFRESH_MS);
    this.popularityTimer.unref();
  }

  async stopPopularityJob(): Promise<void> {
    clearInterval(this.popularityTimer);
    this.popularityTimer = undefined;
    await this.popularityRun;
  }

  private rows = new Map<string, { at: number; row: GameRow | undefined }>();

  /** One game's row, reread at most every ROW_CACHE_MS; `invalidate` drops them at once. */
  private async row(id: string): Promise<GameRow | undefined> {
    const now = Date.now();
    const cached = this.rows.get(id);
    if (cached && now - cached.at <= ROW_CACHE_MS) return cached.row;
    const { rows } = await this.pool.query<GameRow>('SELECT * FROM games WHERE id = $1', [id]);
    if (this.rows.size >= ROW_CACHE_MAX) this.rows.clear();
    this.rows.set(id, { at: now, row: rows[0] });
    return rows[0];
  }

  /** Forgets cached games: an operator's change or an import shows on the next request in this process. */
  invalidate(): void {
    this.rows.clear();
  }

  /** A game the audience may see and play; 404 when unknown, disabled or hidden, 403 when blacklisted for them. */
  async playable(id: string, audience: Audience): Promise<CatalogGameView> {
    const row = await this.row(id);
    if (!row?.enabled || row.hidden) throw notFound();
    const blocked =
      (audience.country !== undefined && row.blacklist_countries.includes(audience.country)) ||
      (audience.currency !== undefined && row.blacklist_currencies.includes(audience.currency));
    if (blocked) throw new AppError(403, 'game_unavailable');
    return toView(row);
  }

  /**
   * The operator's stake limits of a game in a currency, minor units; null when none are set for it (the
   * caller's defaults apply) or the game is unknown.
   */
  async gameBetLimits(id: string, currency: string): Promise<GameBetLimits | null> {
    const limits = (await this.row(id))?.bet_limits;
    const entry = limits && Object.hasOwn(limits, currency) ? limits[currency] : undefined;
    return entry ? { min: BigInt(entry.min), max: BigInt(entry.max) } : null;
  }

  /** Categories with at least one game the audience may see, with how many. */
  async categories(audience: Audience = {}) {
    return this.filterList('game_categories', 'category', audience);
  }

  /** Providers (studios) with at least one game the audience may see, with how many. */
  async providers(audience: Audience = {}) {
    return this.filterList('game_providers', 'provider', audience);
  }

  private async filterList(table: 'game_categories' | 'game_providers', column: string, audience: Audience) {
    const values: unknown[] = [];
    const { rows } = await this.pool.query<{ slug: string; title: string; count: number }>(
      `SELECT f.slug, f.title, count(*)::int AS count
         FROM ${table} f JOIN games g ON g.${column} = f.slug
        WHERE ${this.visibility(audience, values)}
        GROUP BY f.slug
        ORDER BY f.position, f.slug`,
      values,
    );
    return { items: rows.map((r) => ({ id: r.slug, value: r.slug, title: r.title, count: r.count })) };
  }

  async favorites(userId: bigint, audience: Audience) {
    const values: unknown[] = [userId.toString()];
    const { rows } = await this.pool.query<{ id: string }>(
      `SELECT g.id FROM game_favorites f JOIN games g ON g.id = f.game_id
        WHERE f.user_id = $1 AND ${this.visibility(audience, values)} ORDER BY f.created_at DESC`,
      values,
    );
    return { items: rows.map((r) => ({ id: r.id })) };
  }

  async addFavorite(userId: bigint, id: string, audience: Audience): Promise<void> {
    await this.playable(id, audience);
    await this.pool.query(
      'INSERT INTO game_favorites (user_id, game_id) VALUES ($1, $2) ON CONFLICT DO NOTHING',
      [userId.toString(), id],
    );
  }

  async removeFavorite(userId: bigint, id: string): Promise<void> {
    await this.pool.query('DELETE FROM game_favorites WHERE user_id = $1 AND game_id = $2', [
      userId.toString(),
      id,
    ]);
  }

  async title(id: string): Promise<string> {
    return (await this.row(id))?.title ?? id;
  }
}
