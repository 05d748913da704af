import { useCallback } from 'react';
import { useLocation } from 'react-router';
import type { Locale } from '../../../i18n/index.ts';
import { useTranslation } from '../../../i18n/index.ts';
import { saveLocale } from '../../../lib/locale.ts';
import { isMiniApp } from '../../../lib/mini-app.ts';
import { toast } from '../../../lib/toast.ts';
import { useViewer } from '../../auth/index.ts';
import { useSaveLanguage } from '../api/save-language.ts';
import { localeSwitchHref } from './locale-path.ts';

/**
 * SPEC §4.8: changing the language replaces the locale in the path (the link's href) and, for a signed-in
 * player only, saves it with PATCH /api/v1/me. This browser remembers it either way (the `/` redirect).
 */
export function useSwitchLanguage() {
  const { t } = useTranslation('shell');
  const location = useLocation();
  const { viewer } = useViewer();
  const save = useSaveLanguage();
  const hrefFor = useCallback((locale: Locale) => localeSwitchHref(location, locale), [location]);

  /** Call from the link's click; true when it took over the navigation (the mini-app reload). */
  const switchTo = useCallback(
    (locale: Locale): boolean => {
      saveLocale(locale);
      if (viewer && viewer.language !== locale)
        save.mutate(locale, { onError: () => toast.error(t('language.saveError')) });
      // SPEC §4.8: inside the mini-app the page is reloaded under the new prefix.
      if (isMiniApp()) {
        window.location.assign(localeSwitchHref(window.location, locale));
        return true;
      }
      return false;
    },
    [viewer, save, t],
  );
  return { hrefFor, switchTo, isSaving: save.isPending };
}
