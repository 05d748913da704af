import { createContext, type ReactNode, useContext } from 'react';

/**
 * What the shell's buttons open but other features draw: the game search modal (lobby), the support modal
 * (support) and the prize wheel (wheel). The app wires them (app/routes/locale-layout.tsx), so the shell
 * imports none of those features; a missing action hides its button rather than leaving it dead.
 */
export interface ShellActions {
  openSearch?: () => void;
  openSupport?: () => void;
  /** Set only while the wheel can be offered (SPEC §2.3: zero deposits and prizes to win). */
  openWheel?: () => void;
}

const ShellActionsContext = createContext<ShellActions>({});

export function ShellActionsProvider({ value, children }: { value: ShellActions; children: ReactNode }) {
  return <ShellActionsContext.Provider value={value}>{children}</ShellActionsContext.Provider>;
}

export const useShellActions = (): ShellActions => useContext(ShellActionsContext);
