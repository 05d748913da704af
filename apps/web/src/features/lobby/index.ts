/** The lobby feature's public face: the home, the catalog pages, game tiles and the game search. */

export { prefetchLobbyHome } from './api/prefetch-lobby-home.ts';
export { CatalogPage } from './components/catalog-page.tsx';
export { FavoriteButton } from './components/favorite-button.tsx';
export { FavoritesPage } from './components/favorites-page.tsx';
export { GameGrid } from './components/game-grid.tsx';
export { GameTile } from './components/game-tile.tsx';
export { LobbyHome } from './components/lobby-home.tsx';
export { rememberPlayed } from './lib/recently-played.ts';
export { GameSearchButton } from './search/game-search-button.tsx';
export { GameSearchHost, preloadGameSearch } from './search/game-search-host.tsx';
export { type GameSearchControls, useGameSearch } from './search/game-search-store.ts';
