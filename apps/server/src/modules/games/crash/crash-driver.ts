import { CRASH_CHANNEL, CRASH_TICK_MS, type CrashEvent, crashMultiplierAt } from '@casino/shared';
import type pg from 'pg';
import type { Publish } from '../../realtime/index.ts';
import { hasCrashed } from '../engines/crash.ts';
import type { CrashService } from './crash.service.ts';
import { liveRound } from './crash-rounds.ts';
import { LeaderLock } from './leader-lock.ts';

/** The session advisory lock key of the crash leader ('crash' in ASCII). */
export const CRASH_LEADER_LOCK = 0x63_72_61_73_68;
/** How often a copy that does not lead tries to take over: a dead leader is replaced within about this. */
export const LEAD_RETRY_MS = 1_000;

export interface CrashDriverDeps {
  /** The lock's connection comes from here; round steps use the service's own pool. */
  pool: pg.Pool;
  crash: CrashService;
  publish: Publish;
  clock: () => Date;
}

interface Log {
  info: (message: string) => void;
  error: (object: unknown, message: string) => void;
}

/**
 * Drives the one shared crash round: betting (CRASH_BETTING_MS) → running (a `tick` every CRASH_TICK_MS,
 * auto cash-outs settled as the multiplier passes their targets) → crashed (hash and point revealed, the rest
 * settled) → cooldown (CRASH_COOLDOWN_MS) → the next round.
 *
 * Of all server copies exactly one drives: the holder of a session advisory lock (`LeaderLock`). The others
 * only relay: they answer state, bets and cash-outs from the database, and the leader's events reach their
 * sockets through the PostgreSQL adapter. They try to take the lock every LEAD_RETRY_MS, so when the leader
 * dies another copy continues the live round from the database: a running round's multiplier is a function
 * of started_at, so the takeover is exact, and a round that should have crashed meanwhile crashes at its
 * crash point on the first step.
 *
 * `tick()` is one step at `clock()`, so tests drive rounds without timers; `start()` schedules ticks for the
 * real server.
 */
export class CrashDriver {
  private readonly lock: LeaderLock;
  private nextAttempt = 0;
  private inFlight: Promise<void> | null = null;
  private timer: NodeJS.Timeout | null = null;
  private stopped = false;
  private log: Log | undefined;

  constructor(private readonly deps: CrashDriverDeps) {
    this.lock = new LeaderLock(deps.pool, CRASH_LEADER_LOCK);
  }

  get isLeader(): boolean {
    return this.lock.held;
  }

  /** One step at the current clock. Steps never overlap: a tick during one waits for it instead. */
  tick(): Promise<void> {
    if (!this.inFlight) {
      this.inFlight = this.step().finally(() => {
        this.inFlight = null;
      });
    }
    return this.inFlight;
  }

  private async step(): Promise<void> {
    const { crash, clock } = this.deps;
    const now = clock();
    if (!this.lock.held) {
      if (this.stopped || now.getTime() < this.nextAttempt) return;
      this.nextAttempt = now.getTime() + LEAD_RETRY_MS;
      if (!(await this.lock.acquire())) return;
      this.log?.info('crash: this copy drives the rounds');
    }
    // Read through the lock's own session: if it has died, so has our lead, and we stop here.
    const read = await this.lock.run((client) => liveRound(client));
    if (!read) {
      this.log?.info('crash: lost the lead');
      return;
    }
    const round = read.value;
    if (!round) {
      await crash.openRound(now);
      return;
    }
    if (round.status === 'betting') {
      if (now >= round.bettingEndsAt) await crash.startRound(round, now);
      return;
    }
    if (!round.startedAt) return;
    const elapsedMs = now.getTime() - round.startedAt.getTime();
    if (hasCrashed(elapsedMs, round.crashPoint)) {
      await crash.crashRound(round);
      return;
    }
    await crash.settleDue(round, now);
    const tick: CrashEvent = {
      type: 'tick',
      roundId: round.id.toString(),
      multiplier: crashMultiplierAt(elapsedMs),
      elapsedMs,
    };
    this.deps.publish(CRASH_CHANNEL, tick);
  }

  /** Ticks every CRASH_TICK_MS until `stop()`. The timer is unref'd: it never holds the process open. */
  start(log?: Log): void {
    if (this.timer || this.stopped) return;
    this.log = log;
    const schedule = (delay: number) => {
      this.timer = setTimeout(() => {
        const began = performance.now();
        this.tick()
          .catch((error: unknown) => this.log?.error(error, 'crash: step failed'))
          .finally(() => {
            if (!this.stopped) schedule(Math.max(0, CRASH_TICK_MS - (performance.now() - began)));
          });
      }, delay);
      this.timer.unref();
    };
    schedule(0);
  }

  /** Stops ticking, lets a step in flight finish, and gives up the lead so another copy takes over at once. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.inFlight?.catch(() => {});
    await this.lock.release();
  }
}
