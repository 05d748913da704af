import { CRASH_COOLDOWN_MS, crashElapsedFor, crashMultiplierAt } from '@casino/shared';
import type pg from 'pg';
import { type CrashRound, liveRound } from '../../src/modules/games/crash/crash-rounds.ts';
import type { CrashDriver } from '../../src/modules/games/crash/index.ts';
import { hasCrashed } from '../../src/modules/games/engines/crash.ts';

/** The first millisecond after the start at which a round with this crash point has crashed. */
export function firstCrashedMs(crashPoint: number): number {
  let elapsed = crashElapsedFor(crashPoint + 1);
  while (!hasCrashed(elapsed, crashPoint)) elapsed += 1;
  while (elapsed > 0 && hasCrashed(elapsed - 1, crashPoint)) elapsed -= 1;
  return elapsed;
}

/** The first millisecond the curve shows at least `hundredths`. */
export function firstMsAt(hundredths: number): number {
  let elapsed = crashElapsedFor(hundredths);
  while (crashMultiplierAt(elapsed) < hundredths) elapsed += 1;
  while (elapsed > 0 && crashMultiplierAt(elapsed - 1) >= hundredths) elapsed -= 1;
  return elapsed;
}

export interface Clock {
  now: Date;
  advance: (ms: number) => void;
}

/**
 * Moves crash rounds along by hand: the injected clock is set to the moment a phase ends and the driver
 * takes one step, so nothing ever sleeps.
 */
export class RoundStepper {
  constructor(
    private readonly pool: pg.Pool,
    private readonly clock: Clock,
    private readonly driver: () => CrashDriver,
  ) {}

  live(): Promise<CrashRound | undefined> {
    return liveRound(this.pool);
  }

  async tick(): Promise<void> {
    await this.driver().tick();
  }

  /** A fresh round in betting: crashes a running one and waits out the cooldown first. */
  async betting(): Promise<CrashRound> {
    for (let i = 0; i < 10; i++) {
      const round = await this.live();
      if (round?.status === 'betting') return round;
      if (round?.status === 'running') await this.crash(round);
      else {
        this.clock.advance(CRASH_COOLDOWN_MS);
        await this.tick();
      }
    }
    throw new Error('no betting round');
  }

  /** A round in betting whose (still secret) crash point is at least `hundredths`. */
  async bettingWith(hundredths: number): Promise<CrashRound> {
    for (let i = 0; i < 500; i++) {
      const round = await this.betting();
      if (round.crashPoint >= hundredths) return round;
      await this.crash(await this.start(round));
    }
    throw new Error(`no round reached ${hundredths}`);
  }

  /** Ends betting and starts the round. */
  async start(round: CrashRound): Promise<CrashRound & { startedAt: Date }> {
    this.clock.now = new Date(Math.max(this.clock.now.getTime(), round.bettingEndsAt.getTime()));
    await this.tick();
    const running = await this.live();
    if (running?.id !== round.id || running.status !== 'running' || !running.startedAt) {
      throw new Error('round did not start');
    }
    return running as CrashRound & { startedAt: Date };
  }

  /** Sets the clock `elapsedMs` after the round's start (without a step). */
  at(round: CrashRound, elapsedMs: number): void {
    if (!round.startedAt) throw new Error('round not started');
    this.clock.now = new Date(round.startedAt.getTime() + elapsedMs);
  }

  /** Moves the clock to the crash and lets the driver end the round. */
  async crash(round: CrashRound): Promise<void> {
    const started = round.startedAt ? round : await this.start(round);
    this.at(started, Math.max(firstCrashedMs(started.crashPoint), this.elapsed(started)));
    await this.tick();
  }

  private elapsed(round: CrashRound): number {
    return this.clock.now.getTime() - (round.startedAt?.getTime() ?? 0);
  }
}
