import type { LimitKind, LimitPeriod, PlayerLimit, Protection } from '@casino/shared';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { PROTECTION_KEY } from './get-protection.ts';

export interface LimitTarget {
  kind: LimitKind;
  period: LimitPeriod;
}

const limitPath = ({ kind, period }: LimitTarget) =>
  `/api/v1/me/protection/limits/${encodeURIComponent(kind)}/${encodeURIComponent(period)}`;

/**
 * PUT /api/v1/me/protection/limits/{kind}/{period} {amount} → the limit: a new or lower amount applies at
 * once; a higher one comes back with `pending` {amount, from} (after the 24-hour cooling-off).
 * Errors: 400 validation_error with field `amount`.
 */
export const setLimit = (target: LimitTarget, amount: string) =>
  api.put<PlayerLimit>(limitPath(target), { amount });

/**
 * DELETE the same path → 200 with the limit and `pending` {amount: null, from} (removed after the
 * cooling-off), or 204 when there was no limit (undefined here).
 */
export const removeLimit = (target: LimitTarget) => api.delete<PlayerLimit | undefined>(limitPath(target));

/** Puts one limit's answer in the page's data: replaced, added, or (null) gone. */
export function storeLimit(client: QueryClient, target: LimitTarget, limit: PlayerLimit | null) {
  client.setQueryData<Protection>(PROTECTION_KEY, (current) => {
    if (!current) return current;
    const others = current.limits.filter((l) => l.kind !== target.kind || l.period !== target.period);
    return { ...current, limits: limit ? [...others, limit] : others };
  });
}

export function useSetLimit() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ target, amount }: { target: LimitTarget; amount: string }) => setLimit(target, amount),
    onSuccess: (limit, { target }) => storeLimit(client, target, limit),
  });
}

export function useRemoveLimit() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: removeLimit,
    onSuccess: (limit, target) => storeLimit(client, target, limit ?? null),
  });
}
