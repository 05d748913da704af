import type pg from 'pg';
import { type RatesSource, type RatesUpdate, refreshRates } from './rates.ts';

/** How often a live source is asked for rates: balances' primaryValue lags the market by at most this. */
export const RATES_REFRESH_MS = 10 * 60 * 1000;

/** Runs a task every `ms` until the returned cancel is called; injected so tests fire ticks themselves. */
export type Scheduler = (ms: number, task: () => void) => () => void;

/** setInterval, unref'd: a pending refresh must never keep the process (or a test run) alive. */
export const intervalScheduler: Scheduler = (ms, task) => {
  const handle = setInterval(task, ms);
  handle.unref();
  return () => clearInterval(handle);
};

export interface RatesRefresh {
  /** Refreshes now (what each tick does), or joins the refresh already running; null without a source. */
  refreshNow(): Promise<RatesUpdate | null>;
  stop(): void;
}

export interface RatesRefreshDeps {
  pool: pg.Pool;
  /** The live feed; without one (the embedded default) the seeded rates stay and nothing is scheduled. */
  source?: RatesSource | undefined;
  clock: () => Date;
  intervalMs?: number;
  scheduler?: Scheduler;
  /** A failed refresh keeps the previous rates; the caller decides how loudly to say so. */
  onError?: (error: unknown) => void;
}

/** Refreshes the rates once at start and then every `intervalMs`, never two refreshes at once. */
export function startRatesRefresh(deps: RatesRefreshDeps): RatesRefresh {
  const { source } = deps;
  if (!source) return { refreshNow: async () => null, stop: () => {} };
  let running: Promise<RatesUpdate | null> | null = null;
  let stopped = false;

  const refreshNow = async (): Promise<RatesUpdate | null> => {
    // A slow feed must not pile up overlapping refreshes (each takes pool connections).
    if (running) return running;
    if (stopped) return null;
    running = refreshRates(deps.pool, source, deps.clock())
      .catch((error: unknown) => {
        deps.onError?.(error);
        return null;
      })
      .finally(() => {
        running = null;
      });
    return running;
  };

  const cancel = (deps.scheduler ?? intervalScheduler)(deps.intervalMs ?? RATES_REFRESH_MS, () => {
    void refreshNow();
  });
  void refreshNow();
  return {
    refreshNow,
    stop: () => {
      stopped = true;
      cancel();
    },
  };
}
