import { bindUseTranslation } from './react.ts';
import { type Keys, Translator } from './translator.ts';

/**
 * Every `locales/{lng}/{namespace}.json` ships; a feature adds its own namespace file per locale (e.g.
 * `games.json`) without touching this one. Keys inside a namespace as in SPEC.
 *
 * English, the default language, needs no request before an /en page's first paint: the namespaces the
 * first screen uses (the shell, the lobby, the overlays, the footer's links; `FIRST_SCREEN` below) are part
 * of the main bundle. The other English namespaces (the wallet's, the games', the profile's...) are one
 * small chunk each, fetched when a component first asks for one: `useTranslation` suspends that component
 * until it is there (it is lazy itself, behind a Suspense fallback). A component of the first screen that
 * starts using another namespace adds it to `FIRST_SCREEN`.
 *
 * The other locales load on demand (one chunk per locale, `bundles/{lng}.ts`): the `/:locale` route waits
 * for `loadLocale` before it renders a /ru or /uk page, so a visitor downloads at most one more language.
 * Component tests (vitest) get every locale up front, as before.
 */
export const LOCALES = ['en', 'ru', 'uk'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

type Namespaces = Record<string, Record<string, unknown>>;
type BundleModule = { default: Record<string, Record<string, unknown>> };

/** Every locale but English. */
const loaders: Partial<Record<Locale, () => Promise<BundleModule>>> = {
  ru: () => import('./bundles/ru.ts'),
  uk: () => import('./bundles/uk.ts'),
};
/** English namespaces of the first screen: in the main bundle. */
const englishFirstScreen = import.meta.glob<Record<string, unknown>>(
  './locales/en/{common,shell,lobby,overlays,partners,policies,wheel}.json',
  { eager: true, import: 'default' },
);
/** The other English namespaces, one chunk each. */
const englishLater = import.meta.glob<Record<string, unknown>>(
  [
    './locales/en/*.json',
    '!./locales/en/{common,shell,lobby,overlays,partners,policies,wheel}.json',
    // Staff only: the /backoffice route loads its words itself (backoffice/backoffice-words.ts).
    '!./locales/en/backoffice.json',
  ],
  { import: 'default' },
);
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

resources[DEFAULT_LOCALE] = byNamespace(englishFirstScreen);
for (const [path, module] of Object.entries(eager)) {
  const lng = /\/([^/]+)\.ts$/.exec(path)?.[1];
  if (lng) resources[lng] = byNamespace(module.default);
}

export function isLocale(value: string | undefined): value is Locale {
  return (LOCALES as readonly string[]).includes(value ?? '');
}

/** One namespace of one language: English's from its own chunk, another locale's from its bundle. */
function loadNamespace(language: string, namespace: string): Promise<Keys> {
  if (language === DEFAULT_LOCALE)
    return (
      englishLater[`./locales/en/${namespace}.json`]?.() ??
      Promise.resolve(resources[DEFAULT_LOCALE]?.[namespace] ?? {})
    );
  if (isLocale(language)) return loadLocale(language).then(() => resources[language]?.[namespace] ?? {});
  return Promise.resolve({});
}

const DEFAULT_NAMESPACE = 'common';

export const i18n = new Translator(
  {
    language: DEFAULT_LOCALE,
    fallbackLanguage: DEFAULT_LOCALE,
    defaultNamespace: DEFAULT_NAMESPACE,
    load: loadNamespace,
  },
  resources,
);

export const useTranslation = bindUseTranslation(i18n, DEFAULT_NAMESPACE);

/** Fetches namespaces ahead of the component that needs them (a route's chunk and its words in parallel). */
export function loadNamespaces(...namespaces: string[]): Promise<void> {
  return i18n.loadNamespaces(namespaces);
}

const pending = new Map<Locale, Promise<void>>();

/** Loads a locale's translations once (a no-op when they are there); resolves when the translator has them. */
export function loadLocale(locale: Locale): Promise<void> {
  const load = loaders[locale];
  if (resources[locale] || !load) return Promise.resolve();
  let loading = pending.get(locale);
  if (!loading) {
    loading = load()
      .then((module) => {
        for (const [ns, keys] of Object.entries(byNamespace(module.default)))
          i18n.addResourceBundle(locale, ns, keys);
      })
      .catch((error: unknown) => {
        pending.delete(locale);
        throw error;
      });
    pending.set(locale, loading);
  }
  return loading;
}

/** The other locales in the background (errors are retried by the next `loadLocale`). */
export function preloadOtherLocales(current: Locale): void {
  for (const locale of LOCALES) if (locale !== current) void loadLocale(locale).catch(() => {});
}

const PRELOAD_AFTER_MS = 5000;

/**
 * Well after the first page (so the first screen's requests and Lighthouse's paint metrics have the
 * network to themselves): the other locales, so a language switch finds its words without a wait. Opening
 * the language list preloads them earlier (`preloadOtherLocales`).
 */
export function preloadOtherLocalesLater(current: Locale): void {
  const idle = (globalThis as { requestIdleCallback?: (callback: () => void) => void }).requestIdleCallback;
  setTimeout(
    () => (idle ? idle(() => preloadOtherLocales(current)) : preloadOtherLocales(current)),
    PRELOAD_AFTER_MS,
  );
}
