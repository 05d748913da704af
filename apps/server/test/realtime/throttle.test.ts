import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ChannelThrottle, type Coalesce } from '../../src/modules/realtime/throttle.ts';
import { ManualTimers } from './manual-timers.ts';

interface Emitted {
  channel: string;
  payload: unknown;
  at: number;
}

function throttled(options: { perSecond?: number; windowMs?: number } = {}) {
  const timers = new ManualTimers();
  const emitted: Emitted[] = [];
  const throttle = new ChannelThrottle(
    (channel, payload) => emitted.push({ channel, payload, at: timers.time }),
    {
      ...options,
      timers,
    },
  );
  const payloads = (channel: string) => emitted.filter((e) => e.channel === channel).map((e) => e.payload);
  return { timers, emitted, throttle, payloads };
}

describe('ChannelThrottle', () => {
  it('emits a quiet channel’s event at once and forgets the channel after a quiet window', () => {
    const { timers, throttle, payloads } = throttled();
    throttle.push('balance#a', 1, 'latest');
    expect(payloads('balance#a')).toEqual([1]);
    expect(throttle.busyChannels).toBe(1);
    timers.advance(100);
    expect(throttle.busyChannels).toBe(0);
    expect(timers.pending).toBe(0);
    // A window later the channel is quiet again: the next event goes out at once too.
    throttle.push('balance#a', 2, 'latest');
    expect(payloads('balance#a')).toEqual([1, 2]);
  });

  it('coalesces a burst of a state to the newest value, sent at the window’s end', () => {
    const { timers, throttle, emitted } = throttled();
    for (let i = 1; i <= 50; i++) {
      timers.advance(1);
      throttle.push('balance#a', i, 'latest');
    }
    expect(emitted.map((e) => e.payload)).toEqual([1]);
    timers.advance(100);
    expect(emitted).toEqual([
      { channel: 'balance#a', payload: 1, at: 1 },
      { channel: 'balance#a', payload: 50, at: 101 },
    ]);
    timers.advance(1000);
    expect(emitted).toHaveLength(2);
    expect(timers.pending).toBe(0);
  });

  it('keeps the newest events of a feed up to the window’s allowance, in publish order', () => {
    // 30 a second in 100 ms windows: 3 per window.
    const { timers, throttle, payloads } = throttled({ perSecond: 30 });
    expect(throttle.allowance).toBe(3);
    for (let i = 1; i <= 10; i++) throttle.push('broadcast:last_bet', i, 'newest');
    expect(payloads('broadcast:last_bet')).toEqual([1, 2, 3]);
    timers.advance(100);
    expect(payloads('broadcast:last_bet')).toEqual([1, 2, 3, 8, 9, 10]);
    // A `latest` channel keeps one even when the window allows more.
    for (let i = 1; i <= 10; i++) throttle.push('balance#a', i, 'latest');
    timers.advance(100);
    expect(payloads('balance#a')).toEqual([1, 2, 3, 10]);
  });

  it('holds 500 events a second to 10, each sent within one window, the last one included', () => {
    const { timers, throttle, emitted } = throttled();
    const pushedAt = new Map<number, number>();
    for (let i = 0; i < 500; i++) {
      pushedAt.set(i, timers.time);
      throttle.push('broadcast:last_bet', i, 'newest');
      timers.advance(2);
    }
    timers.advance(200);
    expect(emitted.length).toBeGreaterThanOrEqual(10);
    expect(emitted.length).toBeLessThanOrEqual(11);
    for (const [i, e] of emitted.entries()) {
      expect(e.at - (pushedAt.get(e.payload as number) ?? Number.NaN)).toBeLessThanOrEqual(100);
      if (i > 0) expect(e.at - (emitted[i - 1] as Emitted).at).toBeGreaterThanOrEqual(100);
    }
    expect(emitted.at(-1)?.payload).toBe(499);
    expect(timers.pending).toBe(0);
  });

  it('keeps channels independent: a busy one holds back no other', () => {
    const { throttle, payloads } = throttled();
    for (let i = 1; i <= 5; i++) throttle.push('balance#a', i, 'latest');
    throttle.push('balance#b', 'b1', 'latest');
    throttle.push('broadcast:last_bet', 'bet1', 'newest');
    expect(payloads('balance#a')).toEqual([1]);
    expect(payloads('balance#b')).toEqual(['b1']);
    expect(payloads('broadcast:last_bet')).toEqual(['bet1']);
  });

  it('clears every timer on close, drops what it held and ignores later pushes', () => {
    const { timers, throttle, emitted } = throttled();
    throttle.push('balance#a', 1, 'latest');
    throttle.push('balance#a', 2, 'latest');
    throttle.push('balance#b', 1, 'latest');
    expect(timers.pending).toBe(2);
    throttle.close();
    expect(timers.pending).toBe(0);
    expect(throttle.busyChannels).toBe(0);
    throttle.push('balance#a', 3, 'latest');
    timers.advance(1000);
    expect(emitted.map((e) => e.payload)).toEqual([1, 1]);
    expect(timers.pending).toBe(0);
  });

  it('for any publish pattern: order kept, last value sent, no wait over a window, allowance per window', () => {
    const step = fc.record({
      channel: fc.constantFrom('balance#a', 'balance#b', 'broadcast:last_bet'),
      gap: fc.integer({ min: 0, max: 150 }),
    });
    fc.assert(
      fc.property(
        fc.array(step, { maxLength: 200 }),
        fc.integer({ min: 10, max: 50 }),
        (steps, perSecond) => {
          const { timers, throttle, emitted } = throttled({ perSecond });
          const coalesce = (channel: string): Coalesce =>
            channel.startsWith('balance#') ? 'latest' : 'newest';
          const pushed: Array<{ channel: string; seq: number; at: number }> = [];
          for (const [seq, s] of steps.entries()) {
            timers.advance(s.gap);
            pushed.push({ channel: s.channel, seq, at: timers.time });
            throttle.push(s.channel, seq, coalesce(s.channel));
          }
          timers.advance(1000);
          expect(timers.pending).toBe(0);
          for (const channel of ['balance#a', 'balance#b', 'broadcast:last_bet']) {
            const mine = pushed.filter((p) => p.channel === channel);
            const out = emitted.filter((e) => e.channel === channel);
            // Publish order kept (a strictly increasing subsequence) and the last publish always sent.
            const seqs = out.map((e) => e.payload as number);
            expect(seqs).toEqual([...seqs].sort((x, y) => x - y));
            expect(new Set(seqs).size).toBe(seqs.length);
            expect(seqs.at(-1)).toBe(mine.at(-1)?.seq);
            for (const e of out) {
              const p = pushed[e.payload as number];
              expect(e.at - (p?.at ?? Number.NaN)).toBeLessThanOrEqual(throttle.windowMs);
            }
            // At most `allowance` events in any window-long span.
            for (const [i, e] of out.entries()) {
              const later = out.slice(i).filter((o) => o.at < e.at + throttle.windowMs);
              expect(later.length).toBeLessThanOrEqual(throttle.allowance);
            }
          }
        },
      ),
    );
  });
});
