import { useLocation, useNavigate } from 'react-router';
import { useMiniAppBack } from '../../../lib/mini-app-controls.ts';
import { useLocale } from '../lib/use-locale.ts';

/**
 * In the mini-app, Telegram's BackButton stands for the browser's back the app lacks there: off the home
 * page it returns to the previous page of this visit, or home when the visit started here.
 */
export function MiniAppPageBack() {
  const location = useLocation();
  const navigate = useNavigate();
  const locale = useLocale();
  const home = location.pathname.replace(/\/+$/, '') === `/${locale}`;
  useMiniAppBack(
    home ? null : () => void (location.key === 'default' ? navigate(`/${locale}`) : navigate(-1)),
    0,
  );
  return null;
}
