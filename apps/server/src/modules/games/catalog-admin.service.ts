import type { AggregatorGame } from '@casino/shared';
import type pg from 'pg';
import { type Tx, withTx } from '../../db/tx.ts';
import { AppError, notFound, validationFailed } from '../../http/errors.ts';
import { type CatalogService, escapeLike, searchKey } from './catalog.service.ts';
import type { AdminGamesQuery, AdminGameView, GamePatch } from './catalog-admin.schemas.ts';
import { type ImportResult, importAggregatorGamesTx } from './catalog-import.ts';

/** The audit log's entry for a catalogue change (backoffice's writeAudit, injected: games does not import it). */
export interface CatalogAuditEntry {
  operatorId: bigint;
  action: 'game.update' | 'game.order' | 'game.import';
  subjectType: 'game';
  subjectId: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}
export type CatalogAudit = (tx: Tx, entry: CatalogAuditEntry, at: Date) => Promise<void>;

export interface CatalogAdmin {
  list(
    query: AdminGamesQuery,
  ): Promise<{ items: AdminGameView[]; meta: { total: number; offset: number; limit: number } }>;
  get(id: string): Promise<AdminGameView>;
  update(operatorId: bigint, id: string, patch: GamePatch): Promise<AdminGameView>;
  /** Puts `ids` first, in that order: their rates become the highest, descending. */
  order(operatorId: bigint, ids: string[]): Promise<{ ids: string[] }>;
  /**
   * Asks the aggregator for its list and imports it: 503 provider_unavailable when it cannot answer, 409
   * when this deployment has no aggregator.
   */
  importFromProvider(operatorId: bigint): Promise<ImportResult>;
}

interface AdminRow {
  id: string;
  title: string;
  image_url: string;
  category: string;
  provider: string;
  source: 'original' | 'aggregator';
  external_code: string | null;
  label: 'Exclusive' | 'Early Access' | null;
  rate: number;
  rtp: string;
  volatility: 'low' | 'medium' | 'high' | null;
  released_at: Date;
  enabled: boolean;
  hidden: boolean;
  demo_allowed: boolean;
  blacklist_countries: string[];
  blacklist_currencies: string[];
  bet_limits: Record<string, { min: string; max: string }>;
  edited: string[];
  updated_at: Date;
}

const SELECT = `SELECT g.*, coalesce(e.fields, '{}') AS edited
  FROM games g LEFT JOIN game_operator_edits e ON e.game_id = g.id`;

const toAdminView = (row: AdminRow): AdminGameView => ({
  id: row.id,
  title: row.title,
  imageUrl: row.image_url,
  category: row.category,
  provider: row.provider,
  source: row.source,
  externalCode: row.external_code,
  label: row.label,
  rate: row.rate,
  rtp: row.rtp,
  volatility: row.volatility,
  releasedAt: row.released_at.toISOString(),
  enabled: row.enabled,
  hidden: row.hidden,
  demoAllowed: row.demo_allowed,
  blacklists: { countries: row.blacklist_countries, currencies: row.blacklist_currencies },
  betLimits: row.bet_limits,
  operatorEdited: row.edited,
  updatedAt: row.updated_at.toISOString(),
});

/** PATCH fields and their columns. */
const COLUMNS = {
  title: 'title',
  rate: 'rate',
  label: 'label',
  category: 'category',
  hidden: 'hidden',
  blacklistCountries: 'blacklist_countries',
  blacklistCurrencies: 'blacklist_currencies',
  betLimits: 'bet_limits',
  demoAllowed: 'demo_allowed',
} as const satisfies Record<keyof GamePatch, string>;

/** What the audit shows of a game: the fields an operator can change. */
const auditedFields = (view: AdminGameView, fields: Array<keyof GamePatch>) => {
  const all: Record<keyof GamePatch, unknown> = {
    title: view.title,
    rate: view.rate,
    label: view.label,
    category: view.category,
    hidden: view.hidden,
    blacklistCountries: view.blacklists.countries,
    blacklistCurrencies: view.blacklists.currencies,
    betLimits: view.betLimits,
    demoAllowed: view.demoAllowed,
  };
  return Object.fromEntries(fields.map((field) => [field, all[field]]));
};

