import { useCallback, useSyncExternalStore } from 'react';

/**
 * The withdrawal drafts (issue 6 item 5: "the draft survives closing the modal until back is pressed").
 * Kept in sessionStorage so a reload keeps it too; cleared by the machine when back is pressed on
 * fiat-withdraw or crypto-withdraw (SPEC §2.7 back table).
 */
export type WithdrawDraftKind = 'crypto' | 'fiat';

const PREFIX = 'wallet.withdrawDraft.';
const listeners = new Set<() => void>();
/** Snapshots by kind, so `useSyncExternalStore` sees a stable value between writes. */
const cache = new Map<WithdrawDraftKind, { raw: string | null; value: unknown }>();

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

function read<T>(kind: WithdrawDraftKind): T | undefined {
  const raw = storage()?.getItem(PREFIX + kind) ?? null;
  const cached = cache.get(kind);
  if (cached && cached.raw === raw) return cached.value as T | undefined;
  let value: unknown;
  try {
    value = raw === null ? undefined : JSON.parse(raw);
  } catch {
    value = undefined;
  }
  cache.set(kind, { raw, value });
  return value as T | undefined;
}

function emit(): void {
  for (const listener of listeners) listener();
}

export function setWithdrawDraft<T>(kind: WithdrawDraftKind, draft: T | undefined): void {
  const store = storage();
  if (draft === undefined) store?.removeItem(PREFIX + kind);
  else store?.setItem(PREFIX + kind, JSON.stringify(draft));
  emit();
}

export function getWithdrawDraft<T>(kind: WithdrawDraftKind): T | undefined {
  return read<T>(kind);
}

/** Both drafts, or one. Called by the machine's back effect `clear-withdraw-draft`. */
export function clearWithdrawDraft(kind?: WithdrawDraftKind): void {
  const store = storage();
  for (const k of kind ? [kind] : (['crypto', 'fiat'] as const)) store?.removeItem(PREFIX + k);
  emit();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** `const [draft, setDraft] = useWithdrawDraft<MyDraft>('crypto')`; `setDraft(undefined)` forgets it. */
export function useWithdrawDraft<T>(
  kind: WithdrawDraftKind,
): [T | undefined, (draft: T | undefined) => void] {
  const draft = useSyncExternalStore(
    subscribe,
    () => read<T>(kind),
    () => undefined,
  );
  const set = useCallback((next: T | undefined) => setWithdrawDraft(kind, next), [kind]);
  return [draft, set];
}
