import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addBet,
  betCounts,
  betScore,
  compareStandings,
  leaderboardFromBets,
  prizeForPlace,
  prizeTableProblem,
  type Standing,
  type TournamentBet,
  type TournamentRules,
} from './tournament-rules.ts';

const at = (seconds: number) => new Date(Date.UTC(2026, 10, 1) + seconds * 1000);
const bet = (
  userId: string,
  stake: bigint,
  payout: bigint,
  multiplier: bigint,
  second: number,
  gameId = 'dice',
): TournamentBet => ({
  userId,
  gameId,
  stake,
  payout,
  multiplier,
  placedAt: at(second),
  settledAt: at(second),
});
const rules = (
  scoring: TournamentRules['scoring'],
  extra: Partial<TournamentRules> = {},
): TournamentRules => ({
  scoring,
  games: [],
  minStake: 0n,
  startsAt: at(0),
  endsAt: at(1000),
  ...extra,
});

describe('betScore', () => {
  it('is the stake, the net win or the multiplier', () => {
    const b = bet('1', 200n, 50n, 2500n, 1);
    expect(betScore('wagered', b)).toBe(200n);
    expect(betScore('net_win', b)).toBe(-150n);
    expect(betScore('multiplier', b)).toBe(2500n);
  });
});

describe('betCounts', () => {
  it('needs a counting game, a placement inside the period and the minimum stake', () => {
    const r = rules('wagered', { games: ['dice'], minStake: 100n });
    expect(betCounts(r, bet('1', 100n, 0n, 0n, 5))).toBe(true);
    expect(betCounts(r, bet('1', 99n, 0n, 0n, 5))).toBe(false);
    expect(betCounts(r, bet('1', 100n, 0n, 0n, 5, 'limbo'))).toBe(false);
    expect(betCounts(r, bet('1', 100n, 0n, 0n, -1))).toBe(false);
    // The end is exclusive; the start inclusive.
    expect(betCounts(r, bet('1', 100n, 0n, 0n, 1000))).toBe(false);
    expect(betCounts(r, bet('1', 100n, 0n, 0n, 0))).toBe(true);
    expect(betCounts(rules('wagered'), bet('1', 1n, 0n, 0n, 5, 'anything'))).toBe(true);
  });
});

describe('addBet', () => {
  it('sums stakes and net wins, moving the time with every bet', () => {
    let s: Standing | undefined;
    s = addBet('net_win', s, bet('1', 100n, 300n, 30000n, 1));
    s = addBet('net_win', s, bet('1', 100n, 0n, 0n, 2));
    expect(s).toEqual({ userId: '1', score: 100n, reachedAt: at(2), bets: 2 });
  });

  it('keeps the best multiplier and the time it was first reached', () => {
    let s: Standing | undefined;
    s = addBet('multiplier', s, bet('1', 100n, 200n, 20000n, 1));
    s = addBet('multiplier', s, bet('1', 100n, 0n, 0n, 2));
    s = addBet('multiplier', s, bet('1', 100n, 200n, 20000n, 3));
    expect(s).toEqual({ userId: '1', score: 20000n, reachedAt: at(1), bets: 3 });
    s = addBet('multiplier', s, bet('1', 100n, 500n, 50000n, 4));
    expect(s).toEqual({ userId: '1', score: 50000n, reachedAt: at(4), bets: 4 });
  });
});

describe('compareStandings', () => {
  it('ranks the higher score, then who reached it first, then the lower id', () => {
    const s = (userId: string, score: bigint, second: number): Standing => ({
      userId,
      score,
      reachedAt: at(second),
      bets: 1,
    });
    const sorted = [s('3', 5n, 2), s('10', 5n, 1), s('2', 5n, 2), s('4', 9n, 9)].sort(compareStandings);
    expect(sorted.map((x) => x.userId)).toEqual(['4', '10', '2', '3']);
  });
});

describe('leaderboardFromBets', () => {
  it('is the same whatever order the bets are given in, and counts each bet once', () => {
    const arbitraryBet = fc.record({
      user: fc.integer({ min: 1, max: 6 }),
      stake: fc.bigInt({ min: 1n, max: 10_000n }),
      payout: fc.bigInt({ min: 0n, max: 50_000n }),
      second: fc.integer({ min: 0, max: 999 }),
    });
    fc.assert(
      fc.property(
        fc.array(arbitraryBet, { maxLength: 60 }),
        fc.constantFrom('wagered', 'net_win', 'multiplier' as const),
        (raw, scoring) => {
          const bets = raw.map((b, i) =>
            bet(String(b.user), b.stake, b.payout, (b.payout * 10_000n) / b.stake, b.second + i / 1000),
          );
          const board = leaderboardFromBets(rules(scoring), bets);
          expect(leaderboardFromBets(rules(scoring), [...bets].reverse())).toEqual(board);
          expect(board.reduce((sum, s) => sum + s.bets, 0)).toBe(bets.length);
          for (let i = 1; i < board.length; i++)
            expect(compareStandings(board[i - 1] as Standing, board[i] as Standing)).toBeLessThan(0);
          if (scoring === 'wagered') {
            expect(board.reduce((sum, s) => sum + s.score, 0n)).toBe(
              bets.reduce((sum, b) => sum + b.stake, 0n),
            );
          }
        },
      ),
    );
  });
});

describe('prizes', () => {
  const table = [
    { place: 1, kind: 'money' as const, amount: 500n },
    { place: 2, kind: 'bonus' as const, amount: 200n },
  ];
  it('gives a place its prize only with a positive score', () => {
    expect(prizeForPlace(table, 1, 1n)).toEqual(table[0]);
    expect(prizeForPlace(table, 2, 10n)).toEqual(table[1]);
    expect(prizeForPlace(table, 3, 10n)).toBeUndefined();
    expect(prizeForPlace(table, 1, 0n)).toBeUndefined();
    expect(prizeForPlace(table, 1, -5n)).toBeUndefined();
  });
  it('wants places 1..n once each with positive amounts', () => {
    expect(prizeTableProblem(table)).toBeUndefined();
    expect(prizeTableProblem([])).toBeUndefined();
    expect(prizeTableProblem([{ place: 2, kind: 'money', amount: 1n }])).toBeDefined();
    expect(prizeTableProblem([...table, { place: 2, kind: 'money', amount: 1n }])).toBeDefined();
    expect(prizeTableProblem([{ place: 1, kind: 'money', amount: 0n }])).toBeDefined();
  });
});
