/**
 * The sportsbook feature's public face. It stays tiny, because the shell's bottom bar (part of the first
 * load) reads the bet slip's count from here; the sportsbook routes import the pages inside their own lazy
 * chunk, and the pages' words load with them.
 */
/** The sports with their live and upcoming counts (the sportsbook sidebar's badges). */
export { useSports } from './api/get-sports.ts';
export {
  closeBetSlip,
  openBetSlip,
  useBetSlipCount,
  useBetSlipSheetOpen,
} from './lib/bet-slip-sheet.ts';

/** The pages, for the app's lazy sportsbook routes (the router fetches them beside each route's file). */
export const loadSportsbookPages = () => import('./components/pages.ts');
