import {
  ALL_SPORTS,
  drawPossible,
  type MarketType,
  type OutcomeKey,
  oddsWithMargin,
  type Score,
} from '@casino/shared';
import type { FeedEvent, FeedMarket } from './odds-feed.ts';
import {
  CITIES,
  type DuelModel,
  ESPORTS_PREFIXES,
  ESPORTS_SUFFIXES,
  type GoalsModel,
  INITIALS,
  type SetsModel,
  SIM_SPORTS,
  type SimLeague,
  type SimSport,
  SPECIAL_PAIRS,
  SURNAMES,
  TEAM_SUFFIXES,
} from './sim-catalog.ts';
import { GoalsOutlook, seriesOutcomes, seriesProbability } from './sim-odds.ts';

/**
 * The simulated feed as pure functions. Event number `index` of a seed is planned whole from the seed
 * (sport, league, sides, start, every goal or map, whether it is cancelled), so its state at any moment is
 * a function of (seed, index, epoch, now): the feed never drifts, and a restart picks up exactly where it
 * stood. No clock and no unseeded randomness in here.
 */

const MINUTE = 60_000;
/** Mean gap between two events' starts: a few hundred events over the horizon. */
export const EVENT_GAP_MS = 12 * MINUTE;
/** Events are listed this long before they start. */
export const HORIZON_MS = 3 * 24 * 60 * MINUTE;
/** The first events of a new feed started this long before it: several are live at once. */
export const BACKFILL_MS = 2 * 60 * MINUTE;
/** Markets close this long after a goal or a finished map before they reopen at new prices. */
export const SUSPEND_MS = 45_000;
const CANCEL_RATE = 0.03;

