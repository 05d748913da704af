/**
 * Every English namespace but the back office's, for the component tests (i18n/index.ts loads it in test
 * mode only); the back office's words load with its route, in tests too (backoffice/backoffice-words.ts).
 */
export default import.meta.glob<Record<string, unknown>>(
  ['../locales/en/*.json', '!../locales/en/backoffice.json'],
  {
    eager: true,
    import: 'default',
  },
);
