import { useSyncExternalStore } from 'react';

/** A CSS media query as state (false where matchMedia is missing, e.g. jsdom). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window === 'undefined' || !window.matchMedia) return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => (typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(query).matches : false),
    () => false,
  );
}

/** Phones get the full-height sheet; wider screens the dialog. */
export const PHONE_QUERY = '(max-width: 639px)';
/**
 * SPEC §2.7 "tablet size" (up to a tablet's width, phones included): the fiat group shows 4 buttons there
 * before its 'other' button, 6 on wider screens.
 */
export const TABLET_QUERY = '(max-width: 1023px)';
