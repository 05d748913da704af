import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';

/**
 * Every `locales/{lng}/{namespace}.json` is bundled; a feature adds its own namespace file per locale
 * (e.g. `games.json`) without touching this one. Keys inside a namespace as in SPEC.
 */
const files = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*/*.json', { eager: true });

export const LOCALES = ['en', 'ru', 'uk'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

export const resources: Record<string, Record<string, Record<string, unknown>>> = {};
for (const [path, module] of Object.entries(files)) {
  const match = /\.\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
  if (!match) continue;
  const [, lng = '', ns = ''] = match;
  resources[lng] ??= {};
  (resources[lng] as Record<string, Record<string, unknown>>)[ns] = module.default;
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
});

export { i18n };
