import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from '../i18n/index.ts';

const LOCALE_KEY = 'casino.locale';

export function savedLocale(): Locale | null {
  try {
    const value = localStorage.getItem(LOCALE_KEY) ?? undefined;
    return isLocale(value) ? value : null;
  } catch {
    return null;
  }
}

export function saveLocale(locale: Locale): void {
  try {
    localStorage.setItem(LOCALE_KEY, locale);
  } catch {
    // Without storage the choice lasts for this page only.
  }
}

/** The saved locale, else the browser's first supported language, else English. */
export function preferredLocale(
  languages: readonly string[] = globalThis.navigator?.languages ?? [],
): Locale {
  const saved = savedLocale();
  if (saved) return saved;
  for (const language of languages) {
    const code = language.toLowerCase().split('-')[0];
    if (isLocale(code)) return code;
  }
  return DEFAULT_LOCALE;
}

/** The same path in another locale: `/en/games/dice` → `/ru/games/dice`. */
export function withLocale(pathname: string, locale: Locale): string {
  const segments = pathname.split('/');
  if (isLocale(segments[1])) segments[1] = locale;
  else segments.splice(1, 0, locale);
  return segments.join('/').replace(/\/$/, '') || `/${locale}`;
}

export { LOCALES };
