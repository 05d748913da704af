/**
 * How a throttled channel coalesces the events of a window over its allowance:
 * - `latest`: the channel carries a state (a balance): only the newest payload of the window goes out.
 * - `newest`: the channel is a feed (the live bets): the newest payloads of the window, up to the window's
 *   allowance, go out in publish order; older ones are dropped (the REST list stays exact).
 */
export type Coalesce = 'latest' | 'newest';

/** The clock and timers the throttle uses; tests inject a manual scheduler instead of sleeping. */
export interface Timers {
  /** Milliseconds on a monotonic clock. */
  now: () => number;
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

export interface ThrottleOptions {
  /** Events a second per channel at most (default 10). */
  perSecond?: number;
  /** The window (default 100 ms): no payload waits longer than one window. */
  windowMs?: number;
  timers?: Timers;
}

interface ChannelState {
  /** When this channel's events of the last window went out, oldest first. */
  sentAt: number[];
  /** Held until a slot frees, oldest first. */
  pending: unknown[];
  handle: unknown;
}

const systemTimers: Timers = {
  now: () => performance.now(),
  setTimeout: (callback, ms) => setTimeout(callback, ms).unref(),
  clearTimeout: (handle) => clearTimeout(handle as NodeJS.Timeout),
};

/**
 * Per-channel throttle over a sliding window. A channel emits at once while fewer than `allowance`
 * (perSecond × windowMs / 1000, at least 1) of its events went out in the last window; past that, events
 * are held and coalesced (`latest`: the newest one; `newest`: the newest `allowance`) and go out, oldest
 * first, as the window's earlier events age out of it. So: at most `allowance` events in any window-long
 * span (and so at most perSecond in any second), nothing waits longer than one window (everything held
 * was published after the events it waits on), the last payload of a burst is always sent, and order is
 * kept. Channels are independent; a channel has state and one timer only while it is busy.
 */
export class ChannelThrottle {
  readonly windowMs: number;
  /** Events per window per channel. */
  readonly allowance: number;
  private readonly timers: Timers;
  private readonly channels = new Map<string, ChannelState>();
  private closed = false;

  constructor(
    private readonly emit: (channel: string, payload: unknown) => void,
    options: ThrottleOptions = {},
  ) {
    this.windowMs = options.windowMs ?? 100;
    this.allowance = Math.max(1, Math.floor(((options.perSecond ?? 10) * this.windowMs) / 1000));
    this.timers = options.timers ?? systemTimers;
  }

  push(channel: string, payload: unknown, coalesce: Coalesce): void {
    if (this.closed) return;
    const now = this.timers.now();
    let state = this.channels.get(channel);
    if (!state) {
      state = { sentAt: [], pending: [], handle: undefined };
      this.channels.set(channel, state);
    }
    this.age(state, now);
    if (state.pending.length === 0 && state.sentAt.length < this.allowance) {
      state.sentAt.push(now);
      this.emit(channel, payload);
    } else {
      state.pending.push(payload);
      const keep = coalesce === 'latest' ? 1 : this.allowance;
      if (state.pending.length > keep) state.pending.splice(0, state.pending.length - keep);
    }
    if (state.handle === undefined) this.schedule(channel, state, now);
  }

  /** Channels with state (and so a timer). */
  get busyChannels(): number {
    return this.channels.size;
  }

  /** Drops what is held and clears every timer; later pushes are ignored. */
  close(): void {
    this.closed = true;
    for (const state of this.channels.values()) this.timers.clearTimeout(state.handle);
    this.channels.clear();
  }

  /** Forgets the sends that left the window ending now. */
  private age(state: ChannelState, now: number): void {
    let aged = 0;
    while (aged < state.sentAt.length && (state.sentAt[aged] as number) <= now - this.windowMs) aged++;
    if (aged > 0) state.sentAt.splice(0, aged);
  }

  /** Wakes when the oldest send leaves the window: a slot frees for what is held, or the channel is quiet. */
  private schedule(channel: string, state: ChannelState, now: number): void {
    const oldest = state.sentAt[0] ?? now;
    const wait = Math.max(1, oldest + this.windowMs - now);
    state.handle = this.timers.setTimeout(() => this.wake(channel), wait);
  }

  private wake(channel: string): void {
    const state = this.channels.get(channel);
    if (!state) return;
    state.handle = undefined;
    const now = this.timers.now();
    this.age(state, now);
    const due: unknown[] = [];
    while (state.pending.length > 0 && state.sentAt.length < this.allowance) {
      due.push(state.pending.shift());
      state.sentAt.push(now);
    }
    if (state.sentAt.length === 0 && state.pending.length === 0) this.channels.delete(channel);
    else this.schedule(channel, state, now);
    for (const payload of due) this.emit(channel, payload);
  }
}
