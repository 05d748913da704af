/** Every namespace of one locale, in one chunk the app loads when the locale is first needed. */
export default import.meta.glob<Record<string, unknown>>('../locales/uk/*.json', {
  eager: true,
  import: 'default',
});
