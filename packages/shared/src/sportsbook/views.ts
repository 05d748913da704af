import type { EventStatus, MarketStatus, MarketType, OutcomeKey, OutcomeResult, Score } from './markets.ts';
import type { LegResult, SportsBetStatus } from './odds.ts';
import type { SportGroup } from './sports.ts';

/** GET /api/v1/sportsbook/sports items. */
export interface SportView {
  /** `soccer-1`. */
  id: string;
  slug: string;
  group: SportGroup;
  live: number;
  upcoming: number;
}

export interface LeagueView {
  id: string;
  name: string;
  /** ISO 3166 alpha-2, or null for international competitions. */
  country: string | null;
  /** Shown under "top leagues" on /sportsbook. */
  top: boolean;
}

export interface OutcomeView {
  id: string;
  key: OutcomeKey;
  /** Decimal, two places: "1.95". */
  odds: string;
  /** Set once the market is settled or voided. */
  result: OutcomeResult | null;
}

export interface MarketView {
  id: string;
  type: MarketType;
  line: string | null;
  period: number | null;
  status: MarketStatus;
  outcomes: OutcomeView[];
}

export interface EventClock {
  /** 1-based period (half, set, quarter, map). */
  period: number;
  /** Minutes played, for sports with a running clock; null otherwise. */
  minute: number | null;
}

export interface SportsEventView {
  id: string;
  /** `soccer-1`. */
  sport: string;
  league: LeagueView;
  home: string;
  away: string;
  startsAt: string;
  status: EventStatus;
  score: Score | null;
  clock: EventClock | null;
  /** The list shows the main market only (match winner); the event page, every market. */
  markets: MarketView[];
  marketCount: number;
}

export interface SportsPage<T> {
  data: T[];
  meta: { total: number; offset: number; limit: number };
}

export interface SportsSelectionView {
  outcomeId: string;
  outcomeKey: OutcomeKey;
  /** As placed. */
  odds: string;
  result: LegResult;
  market: { id: string; type: MarketType; line: string | null; period: number | null };
  event: Pick<SportsEventView, 'id' | 'sport' | 'home' | 'away' | 'startsAt' | 'status' | 'score'>;
}

export interface SportsBetView {
  id: string;
  type: 'single' | 'multi';
  status: SportsBetStatus;
  stake: string;
  currency: string;
  /** Combined decimal odds as placed. */
  odds: string;
  potentialPayout: string;
  /** What it paid (won, void, cashed out); null while open, "0" when lost. */
  payout: string | null;
  /** The cash-out offer now, in major units; null when none is offered. */
  cashout: string | null;
  placedAt: string;
  settledAt: string | null;
  selections: SportsSelectionView[];
}

/** `broadcast:sportsbook` payload: what changed on one event (odds, suspensions, score, status). */
export interface SportsEventUpdate {
  id: string;
  sport: string;
  status: EventStatus;
  score: Score | null;
  clock: EventClock | null;
  markets: { id: string; status: MarketStatus; outcomes: { id: string; odds: string }[] }[];
}

export const SPORTSBOOK_CHANNEL = 'broadcast:sportsbook';
