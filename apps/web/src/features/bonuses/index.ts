/**
 * The bonuses feature's public face: other features and the app import from here only. It stays light (it
 * is part of the first load through the locale layout): the pages and the drawer load on demand.
 */
import { lazy } from 'react';

export { BONUSES_KEY, bonusesQueryOptions, useBonuses } from './api/get-bonuses.ts';
export { DepositBonusHint } from './components/deposit-bonus-hint-slot.tsx';
export { BonusDrawerHost } from './drawer/bonus-drawer-host.tsx';
export {
  BONUS_DRAWER_FLAG,
  BONUS_DRAWER_PARAM,
  type BonusDrawerControls,
  requestBonusDrawer,
  useBonusDrawer,
} from './drawer/drawer-store.ts';
export { PROMO_COOKIE, PROMO_PARAM } from './promo/promo-code.ts';
export { PromoHost } from './promo/promo-host.tsx';

export const loadBonusesPage = () => import('./components/bonuses-page.tsx');
export const loadBonusGamesPage = () => import('./components/bonus-games-page.tsx');

/** /{locale}/bonuses (its code loads with the route). */
export const BonusesPage = lazy(() => loadBonusesPage().then((m) => ({ default: m.BonusesPage })));
/** /{locale}/bonuses/{id}/games */
export const BonusGamesPage = lazy(() => loadBonusGamesPage().then((m) => ({ default: m.BonusGamesPage })));
