/**
 * Every namespace of one locale, in one chunk the app loads when the locale is first needed; but the back
 * office's, which only staff read: it loads with the /backoffice route (backoffice/backoffice-words.ts).
 */
export default import.meta.glob<Record<string, unknown>>(
  ['../locales/ru/*.json', '!../locales/ru/backoffice.json'],
  {
    eager: true,
    import: 'default',
  },
);
