import { use, useMemo, useSyncExternalStore } from 'react';
import type { TFunction, Translator } from './translator.ts';

/**
 * `useTranslation(ns)` for a translator: `t` bound to the current language and these namespaces (the first
 * is the default, the others are searched after it). A component whose namespaces are still on their way
 * suspends (its Suspense fallback shows) rather than render keys; it renders again on a language change.
 */
export function bindUseTranslation(translator: Translator, defaultNamespace: string) {
  return function useTranslation(namespaces?: string | readonly string[]): {
    t: TFunction;
    i18n: Translator;
  } {
    const list = namespaces === undefined ? [defaultNamespace] : ([] as string[]).concat(namespaces);
    const revision = useSyncExternalStore(
      translator.subscribe,
      translator.getRevision,
      translator.getRevision,
    );
    const waiting = translator.pending(list);
    if (waiting) use(waiting);
    const id = list.join(',');
    // biome-ignore lint/correctness/useExhaustiveDependencies: a new t on a language change (revision), as react-i18next gives.
    const t = useMemo(() => translator.getFixedT(null, id.split(',')), [id, revision]);
    return { t, i18n: translator };
  };
}
