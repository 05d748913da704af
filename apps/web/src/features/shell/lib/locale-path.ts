import type { Locale } from '../../../i18n/index.ts';
import { withLocale } from '../../../lib/locale.ts';

/**
 * SPEC §2.1: the same page in another language: the locale segment is replaced and everything else (the
 * rest of the path, the query, the hash) is kept. `/en/games/dice?x=1#top` → `/ru/games/dice?x=1#top`.
 */
export function localeSwitchHref(
  location: { pathname: string; search?: string; hash?: string },
  locale: Locale,
): string {
  return `${withLocale(location.pathname, locale)}${location.search ?? ''}${location.hash ?? ''}`;
}
