import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import { SignInDialog } from './sign-in-dialog.tsx';

export type SignInTab = 'login' | 'register';

interface SignInContextValue {
  openSignIn: (tab?: SignInTab) => void;
  closeSignIn: () => void;
}

const SignInContext = createContext<SignInContextValue | null>(null);

/** Holds the sign-in dialog; anything below opens it with `useSignIn().openSignIn()` (SPEC §6: a 401). */
export function SignInProvider({ children }: { children: ReactNode }) {
  const [tab, setTab] = useState<SignInTab | null>(null);
  const openSignIn = useCallback((next: SignInTab = 'login') => setTab(next), []);
  const closeSignIn = useCallback(() => setTab(null), []);
  const value = useMemo(() => ({ openSignIn, closeSignIn }), [openSignIn, closeSignIn]);
  return (
    <SignInContext.Provider value={value}>
      {children}
      {tab && <SignInDialog tab={tab} onTabChange={setTab} onClose={closeSignIn} />}
    </SignInContext.Provider>
  );
}

const outside: SignInContextValue = { openSignIn: () => {}, closeSignIn: () => {} };

export function useSignIn(): SignInContextValue {
  return useContext(SignInContext) ?? outside;
}
