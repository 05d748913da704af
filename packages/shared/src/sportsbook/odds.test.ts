import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  betPayout,
  betStatusOf,
  type CashoutLeg,
  cashoutOffer,
  combinedOdds,
  displayOdds,
  formatOdds,
  type Leg,
  ODDS_MAX,
  ODDS_MIN,
  oddsAcceptable,
  oddsWithMargin,
  parseOdds,
  potentialPayout,
} from './odds.ts';

const odds = fc.bigInt({ min: ODDS_MIN, max: ODDS_MAX });
const stake = fc.bigInt({ min: 1n, max: 10n ** 12n });
const result = fc.constantFrom('pending', 'won', 'lost', 'void') as fc.Arbitrary<Leg['result']>;
const leg = fc.record({ odds, result });
const legs = fc.array(leg, { minLength: 1, maxLength: 20 });

describe('odds text', () => {
  it('formatOdds and parseOdds are inverse over the whole range', () => {
    fc.assert(fc.property(odds, (o) => parseOdds(formatOdds(o)) === o));
  });

  it('parses decimals with up to two places and refuses the rest', () => {
    expect(parseOdds('1.95')).toBe(195n);
    expect(parseOdds('2')).toBe(200n);
    expect(parseOdds('2.5')).toBe(250n);
    for (const text of ['1.00', '1', '0.5', '1000.01', '2.005', '-2', ' 2', '2,5', '', '1e3', '2.']) {
      expect(parseOdds(text), text).toBeNull();
    }
  });

  it('displayOdds: decimal, fractional and American', () => {
    expect(displayOdds(195n, 'decimal')).toBe('1.95');
    expect(displayOdds(195n, 'fractional')).toBe('19/20');
    expect(displayOdds(250n, 'fractional')).toBe('3/2');
    expect(displayOdds(200n, 'american')).toBe('+100');
    expect(displayOdds(250n, 'american')).toBe('+150');
    expect(displayOdds(195n, 'american')).toBe('-105');
    expect(displayOdds(150n, 'american')).toBe('-200');
    expect(displayOdds(101n, 'american')).toBe('-10000');
  });

  it('fractional odds are the profit per unit in lowest terms; American ones round-trip within a cent', () => {
    fc.assert(
      fc.property(odds, (o) => {
        const [n, d] = displayOdds(o, 'fractional').split('/').map(BigInt) as [bigint, bigint];
        expect(n * 100n).toBe((o - 100n) * d);
        const american = Number(displayOdds(o, 'american'));
        const decimal = american > 0 ? 1 + american / 100 : 1 + 100 / -american;
        expect(Math.abs(decimal - Number(o) / 100)).toBeLessThan(0.01 + 1e-9);
      }),
    );
  });
});

describe('payouts', () => {
  it('a single pays stake × odds rounded down; a multi multiplies its legs', () => {
    expect(potentialPayout(1_000n, [195n])).toBe(1_950n);
    expect(potentialPayout(333n, [195n])).toBe(649n); // 649.35
    expect(potentialPayout(1_000n, [200n, 340n, 380n])).toBe(25_840n);
    fc.assert(
      fc.property(stake, fc.array(odds, { minLength: 1, maxLength: 20 }), (s, os) => {
        const payout = potentialPayout(s, os);
        const exact = os.reduce((acc, o) => acc * o, s);
        const scale = 100n ** BigInt(os.length);
        // Rounded down once, at the end: never more than the exact value, less by under one minor unit.
        expect(payout * scale <= exact).toBe(true);
        expect((payout + 1n) * scale > exact).toBe(true);
        expect(payout >= s).toBe(true);
      }),
    );
  });

  it('combined odds are the product rounded down and never below any leg', () => {
    fc.assert(
      fc.property(fc.array(odds, { minLength: 1, maxLength: 8 }), (os) => {
        const combined = combinedOdds(os);
        expect(combined).toBe(potentialPayout(100n, os));
        for (const o of os) expect(combined >= o).toBe(true);
      }),
    );
  });

  it('betStatusOf: lost wins over everything, then open, all void is void, else won', () => {
    fc.assert(
      fc.property(legs, (ls) => {
        const status = betStatusOf(ls);
        if (ls.some((l) => l.result === 'lost')) expect(status).toBe('lost');
        else if (ls.some((l) => l.result === 'pending')) expect(status).toBe('open');
        else if (ls.every((l) => l.result === 'void')) expect(status).toBe('void');
        else expect(status).toBe('won');
      }),
    );
  });

  it('a void leg counts as 1.00: the bet pays what it would without that leg', () => {
    fc.assert(
      fc.property(stake, legs, fc.nat(19), (s, ls, at) => {
        const voided = ls.map((l, i) => (i === at % ls.length ? { ...l, result: 'void' as const } : l));
        const without = voided.filter((_, i) => i !== at % ls.length);
        const payout = betPayout(s, voided);
        if (without.length === 0) expect(payout).toBe(s);
        else if (betStatusOf(without) === 'void') expect(payout).toBe(s);
        else expect(payout).toBe(betPayout(s, without));
      }),
    );
  });

  it('betPayout: null while open, 0 when lost, the stake when void, otherwise stake × won odds', () => {
    fc.assert(
      fc.property(stake, legs, (s, ls) => {
        const payout = betPayout(s, ls);
        const status = betStatusOf(ls);
        if (status === 'open') expect(payout).toBeNull();
        if (status === 'lost') expect(payout).toBe(0n);
        if (status === 'void') expect(payout).toBe(s);
        if (status === 'won') {
          const won = ls.filter((l) => l.result === 'won').map((l) => l.odds);
          expect(payout).toBe(potentialPayout(s, won));
          expect((payout ?? 0n) >= s).toBe(true);
        }
      }),
    );
  });
});

