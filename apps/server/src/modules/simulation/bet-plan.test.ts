import { diceParams, isSlotMachineId, limboParams, plinkoParams, slotParams } from '@casino/shared';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bankrollOf,
  MAX_DELAY_MS,
  MIN_DELAY_MS,
  nextDelayMs,
  planBet,
  type Random,
  topUpAmount,
  weighted,
} from './bet-plan.ts';
import { emailOf, ROSTER, SIMULATED_DOMAIN } from './roster.ts';

const USD = { minBet: 10n, maxBet: 100_000n };
const RUB = { minBet: 1_000n, maxBet: 10_000_000n };
/** A tight GAME_LIMITS override: high rollers' stakes are cut to the max bet. */
const TIGHT = { minBet: 10n, maxBet: 150n };

/** Replays fast-check's numbers as the planner's random source. */
const sequence = (values: number[]): Random => {
  let i = 0;
  return () => values[i++ % values.length] ?? 0;
};
const randoms = fc.array(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), {
  minLength: 1,
  maxLength: 12,
});

describe('planBet', () => {
  it('stakes whole minimum bets within the limits, with params the game accepts', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ROSTER),
        fc.constantFrom(USD, RUB, TIGHT),
        randoms,
        (player, limits, values) => {
          const plan = planBet(player, limits, sequence(values));
          expect(plan.stake % limits.minBet === 0n || plan.stake === limits.maxBet).toBe(true);
          expect(plan.stake >= limits.minBet && plan.stake <= limits.maxBet).toBe(true);
          const schema =
            plan.gameId === 'dice'
              ? diceParams
              : plan.gameId === 'limbo'
                ? limboParams
                : plan.gameId === 'plinko'
                  ? plinkoParams
                  : slotParams;
          expect(schema.safeParse(plan.params).success, `${plan.gameId} ${JSON.stringify(plan.params)}`).toBe(
            true,
          );
          if (isSlotMachineId(plan.gameId)) expect(plan.stake <= limits.minBet * 10n).toBe(true);
          else expect(['dice', 'limbo', 'plinko']).toContain(plan.gameId);
        },
      ),
    );
  });

  it("picks only the player's own games", () => {
    const player = ROSTER.find((p) => Object.keys(p.games).join() === 'dice,limbo');
    if (!player) throw new Error('roster changed');
    const seen = new Set<string>();
    for (let i = 0; i < 200; i++) seen.add(planBet(player, USD, sequence([i / 200, 0.3, 0.7])).gameId);
    expect([...seen].sort()).toEqual(['dice', 'limbo']);
  });

  it('a high roller bets more than a low roller', () => {
    const low = ROSTER.find((p) => p.stakes === 'low');
    const high = ROSTER.find((p) => p.stakes === 'high');
    if (!low || !high) throw new Error('roster changed');
    const top = (player: typeof low) =>
      Math.max(
        ...Array.from({ length: 50 }, (_, i) =>
          Number(planBet(player, USD, sequence([0.1, 0.5, i / 50])).stake),
        ),
      );
    expect(top(high)).toBeGreaterThan(top(low));
  });
});

describe('the rest of the plan', () => {
  it('waits 0.5 to 2 seconds between bets', () => {
    expect(nextDelayMs(() => 0)).toBe(MIN_DELAY_MS);
    expect(nextDelayMs(() => 0.999_999)).toBe(MAX_DELAY_MS);
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), (value) => {
        const delay = nextDelayMs(() => value);
        expect(delay).toBeGreaterThanOrEqual(500);
        expect(delay).toBeLessThanOrEqual(2000);
      }),
    );
  });

  it('tops up to the bankroll only below a tenth of it', () => {
    const bankroll = bankrollOf(USD);
    expect(bankroll).toBe(50_000n);
    expect(topUpAmount(0n, USD)).toBe(bankroll);
    expect(topUpAmount(4_999n, USD)).toBe(bankroll - 4_999n);
    expect(topUpAmount(5_000n, USD)).toBe(0n);
    expect(topUpAmount(80_000n, USD)).toBe(0n);
  });

  it('weighted picks follow the weights', () => {
    expect(weighted(() => 0, { a: 1, b: 3 })).toBe('a');
    expect(weighted(() => 0.26, { a: 1, b: 3 })).toBe('b');
    expect(weighted(() => 0.999, { a: 1, b: 3 })).toBe('b');
  });

  it('the roster: distinct feed names, several currencies, on their own domain', () => {
    const labels = ROSTER.map((p) => p.handle.slice(0, 2));
    expect(new Set(labels).size).toBe(ROSTER.length);
    expect(new Set(ROSTER.map((p) => p.currency))).toEqual(new Set(['USD', 'EUR', 'RUB']));
    expect(ROSTER.filter((p) => p.currency === 'USD').length).toBeGreaterThan(ROSTER.length / 2);
    for (const player of ROSTER)
      expect(emailOf(player)).toMatch(new RegExp(`^[a-z0-9._]+@${SIMULATED_DOMAIN}$`));
  });
});
