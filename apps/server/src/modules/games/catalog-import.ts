import { type AggregatorGame, aggregatorGame } from '@casino/shared';
import type pg from 'pg';
import { type Tx, withTx } from '../../db/tx.ts';
import { operatorEdited, searchKey } from './catalog.service.ts';

export interface ImportResult {
  added: number;
  updated: number;
  /** Aggregator games no longer in the provider's list, now disabled. */
  disabled: number;
  /** Codes not imported: one of our originals has that id, or the entry was malformed or repeated. */
  skipped: Array<{ code: string; reason: 'original_id' | 'invalid' | 'duplicate' }>;
}

/** Games per upsert statement: one round trip per few hundred games, not one per game. */
const BATCH = 500;

/** A category slug the aggregator sends that we do not have yet gets a title from its words. */
const titleOfSlug = (slug: string) => {
  const words = slug.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/**
 * Brings the catalogue in line with the aggregator's list (POST {aggregator}/v1/games) in one transaction:
 * studios become providers, unknown categories are added, games are upserted as source 'aggregator' with
 * id = external_code = the game code, and aggregator games missing from the list are disabled.
 *
 * The import owns `enabled` and the feed's facts (art, RTP, volatility, release date, studio). It never
 * writes what operators own: hidden, rate, label, blacklists and bet limits are only set by the insert's
 * defaults; title, category and demo-allowed follow the feed until an operator edits them
 * (game_operator_edits), then keep the operator's value. A code equal to an original's id is skipped.
 */
export async function importAggregatorGames(
  pool: pg.Pool,
  games: AggregatorGame[],
  clock: () => Date,
): Promise<ImportResult> {
  return withTx(pool, (tx) => importAggregatorGamesTx(tx, games, clock()));
}

export async function importAggregatorGamesTx(
  tx: Tx,
  games: readonly unknown[],
  now: Date,
): Promise<ImportResult> {
  const db = tx.client;
  // Two imports at once would each disable the other's additions: one at a time.
  await db.query(`SELECT pg_advisory_xact_lock(hashtext('games:aggregator-import'))`);
  const skipped: ImportResult['skipped'] = [];
  const byCode = new Map<string, AggregatorGame>();
  for (const entry of games) {
    const parsed = aggregatorGame.safeParse(entry);
    if (!parsed.success) {
      const code = (entry as { code?: unknown } | null)?.code;
      skipped.push({ code: typeof code === 'string' ? code.slice(0, 64) : '', reason: 'invalid' });
    } else if (byCode.has(parsed.data.code)) skipped.push({ code: parsed.data.code, reason: 'duplicate' });
    else byCode.set(parsed.data.code, parsed.data);
  }

  const { rows: existing } = await db.query<{ id: string; source: string; title: string; edited: boolean }>(
    `SELECT id, source, title, ${operatorEdited('title', 'games')} AS edited FROM games WHERE id = ANY ($1)`,
    [[...byCode.keys()]],
  );
  const known = new Map(existing.map((row) => [row.id, row]));
  for (const [code, row] of known) {
    if (row.source === 'original') {
      skipped.push({ code, reason: 'original_id' });
      byCode.delete(code);
    }
  }
  const incoming = [...byCode.values()];

  const studios = new Map(incoming.map((g) => [g.studio.code, g.studio.title]));
  await db.query(
    `INSERT INTO game_providers (slug, title, position)
     SELECT s.slug, s.title, (SELECT coalesce(max(position), 0) FROM game_providers) + s.n
       FROM unnest($1::text[], $2::text[]) WITH ORDINALITY AS s(slug, title, n)
     ON CONFLICT (slug) DO UPDATE SET title = excluded.title WHERE game_providers.title <> excluded.title`,
    [[...studios.keys()], [...studios.values()]],
  );
  const categories = [...new Set(incoming.map((g) => g.category))];
  await db.query(
    `INSERT INTO game_categories (slug, title, position)
     SELECT c.slug, c.title, (SELECT coalesce(max(position), 0) FROM game_categories) + c.n
       FROM unnest($1::text[], $2::text[]) WITH ORDINALITY AS c(slug, title, n)
     ON CONFLICT (slug) DO NOTHING`,
    [categories, categories.map(titleOfSlug)],
  );

  let added = 0;
  let updated = 0;
  for (let start = 0; start < incoming.length; start += BATCH) {
    const batch = incoming.slice(start, start + BATCH);
    // An operator's title stays, and search keeps finding the game by it.
    const titles = batch.map((g) => {
      const row = known.get(g.code);
      return row?.edited ? row.title : g.title;
    });
    const { rows } = await db.query<{ inserted: boolean }>(
      `INSERT INTO games AS g (id, external_code, title, search_text, category, provider, image_url, rtp,
                               volatility, released_at, demo_allowed, source, enabled, updated_at)
       SELECT u.code, u.code, u.title, u.search_text, u.category, u.provider, u.image_url, u.rtp, u.volatility,
              u.released_at, u.demo, 'aggregator', true, $12
         FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[],
                     $8::text[], $9::timestamptz[], $10::boolean[], $11::int[])
              AS u(code, title, search_text, category, provider, image_url, rtp, volatility, released_at, demo, n)
        ORDER BY u.n
       ON CONFLICT (id) DO UPDATE SET
         title = excluded.title,
         search_text = excluded.search_text,
         category = CASE WHEN ${operatorEdited('category', 'g')} THEN g.category ELSE excluded.category END,
         demo_allowed = CASE WHEN ${operatorEdited('demoAllowed', 'g')} THEN g.demo_allowed
                             ELSE excluded.demo_allowed END,
         provider = excluded.provider, image_url = excluded.image_url, rtp = excluded.rtp,
         volatility = excluded.volatility, released_at = excluded.released_at, external_code = excluded.external_code,
         enabled = true, updated_at = excluded.updated_at
       WHERE g.source = 'aggregator'
         AND (g.title, g.search_text, g.category, g.demo_allowed, g.provider, g.image_url, g.rtp, g.volatility,
              g.released_at, g.enabled)
             IS DISTINCT FROM
             (excluded.title, excluded.search_text,
              CASE WHEN ${operatorEdited('category', 'g')} THEN g.category ELSE excluded.category END,
              CASE WHEN ${operatorEdited('demoAllowed', 'g')} THEN g.demo_allowed ELSE excluded.demo_allowed END,
              excluded.provider, excluded.image_url, excluded.rtp, excluded.volatility, excluded.released_at, true)
       RETURNING (xmax = 0) AS inserted`,
      [
        batch.map((g) => g.code),
        titles,
        batch.map((g, i) => `${searchKey(titles[i] ?? g.title)} ${searchKey(g.studio.title)}`),
        batch.map((g) => g.category),
        batch.map((g) => g.studio.code),
        batch.map((g) => g.imageUrl),
        batch.map((g) => g.rtp),
        batch.map((g) => g.volatility),
        batch.map((g) => new Date(g.releasedAt)),
        batch.map((g) => g.demo),
        batch.map((_, i) => i),
        now,
      ],
    );
    for (const row of rows) {
      if (row.inserted) added += 1;
      else updated += 1;
    }
  }

  const { rowCount } = await db.query(
    `UPDATE games SET enabled = false, updated_at = $2
      WHERE source = 'aggregator' AND enabled AND id <> ALL ($1::text[])`,
    [incoming.map((g) => g.code), now],
  );
  if (added + updated > 0) {
    // New rows wait in the trigram index's pending list, and until it is merged (by autovacuum, later) the
    // planner prices a search as a scan of every pending entry and reads the whole table instead.
    await db.query(`SELECT gin_clean_pending_list('games_search_trgm_idx'::regclass)`);
    // Fresh statistics at once (a first import multiplies the table), not at autovacuum's next pass.
    if (added > 0) await db.query('ANALYZE games');
  }
  return { added, updated, disabled: rowCount ?? 0, skipped };
}
