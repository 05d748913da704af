export { useGameInfo } from './api/get-games.ts';
export { useLastBets } from './api/get-last-bets.ts';
export { verifyHref, verifyParams } from './lib/verify-link.ts';
export { gameComponent } from './registry.tsx';
