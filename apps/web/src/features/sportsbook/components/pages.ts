/** Every sportsbook page in one chunk, loaded with the sportsbook's routes. */
export { EventPage } from './event-page.tsx';
export { FavoritesPage } from './favorites-page.tsx';
export { MyBetsPage } from './my-bets-page.tsx';
export { SportPage } from './sport-page.tsx';
export { SportsbookHome } from './sportsbook-home.tsx';
export { SportsbookLayout } from './sportsbook-layout.tsx';
