import { i18n, LOCALES, type Locale, useTranslation } from '../../i18n/index.ts';
import { switchBackofficeLocale } from '../backoffice-words.ts';
import { saveBackofficeLocale } from './backoffice-locale.ts';

const NAMES: Record<Locale, string> = { en: 'English', ru: 'Русский', uk: 'Українська' };

/** The back office's own language (kept apart from the player site's choice on this browser). */
export function LanguageSelect() {
  const { t } = useTranslation('backoffice');
  return (
    <label className="flex items-center gap-2 text-xs font-semibold uppercase tracking-wide text-muted">
      <span className="sr-only lg:not-sr-only">{t('shell.language')}</span>
      <select
        value={i18n.language}
        onChange={(event) => {
          const locale = event.target.value as Locale;
          saveBackofficeLocale(locale);
          void switchBackofficeLocale(locale);
        }}
        className="min-h-9 rounded-lg border border-line bg-sunken px-2 text-sm font-semibold normal-case tracking-normal text-ink touch:min-h-11"
      >
        {LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {NAMES[locale]}
          </option>
        ))}
      </select>
    </label>
  );
}
