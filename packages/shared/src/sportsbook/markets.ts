/**
 * Sportsbook markets and how a final score settles them. Lines are decimal strings ("2.5", "-1.5") kept
 * as integer hundredths, so a result never depends on a float.
 */

export const MARKET_TYPES = [
  'match_winner',
  'total',
  'handicap',
  'both_teams_to_score',
  'map_winner',
] as const;
export type MarketType = (typeof MARKET_TYPES)[number];

export const OUTCOME_KEYS = ['home', 'draw', 'away', 'over', 'under', 'yes', 'no'] as const;
export type OutcomeKey = (typeof OUTCOME_KEYS)[number];

export type EventStatus = 'upcoming' | 'live' | 'finished' | 'cancelled';
export type MarketStatus = 'open' | 'suspended' | 'settled' | 'void';
export type OutcomeResult = 'won' | 'lost' | 'void';

export interface MarketShape {
  type: MarketType;
  /** Totals and handicaps (the home side's handicap); null otherwise. */
  line: string | null;
  /** map_winner: the map's number, from 1; null otherwise. */
  period: number | null;
}

export interface Score {
  home: number;
  away: number;
}

export interface FinalScore extends Score {
  /** Per period (map, set, half) when the feed knows it; map_winner settles from these. */
  periods?: Score[];
}

const LINE = /^-?\d{1,4}(?:\.(?:0|00|25|5|50|75))?$/;

/** "2.5" → 250; "-1.25" → -125; null for a malformed line. Quarter lines are kept but settle as plain. */
export function parseLine(line: string): number | null {
  if (!LINE.test(line)) return null;
  const negative = line.startsWith('-');
  const [whole = '0', fraction = ''] = line.replace('-', '').split('.');
  const value = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return negative ? -value : value;
}

/** The outcomes a market offers, in display order. Match winner is three-way where a draw can happen. */
export function outcomeKeysOf(type: MarketType, drawPossible: boolean): OutcomeKey[] {
  switch (type) {
    case 'match_winner':
      return drawPossible ? ['home', 'draw', 'away'] : ['home', 'away'];
    case 'total':
      return ['over', 'under'];
    case 'both_teams_to_score':
      return ['yes', 'no'];
    case 'handicap':
    case 'map_winner':
      return ['home', 'away'];
  }
}

const compare = (a: number, b: number): 'home' | 'away' | 'tie' => (a > b ? 'home' : a < b ? 'away' : 'tie');

/**
 * Each outcome's result for a final score. A tie where the market has no tie outcome (a two-way winner
 * drawn, a whole-number line landed exactly, a map that was not played) voids the market.
 */
export function settleMarket(
  market: MarketShape,
  keys: readonly OutcomeKey[],
  score: FinalScore,
): Record<string, OutcomeResult> {
  const all = (result: OutcomeResult) => Object.fromEntries(keys.map((key) => [key, result]));
  const winner = (key: OutcomeKey | 'tie'): Record<string, OutcomeResult> => {
    if (key === 'tie' && !keys.includes('draw')) return all('void');
    const won = key === 'tie' ? 'draw' : key;
    return Object.fromEntries(keys.map((k) => [k, k === won ? 'won' : 'lost']));
  };
  switch (market.type) {
    case 'match_winner':
      return winner(compare(score.home, score.away));
    case 'map_winner': {
      const map = market.period === null ? undefined : score.periods?.[market.period - 1];
      return map ? winner(compare(map.home, map.away)) : all('void');
    }
    case 'both_teams_to_score':
      return winner(score.home > 0 && score.away > 0 ? 'yes' : 'no');
    case 'total': {
      const line = parseLine(market.line ?? '');
      if (line === null) return all('void');
      const side = compare((score.home + score.away) * 100, line);
      return side === 'tie' ? all('void') : winner(side === 'home' ? 'over' : 'under');
    }
    case 'handicap': {
      const line = parseLine(market.line ?? '');
      if (line === null) return all('void');
      return winner(compare(score.home * 100 + line, score.away * 100));
    }
  }
}
