import { useSyncExternalStore } from 'react';

/** The player's bearer token, kept in localStorage so a reload stays signed in. */
const TOKEN_KEY = 'casino.token';
type Listener = (token: string | null) => void;
const listeners = new Set<Listener>();

export function getToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

export function setToken(token: string | null): void {
  try {
    if (token) localStorage.setItem(TOKEN_KEY, token);
    else localStorage.removeItem(TOKEN_KEY);
  } catch {
    // Private mode without storage: the session lasts for this page only.
  }
  for (const listener of listeners) listener(token);
}

/** Called when the token changes (sign-in, sign-out, a 401 from the server). */
export function onTokenChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether a token is held now (a session, though the server may yet refuse it); follows sign-in and out. */
export function useHasToken(): boolean {
  return useSyncExternalStore(onTokenChange, () => getToken() !== null);
}
