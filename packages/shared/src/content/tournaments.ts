import { z } from 'zod';
import { contentListMeta, contentPageQuery } from './languages.ts';
import { TOURNAMENT_STATUSES } from './tournament-rules.ts';

/** GET /api/v1/tournaments?offset&limit */
export const tournamentsQuery = z.strictObject(contentPageQuery(30, 100));
export type TournamentsQuery = z.infer<typeof tournamentsQuery>;

/** GET /api/v1/tournaments/{id}: ids are positive integers (bigint on the server, string on the wire). */
export const tournamentParams = z.strictObject({
  id: z.string().regex(/^[1-9]\d{0,17}$/, { error: 'Validation.invalid_format' }),
});

const tournamentDescription = z.object({ name: z.string(), description: z.string() });
export type TournamentDescription = z.infer<typeof tournamentDescription>;

export const tournamentView = z.object({
  id: z.string(),
  vip_players_only: z.boolean(),
  /** SPEC §3: keyed by language; English is always present, others may be missing. */
  descriptions: z.object({ en: tournamentDescription }).catchall(tournamentDescription),
  /** Major units with the currency's precision, as Money carries them. */
  prizePool: z.object({
    value: z.string(),
    currency: z.object({ code: z.string(), displayFormat: z.string(), icon: z.string() }),
  }),
  startsAt: z.string(),
  endsAt: z.string(),
  status: z.enum(TOURNAMENT_STATUSES),
});
export type TournamentView = z.infer<typeof tournamentView>;

export const tournamentList = z.object({ items: z.array(tournamentView), meta: contentListMeta });
export type TournamentList = z.infer<typeof tournamentList>;
