export { useGame } from './api/get-game.ts';
export { useGameInfo } from './api/get-games.ts';
export { useLastBets } from './api/get-last-bets.ts';
export { GameNotice } from './components/game-notice.tsx';
export { GamePageActionsProvider } from './components/game-page-actions.tsx';
export { GameSkeleton, ProviderGameSkeleton } from './components/game-skeleton.tsx';
export { verifyHref, verifyParams } from './lib/verify-link.ts';
export { gameComponent, preloadGame } from './registry.tsx';
