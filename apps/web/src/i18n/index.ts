import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';

/**
 * Every `locales/{lng}/{namespace}.json` ships; a feature adds its own namespace file per locale (e.g.
 * `games.json`) without touching this one. Keys inside a namespace as in SPEC.
 *
 * The app loads a locale's files (one chunk per locale, `bundles/{lng}.ts`) when a page first needs them:
 * the `/:locale` route waits for `loadLocale` before it renders, so a visitor downloads one language, not
 * three. Component tests (vitest) get every locale up front, as before.
 */
export const LOCALES = ['en', 'ru', 'uk'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

type Namespaces = Record<string, Record<string, unknown>>;
type BundleModule = { default: Record<string, Record<string, unknown>> };

const loaders: Record<Locale, () => Promise<BundleModule>> = {
  en: () => import('./bundles/en.ts'),
  ru: () => import('./bundles/ru.ts'),
  uk: () => import('./bundles/uk.ts'),
};
// Statically false in a build, so the bundler drops these eager imports there.
const eager: Record<string, BundleModule> =
  import.meta.env.MODE === 'test' ? import.meta.glob<BundleModule>('./bundles/*.ts', { eager: true }) : {};

/** The loaded translations, by locale and namespace. */
export const resources: Record<string, Namespaces> = {};

function byNamespace(files: BundleModule['default']): Namespaces {
  const namespaces: Namespaces = {};
  for (const [path, keys] of Object.entries(files)) {
    const ns = /\/([^/]+)\.json$/.exec(path)?.[1];
    if (ns) namespaces[ns] = keys;
  }
  return namespaces;
}

for (const [path, module] of Object.entries(eager)) {
  const lng = /\/([^/]+)\.ts$/.exec(path)?.[1];
  if (lng) resources[lng] = byNamespace(module.default);
}

export function isLocale(value: string | undefined): value is Locale {
  return (LOCALES as readonly string[]).includes(value ?? '');
}

void i18n.use(initReactI18next).init({
  resources,
  lng: DEFAULT_LOCALE,
  fallbackLng: DEFAULT_LOCALE,
  defaultNS: 'common',
  ns: Object.keys(resources[DEFAULT_LOCALE] ?? {}),
  interpolation: { escapeValue: false },
  returnNull: false,
  // Resources arrive through loadLocale; nothing for react-i18next to suspend on.
  partialBundledLanguages: true,
  react: { useSuspense: false },
});

const pending = new Map<Locale, Promise<void>>();

/** Loads a locale's translations once (a no-op when they are there); resolves when i18next has them. */
export function loadLocale(locale: Locale): Promise<void> {
  if (resources[locale]) return Promise.resolve();
  let loading = pending.get(locale);
  if (!loading) {
    loading = loaders[locale]()
      .then((module) => {
        const namespaces = byNamespace(module.default);
        resources[locale] = namespaces;
        for (const [ns, keys] of Object.entries(namespaces))
          i18n.addResourceBundle(locale, ns, keys, true, true);
      })
      .catch((error: unknown) => {
        pending.delete(locale);
        throw error;
      });
    pending.set(locale, loading);
  }
  return loading;
}

/**
 * After the first page: the other locales in the background, so a language switch (and a toast written in
 * the new language before the page changes) finds its words.
 */
export function preloadOtherLocales(current: Locale): void {
  const later = (globalThis as { requestIdleCallback?: (callback: () => void) => void }).requestIdleCallback;
  const run = () => {
    for (const locale of LOCALES) if (locale !== current) void loadLocale(locale).catch(() => {});
  };
  if (later) later(run);
  else setTimeout(run, 2000);
}

export { i18n };
