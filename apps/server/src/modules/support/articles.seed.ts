import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CONTENT_LANGUAGES } from '@casino/shared';
import type pg from 'pg';
import { parseArticle } from './markdown.ts';

/** Help articles live as Markdown files `{slug}.{language}.md`, so support staff edit text, not code. */
export const ARTICLES_DIR = fileURLToPath(new URL('../../../content/support/', import.meta.url));

const FILE_NAME = new RegExp(`^([a-z0-9]+(?:-[a-z0-9]+)*)\\.(${CONTENT_LANGUAGES.join('|')})\\.md$`);

export interface ArticleFile {
  slug: string;
  language: string;
  title: string;
  body: string;
}

/** Every article file, in the help centre's order (files are numbered `NN-slug`; the number is dropped). */
export function readArticles(dir = ARTICLES_DIR): ArticleFile[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const match = FILE_NAME.exec(name);
      if (!match?.[1] || !match[2]) return [];
      const parsed = parseArticle(readFileSync(path.join(dir, name), 'utf8'));
      if (!parsed)
        throw new Error(`support article ${name}: expected "# Title", a blank line, then the body`);
      return [{ slug: match[1].replace(/^\d+-/, ''), language: match[2], ...parsed }];
    });
}

/**
 * Upserts the help articles by slug and language. `updated_at` moves only when the text changed, so the
 * page's "updated" date means something. Articles added in the back office are left alone.
 */
export async function seedSupportArticles(pool: pg.Pool, dir = ARTICLES_DIR): Promise<void> {
  for (const article of readArticles(dir)) {
    await pool.query(
      `INSERT INTO support_articles (slug, language, title, body) VALUES ($1, $2, $3, $4)
       ON CONFLICT (slug, language) DO UPDATE SET title = excluded.title, body = excluded.body, updated_at = now()
        WHERE support_articles.title IS DISTINCT FROM excluded.title
           OR support_articles.body IS DISTINCT FROM excluded.body`,
      [article.slug, article.language, article.title, article.body],
    );
  }
}
