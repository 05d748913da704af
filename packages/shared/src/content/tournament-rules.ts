import type { ContentLanguage } from './languages.ts';
import type { TournamentDescription, TournamentView } from './tournaments.ts';

/*
 * Tournament rules without zod, so the page shell that needs only these does not pull in the schemas.
 */

/** SPEC §9: the sidebar shows the first 3 tournaments. */
export const SIDEBAR_TOURNAMENTS = 3;

export const TOURNAMENT_STATUSES = ['upcoming', 'active', 'finished'] as const;
export type TournamentStatus = (typeof TOURNAMENT_STATUSES)[number];

/**
 * How a bet scores: the stakes added up, the net wins added up (payout − stake, so a loss lowers it), or the
 * best single multiplier (× 10^4, as bets store it) of a bet of at least the minimum stake.
 */
export const TOURNAMENT_SCORINGS = ['wagered', 'net_win', 'multiplier'] as const;
export type TournamentScoring = (typeof TOURNAMENT_SCORINGS)[number];

/** A prize by place: money paid to the main balance, or the same amount as a bonus with a wager. */
export const TOURNAMENT_PRIZE_KINDS = ['money', 'bonus'] as const;
export type TournamentPrizeKind = (typeof TOURNAMENT_PRIZE_KINDS)[number];

/** Wager and lifetime of a bonus prize (money prizes have none). */
export const TOURNAMENT_BONUS_PRIZE_TERMS = { wagerMultiplier: 10, hours: 7 * 24 } as const;

/** Bets settled this long after the end still count if they were placed before it; then places are fixed. */
export const TOURNAMENT_SETTLE_GRACE_MS = 10_000;

/** Status at `now`: the period is [startsAt, endsAt). */
export function tournamentStatus(startsAt: Date, endsAt: Date, now: Date): TournamentStatus {
  if (now.getTime() < startsAt.getTime()) return 'upcoming';
  return now.getTime() < endsAt.getTime() ? 'active' : 'finished';
}

/** SPEC §2.2: the tournament's text in the current language, else English (FALLBACK_LANGUAGE). */
export function tournamentDescriptionIn(
  tournament: Pick<TournamentView, 'descriptions'>,
  language: ContentLanguage | string,
): TournamentDescription {
  return tournament.descriptions[language] ?? tournament.descriptions.en;
}

/** A settled bet as a tournament sees it: stake and payout already in the tournament's currency. */
export interface TournamentBet {
  userId: string;
  gameId: string;
  /** Minor units of the tournament's currency. */
  stake: bigint;
  payout: bigint;
  /** × 10^4. */
  multiplier: bigint;
  placedAt: Date;
  settledAt: Date;
}

export interface TournamentRules {
  scoring: TournamentScoring;
  /** Game ids that count; empty: every game. */
  games: readonly string[];
  /** Minor units of the tournament's currency. */
  minStake: bigint;
  startsAt: Date;
  endsAt: Date;
}

/** Does this bet count: a counting game, placed in the period, with at least the minimum stake. */
export function betCounts(rules: TournamentRules, bet: TournamentBet): boolean {
  if (rules.games.length > 0 && !rules.games.includes(bet.gameId)) return false;
  const placed = bet.placedAt.getTime();
  return placed >= rules.startsAt.getTime() && placed < rules.endsAt.getTime() && bet.stake >= rules.minStake;
}

/** What one bet adds under the rule. */
export function betScore(
  scoring: TournamentScoring,
  bet: Pick<TournamentBet, 'stake' | 'payout' | 'multiplier'>,
) {
  if (scoring === 'wagered') return bet.stake;
  if (scoring === 'net_win') return bet.payout - bet.stake;
  return bet.multiplier;
}

/** A player's standing: the score, and when it was reached (ties go to whoever reached it first). */
export interface Standing {
  userId: string;
  score: bigint;
  reachedAt: Date;
  bets: number;
}

/**
 * The standing after one more counting bet. Sums move with every bet and were reached at its settlement;
 * the best multiplier moves only when beaten, so an equal one later does not take the earlier time.
 */
export function addBet(
  scoring: TournamentScoring,
  standing: Standing | undefined,
  bet: TournamentBet,
): Standing {
  const score = betScore(scoring, bet);
  if (!standing) return { userId: bet.userId, score, reachedAt: bet.settledAt, bets: 1 };
  if (scoring === 'multiplier') {
    const beaten = score > standing.score;
    return {
      userId: standing.userId,
      score: beaten ? score : standing.score,
      reachedAt: beaten ? bet.settledAt : standing.reachedAt,
      bets: standing.bets + 1,
    };
  }
  const later = bet.settledAt.getTime() > standing.reachedAt.getTime();
  return {
    userId: standing.userId,
    score: standing.score + score,
    reachedAt: later ? bet.settledAt : standing.reachedAt,
    bets: standing.bets + 1,
  };
}

/** Places: the higher score first, then who reached it first, then the lower player id (stable). */
export function compareStandings(a: Standing, b: Standing): number {
  if (a.score !== b.score) return a.score > b.score ? -1 : 1;
  const time = a.reachedAt.getTime() - b.reachedAt.getTime();
  if (time !== 0) return time;
  const ida = BigInt(a.userId);
  const idb = BigInt(b.userId);
  return ida === idb ? 0 : ida < idb ? -1 : 1;
}

/** The leaderboard from scratch: every counting bet, in settlement order, folded into standings. */
export function leaderboardFromBets(rules: TournamentRules, bets: readonly TournamentBet[]): Standing[] {
  const standings = new Map<string, Standing>();
  const ordered = [...bets].sort((a, b) => a.settledAt.getTime() - b.settledAt.getTime());
  for (const bet of ordered) {
    if (!betCounts(rules, bet)) continue;
    standings.set(bet.userId, addBet(rules.scoring, standings.get(bet.userId), bet));
  }
  return [...standings.values()].sort(compareStandings);
}

export interface TournamentPrize {
  place: number;
  kind: TournamentPrizeKind;
  /** Minor units of the tournament's currency. */
  amount: bigint;
}

/** The prize for a place, if the table has one. A place wins only with a positive score. */
export function prizeForPlace(
  prizes: readonly TournamentPrize[],
  place: number,
  score: bigint,
): TournamentPrize | undefined {
  if (score <= 0n) return undefined;
  return prizes.find((prize) => prize.place === place);
}

/** Is the prize table well formed: places 1..n once each, positive amounts. */
export function prizeTableProblem(prizes: readonly TournamentPrize[]): string | undefined {
  const places = prizes.map((prize) => prize.place).sort((a, b) => a - b);
  if (places.some((place, i) => place !== i + 1)) return 'places must be 1, 2, 3… with no gaps or repeats';
  if (prizes.some((prize) => prize.amount <= 0n)) return 'amounts must be positive';
  return undefined;
}
