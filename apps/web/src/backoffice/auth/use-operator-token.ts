import { useSyncExternalStore } from 'react';
import { getOperatorToken, onOperatorTokenChange } from '../api/admin-client.ts';

/** The operator's session token; follows sign-in, sign-out and a 401 from the server. */
export function useOperatorToken(): string | null {
  return useSyncExternalStore(onOperatorTokenChange, getOperatorToken, () => null);
}
