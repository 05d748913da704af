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

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

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

interface GameRow {
  id: string;
  title: string;
  image_url: string;
  label: 'Exclusive' | 'Early Access' | null;
  blacklist_countries: string[];
  blacklist_currencies: string[];
  category: string;
  provider: string;
  rtp: string;
  total?: string;
}

const toView = (row: GameRow): GameView => ({
  id: row.id,
  title: row.title,
  imageUrl: row.image_url,
  blacklists: { countries: row.blacklist_countries, currencies: row.blacklist_currencies },
  label: row.label ? { type: row.label } : null,
  category: row.category,
  provider: row.provider,
  rtp: row.rtp,
});

const ORDER: Record<GamesQuery['sort'], string> = {
  rate: 'g.rate DESC, g.id',
  title: 'g.title, g.id',
  popularity: 'popularity DESC, g.rate DESC, g.id',
  recently: 'g.released_at DESC, g.id',
};

/** Seeds the catalog (idempotent upsert on every start); `rtpOf` is each engine's exact RTP in percent. */
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
                          blacklist_currencies, rate, rtp, released_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
       ON CONFLICT (id) DO UPDATE SET title = excluded.title, search_text = excluded.search_text,
         category = excluded.category, provider = excluded.provider, image_url = excluded.image_url,
         label = excluded.label, blacklist_countries = excluded.blacklist_countries,
         blacklist_currencies = excluded.blacklist_currencies, rate = excluded.rate, rtp = excluded.rtp,
         released_at = excluded.released_at`,
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

export class CatalogService {
  constructor(
    private readonly pool: pg.Pool,
    private readonly clock: () => Date,
  ) {}

  /** SQL condition (with its values from `$start`) hiding games blacklisted for the audience. */
  private visibility(audience: Audience, values: unknown[]): string {
    const conditions = ['g.enabled'];
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
    values.push(new Date(this.clock().getTime() - 7 * DAY_MS));
    const since = `$${values.length}`;
    values.push(query.limit, query.offset);
    const { rows } = await this.pool.query<GameRow>(
      `SELECT g.*, count(*) OVER () AS total,
              (SELECT count(*) FROM game_bets b WHERE b.game_id = g.id AND b.created_at > ${since}) AS popularity
         FROM games g
        WHERE ${where.join(' AND ')}
        ORDER BY ${ORDER[query.sort]}
        LIMIT $${values.length - 1} OFFSET $${values.length}`,
      values,
    );
    const total = rows[0]
      ? Number(rows[0].total)
      : await this.count(where.join(' AND '), values.slice(0, -3));
    return { items: rows.map(toView), meta: { total, offset: query.offset, limit: query.limit } };
  }

  /** An offset past the end still reports the total. */
  private async count(where: string, values: unknown[]): Promise<number> {
    const { rows } = await this.pool.query<{ total: string }>(
      `SELECT count(*) AS total FROM games g WHERE ${where}`,
      values,
    );
    return Number(rows[0]?.total ?? 0);
  }

  /** Games by id, reread at most every few seconds: every bet checks its game, and the catalog rarely changes. */
  private cached: { at: number; games: Map<string, GameRow> } | undefined;
  private static readonly CACHE_MS = 5_000;

  private async gameRows(): Promise<Map<string, GameRow>> {
    const now = Date.now();
    if (!this.cached || now - this.cached.at > CatalogService.CACHE_MS) {
      const { rows } = await this.pool.query<GameRow>('SELECT * FROM games g WHERE g.enabled');
      this.cached = { at: now, games: new Map(rows.map((row) => [row.id, row])) };
    }
    return this.cached.games;
  }

  /** A game the audience may see and play; 404 when unknown or disabled, 403 when blacklisted for them. */
  async playable(id: string, audience: Audience): Promise<GameView> {
    const row = (await this.gameRows()).get(id);
    if (!row) throw notFound();
    const blocked =
      (audience.country !== undefined && row.blacklist_countries.includes(audience.country)) ||
      (audience.currency !== undefined && row.blacklist_currencies.includes(audience.currency));
    if (blocked) throw new AppError(403, 'game_unavailable');
    return toView(row);
  }

  async categories() {
    const { rows } = await this.pool.query<{ slug: string; title: string }>(
      'SELECT slug, title FROM game_categories ORDER BY position',
    );
    return { items: rows.map((r) => ({ id: r.slug, value: r.slug, title: r.title })) };
  }

  async providers() {
    const { rows } = await this.pool.query<{ slug: string; title: string }>(
      'SELECT slug, title FROM game_providers ORDER BY position',
    );
    return { items: rows.map((r) => ({ id: r.slug, value: r.slug, title: r.title })) };
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
    return (await this.gameRows()).get(id)?.title ?? id;
  }
}
