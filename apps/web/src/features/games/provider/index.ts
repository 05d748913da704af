/** A studio's game page (loaded on demand by the game route for games of source `aggregator`). */
export { ProviderGame } from './provider-game.tsx';
