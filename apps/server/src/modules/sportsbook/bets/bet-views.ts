import {
  ALL_SPORTS,
  type CashoutLeg,
  cashoutOffer,
  type EventStatus,
  formatMajor,
  formatOdds,
  type LegResult,
  type MarketStatus,
  type MarketType,
  type OutcomeKey,
  type OutcomeResult,
  type SportsBetStatus,
  type SportsBetView,
  type SportsSelectionView,
  sportSegment,
} from '@casino/shared';
import type pg from 'pg';
import { CURRENCIES } from '../../../db/reference-data.ts';

type Queryable = pg.Pool | pg.PoolClient;

const PRECISION = new Map<string, number>(CURRENCIES.map((c) => [c.code, c.precision]));

export function precisionOf(currency: string): number {
  return PRECISION.get(currency) ?? 2;
}

const SEGMENT = new Map(ALL_SPORTS.map((sport) => [sport.id, sportSegment(sport)]));

/** `soccer-1` from the feed's sport id (an id the sports list lacks still gets a readable segment). */
export const sportSegmentOf = (sportId: number): string => SEGMENT.get(sportId) ?? `sport-${sportId}`;

/** A leg as settled: a void market voids it, a settled market's outcome decides it, otherwise pending. */
export function legResultOf(marketStatus: MarketStatus, outcomeResult: OutcomeResult | null): LegResult {
  if (marketStatus === 'void') return 'void';
  if (marketStatus === 'settled') return outcomeResult ?? 'pending';
  return 'pending';
}

/** One selection with its market, outcome (current odds, result) and event, as loaded for views. */
export interface LegRow {
  bet_id: string;
  leg: number;
  outcome_id: string;
  outcome_key: OutcomeKey;
  odds: number;
  market_id: string;
  market_type: MarketType;
  market_line: string;
  market_period: number;
  market_status: MarketStatus;
  outcome_result: OutcomeResult | null;
  current_odds: number;
  event_id: string;
  sport_id: number;
  home: string;
  away: string;
  starts_at: Date;
  event_status: EventStatus;
  score_home: number | null;
  score_away: number | null;
}

export const LEG_COLUMNS = `s.bet_id, s.leg, s.outcome_id, o.key AS outcome_key, s.odds,
  m.id AS market_id, m.type AS market_type, m.line AS market_line, m.period AS market_period,
  m.status AS market_status, o.result AS outcome_result, o.odds AS current_odds,
  e.id AS event_id, e.sport_id, e.home, e.away, e.starts_at, e.status AS event_status, e.score_home, e.score_away`;

export const LEG_JOINS = `JOIN sportsbook_outcomes o ON o.id = s.outcome_id
  JOIN sportsbook_markets m ON m.id = s.market_id
  JOIN sportsbook_events e ON e.id = s.event_id`;

/** The legs of `betIds`, in leg order. */
export async function loadLegs(db: Queryable, betIds: readonly bigint[]): Promise<Map<string, LegRow[]>> {
  const byBet = new Map<string, LegRow[]>();
  if (betIds.length === 0) return byBet;
  const { rows } = await db.query<LegRow>(
    `SELECT ${LEG_COLUMNS} FROM sportsbook_selections s ${LEG_JOINS}
     WHERE s.bet_id = ANY($1::bigint[]) ORDER BY s.bet_id, s.leg`,
    [betIds.map(String)],
  );
  for (const row of rows) {
    const legs = byBet.get(row.bet_id) ?? [];
    legs.push(row);
    byBet.set(row.bet_id, legs);
  }
  return byBet;
}

/** Each leg's placed odds, result now and (when its market is open) current odds, for the offer. */
export function cashoutLegs(legs: readonly LegRow[]): CashoutLeg[] {
  return legs.map((leg) => ({
    odds: BigInt(leg.odds),
    result: legResultOf(leg.market_status, leg.outcome_result),
    current: leg.market_status === 'open' ? BigInt(leg.current_odds) : null,
  }));
}

export interface BetRow {
  id: string;
  user_id: string;
  type: 'single' | 'multi';
  currency: string;
  stake: string;
  odds: string;
  potential_payout: string;
  status: SportsBetStatus;
  payout: string | null;
  hold_id: string;
  settle_version: number;
  placed_at: Date;
  settled_at: Date | null;
}

export const BET_COLUMNS = `b.id, b.user_id, b.type, b.currency, b.stake, b.odds, b.potential_payout, b.status,
  b.payout, b.hold_id, b.settle_version, b.placed_at, b.settled_at`;

/**
 * The offer a bet has now, minor units: none once its hold has been settled (settled, cashed out, or
 * re-opened by an operator's re-settlement).
 */
export function offerOf(bet: BetRow, legs: readonly LegRow[], marginBasisPoints: number): bigint | null {
  if (bet.status !== 'open' || bet.settle_version > 0) return null;
  return cashoutOffer(BigInt(bet.stake), cashoutLegs(legs), marginBasisPoints);
}

export function selectionView(leg: LegRow): SportsSelectionView {
  return {
    outcomeId: String(leg.outcome_id),
    outcomeKey: leg.outcome_key,
    odds: formatOdds(BigInt(leg.odds)),
    result: legResultOf(leg.market_status, leg.outcome_result),
    market: {
      id: String(leg.market_id),
      type: leg.market_type,
      line: leg.market_line === '' ? null : leg.market_line,
      period: leg.market_period === 0 ? null : leg.market_period,
    },
    event: {
      id: String(leg.event_id),
      sport: sportSegmentOf(leg.sport_id),
      home: leg.home,
      away: leg.away,
      startsAt: leg.starts_at.toISOString(),
      status: leg.event_status,
      score:
        leg.score_home === null || leg.score_away === null
          ? null
          : { home: leg.score_home, away: leg.score_away },
    },
  };
}

export function betView(bet: BetRow, legs: readonly LegRow[], marginBasisPoints: number): SportsBetView {
  const precision = precisionOf(bet.currency);
  const money = (minor: bigint) => formatMajor(minor, precision);
  const offer = offerOf(bet, legs, marginBasisPoints);
  return {
    id: String(bet.id),
    type: bet.type,
    status: bet.status,
    stake: money(BigInt(bet.stake)),
    currency: bet.currency,
    odds: formatOdds(BigInt(bet.odds)),
    potentialPayout: money(BigInt(bet.potential_payout)),
    payout: bet.status === 'open' || bet.payout === null ? null : money(BigInt(bet.payout)),
    cashout: offer === null ? null : money(offer),
    placedAt: bet.placed_at.toISOString(),
    settledAt: bet.status === 'open' || bet.settled_at === null ? null : bet.settled_at.toISOString(),
    selections: legs.map(selectionView),
  };
}

/** Views of `bets` with their legs loaded in one query. */
export async function betViews(
  db: Queryable,
  bets: readonly BetRow[],
  marginBasisPoints: number,
): Promise<SportsBetView[]> {
  const legs = await loadLegs(
    db,
    bets.map((bet) => BigInt(bet.id)),
  );
  return bets.map((bet) => betView(bet, legs.get(String(bet.id)) ?? [], marginBasisPoints));
}
