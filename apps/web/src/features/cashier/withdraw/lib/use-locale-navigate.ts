import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { isLocale } from '../../../../i18n/index.ts';

/** Navigates to a path under the current locale (`/bonuses` → `/ru/bonuses`); the wallet closes with it. */
export function useLocaleNavigate(): (path: string) => void {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return useCallback(
    (path: string) => {
      const first = pathname.split('/')[1];
      const prefix = isLocale(first) ? `/${first}` : '';
      void navigate(`${prefix}${path === '/' ? '' : path}` || '/');
    },
    [navigate, pathname],
  );
}
