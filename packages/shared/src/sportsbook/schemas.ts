import { z } from 'zod';
import { ACCEPT_ODDS, MAX_SELECTIONS } from './odds.ts';

/** Database ids travel as digit strings. */
const id = z.string().regex(/^[1-9]\d{0,17}$/, 'Validation.invalid_format');

/** `soccer-1`: a sport's slug and feed id (sports.ts). */
export const sportSegmentParam = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*-\d{1,6}$/, 'Validation.invalid_format');

/** GET /api/v1/sportsbook/events query. */
export const sportsEventsQuery = z
  .object({
    sport: sportSegmentParam.optional(),
    league: id.optional(),
    live: z.enum(['true', 'false']).optional(),
    offset: z.coerce.number().int().min(0).max(100_000).default(0),
    limit: z.coerce.number().int().min(1).max(100).default(30),
  })
  .strict();

export const sportsEventParams = z.object({ id }).strict();

/** POST /api/v1/sportsbook/bets body (with an Idempotency-Key header). */
export const placeSportsBetBody = z
  .object({
    /** Major units in the player's currency, e.g. "10.50". */
    stake: z.string().max(40),
    type: z.enum(['single', 'multi']),
    selections: z
      .array(z.object({ outcomeId: id, odds: z.string().max(12) }).strict())
      .min(1)
      .max(MAX_SELECTIONS),
    acceptOdds: z.enum(ACCEPT_ODDS).default('none'),
  })
  .strict()
  .superRefine((body, ctx) => {
    const count = body.selections.length;
    if (body.type === 'single' ? count !== 1 : count < 2) {
      ctx.addIssue({ code: 'custom', path: ['selections'], message: 'Validation.invalid_format' });
    }
    if (new Set(body.selections.map((s) => s.outcomeId)).size !== count) {
      ctx.addIssue({ code: 'custom', path: ['selections'], message: 'Validation.invalid_format' });
    }
  });

/** GET /api/v1/sportsbook/bets query. */
export const sportsBetsQuery = z
  .object({
    status: z.enum(['open', 'settled']).default('open'),
    offset: z.coerce.number().int().min(0).max(100_000).default(0),
    limit: z.coerce.number().int().min(1).max(100).default(20),
  })
  .strict();

export const sportsBetParams = z.object({ id }).strict();

/** POST /api/v1/sportsbook/bets/{id}/cashout body: the offer the player saw, in major units. */
export const cashoutBody = z.object({ amount: z.string().max(40) }).strict();

/** PUT/DELETE /api/v1/sportsbook/favorites/{eventId}. */
export const favoriteParams = z.object({ eventId: id }).strict();

/** POST /api/admin/v1/sandbox/sportsbook/events/{id}/finish body. */
export const finishEventBody = z
  .object({
    home: z.number().int().min(0).max(999),
    away: z.number().int().min(0).max(999),
  })
  .strict();

/** POST /api/admin/v1/sportsbook/markets/{id}/settle body: each outcome's result (re-settles if settled). */
export const settleMarketBody = z.object({ results: z.record(id, z.enum(['won', 'lost', 'void'])) }).strict();

/** POST /api/admin/v1/sportsbook/markets/{id}/suspend body. */
export const suspendMarketBody = z.object({ suspended: z.boolean() }).strict();

export type PlaceSportsBetBody = z.infer<typeof placeSportsBetBody>;
export type SportsEventsQuery = z.infer<typeof sportsEventsQuery>;
export type SportsBetsQuery = z.infer<typeof sportsBetsQuery>;
