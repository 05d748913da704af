export { useGameInfo } from './api/get-games.ts';
export { useLastBets } from './api/get-last-bets.ts';
export { GameSkeleton } from './components/game-skeleton.tsx';
export { verifyHref, verifyParams } from './lib/verify-link.ts';
export { gameComponent, preloadGame } from './registry.tsx';
