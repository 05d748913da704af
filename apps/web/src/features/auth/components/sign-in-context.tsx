import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { isMiniApp } from '../../../lib/mini-app.ts';

export type SignInTab = 'login' | 'register';

export interface OpenSignInOptions {
  /** Runs once the player has signed in or registered (a protected link continues to where it led). */
  onSuccess?: () => void;
}

interface SignInContextValue {
  openSignIn: (tab?: SignInTab, options?: OpenSignInOptions) => void;
  closeSignIn: () => void;
}

// The form (react-hook-form, the zod schemas) is not part of the lobby's first load: it is fetched once
// the page is idle, or when the dialog first opens, whichever comes first.
const loadDialog = () => import('./sign-in-dialog.tsx');
const SignInDialog = lazy(() => loadDialog().then((m) => ({ default: m.SignInDialog })));
const PRELOAD_AFTER_MS = 3000;

const SignInContext = createContext<SignInContextValue | null>(null);

/** Holds the sign-in dialog; anything below opens it with `useSignIn().openSignIn()` (SPEC §6: a 401). */
export function SignInProvider({ children }: { children: ReactNode }) {
  const [tab, setTab] = useState<SignInTab | null>(null);
  const onSuccess = useRef<(() => void) | undefined>(undefined);
  const openSignIn = useCallback((next: SignInTab = 'login', options: OpenSignInOptions = {}) => {
    // The mini-app signs in with Telegram's init data as it starts: its players never see the form.
    if (isMiniApp()) return;
    onSuccess.current = options.onSuccess;
    setTab(next);
  }, []);
  const closeSignIn = useCallback(() => {
    onSuccess.current = undefined;
    setTab(null);
  }, []);
  const signedIn = useCallback(() => {
    const next = onSuccess.current;
    onSuccess.current = undefined;
    setTab(null);
    next?.();
  }, []);
  const value = useMemo(() => ({ openSignIn, closeSignIn }), [openSignIn, closeSignIn]);
  useEffect(() => {
    if (isMiniApp()) return;
    const timer = setTimeout(() => void loadDialog().catch(() => {}), PRELOAD_AFTER_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <SignInContext.Provider value={value}>
      {children}
      {tab && (
        <Suspense fallback={null}>
          <SignInDialog tab={tab} onTabChange={setTab} onClose={closeSignIn} onSignedIn={signedIn} />
        </Suspense>
      )}
    </SignInContext.Provider>
  );
}

const outside: SignInContextValue = { openSignIn: () => {}, closeSignIn: () => {} };

export function useSignIn(): SignInContextValue {
  return useContext(SignInContext) ?? outside;
}
