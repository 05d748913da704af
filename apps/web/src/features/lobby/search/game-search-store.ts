import { createOpenFlag, type OpenFlagControls } from '../../shell/index.ts';

/**
 * Whether the game search is open: the sidebar, the header and the lobby open it from anywhere, and one
 * host (GameSearchHost, inside the router) shows it.
 */
const flag = createOpenFlag();

export type GameSearchControls = OpenFlagControls;

/** `useGameSearch().open()` shows the game search modal. */
export const useGameSearch: () => GameSearchControls = flag.useOpenFlag;
