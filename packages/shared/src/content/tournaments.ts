import { z } from 'zod';
import { contentListMeta, contentPageQuery } from './languages.ts';
import { TOURNAMENT_PRIZE_KINDS, TOURNAMENT_SCORINGS, TOURNAMENT_STATUSES } from './tournament-rules.ts';

/** GET /api/v1/tournaments?offset&limit[&status] */
export const tournamentsQuery = z.strictObject({
  ...contentPageQuery(30, 100),
  status: z.enum(TOURNAMENT_STATUSES, { error: 'Validation.invalid_format' }).optional(),
});
export type TournamentsQuery = z.infer<typeof tournamentsQuery>;

/** GET /api/v1/tournaments/{id}: ids are positive integers (bigint on the server, string on the wire). */
export const tournamentParams = z.strictObject({
  id: z.string().regex(/^[1-9]\d{0,17}$/, { error: 'Validation.invalid_format' }),
});

const tournamentDescription = z.object({ name: z.string(), description: z.string() });
export type TournamentDescription = z.infer<typeof tournamentDescription>;

const tournamentCurrency = z.object({ code: z.string(), displayFormat: z.string(), icon: z.string() });

export const tournamentView = z.object({
  id: z.string(),
  vip_players_only: z.boolean(),
  /** SPEC §3: keyed by language; English is always present, others may be missing. */
  descriptions: z.object({ en: tournamentDescription }).catchall(tournamentDescription),
  /** Major units with the currency's precision, as Money carries them. */
  prizePool: z.object({ value: z.string(), currency: tournamentCurrency }),
  startsAt: z.string(),
  endsAt: z.string(),
  status: z.enum(TOURNAMENT_STATUSES),
  /** Called off by the operator: no prizes, no more scores. */
  cancelled: z.boolean(),
  scoring: z.enum(TOURNAMENT_SCORINGS),
  /** Game ids whose bets count; empty: every game. */
  games: z.array(z.string()),
  /** Major units of the prize pool's currency; bets in other currencies count at the exchange rate. */
  minStake: z.string(),
  /** Only players who pressed join score. */
  joinRequired: z.boolean(),
  /** The caller has joined (always false for guests; a player who scores without joining is in too). */
  joined: z.boolean(),
  players: z.number().int(),
  /** The caller's place, score and prize (the prize won, once finished); null for guests and non-entrants. */
  me: z
    .object({
      place: z.number().int(),
      score: z.string(),
      prize: z.object({ kind: z.enum(TOURNAMENT_PRIZE_KINDS), amount: z.string() }).nullable(),
    })
    .nullable(),
  /** Places in order; amounts in major units of the prize pool's currency. */
  prizes: z.array(
    z.object({ place: z.number().int(), kind: z.enum(TOURNAMENT_PRIZE_KINDS), amount: z.string() }),
  ),
});
export type TournamentView = z.infer<typeof tournamentView>;

export const tournamentList = z.object({ items: z.array(tournamentView), meta: contentListMeta });
export type TournamentList = z.infer<typeof tournamentList>;

/** GET /api/v1/tournaments/{id}/leaderboard?offset&limit */
export const leaderboardQuery = z.strictObject(contentPageQuery(50, 100));
export type LeaderboardQuery = z.infer<typeof leaderboardQuery>;

export const leaderboardRow = z.object({
  place: z.number().int(),
  /** Masked, as in the live-bets feed. */
  name: z.string(),
  /**
   * wagered and net_win: major units of the prize pool's currency (net_win may be negative);
   * multiplier: the best multiplier as a decimal string ("12.5").
   */
  score: z.string(),
  bets: z.number().int(),
  /** The prize this place would win now (or won, once finished), major units; null without one. */
  prize: z.object({ kind: z.enum(TOURNAMENT_PRIZE_KINDS), amount: z.string() }).nullable(),
  isMe: z.boolean(),
});
export type LeaderboardRow = z.infer<typeof leaderboardRow>;

export const leaderboard = z.object({
  items: z.array(leaderboardRow),
  /** The caller's own row wherever it is (null for guests and players not on the board). */
  me: leaderboardRow.nullable(),
  meta: contentListMeta,
});
export type Leaderboard = z.infer<typeof leaderboard>;

/**
 * `tournaments#{globalId}` events: the player's place moved, or a prize was paid at the end.
 * Scores and amounts as on the leaderboard.
 */
export type TournamentEvent =
  | { type: 'place'; tournamentId: string; place: number; score: string }
  | {
      type: 'prize';
      tournamentId: string;
      place: number;
      prize: { kind: 'money' | 'bonus'; amount: string; currency: string };
    };
