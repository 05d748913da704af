import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/index.ts';
import { tournament, USD } from '../test/fixtures.tsx';
import { formatMoney, formatScore, ruleLines } from './tournament-format.ts';

const t = i18n.getFixedT('en', 'tournaments');
const rules = (overrides: Parameters<typeof tournament>[1]) =>
  Object.fromEntries(ruleLines(tournament('1', overrides), t, 'en').map((line) => [line.id, line.text]));

describe('tournament rules in words', () => {
  it('says which bets count: any game or the listed ones, with or without a minimum stake', () => {
    expect(rules({ games: [], minStake: '0.50' }).bets).toBe(
      'Every bet of at least $0.50 on any game counts. Bets in other currencies count at the exchange rate to USD.',
    );
    expect(rules({ games: ['dice'], minStake: '0' }).bets).toMatch(/^Every bet on the games below counts\./);
    expect(rules({ games: [], minStake: '0.00' }).bets).toMatch(/^Every bet on any game counts\./);
  });

  it('explains the score of each rule, the tie-break and how to take part', () => {
    expect(rules({ scoring: 'net_win' }).score).toBe(
      'Your score is your net win: what your bets pay out minus what they stake, so a loss lowers it. The higher score wins, and a tie goes to whoever reached it first.',
    );
    expect(rules({ joinRequired: false }).entry).toMatch(/^No sign-up needed/);
    expect(rules({ joinRequired: true }).entry).toMatch(/^Press “Join tournament”/);
  });

  it('speaks of prizes only when there are some, and of bonus terms only for bonus prizes', () => {
    const none = rules({ prizes: [] });
    expect(none.prizes).toBeUndefined();
    expect(none.bonus).toBeUndefined();
    const one = rules({ prizes: [{ place: 1, kind: 'money', amount: '10.00' }] });
    expect(one.prizes).toMatch(/^The first place wins a prize/);
    expect(one.bonus).toBeUndefined();
  });
});

describe('tournament amounts', () => {
  it('writes a negative net win with the minus before the currency sign', () => {
    expect(formatMoney('-12.50', USD, 'en')).toBe('−$12.50');
    expect(formatScore('1234.5', 'net_win', USD, 'en')).toBe('$1,234.50');
    expect(formatScore('12.5', 'multiplier', USD, 'en')).toBe('×12.50');
  });
});
