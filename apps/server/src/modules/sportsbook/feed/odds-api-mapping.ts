import { ALL_SPORTS, type OutcomeKey, oddsWithMargin, parseLine } from '@casino/shared';
import type { FeedEvent, FeedLeague, FeedMarket } from './odds-feed.ts';

/**
 * The Odds API v4's published JSON (https://the-odds-api.com/liveapi/guides/v4/) and how it maps onto our
 * feed snapshots. Pure: the adapter fetches, this translates.
 */

/** GET /v4/sports items. */
export interface ApiSport {
  key: string;
  group: string;
  title: string;
  description: string;
  active: boolean;
  has_outrights: boolean;
}

export interface ApiOutcome {
  name: string;
  /** Decimal odds (oddsFormat=decimal). */
  price: number;
  /** Totals and spreads: the line. */
  point?: number;
}

export interface ApiMarket {
  key: string;
  last_update?: string;
  outcomes: ApiOutcome[];
}

export interface ApiBookmaker {
  key: string;
  title: string;
  last_update?: string;
  markets: ApiMarket[];
}

/** GET /v4/sports/{sport}/odds items. */
export interface ApiEventOdds {
  id: string;
  sport_key: string;
  sport_title: string;
  commence_time: string;
  home_team: string;
  away_team: string;
  bookmakers: ApiBookmaker[];
}

/** GET /v4/sports/{sport}/scores items. */
export interface ApiEventScore {
  id: string;
  sport_key: string;
  sport_title: string;
  commence_time: string;
  completed: boolean;
  home_team: string;
  away_team: string;
  /** null before the start; team name and score as a string. */
  scores: { name: string; score: string }[] | null;
  last_update: string | null;
}

/** Sport key prefixes (`soccer_epl` → soccer) onto our sports list's slugs. */
const SPORT_PREFIXES: [string, string][] = [
  ['soccer_', 'soccer'],
  ['basketball_', 'basketball'],
  ['icehockey_', 'ice-hockey'],
  ['tennis_', 'tennis'],
  ['baseball_', 'baseball'],
  ['americanfootball_', 'american-football'],
  ['mma_', 'mma'],
  ['boxing_', 'boxing'],
  ['cricket_', 'cricket'],
  ['rugbyleague_', 'rugby'],
  ['rugbyunion_', 'rugby'],
  ['aussierules_', 'aussie-rules'],
  ['handball_', 'handball'],
  ['politics_', 'politics'],
];

/** Leagues shown among the top ones, and their countries. */
const LEAGUES: Record<string, { country: string | null; topRank?: number }> = {
  soccer_uefa_champs_league: { country: null, topRank: 0 },
  soccer_epl: { country: 'GB', topRank: 1 },
  soccer_spain_la_liga: { country: 'ES', topRank: 2 },
  basketball_nba: { country: 'US', topRank: 3 },
  icehockey_nhl: { country: 'US', topRank: 4 },
  soccer_germany_bundesliga: { country: 'DE' },
  soccer_italy_serie_a: { country: 'IT' },
  soccer_france_ligue_one: { country: 'FR' },
  americanfootball_nfl: { country: 'US' },
  baseball_mlb: { country: 'US' },
};

/** Our sport id for one of their sport keys; undefined for sports we do not list. */
export function sportIdOf(sportKey: string): number | undefined {
  const slug = SPORT_PREFIXES.find(([prefix]) => sportKey.startsWith(prefix))?.[1];
  return slug === undefined ? undefined : ALL_SPORTS.find((s) => s.slug === slug)?.id;
}

/** Head-to-head sports we can list: active, with matches rather than outrights, and a sport of ours. */
export function listedSports(sports: readonly ApiSport[]): ApiSport[] {
  return sports.filter((s) => s.active && !s.has_outrights && sportIdOf(s.key) !== undefined);
}

export function leagueOf(sportKey: string, title: string): FeedLeague | null {
  const sportId = sportIdOf(sportKey);
  if (sportId === undefined) return null;
  const known = LEAGUES[sportKey];
  return {
    feedRef: `odds-api:${sportKey}`,
    sportId,
    name: title,
    country: known?.country ?? null,
    topRank: known?.topRank ?? null,
  };
}

const lineText = (point: number): string | null => {
  const text = String(point);
  return parseLine(text) === null ? null : text;
};

/**
 * The consensus fair chances of a market across bookmakers: each bookmaker's implied probabilities
 * (1 / price) are scaled to sum to 1, which takes its margin off, then averaged outcome by outcome.
 */
function consensus(quotes: Map<OutcomeKey, number>[], keys: readonly OutcomeKey[]): number[] | null {
  const sums = keys.map(() => 0);
  let books = 0;
  for (const quote of quotes) {
    if (!keys.every((k) => (quote.get(k) ?? 0) > 1)) continue;
    const implied = keys.map((k) => 1 / (quote.get(k) as number));
    const total = implied.reduce((a, b) => a + b, 0);
    implied.forEach((p, i) => {
      sums[i] = (sums[i] as number) + p / total;
    });
    books++;
  }
  return books === 0 ? null : sums.map((s) => s / books);
}

