import { useMemo } from 'react';
import { useTranslation } from '../../../i18n/index.ts';
import type { TFunction } from '../../../i18n/translator.ts';

/**
 * The card's words: `twoFactor.*` of the profile namespace, which the profile route loads anyway (a
 * namespace of its own would add its loader to the lobby's first load, and that is at its budget).
 */
export function useWords() {
  const { t, i18n } = useTranslation('profile');
  const words = useMemo<TFunction>(() => (key, options) => t(`twoFactor.${key}`, options), [t]);
  return { t: words, i18n };
}
