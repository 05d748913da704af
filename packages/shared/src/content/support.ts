import { z } from 'zod';
import {
  contentLanguage,
  contentLanguageQuery,
  contentListMeta,
  contentPageQuery,
  contentSlug,
} from './languages.ts';

/** SPEC §5.6 and §9: support search needs 3+ characters, is debounced 300 ms and pages by 30. */
export const SUPPORT_SEARCH_MIN_LENGTH = 3;
export const SUPPORT_SEARCH_DEBOUNCE_MS = 300;
export const SUPPORT_PAGE_SIZE = 30;
/** Longer than any question a player types; anything longer is refused before it reaches the database. */
export const SUPPORT_SEARCH_MAX_LENGTH = 100;

/**
 * GET /api/v1/support/articles?search&offset&limit&language. Without `search` the articles are listed in
 * the help centre's order; with it they are ranked by relevance.
 */
export const supportArticlesQuery = z.strictObject({
  search: z
    .string({ error: 'Validation.invalid_format' })
    .max(SUPPORT_SEARCH_MAX_LENGTH, { error: 'Validation.invalid_format' })
    .trim()
    .min(SUPPORT_SEARCH_MIN_LENGTH, { error: 'Validation.invalid_format' })
    .optional(),
  language: contentLanguageQuery,
  ...contentPageQuery(SUPPORT_PAGE_SIZE, SUPPORT_PAGE_SIZE),
});
export type SupportArticlesQuery = z.infer<typeof supportArticlesQuery>;

/** GET /api/v1/support/articles/{slug}?language */
export const supportArticleParams = z.strictObject({ slug: contentSlug });
export const supportArticleQuery = z.strictObject({ language: contentLanguageQuery });

/**
 * Matched words in `snippet` are wrapped in these control characters (never HTML): split with
 * `snippetParts` and render the parts as text.
 */
export const SNIPPET_MATCH_START = '\u0002';
export const SNIPPET_MATCH_END = '\u0003';

export const supportArticleView = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  /** Plain text around the matches (the article's opening when not searching). */
  snippet: z.string(),
  /** The language served: the one asked for, or English when the article has no translation. */
  language: contentLanguage,
});
export type SupportArticleView = z.infer<typeof supportArticleView>;

export const supportArticleList = z.object({ items: z.array(supportArticleView), meta: contentListMeta });
export type SupportArticleList = z.infer<typeof supportArticleList>;

export const supportArticle = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  /** Markdown: paragraphs, `- ` lists and `**bold**`. */
  body: z.string(),
  language: contentLanguage,
  updatedAt: z.string(),
});
export type SupportArticle = z.infer<typeof supportArticle>;

/** Splits a snippet into plain and matched runs; the markers never reach the page. */
export function snippetParts(snippet: string): Array<{ text: string; match: boolean }> {
  const parts: Array<{ text: string; match: boolean }> = [];
  let match = false;
  let text = '';
  const flush = () => {
    if (text) parts.push({ text, match });
    text = '';
  };
  for (const char of snippet) {
    if (char === SNIPPET_MATCH_START || char === SNIPPET_MATCH_END) {
      flush();
      match = char === SNIPPET_MATCH_START;
    } else text += char;
  }
  flush();
  return parts;
}
