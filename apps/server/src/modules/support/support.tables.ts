import { sql } from 'drizzle-orm';
import { bigserial, customType, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * Help articles, one row per language. `search` is generated with the language's text-search
 * configuration, so Russian words match their other forms too (PostgreSQL has no Ukrainian stemmer:
 * Ukrainian uses the `simple` configuration and prefix matching).
 */
export const supportArticles = pgTable(
  'support_articles',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    slug: text('slug').notNull(),
    language: text('language').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    search: tsvector('search').generatedAlwaysAs(
      sql`setweight(to_tsvector(CASE language WHEN 'en' THEN 'english'::regconfig WHEN 'ru' THEN 'russian'::regconfig ELSE 'simple'::regconfig END, title), 'A') || setweight(to_tsvector(CASE language WHEN 'en' THEN 'english'::regconfig WHEN 'ru' THEN 'russian'::regconfig ELSE 'simple'::regconfig END, body), 'B')`,
    ),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('support_articles_slug_language_uq').on(t.slug, t.language),
    index('support_articles_search_gin').using('gin', t.search),
  ],
);
export * from './chat.tables.ts';
