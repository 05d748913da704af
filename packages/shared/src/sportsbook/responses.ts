import { z } from 'zod';
import { MARKET_TYPES, OUTCOME_KEYS } from './markets.ts';
import type {
  MarketView,
  SportsBetView,
  SportsEventView,
  SportsPage,
  SportsSelectionView,
  SportView,
} from './views.ts';

/**
 * Response schemas of the sportsbook routes: the serializer lets only these fields out. Each is typed
 * against its view (views.ts), so the two cannot drift apart. A module of its own, so the web, which needs
 * the views' types only, never bundles these.
 */

const eventStatus = z.enum(['upcoming', 'live', 'finished', 'cancelled']);
const marketStatus = z.enum(['open', 'suspended', 'settled', 'void']);
const outcomeResult = z.enum(['won', 'lost', 'void']);
const score = z.object({ home: z.number().int(), away: z.number().int() });

export const sportResponse: z.ZodType<SportView> = z.object({
  id: z.string(),
  slug: z.string(),
  group: z.enum(['sport', 'cybersport', 'auto_racing', 'special']),
  live: z.number().int(),
  upcoming: z.number().int(),
});

const marketResponse: z.ZodType<MarketView> = z.object({
  id: z.string(),
  type: z.enum(MARKET_TYPES),
  line: z.string().nullable(),
  period: z.number().int().nullable(),
  status: marketStatus,
  outcomes: z.array(
    z.object({
      id: z.string(),
      key: z.enum(OUTCOME_KEYS),
      odds: z.string(),
      result: outcomeResult.nullable(),
    }),
  ),
});

export const sportsEventResponse: z.ZodType<SportsEventView> = z.object({
  id: z.string(),
  sport: z.string(),
  league: z.object({ id: z.string(), name: z.string(), country: z.string().nullable(), top: z.boolean() }),
  home: z.string(),
  away: z.string(),
  startsAt: z.string(),
  status: eventStatus,
  score: score.nullable(),
  clock: z.object({ period: z.number().int(), minute: z.number().int().nullable() }).nullable(),
  markets: z.array(marketResponse),
  marketCount: z.number().int(),
});

const pageOf = <T>(item: z.ZodType<T>): z.ZodType<SportsPage<T>> =>
  z.object({
    data: z.array(item),
    meta: z.object({ total: z.number().int(), offset: z.number().int(), limit: z.number().int() }),
  });

export const sportsEventsResponse = pageOf(sportsEventResponse);

const selectionResponse: z.ZodType<SportsSelectionView> = z.object({
  outcomeId: z.string(),
  outcomeKey: z.enum(OUTCOME_KEYS),
  odds: z.string(),
  result: z.enum(['pending', 'won', 'lost', 'void']),
  market: z.object({
    id: z.string(),
    type: z.enum(MARKET_TYPES),
    line: z.string().nullable(),
    period: z.number().int().nullable(),
  }),
  event: z.object({
    id: z.string(),
    sport: z.string(),
    home: z.string(),
    away: z.string(),
    startsAt: z.string(),
    status: eventStatus,
    score: score.nullable(),
  }),
});

export const sportsBetResponse: z.ZodType<SportsBetView> = z.object({
  id: z.string(),
  type: z.enum(['single', 'multi']),
  status: z.enum(['open', 'won', 'lost', 'void', 'cashed_out']),
  stake: z.string(),
  currency: z.string(),
  odds: z.string(),
  potentialPayout: z.string(),
  payout: z.string().nullable(),
  cashout: z.string().nullable(),
  placedAt: z.string(),
  settledAt: z.string().nullable(),
  selections: z.array(selectionResponse),
});

export const sportsBetsResponse = pageOf(sportsBetResponse);

const settlementSummary = z.object({
  settled: z.number().int(),
  corrected: z.number().int(),
  shortfall: z.record(z.string(), z.string()),
});

/** GET /api/admin/v1/sportsbook/events items. */
export const operatorSportsEventResponse = z.object({
  id: z.string(),
  sport: z.string(),
  league: z.object({ id: z.string(), name: z.string() }),
  home: z.string(),
  away: z.string(),
  startsAt: z.string(),
  status: eventStatus,
  score: score.nullable(),
  openBets: z.number().int(),
  markets: z.array(
    z.object({
      id: z.string(),
      type: z.enum(MARKET_TYPES),
      line: z.string().nullable(),
      period: z.number().int().nullable(),
      status: marketStatus,
      resultVersion: z.number().int(),
      openBets: z.number().int(),
      outcomes: z.array(
        z.object({
          id: z.string(),
          key: z.enum(OUTCOME_KEYS),
          odds: z.string(),
          result: outcomeResult.nullable(),
        }),
      ),
    }),
  ),
});

export const operatorSportsEventsResponse = z.object({
  items: z.array(operatorSportsEventResponse),
  meta: z.object({ total: z.number().int(), offset: z.number().int(), limit: z.number().int() }),
});

export const marketSettledResponse = z.object({
  market: z.object({
    id: z.string(),
    status: z.string(),
    resultVersion: z.number().int(),
    results: z.record(z.string(), outcomeResult.nullable()),
  }),
  settlement: settlementSummary,
});

export const marketSuspendedResponse = z.object({ id: z.string(), status: z.string() });

export const eventVoidedResponse = z.object({
  id: z.string(),
  status: z.literal('cancelled'),
  settlement: settlementSummary,
});
