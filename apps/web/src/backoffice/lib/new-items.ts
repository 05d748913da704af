import { useCallback, useEffect, useSyncExternalStore } from 'react';

/**
 * Which queue items arrived since the cashier last looked. The first answer of a queue is what was there
 * already (nothing new); an id in a later answer that was not seen is new until the cashier marks the queue
 * seen (leaving its tab, or the button). Kept outside the components, so the marks survive a visit to a
 * player's page and back.
 */
export interface SeenState {
  primed: boolean;
  ids: ReadonlySet<string>;
}

export const UNPRIMED: SeenState = { primed: false, ids: new Set() };

/** The ids of `current` that are new to `seen` (none before the first answer was taken as seen). */
export function arrivals(seen: SeenState, current: readonly string[]): string[] {
  if (!seen.primed) return [];
  return current.filter((id) => !seen.ids.has(id));
}

/** `seen` with `current` added (the ids that left the queue are kept: a decided item does not come back). */
export function markSeen(seen: SeenState, current: readonly string[]): SeenState {
  if (seen.primed && current.every((id) => seen.ids.has(id))) return seen;
  return { primed: true, ids: new Set([...seen.ids, ...current]) };
}

/** The first answer of a queue primes it; later ones leave it as it is. */
export function prime(seen: SeenState, current: readonly string[]): SeenState {
  return seen.primed ? seen : markSeen(seen, current);
}

const states = new Map<string, SeenState>();
const listeners = new Set<() => void>();

function update(queue: string, next: (seen: SeenState) => SeenState): void {
  const before = states.get(queue) ?? UNPRIMED;
  const after = next(before);
  if (after === before) return;
  states.set(queue, after);
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Forgets every mark (sign-out: the next operator starts from what is there). */
export function resetSeen(): void {
  states.clear();
  for (const listener of listeners) listener();
}

/** The new ids of one queue's current page, and a way to mark them seen. */
export function useNewItems(queue: string, ids: readonly string[] | undefined) {
  const seen = useSyncExternalStore(subscribe, () => states.get(queue) ?? UNPRIMED);
  useEffect(() => {
    if (ids) update(queue, (state) => prime(state, ids));
  }, [queue, ids]);
  const fresh = ids ? arrivals(seen, ids) : [];
  const markAllSeen = useCallback(() => {
    if (ids) update(queue, (state) => markSeen(state, ids));
  }, [queue, ids]);
  return { newIds: new Set(fresh), newCount: fresh.length, markAllSeen };
}
