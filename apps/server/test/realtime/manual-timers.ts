import type { Timers } from '../../src/modules/realtime/throttle.ts';

/** A scheduler the test moves by hand: no real time passes, `advance` runs what falls due, in order. */
export class ManualTimers implements Timers {
  time = 0;

  now = (): number => this.time;
  private nextId = 1;
  private readonly tasks = new Map<number, { at: number; callback: () => void }>();

  setTimeout = (callback: () => void, ms: number): unknown => {
    const id = this.nextId++;
    this.tasks.set(id, { at: this.time + ms, callback });
    return id;
  };

  clearTimeout = (handle: unknown): void => {
    this.tasks.delete(handle as number);
  };

  /** Timers set and not yet run or cleared. */
  get pending(): number {
    return this.tasks.size;
  }

  advance(ms: number): void {
    const target = this.time + ms;
    for (;;) {
      let due: [number, { at: number; callback: () => void }] | undefined;
      for (const entry of this.tasks) {
        if (entry[1].at <= target && (!due || entry[1].at < due[1].at)) due = entry;
      }
      if (!due) break;
      this.tasks.delete(due[0]);
      this.time = due[1].at;
      due[1].callback();
    }
    this.time = target;
  }
}