describe('accepting moved odds', () => {
  it('none takes only the same odds, higher takes the same or better, any takes all', () => {
    fc.assert(
      fc.property(odds, odds, (requested, current) => {
        expect(oddsAcceptable(requested, current, 'none')).toBe(requested === current);
        expect(oddsAcceptable(requested, current, 'higher')).toBe(current >= requested);
        expect(oddsAcceptable(requested, current, 'any')).toBe(true);
      }),
    );
  });
});

describe('cash-out offer', () => {
  const cashoutLeg: fc.Arbitrary<CashoutLeg> = fc.record({
    odds,
    result: fc.constantFrom('pending', 'won', 'void') as fc.Arbitrary<CashoutLeg['result']>,
    current: fc.option(odds, { nil: null }),
  });
  const margin = fc.integer({ min: 0, max: 5000 });

  it('at unchanged odds it is the stake less the margin', () => {
    expect(cashoutOffer(1_000n, [{ odds: 200n, result: 'pending', current: 200n }], 500)).toBe(950n);
    expect(cashoutOffer(1_000n, [{ odds: 200n, result: 'pending', current: 160n }], 500)).toBe(1_187n);
    fc.assert(
      fc.property(stake, odds, margin, (s, o, m) => {
        const offer = cashoutOffer(s, [{ odds: o, result: 'pending', current: o }], m);
        const expected = (s * BigInt(10_000 - m)) / 10_000n;
        expect(offer).toBe(expected > 0n ? expected : null);
      }),
    );
  });

  it('is null once lost or decided, or while a pending leg’s market is not open', () => {
    fc.assert(
      fc.property(stake, fc.array(cashoutLeg, { minLength: 1, maxLength: 8 }), margin, (s, ls, m) => {
        const offer = cashoutOffer(s, ls, m);
        if (betStatusOf(ls) !== 'open') expect(offer).toBeNull();
        if (ls.some((l) => l.result === 'pending' && l.current === null)) expect(offer).toBeNull();
        if (offer !== null) {
          // Never more than the bet could still pay, and never negative.
          expect(offer > 0n).toBe(true);
          expect(
            offer <=
              potentialPayout(
                s,
                ls.filter((l) => l.result !== 'void').map((l) => l.odds),
              ),
          ).toBe(true);
        }
      }),
    );
  });

  it('shortening odds raise the offer; drifting odds lower it', () => {
    fc.assert(
      fc.property(stake, odds, odds, odds, (s, placed, a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        const at = (current: bigint) =>
          cashoutOffer(s, [{ odds: placed, result: 'pending', current }], 500) ?? 0n;
        expect(at(low) >= at(high)).toBe(true);
      }),
    );
  });
});

describe('odds with margin', () => {
  it('the implied probabilities sum to at least 1 + margin (less rounding) and stay in range', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 0.02, max: 1, noNaN: true }), { minLength: 2, maxLength: 3 }),
        fc.integer({ min: 0, max: 2000 }),
        (weights, m) => {
          const total = weights.reduce((a, b) => a + b, 0);
          const prices = oddsWithMargin(
            weights.map((w) => w / total),
            m,
          );
          for (const p of prices) expect(p >= ODDS_MIN && p <= ODDS_MAX).toBe(true);
          const implied = prices.reduce((sum, p) => sum + 100 / Number(p), 0);
          // Rounding prices down only adds to the book's margin (unless the floor of 1.01 clamps a favourite).
          if (prices.every((p) => p > ODDS_MIN))
            expect(implied).toBeGreaterThanOrEqual(1 + m / 10_000 - 1e-9);
        },
      ),
    );
  });
});
