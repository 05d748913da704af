import { useEffect, useState } from 'react';

export type Remote<T> =
  | { state: 'loading' }
  | { state: 'ready'; data: T }
  | { state: 'failed'; message: string };

/**
 * Loads once per mount and aborts on unmount. `load` must be a stable (module-level) function;
 * to load again, remount the component with a new `key`.
 */
export function useRemote<T>(load: (signal: AbortSignal) => Promise<T>): Remote<T> {
  const [remote, setRemote] = useState<Remote<T>>({ state: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal).then(
      (data) => setRemote({ state: 'ready', data }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setRemote({ state: 'failed', message: error instanceof Error ? error.message : String(error) });
      },
    );
    return () => controller.abort();
  }, [load]);
  return remote;
}
