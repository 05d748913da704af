import { useParams } from 'react-router';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../../i18n/index.ts';

/** The locale of the current path (`/{locale}/...`). */
export function useLocale(): Locale {
  const { locale } = useParams();
  return isLocale(locale) ? locale : DEFAULT_LOCALE;
}

/** Whether a path is in the sportsbook (`/{locale}/sportsbook...`): the sidebar and search differ there. */
export const isSportsbookPath = (pathname: string): boolean => /^\/[^/]+\/sportsbook(?:\/|$)/.test(pathname);
