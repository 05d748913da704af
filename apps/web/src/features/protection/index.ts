/**
 * The player-protection feature's public face (issue 20). The app mounts the host on every page: it is all
 * of this feature in the first load, and loads the rest only for a player with a reality check or an
 * exclusion. The page comes with its route.
 */
export { ProtectionHost } from './components/protection-host.tsx';
export { ResponsibleGamingPage } from './components/responsible-gaming-page.tsx';
