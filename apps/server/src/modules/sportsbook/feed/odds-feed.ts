import type { EventStatus, MarketType, OutcomeKey, Score } from '@casino/shared';

/**
 * Where events and odds come from. A feed brings leagues, events, markets and outcomes up to date in the
 * sportsbook tables (upserting by feed_ref), finishes and cancels events and writes their results. Markets
 * that got results are announced after commit through `FeedHooks.onMarketsResulted`, and every changed
 * event is published on `broadcast:sportsbook`.
 */
export interface OddsFeed {
  readonly name: 'sandbox' | 'odds-api';
  /** One pass: safe to call at any cadence; a pass that finds another copy syncing does nothing. */
  sync(now: Date): Promise<void>;
}

export interface FeedHooks {
  /** Markets that were settled or voided by this feed (after commit): settlement listens here. */
  onMarketsResulted: (marketIds: bigint[]) => void;
}

/** A league as a feed names it. */
export interface FeedLeague {
  feedRef: string;
  sportId: number;
  name: string;
  country: string | null;
  topRank: number | null;
}

/** One market's current prices, hundredths with the operator's margin. */
export interface FeedMarket {
  type: MarketType;
  /** '' for markets without a line. */
  line: string;
  /** 0 for markets without a period. */
  period: number;
  suspended: boolean;
  sort: number;
  odds: Partial<Record<OutcomeKey, bigint>>;
}

/**
 * An event as the feed sees it now. A `finished` snapshot carries the final score (and periods), from
 * which every market is settled; a `cancelled` one voids every market.
 */
export interface FeedEvent {
  feedRef: string;
  league: FeedLeague;
  home: string;
  away: string;
  startsAt: Date;
  status: EventStatus;
  score: Score | null;
  periods: Score[];
  clock: { period: number; minute: number | null } | null;
  markets: FeedMarket[];
}
