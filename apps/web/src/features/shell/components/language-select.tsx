import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { isLocale, LOCALES, type Locale } from '../../../i18n/index.ts';
import { saveLocale, withLocale } from '../../../lib/locale.ts';

const NAMES: Record<Locale, string> = { en: 'English', ru: 'Русский', uk: 'Українська' };

/** Replaces the locale segment of the path (SPEC §2.1); the choice is remembered in this browser. */
export function LanguageSelect() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <label className="relative flex h-10 items-center">
      <span className="sr-only">{t('shell.language')}</span>
      <svg
        viewBox="0 0 24 24"
        className="pointer-events-none absolute left-2.5 size-4 text-muted"
        aria-hidden="true"
      >
        <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="1.8" />
        <path
          d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3z"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
        />
      </svg>
      <select
        value={i18n.language}
        onChange={(event) => {
          const next = event.target.value;
          if (!isLocale(next)) return;
          saveLocale(next);
          void navigate(`${withLocale(location.pathname, next)}${location.search}${location.hash}`);
        }}
        className="h-10 cursor-pointer appearance-none rounded-control border border-line bg-sunken pl-8 pr-7 text-sm font-bold uppercase text-muted hover:text-ink"
      >
        {LOCALES.map((code) => (
          <option key={code} value={code} lang={code} title={NAMES[code]}>
            {code.toUpperCase()}
          </option>
        ))}
      </select>
      <svg
        viewBox="0 0 12 12"
        className="pointer-events-none absolute right-2.5 size-3 text-muted"
        aria-hidden="true"
      >
        <path d="M2 4l4 4 4-4" stroke="currentColor" strokeWidth="1.6" fill="none" strokeLinecap="round" />
      </svg>
    </label>
  );
}
