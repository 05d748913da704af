import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MARKET_TYPES, type MarketShape, outcomeKeysOf, parseLine, settleMarket } from './markets.ts';

const goals = fc.integer({ min: 0, max: 20 });
const score = fc.record({ home: goals, away: goals });

describe('settleMarket', () => {
  it('1X2 and two-way winners', () => {
    const winner: MarketShape = { type: 'match_winner', line: null, period: null };
    expect(settleMarket(winner, ['home', 'draw', 'away'], { home: 2, away: 1 })).toEqual({
      home: 'won',
      draw: 'lost',
      away: 'lost',
    });
    expect(settleMarket(winner, ['home', 'draw', 'away'], { home: 1, away: 1 })).toEqual({
      home: 'lost',
      draw: 'won',
      away: 'lost',
    });
    // A two-way winner drawn is void.
    expect(settleMarket(winner, ['home', 'away'], { home: 1, away: 1 })).toEqual({
      home: 'void',
      away: 'void',
    });
  });

  it('totals: over/under a half line; a whole line landed exactly voids', () => {
    const total = (line: string): MarketShape => ({ type: 'total', line, period: null });
    expect(settleMarket(total('2.5'), ['over', 'under'], { home: 2, away: 1 })).toEqual({
      over: 'won',
      under: 'lost',
    });
    expect(settleMarket(total('2.5'), ['over', 'under'], { home: 1, away: 1 })).toEqual({
      over: 'lost',
      under: 'won',
    });
    expect(settleMarket(total('3'), ['over', 'under'], { home: 2, away: 1 })).toEqual({
      over: 'void',
      under: 'void',
    });
    expect(settleMarket(total('abc'), ['over', 'under'], { home: 2, away: 1 })).toEqual({
      over: 'void',
      under: 'void',
    });
  });

  it('handicaps, both teams to score and map winners', () => {
    const handicap: MarketShape = { type: 'handicap', line: '-1.5', period: null };
    expect(settleMarket(handicap, ['home', 'away'], { home: 2, away: 1 })).toEqual({
      home: 'lost',
      away: 'won',
    });
    expect(settleMarket(handicap, ['home', 'away'], { home: 3, away: 1 })).toEqual({
      home: 'won',
      away: 'lost',
    });
    const btts: MarketShape = { type: 'both_teams_to_score', line: null, period: null };
    expect(settleMarket(btts, ['yes', 'no'], { home: 1, away: 1 })).toEqual({ yes: 'won', no: 'lost' });
    expect(settleMarket(btts, ['yes', 'no'], { home: 3, away: 0 })).toEqual({ yes: 'lost', no: 'won' });
    const map2: MarketShape = { type: 'map_winner', line: null, period: 2 };
    const periods = [
      { home: 16, away: 10 },
      { home: 9, away: 16 },
    ];
    expect(settleMarket(map2, ['home', 'away'], { home: 1, away: 1, periods })).toEqual({
      home: 'lost',
      away: 'won',
    });
    const map3: MarketShape = { type: 'map_winner', line: null, period: 3 };
    expect(settleMarket(map3, ['home', 'away'], { home: 1, away: 1, periods })).toEqual({
      home: 'void',
      away: 'void',
    });
  });

  it('every market: each outcome gets a result, and at most one wins (or all are void)', () => {
    const market: fc.Arbitrary<MarketShape> = fc.oneof(
      fc.constant<MarketShape>({ type: 'match_winner', line: null, period: null }),
      fc.constant<MarketShape>({ type: 'both_teams_to_score', line: null, period: null }),
      fc
        .integer({ min: 0, max: 20 })
        .map((n): MarketShape => ({ type: 'total', line: `${n}.5`, period: null })),
      fc
        .integer({ min: -10, max: 10 })
        .map((n): MarketShape => ({ type: 'handicap', line: `${n}.5`, period: null })),
      fc.integer({ min: 1, max: 5 }).map((n): MarketShape => ({ type: 'map_winner', line: null, period: n })),
    );
    fc.assert(
      fc.property(market, fc.boolean(), score, fc.array(score, { maxLength: 5 }), (m, draw, s, periods) => {
        const keys = outcomeKeysOf(m.type, draw);
        const results = settleMarket(m, keys, { ...s, periods });
        expect(Object.keys(results).sort()).toEqual([...keys].sort());
        const values = Object.values(results);
        if (values.includes('void')) expect(values.every((v) => v === 'void')).toBe(true);
        else expect(values.filter((v) => v === 'won')).toHaveLength(1);
      }),
    );
  });

  it('a half-line total and its mirrored handicap never void', () => {
    fc.assert(
      fc.property(score, fc.integer({ min: 0, max: 30 }), (s, n) => {
        const results = settleMarket({ type: 'total', line: `${n}.5`, period: null }, ['over', 'under'], s);
        expect(results.over).toBe(s.home + s.away > n ? 'won' : 'lost');
      }),
    );
  });
});

describe('lines and outcome keys', () => {
  it('parseLine reads quarter and half lines as hundredths', () => {
    expect(parseLine('2.5')).toBe(250);
    expect(parseLine('-1.25')).toBe(-125);
    expect(parseLine('3')).toBe(300);
    for (const bad of ['2.3', '', 'x', '1.555', '--1']) expect(parseLine(bad), bad).toBeNull();
  });

  it('every market type offers outcomes; match winner is three-way only with draws', () => {
    for (const type of MARKET_TYPES) expect(outcomeKeysOf(type, false).length).toBeGreaterThanOrEqual(2);
    expect(outcomeKeysOf('match_winner', true)).toEqual(['home', 'draw', 'away']);
    expect(outcomeKeysOf('match_winner', false)).toEqual(['home', 'away']);
  });
});