/** Our markets for one event from every bookmaker's h2h, totals and spreads, priced with our margin. */
export function marketsOf(event: ApiEventOdds, marginBasisPoints: number): FeedMarket[] {
  const groups = new Map<
    string,
    { type: FeedMarket['type']; line: string; quotes: Map<OutcomeKey, number>[] }
  >();
  const quote = (id: string, type: FeedMarket['type'], line: string) => {
    let group = groups.get(id);
    if (!group) {
      group = { type, line, quotes: [] };
      groups.set(id, group);
    }
    const prices = new Map<OutcomeKey, number>();
    group.quotes.push(prices);
    return prices;
  };
  const side = (name: string): OutcomeKey | null =>
    name === event.home_team ? 'home' : name === event.away_team ? 'away' : name === 'Draw' ? 'draw' : null;
  for (const bookmaker of event.bookmakers) {
    for (const market of bookmaker.markets) {
      if (market.key === 'h2h') {
        const prices = quote('h2h', 'match_winner', '');
        for (const o of market.outcomes) {
          const key = side(o.name);
          if (key) prices.set(key, o.price);
        }
      } else if (market.key === 'totals') {
        // A bookmaker may quote several lines: each line is a market of its own.
        const lines = new Map<string, Map<OutcomeKey, number>>();
        for (const o of market.outcomes) {
          const line = o.point === undefined ? null : lineText(o.point);
          if (line === null || (o.name !== 'Over' && o.name !== 'Under')) continue;
          const prices = lines.get(line) ?? quote(`totals:${line}`, 'total', line);
          lines.set(line, prices);
          prices.set(o.name === 'Over' ? 'over' : 'under', o.price);
        }
      } else if (market.key === 'spreads') {
        const home = market.outcomes.find((o) => o.name === event.home_team);
        const away = market.outcomes.find((o) => o.name === event.away_team);
        const line = home?.point === undefined ? null : lineText(home.point);
        if (!home || !away || line === null) continue;
        const prices = quote(`spreads:${line}`, 'handicap', line);
        prices.set('home', home.price);
        prices.set('away', away.price);
      }
    }
  }
  const markets: FeedMarket[] = [];
  for (const group of groups.values()) {
    const threeWay = group.type === 'match_winner' && group.quotes.some((q) => q.has('draw'));
    const keys: OutcomeKey[] =
      group.type === 'total' ? ['over', 'under'] : threeWay ? ['home', 'draw', 'away'] : ['home', 'away'];
    const fair = consensus(group.quotes, keys);
    if (!fair) continue;
    const odds = oddsWithMargin(fair, marginBasisPoints);
    markets.push({
      type: group.type,
      line: group.line,
      period: 0,
      suspended: false,
      sort: 0,
      odds: Object.fromEntries(keys.map((k, i) => [k, odds[i] as bigint])),
    });
  }
  const base = { match_winner: 0, map_winner: 10, total: 20, handicap: 30, both_teams_to_score: 40 } as const;
  const byLine = (a: FeedMarket, b: FeedMarket) => Number(a.line) - Number(b.line);
  for (const type of ['total', 'handicap'] as const) {
    markets
      .filter((m) => m.type === type)
      .sort(byLine)
      .forEach((m, i) => {
        m.sort = base[type] + i;
      });
  }
  return markets.sort((a, b) => a.sort - b.sort);
}

/** The score of one side from a scores item; null when missing or not a whole number. */
function sideScore(item: ApiEventScore, team: string): number | null {
  const text = item.scores?.find((s) => s.name === team)?.score;
  return text !== undefined && /^\d{1,4}$/.test(text) ? Number(text) : null;
}

/**
 * The snapshot of one event: its odds (when still quoted) and its score. Started events are live; a
 * completed score finishes the event, and its markets settle from the final score.
 */
export function snapshotOf(
  league: FeedLeague,
  odds: ApiEventOdds | undefined,
  score: ApiEventScore | undefined,
  now: Date,
  marginBasisPoints: number,
): FeedEvent | null {
  const base = odds ?? score;
  if (!base) return null;
  const startsAt = new Date(base.commence_time);
  if (Number.isNaN(startsAt.getTime())) return null;
  const home = score ? sideScore(score, base.home_team) : null;
  const away = score ? sideScore(score, base.away_team) : null;
  const known = home !== null && away !== null ? { home, away } : null;
  const status = score?.completed && known ? 'finished' : startsAt <= now ? 'live' : 'upcoming';
  return {
    feedRef: `odds-api:${base.id}`,
    league,
    home: base.home_team,
    away: base.away_team,
    startsAt,
    status,
    score: status === 'upcoming' ? null : (known ?? { home: 0, away: 0 }),
    periods: [],
    clock: status === 'live' ? { period: 1, minute: null } : null,
    markets: odds ? marketsOf(odds, marginBasisPoints) : [],
  };
}