/**
 * The operators' catalogue: list, read, edit, order and import, each change in one transaction with its
 * audit row. A change drops the catalogue's cached rows so this process serves it on the next request
 * (other copies within their 5 s cache).
 */
export function createCatalogAdmin(deps: {
  pool: pg.Pool;
  catalog: CatalogService;
  clock: () => Date;
  audit: CatalogAudit;
  /** The aggregator's game list (its client's listGames); absent when GAME_AGGREGATOR=off. */
  listProviderGames?: (() => Promise<AggregatorGame[]>) | undefined;
}): CatalogAdmin {
  const { pool, catalog, clock, audit } = deps;

  const read = async (db: pg.Pool | pg.PoolClient, id: string, lock = false) => {
    const { rows } = await db.query<AdminRow>(`${SELECT} WHERE g.id = $1${lock ? ' FOR UPDATE OF g' : ''}`, [
      id,
    ]);
    return rows[0];
  };

  return {
    async list(query) {
      const values: unknown[] = [];
      const where: string[] = [];
      const add = (condition: (p: string) => string, value: unknown) => {
        values.push(value);
        where.push(condition(`$${values.length}`));
      };
      const search = query.search ? searchKey(query.search) : '';
      if (search) add((p) => `(g.search_text LIKE ${p} OR g.id LIKE ${p})`, `%${escapeLike(search)}%`);
      if (query.provider) add((p) => `g.provider = ${p}`, query.provider);
      if (query.category) add((p) => `g.category = ${p}`, query.category);
      if (query.source) add((p) => `g.source = ${p}`, query.source);
      if (query.hidden !== undefined) add((p) => `g.hidden = ${p}`, query.hidden);
      if (query.enabled !== undefined) add((p) => `g.enabled = ${p}`, query.enabled);
      const filter = where.length > 0 ? `WHERE ${where.join(' AND ')}` : '';
      const [page, count] = await Promise.all([
        pool.query<AdminRow>(
          `${SELECT} ${filter} ORDER BY g.rate DESC NULLS LAST, g.id
           LIMIT $${values.length + 1} OFFSET $${values.length + 2}`,
          [...values, query.limit, query.offset],
        ),
        pool.query<{ total: number }>(`SELECT count(*)::int AS total FROM games g ${filter}`, values),
      ]);
      return {
        items: page.rows.map(toAdminView),
        meta: { total: count.rows[0]?.total ?? 0, offset: query.offset, limit: query.limit },
      };
    },

    async get(id) {
      const row = await read(pool, id);
      if (!row) throw notFound();
      return toAdminView(row);
    },

    async update(operatorId, id, patch) {
      const fields = (Object.keys(patch) as Array<keyof GamePatch>).filter((f) => patch[f] !== undefined);
      const after = await withTx(pool, async (tx) => {
        const db = tx.client;
        const row = await read(db, id, true);
        if (!row) throw notFound();
        const before = toAdminView(row);
        if (patch.category !== undefined) {
          const { rowCount } = await db.query('SELECT 1 FROM game_categories WHERE slug = $1', [
            patch.category,
          ]);
          if (!rowCount)
            throw validationFailed([{ field: 'category', message: 'Validation.invalid_format' }]);
        }
        const values: unknown[] = [id, clock()];
        const sets = ['updated_at = $2'];
        for (const field of fields) {
          const value = patch[field];
          values.push(field === 'betLimits' ? JSON.stringify(value) : value);
          sets.push(`${COLUMNS[field]} = $${values.length}`);
        }
        if (patch.title !== undefined) {
          // Search finds the game by its new title (and still by its studio).
          const { rows } = await db.query<{ title: string }>(
            'SELECT title FROM game_providers WHERE slug = $1',
            [row.provider],
          );
          values.push(`${searchKey(patch.title)} ${searchKey(rows[0]?.title ?? '')}`);
          sets.push(`search_text = $${values.length}`);
        }
        await db.query(`UPDATE games SET ${sets.join(', ')} WHERE id = $1`, values);
        await db.query(
          `INSERT INTO game_operator_edits (game_id, fields) VALUES ($1, $2)
           ON CONFLICT (game_id) DO UPDATE SET fields = ARRAY(
             SELECT DISTINCT unnest(game_operator_edits.fields || excluded.fields) ORDER BY 1)`,
          [id, fields],
        );
        const updated = await read(db, id);
        if (!updated) throw notFound();
        const afterView = toAdminView(updated);
        await audit(
          tx,
          {
            operatorId,
            action: 'game.update',
            subjectType: 'game',
            subjectId: id,
            before: auditedFields(before, fields),
            after: auditedFields(afterView, fields),
          },
          clock(),
        );
        return afterView;
      });
      catalog.invalidate();
      return after;
    },

    async order(operatorId, ids) {
      await withTx(pool, async (tx) => {
        const db = tx.client;
        const { rows } = await db.query<{ id: string; rate: number }>(
          'SELECT id, rate FROM games WHERE id = ANY ($1) ORDER BY id FOR UPDATE',
          [ids],
        );
        const known = new Set(rows.map((r) => r.id));
        const unknown = ids.find((id) => !known.has(id));
        if (unknown !== undefined)
          throw validationFailed([
            { field: 'ids', message: 'Validation.invalid_format', params: { id: unknown } },
          ]);
        // Above every game not in the list, so the list leads sort=rate; the last one listed is just above.
        const { rows: top } = await db.query<{ max: number | null }>(
          'SELECT max(rate) AS max FROM games WHERE id <> ALL ($1)',
          [ids],
        );
        const base = top[0]?.max ?? 0;
        const rates = ids.map((_, i) => base + ids.length - i);
        if ((rates[0] ?? 0) > 2_147_483_647)
          throw new AppError(400, 'validation_error', { rule: 'rate_range' });
        await db.query(
          `UPDATE games g SET rate = o.rate, updated_at = $3
             FROM unnest($1::text[], $2::int[]) AS o(id, rate) WHERE g.id = o.id`,
          [ids, rates, clock()],
        );
        await db.query(
          `INSERT INTO game_operator_edits (game_id, fields) SELECT id, '{rate}' FROM unnest($1::text[]) AS id
           ON CONFLICT (game_id) DO UPDATE SET fields = ARRAY(
             SELECT DISTINCT unnest(game_operator_edits.fields || '{rate}'::text[]) ORDER BY 1)`,
          [ids],
        );
        const before = Object.fromEntries(rows.map((r) => [r.id, r.rate]));
        await audit(
          tx,
          {
            operatorId,
            action: 'game.order',
            subjectType: 'game',
            subjectId: 'order',
            before: { rates: before },
            // The order itself as a list: the rates object's keys come back sorted from jsonb.
            after: { ids, rates: Object.fromEntries(ids.map((id, i) => [id, rates[i]])) },
          },
          clock(),
        );
      });
      catalog.invalidate();
      return { ids };
    },

    async importFromProvider(operatorId) {
      const listGames = deps.listProviderGames;
      // No aggregator in this deployment (GAME_AGGREGATOR=off): nothing to retry, unlike one that is down.
      if (!listGames) throw new AppError(409, 'conflict', { reason: 'aggregator_off' });
      // Outside any transaction: an outside service is never awaited while we hold a connection.
      let games: AggregatorGame[];
      try {
        games = await listGames();
      } catch {
        throw new AppError(503, 'provider_unavailable');
      }
      const result = await withTx(pool, async (tx) => {
        const imported = await importAggregatorGamesTx(tx, games, clock());
        await audit(
          tx,
          {
            operatorId,
            action: 'game.import',
            subjectType: 'game',
            subjectId: 'aggregator',
            before: null,
            after: { ...imported, listed: games.length },
          },
          clock(),
        );
        return imported;
      });
      catalog.invalidate();
      return result;
    },
  };
}
