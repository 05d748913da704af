import { isLocale, type Locale } from '../../i18n/index.ts';
import { preferredLocale } from '../../lib/locale.ts';

const KEY = 'backoffice.locale';

/** The back office's language: its own saved choice, else the one the player site would pick. */
export function backofficeLocale(): Locale {
  try {
    const saved = localStorage.getItem(KEY) ?? undefined;
    if (isLocale(saved)) return saved;
  } catch {
    // No storage: the browser's language.
  }
  return preferredLocale();
}

export function saveBackofficeLocale(locale: Locale): void {
  try {
    localStorage.setItem(KEY, locale);
  } catch {
    // The choice lasts for this page only.
  }
}