/** A small, fast PRNG (mulberry32) over a hash of the seed, the event and a stream number. */
export function random(seed: number, index: number, stream: number): () => number {
  let state = hash(seed, index, stream);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function hash(...parts: number[]): number {
  let h = 0x811c9dc5;
  for (const part of parts) {
    h = Math.imul(h ^ (part & 0xffff), 0x01000193);
    h = Math.imul(h ^ (part >>> 16), 0x01000193);
  }
  return h >>> 0;
}

const pick = <T>(items: readonly T[], u: number): T => items[Math.floor(u * items.length)] as T;

/** When event `index` starts: its slot after the epoch's backfill, somewhere within the slot. */
export function startOf(seed: number, index: number, epoch: Date): Date {
  const jitter = random(seed, index, 0)();
  return new Date(epoch.getTime() - BACKFILL_MS + index * EVENT_GAP_MS + Math.floor(jitter * EVENT_GAP_MS));
}

interface GoalsPlan {
  model: GoalsModel;
  rateHome: number;
  rateAway: number;
  /** Minutes into the match of each side's goals; a two-way tie is broken by one more at the end. */
  home: number[];
  away: number[];
}

interface SetsPlan {
  model: SetsModel;
  /** Home's chance to take a period. */
  p: number;
  /** Every period that will be played, with its final score. */
  played: Score[];
}

interface DuelPlan {
  model: DuelModel;
  /** Prior chances: home, draw, away. */
  prior: [number, number, number];
  result: 'home' | 'draw' | 'away';
}

export interface EventPlan {
  index: number;
  feedRef: string;
  sport: SimSport;
  sportId: number;
  draw: boolean;
  league: SimLeague;
  home: string;
  away: string;
  startsAt: Date;
  durationMs: number;
  cancelled: boolean;
  goals?: GoalsPlan;
  sets?: SetsPlan;
  duel?: DuelPlan;
}

const TOTAL_WEIGHT = SIM_SPORTS.reduce((sum, s) => sum + s.weight, 0);

function sportFor(u: number): SimSport {
  let left = u * TOTAL_WEIGHT;
  for (const sport of SIM_SPORTS) {
    left -= sport.weight;
    if (left < 0) return sport;
  }
  return SIM_SPORTS[0] as SimSport;
}

function sides(sport: SimSport, league: SimLeague, next: () => number): [string, string] {
  const draw = (): string => {
    if (league.clubs) return pick(league.clubs, next());
    switch (sport.names) {
      case 'teams':
        return `${pick(CITIES, next())} ${pick(TEAM_SUFFIXES, next())}`;
      case 'players':
        return `${pick([...INITIALS], next())}. ${pick(SURNAMES, next())}`;
      case 'esports':
        return `${pick(ESPORTS_PREFIXES, next())} ${pick(ESPORTS_SUFFIXES, next())}`;
      case 'specials':
        return '';
    }
  };
  if (sport.names === 'specials') return [...pick(SPECIAL_PAIRS, next())];
  const home = draw();
  let away = draw();
  for (let tries = 0; away === home && tries < 20; tries++) away = draw();
  return [home, away === home ? `${away} II` : away];
}

function arrivals(ratePerMinute: number, minutes: number, next: () => number): number[] {
  const times: number[] = [];
  if (ratePerMinute <= 0) return times;
  let t = 0;
  for (;;) {
    t += -Math.log(1 - next()) / ratePerMinute;
    if (t >= minutes) return times;
    times.push(t);
  }
}

/** Everything about event `index` of a seed, decided up front. */
export function planEvent(seed: number, index: number, epoch: Date): EventPlan {
  const next = random(seed, index, 1);
  const sport = sportFor(next());
  const entry = ALL_SPORTS.find((s) => s.slug === sport.slug);
  if (!entry) throw new Error(`sim sport ${sport.slug} is not in the sports list`);
  const league = pick(sport.leagues, next());
  const [home, away] = sides(sport, league, next);
  const startsAt = startOf(seed, index, epoch);
  const cancelled = startsAt.getTime() > epoch.getTime() && next() < CANCEL_RATE;
  const strength = next();
  const draw = drawPossible(entry);
  const plan: EventPlan = {
    index,
    feedRef: `sandbox:${seed}:${index}`,
    sport,
    sportId: entry.id,
    draw,
    league,
    home,
    away,
    startsAt,
    durationMs: 0,
    cancelled,
  };
  const model = sport.model;
  if (model.kind === 'goals') {
    // A slight home edge; the share of the expected goals each side gets.
    const share = Math.min(0.75, Math.max(0.25, 0.52 + (strength - 0.5) * 0.5));
    const rateHome = (model.total * share) / model.minutes;
    const rateAway = (model.total * (1 - share)) / model.minutes;
    const goalsHome = arrivals(rateHome, model.minutes, next);
    const goalsAway = arrivals(rateAway, model.minutes, next);
    // No draw in this sport: overtime gives one side the deciding point at the final whistle.
    if (!draw && goalsHome.length === goalsAway.length) {
      (next() < share ? goalsHome : goalsAway).push(model.minutes);
    }
    plan.goals = { model, rateHome, rateAway, home: goalsHome, away: goalsAway };
    plan.durationMs = model.minutes * MINUTE;
  } else if (model.kind === 'sets') {
    const p = 0.25 + strength * 0.5;
    const needed = Math.ceil(model.bestOf / 2);
    const played: Score[] = [];
    let wonHome = 0;
    let wonAway = 0;
    while (wonHome < needed && wonAway < needed) {
      const homeWins = next() < p;
      const loser = model.target <= 1 ? 0 : Math.floor(next() * (model.target - 1));
      played.push(homeWins ? { home: model.target, away: loser } : { home: loser, away: model.target });
      if (homeWins) wonHome++;
      else wonAway++;
    }
    plan.sets = { model, p, played };
    plan.durationMs = played.length * model.minutes * MINUTE;
  } else {
    const p = 0.3 + strength * 0.4;
    const drawShare = draw ? 0.3 : 0;
    const prior: [number, number, number] = [(1 - drawShare) * p, drawShare, (1 - drawShare) * (1 - p)];
    const u = next();
    const result = u < prior[0] ? 'home' : u < prior[0] + prior[1] ? 'draw' : 'away';
    plan.duel = { model, prior, result };
    plan.durationMs = model.minutes * MINUTE;
  }
  return plan;
}

const lineText = (line: number): string => (Number.isInteger(line) ? `${line}` : line.toFixed(1));

interface Priced {
  type: MarketType;
  line: number | null;
  period: number;
  sort: number;
  keys: OutcomeKey[];
  probabilities: number[];
  /** Closed for now (a goal just went in, the map is over, the result is already certain). */
  suspended: boolean;
}

/** A market is not offered at a price once one of its outcomes is all but certain. */
const DECIDED = 0.985;

function price(markets: Priced[], marginBasisPoints: number): FeedMarket[] {
  return markets.map((m) => {
    const sum = m.probabilities.reduce((a, b) => a + b, 0);
    const fair = m.probabilities.map((p) => (sum > 0 ? p / sum : 1 / m.probabilities.length));
    const odds = oddsWithMargin(fair, marginBasisPoints);
    return {
      type: m.type,
      line: m.line === null ? '' : lineText(m.line),
      period: m.period,
      sort: m.sort,
      suspended: m.suspended || fair.some((p) => p > DECIDED),
      odds: Object.fromEntries(m.keys.map((key, i) => [key, odds[i] as bigint])),
    };
  });
}

function winnerMarket(draw: boolean, [win, tie, lose]: [number, number, number], suspended: boolean): Priced {
  return draw
    ? {
        type: 'match_winner',
        line: null,
        period: 0,
        sort: 0,
        keys: ['home', 'draw', 'away'],
        probabilities: [win, tie, lose],
        suspended,
      }
    : {
        type: 'match_winner',
        line: null,
        period: 0,
        sort: 0,
        keys: ['home', 'away'],
        probabilities: [win + tie / 2, lose + tie / 2],
        suspended,
      };
}

/** The step between totals lines and the size of the handicap: about a third of a standard deviation. */
const stepOf = (total: number) => Math.max(1, Math.round(Math.sqrt(total) / 3));

interface State {
  status: FeedEvent['status'];
  score: Score | null;
  periods: Score[];
  clock: FeedEvent['clock'];
  markets: Priced[];
}

function goalsState(plan: EventPlan, g: GoalsPlan, elapsedMs: number, finished: boolean): State {
  const { model } = g;
  const minute = Math.min(model.minutes, elapsedMs / MINUTE);
  const upTo = (goals: number[]) => goals.filter((t) => (finished ? true : t <= minute));
  const home = upTo(g.home);
  const away = upTo(g.away);
  const periodLength = model.minutes / model.periods;
  const periods: Score[] = [];
  const currentPeriod = Math.min(model.periods, Math.floor(minute / periodLength) + 1);
  const shownPeriods = finished ? model.periods : currentPeriod;
  for (let p = 0; p < shownPeriods; p++) {
    const inPeriod = (t: number) =>
      (t >= p * periodLength && t < (p + 1) * periodLength) ||
      (p === model.periods - 1 && t >= model.minutes);
    periods.push({ home: home.filter(inPeriod).length, away: away.filter(inPeriod).length });
  }
  const rest = Math.max(0, 1 - minute / model.minutes);
  const outlook = new GoalsOutlook(
    home.length,
    away.length,
    g.rateHome * model.minutes * rest,
    g.rateAway * model.minutes * rest,
  );
  // Low-scoring sports close their markets around a goal; in points sports something scores every minute.
  const lastGoal = Math.max(-1, ...home, ...away);
  const suspended =
    elapsedMs > 0 && model.total <= 15 && lastGoal >= 0 && (minute - lastGoal) * MINUTE < SUSPEND_MS;
  const step = stepOf(model.total);
  const base = Math.floor(model.total) + 0.5;
  const markets: Priced[] = [winnerMarket(plan.draw, outlook.margin(), suspended)];
  [base - step, base, base + step].forEach((line, i) => {
    if (line <= 0) return;
    const over = outlook.over(line);
    markets.push({
      type: 'total',
      line,
      period: 0,
      sort: 20 + i,
      keys: ['over', 'under'],
      probabilities: [over, 1 - over],
      suspended,
    });
  });
  [-(step + 0.5), step + 0.5].forEach((line, i) => {
    const [win, , lose] = outlook.margin(line);
    markets.push({
      type: 'handicap',
      line,
      period: 0,
      sort: 30 + i,
      keys: ['home', 'away'],
      probabilities: [win, lose],
      suspended,
    });
  });
  if (plan.sport.slug === 'soccer') {
    const yes = outlook.bothScore();
    markets.push({
      type: 'both_teams_to_score',
      line: null,
      period: 0,
      sort: 40,
      keys: ['yes', 'no'],
      probabilities: [yes, 1 - yes],
      suspended,
    });
  }
  return {
    status: 'live',
    score: { home: home.length, away: away.length },
    periods,
    clock: finished ? null : { period: currentPeriod, minute: Math.floor(minute) },
    markets,
  };
}

function setsState(_plan: EventPlan, s: SetsPlan, elapsedMs: number, finished: boolean): State {
  const { model, p, played } = s;
  const periodMs = model.minutes * MINUTE;
  const index = finished ? played.length : Math.min(played.length - 1, Math.floor(elapsedMs / periodMs));
  const done = played.slice(0, index);
  const periods = [...done];
  let current = p;
  const progress = finished ? 0 : (elapsedMs - index * periodMs) / periodMs;
  const inPlay = played[index];
  if (!finished && inPlay) {
    const partial = { home: Math.floor(inPlay.home * progress), away: Math.floor(inPlay.away * progress) };
    periods.push(partial);
    current = Math.min(0.97, Math.max(0.03, p + (0.8 * (partial.home - partial.away)) / model.target));
  }
  const wonHome = done.filter((x) => x.home > x.away).length;
  const wonAway = done.length - wonHome;
  const needed = Math.ceil(model.bestOf / 2);
  const series = seriesOutcomes(wonHome, wonAway, needed, current, p);
  const suspended = !finished && index > 0 && elapsedMs - index * periodMs < SUSPEND_MS;
  const win = seriesProbability(series, (h, a) => h > a);
  const markets: Priced[] = [winnerMarket(false, [win, 0, 1 - win], suspended)];
  if (model.maps) {
    for (let map = 1; map <= model.bestOf; map++) {
      const result = played[map - 1];
      const over = map - 1 < index;
      const q = over && result ? (result.home > result.away ? 1 : 0) : map - 1 === index ? current : p;
      markets.push({
        type: 'map_winner',
        line: null,
        period: map,
        sort: 10 + map,
        keys: ['home', 'away'],
        probabilities: [q, 1 - q],
        suspended: suspended || over,
      });
    }
  }
  const totalLines = Array.from({ length: needed - 1 }, (_, i) => needed + i + 0.5);
  totalLines.forEach((line, i) => {
    const over = seriesProbability(series, (h, a) => h + a > line);
    markets.push({
      type: 'total',
      line,
      period: 0,
      sort: 20 + i,
      keys: ['over', 'under'],
      probabilities: [over, 1 - over],
      suspended,
    });
  });
  [-1.5, 1.5].forEach((line, i) => {
    const cover = seriesProbability(series, (h, a) => h + line > a);
    markets.push({
      type: 'handicap',
      line,
      period: 0,
      sort: 30 + i,
      keys: ['home', 'away'],
      probabilities: [cover, 1 - cover],
      suspended,
    });
  });
  return {
    status: 'live',
    score: { home: wonHome, away: wonAway },
    periods,
    clock: finished ? null : { period: index + 1, minute: null },
    markets,
  };
}

function duelState(plan: EventPlan, d: DuelPlan, elapsedMs: number, finished: boolean): State {
  // Odds drift towards the planned result as the contest goes on (the leader pulls away).
  const w = Math.min(1, elapsedMs / plan.durationMs) ** 2 * 0.85;
  const target = (key: DuelPlan['result']) => (d.result === key ? 1 : 0);
  const [home, tie, away] = [
    (1 - w) * d.prior[0] + w * target('home'),
    (1 - w) * d.prior[1] + w * target('draw'),
    (1 - w) * d.prior[2] + w * target('away'),
  ];
  const score = finished
    ? d.result === 'home'
      ? { home: 1, away: 0 }
      : d.result === 'away'
        ? { home: 0, away: 1 }
        : { home: 0, away: 0 }
    : { home: 0, away: 0 };
  return {
    status: 'live',
    score,
    periods: [],
    clock: finished ? null : { period: 1, minute: Math.floor(elapsedMs / MINUTE) },
    markets: [winnerMarket(plan.draw, [home, tie, away], false)],
  };
}

function stateAt(plan: EventPlan, elapsedMs: number, finished: boolean): State {
  if (plan.goals) return goalsState(plan, plan.goals, elapsedMs, finished);
  if (plan.sets) return setsState(plan, plan.sets, elapsedMs, finished);
  if (plan.duel) return duelState(plan, plan.duel, elapsedMs, finished);
  throw new Error('event plan without a model');
}

/** Whether the event has ended (finished or cancelled) by `now`. */
export function endedBy(plan: EventPlan, now: Date): boolean {
  const start = plan.startsAt.getTime();
  return plan.cancelled ? now.getTime() >= start : now.getTime() >= start + plan.durationMs;
}

/** The event as the feed reports it at `now`: upcoming with pre-match prices, live, finished or cancelled. */
export function snapshotAt(plan: EventPlan, now: Date, marginBasisPoints: number): FeedEvent {
  const elapsed = now.getTime() - plan.startsAt.getTime();
  let state: State;
  if (elapsed < 0 || plan.cancelled) {
    const pre = stateAt(plan, 0, false);
    state = {
      status: plan.cancelled && elapsed >= 0 ? 'cancelled' : 'upcoming',
      score: null,
      periods: [],
      clock: null,
      markets: pre.markets.map((m) => ({ ...m, suspended: false })),
    };
  } else if (elapsed >= plan.durationMs) {
    state = { ...stateAt(plan, plan.durationMs, true), status: 'finished' };
  } else {
    state = stateAt(plan, elapsed, false);
  }
  return {
    feedRef: plan.feedRef,
    league: {
      feedRef: `sandbox:${plan.sport.slug}:${plan.league.key}`,
      sportId: plan.sportId,
      name: plan.league.name,
      country: plan.league.country,
      topRank: plan.league.topRank,
    },
    home: plan.home,
    away: plan.away,
    startsAt: plan.startsAt,
    status: state.status,
    score: state.score,
    periods: state.periods,
    clock: state.clock,
    markets: price(state.markets, marginBasisPoints),
  };
}
