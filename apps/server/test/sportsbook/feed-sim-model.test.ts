import { settleMarket } from '@casino/shared';
import { describe, expect, it } from 'vitest';
import { EVENT_GAP_MS, endedBy, planEvent, snapshotAt } from '../../src/modules/sportsbook/feed/sim-model.ts';

const epoch = new Date('2030-01-01T12:00:00Z');

describe('the simulated feed model', () => {
  it('plans the same events from the same seed and different ones from another', () => {
    const at = new Date(epoch.getTime() + 3 * 60 * 60_000);
    const run = (seed: number) =>
      Array.from({ length: 60 }, (_, i) => snapshotAt(planEvent(seed, i, epoch), at, 500));
    expect(run(42)).toEqual(run(42));
    const other = run(43);
    expect(other.map((e) => `${e.home}-${e.away}`)).not.toEqual(run(42).map((e) => `${e.home}-${e.away}`));
  });

  it('starts events in order, one slot apart, with the first ones already live', () => {
    const starts = Array.from({ length: 50 }, (_, i) => planEvent(1, i, epoch).startsAt.getTime());
    for (let i = 1; i < starts.length; i++) {
      expect(starts[i]).toBeGreaterThanOrEqual(starts[i - 1] as number);
      expect((starts[i] as number) - (starts[i - 1] as number)).toBeLessThan(2 * EVENT_GAP_MS);
    }
    const live = Array.from({ length: 12 }, (_, i) => snapshotAt(planEvent(1, i, epoch), epoch, 500)).filter(
      (e) => e.status === 'live',
    );
    expect(live.length).toBeGreaterThanOrEqual(3);
  });

  it('finishes every event with a score its markets settle from, and map scores that agree with it', () => {
    for (let i = 0; i < 300; i++) {
      const plan = planEvent(5, i, epoch);
      const end = new Date(plan.startsAt.getTime() + plan.durationMs + 1);
      expect(endedBy(plan, end)).toBe(true);
      const final = snapshotAt(plan, end, 500);
      if (plan.cancelled) {
        expect(final.status).toBe('cancelled');
        continue;
      }
      expect(final.status).toBe('finished');
      const score = final.score;
      if (!score) throw new Error('finished without a score');
      if (!plan.draw && plan.sport.model.kind !== 'duel') expect(score.home).not.toBe(score.away);
      if (plan.sets) {
        expect(final.periods.filter((p) => p.home > p.away).length).toBe(score.home);
        expect(final.periods.filter((p) => p.away > p.home).length).toBe(score.away);
      }
      for (const market of final.markets) {
        const results = settleMarket(
          { type: market.type, line: market.line || null, period: market.period || null },
          Object.keys(market.odds) as never,
          { ...score, periods: final.periods },
        );
        expect(Object.keys(results)).toEqual(Object.keys(market.odds));
      }
    }
  });

  it('prices every outcome within the odds range with the margin on top', () => {
    for (let i = 0; i < 100; i++) {
      const snapshot = snapshotAt(planEvent(9, i, epoch), new Date(epoch.getTime() - 1), 500);
      for (const market of snapshot.markets) {
        const odds = Object.values(market.odds) as bigint[];
        for (const o of odds) expect(o >= 101n && o <= 100_000n).toBe(true);
        const book = odds.reduce((sum, o) => sum + 100 / Number(o), 0);
        // The implied chances add up to more than one: the operator's margin is in (less where a price is floored at 1.01).
        if (!market.suspended) expect(book).toBeGreaterThan(1);
      }
    }
  });
});
