import type { ContentLanguage } from '@casino/shared';

/** A question longer than this is a paste, not a search; the extra words add nothing to the ranking. */
const MAX_WORDS = 12;

/** The text-search configuration each language's articles are indexed with (as support_articles.search). */
export const SEARCH_CONFIG: Record<ContentLanguage, 'english' | 'russian' | 'simple'> = {
  en: 'english',
  ru: 'russian',
  // PostgreSQL ships no Ukrainian stemmer.
  uk: 'simple',
};

/**
 * The words of what the player typed: letters (with their combining marks) and digits only, so nothing
 * the player types can act as a tsquery operator (& | ! : * ( ) < > ').
 */
export function searchWords(search: string): string[] {
  return search
    .normalize('NFC')
    .toLowerCase()
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, MAX_WORDS);
}

/**
 * tsquery text for `to_tsquery(config, …)`. The last word is still being typed, so it matches as a prefix
 * ("withdr" finds "withdrawal"); without a stemmer (`simple`) every word does, so "виведення" also finds
 * "виведенню". `any` joins with OR: a question's words are rarely all in one article.
 */
export function tsqueryText(words: readonly string[], language: ContentLanguage, any = false): string {
  const prefixAll = SEARCH_CONFIG[language] === 'simple';
  return words
    .map((word, index) => (prefixAll || index === words.length - 1 ? `${word}:*` : word))
    .join(any ? ' | ' : ' & ');
}
