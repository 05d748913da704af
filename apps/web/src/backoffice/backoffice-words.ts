import { i18n, type Locale, loadLocale } from '../i18n/index.ts';

/**
 * The `backoffice` namespace, one chunk per locale, loaded here: the casino's i18n (its English namespace
 * table and the ru/uk bundles) leaves it out, so neither a player's first load nor their language download
 * carries staff words.
 */
const words = import.meta.glob<Record<string, unknown>>('../i18n/locales/*/backoffice.json', {
  import: 'default',
});

/** The back office's words and the site's in `locale`, then the switch (nothing renders keys meanwhile). */
export async function switchBackofficeLocale(locale: Locale): Promise<void> {
  const load = words[`../i18n/locales/${locale}/backoffice.json`];
  if (load) i18n.addResourceBundle(locale, 'backoffice', await load());
  await loadLocale(locale);
  if (i18n.language !== locale) await i18n.changeLanguage(locale);
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}
