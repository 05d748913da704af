import { useMemo } from 'react';
import { ApiError } from './api-client.ts';

/**
 * Idempotency-Keys for writes that move money, in one place.
 *
 * A bet is one click: each gets a fresh key (`newIdempotencyKey`), so an auto-bet loop never replays the
 * previous bet. A money form (deposit, buy, sell, withdraw) is one intent that may be sent more than once: a
 * double click, a retry after a lost answer, or a reload while the request was in flight. Its key lives in
 * sessionStorage under the form's id, so the same inputs send the same key until the server has decided
 * the submission; then, or when the inputs change, the next submission gets a new key.
 */

/** A fresh key for one action. */
export const newIdempotencyKey = (): string => crypto.randomUUID();

const PREFIX = 'idempotency.';

interface Stored {
  /** A digest of the inputs, not the inputs: payout details (card numbers) need not sit in storage twice. */
  inputs: string;
  key: string;
}

/** Where keys live when sessionStorage cannot be used (disabled, full): a reload then loses them. */
const fallback = new Map<string, string>();

function storage(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  try {
    if (typeof sessionStorage !== 'undefined') {
      const probe = `${PREFIX}probe`;
      sessionStorage.setItem(probe, '1');
      sessionStorage.removeItem(probe);
      return sessionStorage;
    }
  } catch {
    // Private modes and sandboxed frames throw on access: fall through to memory.
  }
  return {
    getItem: (name) => fallback.get(name) ?? null,
    setItem: (name, value) => void fallback.set(name, value),
    removeItem: (name) => void fallback.delete(name),
  };
}

/** cyrb53: a fast 53-bit string hash; collisions only matter between two inputs of one form, so it is enough. */
function digest(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

function read(formId: string): Stored | null {
  try {
    const parsed = JSON.parse(storage().getItem(PREFIX + formId) ?? 'null') as Partial<Stored> | null;
    return typeof parsed?.inputs === 'string' && typeof parsed.key === 'string'
      ? { inputs: parsed.inputs, key: parsed.key }
      : null;
  } catch {
    return null;
  }
}

/** The key for submitting `inputs` (JSON values) on `formId`: the stored one for the same inputs, else a new one. */
export function formIdempotencyKey(formId: string, inputs: unknown): string {
  const signature = digest(JSON.stringify(inputs) ?? '');
  const stored = read(formId);
  if (stored?.inputs === signature) return stored.key;
  const next: Stored = { inputs: signature, key: newIdempotencyKey() };
  try {
    storage().setItem(PREFIX + formId, JSON.stringify(next));
  } catch {
    // Storage full: this submission still has its key, only a reload forgets it.
  }
  return next.key;
}

/** Forgets the form's key: its next submission is a new one. */
export function releaseIdempotencyKey(formId: string): void {
  storage().removeItem(PREFIX + formId);
}

/**
 * Did the server decide the submission (a success, or a refusal it will answer again for the same key)? Then
 * a new attempt needs a new key. Unknown outcomes keep it: the connection dropped, the server failed (5xx),
 * or the first request with this key is still running (409 idempotency_in_progress).
 */
export function isDecided(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  return error.status < 500 && error.detail !== 'idempotency_in_progress';
}

export interface FormIdempotency {
  /** The key to send with these inputs. */
  keyFor(inputs: unknown): string;
  /** The submission succeeded: the next one is new. */
  succeeded(): void;
  /** The submission failed: the key rotates only if the server decided it (see `isDecided`). */
  failed(error: unknown): void;
  /** keyFor, then succeeded or failed by how `request` ends (its error is thrown on). */
  send<T>(inputs: unknown, request: (key: string) => Promise<T>): Promise<T>;
}

/** A money form's Idempotency-Key that survives a remount and a reload (sessionStorage, per form id). */
export function useIdempotencyKey(formId: string): FormIdempotency {
  return useMemo(() => {
    const form: FormIdempotency = {
      keyFor: (inputs) => formIdempotencyKey(formId, inputs),
      succeeded: () => releaseIdempotencyKey(formId),
      failed: (error) => {
        if (isDecided(error)) releaseIdempotencyKey(formId);
      },
      send: async (inputs, request) => {
        try {
          const result = await request(form.keyFor(inputs));
          form.succeeded();
          return result;
        } catch (error) {
          form.failed(error);
          throw error;
        }
      },
    };
    return form;
  }, [formId]);
}
