import { useCallback, useRef, useState, useSyncExternalStore } from 'react';
import { isDecided, newIdempotencyKey } from '../../../lib/idempotency.ts';
import { type BetInterruption, betInterruptionOf, OfflineError } from './bet-errors.ts';

/** How long a game call may go unanswered before the player is told and offered a retry. */
export const BET_TIMEOUT_MS = 10_000;

/** What one send of a game call carries: its Idempotency-Key and its deadline. */
export interface BetCall {
  idempotencyKey: string;
  timeoutMs: number;
}

/** What the call does, for the words of its interrupted notice. */
export type BetAction = 'bet' | 'reveal' | 'cashout';

export interface BetRequestOptions<I, R> {
  /** Sends one attempt (pass `call` on to the API client: the key as Idempotency-Key, the timeout). */
  send: (input: I, call: BetCall) => Promise<R>;
  /**
   * For calls without an Idempotency-Key (a mines step, a cash-out): before an attempt whose answer was lost
   * is sent again, reads back whether it went through; its result ends the attempt, null sends it again.
   */
  recover?: (input: I, call: BetCall) => Promise<R | null>;
  /** Every answered attempt, the first send or a retry: put the result in the caches and on the stage. */
  onSuccess?: (result: R, input: I) => void;
  /** A refusal (the server answered no): a toast, sign-in... Connection failures show the notice instead. */
  onError?: (error: unknown, input: I) => void;
  action?: BetAction;
  timeoutMs?: number;
}

/** What the controls need: the pending state, why the last attempt went unanswered, and its retry. */
export interface BetRequestView {
  isPending: boolean;
  interruption: BetInterruption | null;
  /** The browser's view of the network (the offline notice waits for it to retry). */
  online: boolean;
  action: BetAction;
  /** Sends the interrupted attempt again, same input and same Idempotency-Key. */
  retry: () => Promise<unknown>;
}

export interface BetRequest<I, R> extends BetRequestView {
  /**
   * Sends `input`; rejects when it fails (the player has been told). While the previous attempt's outcome
   * is unknown, the same input is that attempt again (same key: the server answers the bet it placed, if it
   * did); other input is a new bet with a new key. A call while one is in flight gets the one in flight.
   */
  place: (input: I) => Promise<R>;
  retry: () => Promise<R>;
  /** Forgets the interrupted attempt (another step of the round answered). */
  clear: () => void;
}

interface Attempt<I> {
  input: I;
  signature: string;
  key: string;
  /** Sent, and no answer came: it may have gone through. */
  unknown: boolean;
}

const isOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false;

function subscribeOnline(callback: () => void) {
  window.addEventListener('online', callback);
  window.addEventListener('offline', callback);
  return () => {
    window.removeEventListener('online', callback);
    window.removeEventListener('offline', callback);
  };
}

export function useOnline(): boolean {
  return useSyncExternalStore(subscribeOnline, isOnline, () => true);
}

/** Lets a call run on its own: its failure is on screen already (a notice or a toast). */
export function fireAndForget(promise: Promise<unknown>): void {
  promise.catch(() => {});
}

/**
 * One mechanism for every game's main action (a bet, a mines step, a cash-out): a deadline on each call,
 * one call at a time, a notice with Retry when the answer never came (offline, connection lost, timeout),
 * and a retry that cannot place a second bet.
 */
export function useBetRequest<I, R>(options: BetRequestOptions<I, R>): BetRequest<I, R> {
  const latest = useRef(options);
  latest.current = options;
  const attempt = useRef<Attempt<I> | null>(null);
  const inFlight = useRef<Promise<R> | null>(null);
  const [isPending, setPending] = useState(false);
  const [interruption, setInterruption] = useState<BetInterruption | null>(null);
  const online = useOnline();

  const run = useCallback((current: Attempt<I>): Promise<R> => {
    if (inFlight.current) return inFlight.current;
    if (!isOnline()) {
      setInterruption('offline');
      return Promise.reject(new OfflineError());
    }
    const { send, recover, timeoutMs = BET_TIMEOUT_MS } = latest.current;
    const call: BetCall = { idempotencyKey: current.key, timeoutMs };
    const settle = async () => {
      const recovered = current.unknown && recover ? await recover(current.input, call) : null;
      return recovered ?? (await send(current.input, call));
    };
    const promise = settle().then(
      (result) => {
        inFlight.current = null;
        if (attempt.current === current) attempt.current = null;
        setPending(false);
        setInterruption(null);
        latest.current.onSuccess?.(result, current.input);
        return result;
      },
      (error: unknown) => {
        inFlight.current = null;
        const reason = betInterruptionOf(error);
        if (isDecided(error)) {
          if (attempt.current === current) attempt.current = null;
        } else if (reason !== 'offline') current.unknown = true;
        setPending(false);
        setInterruption(reason);
        if (reason === null) latest.current.onError?.(error, current.input);
        throw error;
      },
    );
    inFlight.current = promise;
    setPending(true);
    return promise;
  }, []);

  const place = useCallback(
    (input: I): Promise<R> => {
      if (inFlight.current) return inFlight.current;
      const signature = JSON.stringify(input) ?? '';
      let current = attempt.current;
      if (current?.signature !== signature) {
        current = { input, signature, key: newIdempotencyKey(), unknown: false };
        attempt.current = current;
        setInterruption(null);
      }
      return run(current);
    },
    [run],
  );

  const retry = useCallback((): Promise<R> => {
    const current = attempt.current;
    if (!current) return inFlight.current ?? Promise.reject(new Error('nothing_to_retry'));
    return run(current);
  }, [run]);

  const clear = useCallback(() => {
    if (inFlight.current) return;
    attempt.current = null;
    setInterruption(null);
  }, []);

  return {
    place,
    retry,
    clear,
    isPending,
    interruption,
    online,
    action: options.action ?? 'bet',
  };
}
