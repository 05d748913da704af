import { useEffect } from 'react';
import { Link } from 'react-router';
import { LOCALES, type Locale, preloadOtherLocales, useTranslation } from '../../../i18n/index.ts';
import { cn } from '../../../lib/cn.ts';
import { useLanguages } from '../api/get-languages.ts';
import { useLocale } from '../lib/use-locale.ts';
import { useSwitchLanguage } from '../lib/use-switch-language.ts';
import { Flag } from './flag.tsx';

/** Shown until GET /api/v1/languages answers (and if it fails): the locales this build ships. */
const BUILT_IN: ReadonlyArray<{ code: Locale; title: string; icon: string }> = LOCALES.map((code) => ({
  code,
  title: { en: 'English', ru: 'Русский', uk: 'Українська' }[code],
  icon: `/icons/flags/${code}.svg`,
}));

export function useLanguageOptions() {
  const query = useLanguages();
  return query.data && query.data.length > 0 ? query.data : BUILT_IN;
}

/** The languages as links to the same page in each; the current one is marked. */
export function LanguageList({ onPick, className }: { onPick?: () => void; className?: string }) {
  const { t } = useTranslation('shell');
  const current = useLocale();
  const options = useLanguageOptions();
  const { hrefFor, switchTo } = useSwitchLanguage();
  // The list is on screen: a pick is likely, so its language's words are fetched now.
  useEffect(() => preloadOtherLocales(current), [current]);
  return (
    <ul className={cn('flex flex-col gap-0.5', className)} aria-label={t('language.label')}>
      {options.map((language) => {
        const active = language.code === current;
        return (
          <li key={language.code}>
            <Link
              to={hrefFor(language.code)}
              hrefLang={language.code}
              lang={language.code}
              aria-current={active ? 'true' : undefined}
              onClick={(event) => {
                if (switchTo(language.code)) event.preventDefault();
                onPick?.();
              }}
              className={cn(
                'flex min-h-11 items-center gap-3 rounded-control px-3 text-sm font-semibold transition',
                active ? 'bg-raised text-ink' : 'text-muted hover:bg-raised/70 hover:text-ink',
              )}
            >
              <Flag src={language.icon} />
              <span className="flex-1">{language.title}</span>
              <span className="text-xs font-bold uppercase text-faint">{language.code}</span>
              {active && (
                <svg viewBox="0 0 24 24" className="size-4 text-success" aria-hidden="true">
                  <path
                    d="m5 12 5 5 9-10"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2.4"
                    strokeLinecap="round"
                    strokeLinejoin="round"
                  />
                </svg>
              )}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
