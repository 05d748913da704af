import {
  type ContentLanguage,
  FALLBACK_LANGUAGE,
  SNIPPET_MATCH_END,
  SNIPPET_MATCH_START,
  type SupportArticle,
  type SupportArticleList,
  type SupportArticlesQuery,
} from '@casino/shared';
import type pg from 'pg';
import { notFound } from '../../http/errors.ts';
import { excerpt, plainText } from './markdown.ts';
import { SEARCH_CONFIG, searchWords, tsqueryText } from './search-query.ts';

interface ArticleRow {
  id: string;
  slug: string;
  title: string;
  body: string;
  language: ContentLanguage;
  updated_at: Date;
}

// The markers are control characters, never HTML: the page splits on them and renders text.
const HEADLINE_OPTIONS = [
  `StartSel=${SNIPPET_MATCH_START}`,
  `StopSel=${SNIPPET_MATCH_END}`,
  'MaxWords=25',
  'MinWords=10',
  'MaxFragments=2',
  'FragmentDelimiter=" … "',
].join(', ');

/**
 * The articles a reader of `$1` sees: each article in that language, or in English when it has no
 * translation. `help_order` keeps the seeded order of the help centre; `config` is the row's own
 * text-search configuration, the one its `search` column was built with.
 */
const VISIBLE = `
  visible AS (
    SELECT a.id, a.slug, a.title, a.body, a.language, a.updated_at, a.search,
           min(a.id) OVER (PARTITION BY a.slug) AS help_order,
           bool_or(a.language = $1) OVER (PARTITION BY a.slug) AS translated,
           CASE a.language WHEN 'en' THEN 'english'::regconfig WHEN 'ru' THEN 'russian'::regconfig
                           ELSE 'simple'::regconfig END AS config
      FROM support_articles a
     WHERE a.language IN ($1, 'en')
  ),
  shown AS (SELECT * FROM visible WHERE language = $1 OR NOT translated)`;

/**
 * Rows with any of the words. `$2`/`$3` are the query in the reader's language (all words / any word),
 * `$4`/`$5` the same for English fallbacks, `$6` the reader's configuration: each row is matched with the
 * configuration it was indexed with.
 */
const MATCHES = `
  WITH ${VISIBLE},
  queries AS (
    SELECT to_tsquery($6::regconfig, $2) AS all_words, to_tsquery($6::regconfig, $3) AS any_word,
           to_tsquery('english', $4) AS all_english, to_tsquery('english', $5) AS any_english
  ),
  matches AS (
    SELECT s.*, m.all_words, m.any_word
      FROM shown s CROSS JOIN queries q
     CROSS JOIN LATERAL (
       SELECT CASE WHEN s.language = $1 THEN q.all_words ELSE q.all_english END AS all_words,
              CASE WHEN s.language = $1 THEN q.any_word ELSE q.any_english END AS any_word
     ) m
     WHERE s.search @@ m.any_word
  )`;

export class SupportArticlesService {
  constructor(private readonly pool: pg.Pool) {}

  async list(query: SupportArticlesQuery): Promise<SupportArticleList> {
    const meta = { offset: query.offset, limit: query.limit };
    if (query.search === undefined) {
      const [items, total] = await Promise.all([this.browse(query), this.countShown(query.language)]);
      return { items, meta: { ...meta, total } };
    }
    const words = searchWords(query.search);
    // Only operators or punctuation: nothing to look for.
    if (words.length === 0) return { items: [], meta: { ...meta, total: 0 } };
    const [items, total] = await Promise.all([this.search(query, words), this.countMatches(query, words)]);
    return { items, meta: { ...meta, total } };
  }

  /** The article in the language asked for, else in English; 404 when neither exists. */
  async get(slug: string, language: ContentLanguage): Promise<SupportArticle> {
    const { rows } = await this.pool.query<ArticleRow>(
      `SELECT id, slug, title, body, language, updated_at FROM support_articles
        WHERE slug = $1 AND language IN ($2, $3) ORDER BY language = $2 DESC LIMIT 1`,
      [slug, language, FALLBACK_LANGUAGE],
    );
    const row = rows[0];
    if (!row) throw notFound();
    return {
      id: row.id,
      slug: row.slug,
      title: row.title,
      body: row.body,
      language: row.language,
      updatedAt: row.updated_at.toISOString(),
    };
  }

  private async countShown(language: ContentLanguage) {
    const { rows } = await this.pool.query<{ total: number }>(
      `WITH ${VISIBLE} SELECT count(*)::int AS total FROM shown`,
      [language],
    );
    return rows[0]?.total ?? 0;
  }

  /** No search yet: the help centre's articles in order, each with its opening as the snippet. */
  private async browse(query: SupportArticlesQuery) {
    const { rows } = await this.pool.query<ArticleRow>(
      `WITH ${VISIBLE}
       SELECT id, slug, title, body, language FROM shown ORDER BY help_order, slug LIMIT $2 OFFSET $3`,
      [query.language, query.limit, query.offset],
    );
    return rows.map((row) => ({
      id: row.id,
      slug: row.slug,
      title: row.title,
      snippet: excerpt(plainText(row.body)),
      language: row.language,
    }));
  }

  private searchValues(query: SupportArticlesQuery, words: string[]) {
    return [
      query.language,
      tsqueryText(words, query.language),
      tsqueryText(words, query.language, true),
      tsqueryText(words, FALLBACK_LANGUAGE),
      tsqueryText(words, FALLBACK_LANGUAGE, true),
      SEARCH_CONFIG[query.language],
    ];
  }

  /**
   * Articles with every word come first, then those with some of them: a question ("how long does a
   * withdrawal take") rarely has all its words in one article. Within each, by relevance.
   */
  private async search(query: SupportArticlesQuery, words: string[]) {
    const { rows } = await this.pool.query<ArticleRow & { snippet: string }>(
      `${MATCHES}
       SELECT id, slug, title, language, ts_headline(config, body, any_word, $7) AS snippet
         FROM matches
        ORDER BY search @@ all_words DESC, ts_rank(search, any_word) DESC, help_order, slug
        LIMIT $8 OFFSET $9`,
      [...this.searchValues(query, words), HEADLINE_OPTIONS, query.limit, query.offset],
    );
    return rows.map((row) => ({
      id: row.id,
      slug: row.slug,
      title: row.title,
      snippet: plainText(row.snippet),
      language: row.language,
    }));
  }

  private async countMatches(query: SupportArticlesQuery, words: string[]) {
    const { rows } = await this.pool.query<{ total: number }>(
      `${MATCHES} SELECT count(*)::int AS total FROM matches`,
      this.searchValues(query, words),
    );
    return rows[0]?.total ?? 0;
  }
}
