import { createContext, type ReactNode, useContext } from 'react';

/**
 * What the page around a game adds to its title bar (the favorites heart: the lobby's, which the games
 * feature does not import). The game route provides it; a game rendered alone (tests) has none.
 */
const GamePageActions = createContext<ReactNode>(null);

export function GamePageActionsProvider({ actions, children }: { actions: ReactNode; children: ReactNode }) {
  return <GamePageActions.Provider value={actions}>{children}</GamePageActions.Provider>;
}

export const useGamePageActions = () => useContext(GamePageActions);
