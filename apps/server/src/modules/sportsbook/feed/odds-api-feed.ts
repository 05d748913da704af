import type pg from 'pg';
import { withTx } from '../../../db/tx.ts';
import { applySnapshots } from './feed-store.ts';
import {
  type ApiEventOdds,
  type ApiEventScore,
  type ApiSport,
  leagueOf,
  listedSports,
  snapshotOf,
} from './odds-api-mapping.ts';
import type { FeedEvent, FeedHooks, OddsFeed } from './odds-feed.ts';

export type { ApiEventOdds, ApiEventScore, ApiSport } from './odds-api-mapping.ts';

export interface OddsApiFeedDeps {
  pool: pg.Pool;
  api: { url: string; key: string };
  marginBasisPoints: number;
  hooks: FeedHooks;
  announce: (eventIds: bigint[]) => Promise<void>;
  fetch?: typeof fetch;
  timeoutMs?: number;
  /** Sports fetched per pass, in turn: The Odds API bills every request, so a pass stays small. */
  sportsPerPass?: number;
}

const SPORTS_EVERY_MS = 60 * 60 * 1000;

/**
 * The Odds API v4 (sports, odds, scores). Every request is made before the transaction opens, with a
 * timeout; the pass then writes what came back in one transaction. Their bookmakers' prices are turned
 * into fair chances and priced again with our margin (odds-api-mapping.ts).
 */
export class OddsApiFeed implements OddsFeed {
  readonly name = 'odds-api' as const;
  private readonly fetch: typeof fetch;
  private sports: ApiSport[] = [];
  private sportsAt = 0;
  private cursor = 0;

  constructor(private readonly deps: OddsApiFeedDeps) {
    this.fetch = deps.fetch ?? fetch;
  }

  async sync(now: Date): Promise<void> {
    if (this.sports.length === 0 || now.getTime() - this.sportsAt >= SPORTS_EVERY_MS) {
      this.sports = listedSports(await this.get<ApiSport[]>('/v4/sports', {}));
      this.sportsAt = now.getTime();
    }
    const count = Math.min(this.sports.length, this.deps.sportsPerPass ?? 4);
    const snapshots: FeedEvent[] = [];
    for (let i = 0; i < count; i++) {
      const sport = this.sports[(this.cursor + i) % this.sports.length] as ApiSport;
      const league = leagueOf(sport.key, sport.title);
      if (!league) continue;
      const odds = await this.get<ApiEventOdds[]>(`/v4/sports/${encodeURIComponent(sport.key)}/odds`, {
        regions: 'eu',
        markets: 'h2h,totals,spreads',
        oddsFormat: 'decimal',
      });
      const scores = await this.get<ApiEventScore[]>(`/v4/sports/${encodeURIComponent(sport.key)}/scores`, {
        daysFrom: '1',
      });
      const scoreOf = new Map(scores.map((s) => [s.id, s]));
      const seen = new Set<string>();
      for (const event of odds) {
        seen.add(event.id);
        const snapshot = snapshotOf(league, event, scoreOf.get(event.id), now, this.deps.marginBasisPoints);
        if (snapshot) snapshots.push(snapshot);
      }
      // Events no longer quoted still get their live score and their result.
      for (const score of scores) {
        if (seen.has(score.id) || !score.scores) continue;
        const snapshot = snapshotOf(league, undefined, score, now, this.deps.marginBasisPoints);
        if (snapshot) snapshots.push(snapshot);
      }
    }
    this.cursor = this.sports.length === 0 ? 0 : (this.cursor + count) % this.sports.length;
    const changes = await withTx(this.deps.pool, async (tx) => {
      const { rows } = await tx.client.query<{ locked: boolean }>(
        `SELECT pg_try_advisory_xact_lock(hashtext('sportsbook:feed')) AS locked`,
      );
      return rows[0]?.locked ? applySnapshots(tx, 'odds-api', snapshots, now) : null;
    });
    if (!changes) return;
    if (changes.resultedMarketIds.length > 0) this.deps.hooks.onMarketsResulted(changes.resultedMarketIds);
    if (changes.changedEventIds.size > 0) await this.deps.announce([...changes.changedEventIds]);
  }

  private async get<T>(path: string, query: Record<string, string>): Promise<T> {
    const url = new URL(path, this.deps.api.url);
    for (const [name, value] of Object.entries({ ...query, apiKey: this.deps.api.key }))
      url.searchParams.set(name, value);
    const response = await this.fetch(url, { signal: AbortSignal.timeout(this.deps.timeoutMs ?? 10_000) });
    if (!response.ok) {
      // Never log the URL: it carries the key.
      throw new Error(`The Odds API answered ${response.status} for ${path}`);
    }
    const body = (await response.json()) as unknown;
    if (!Array.isArray(body)) throw new Error(`The Odds API answered a non-list for ${path}`);
    return body as T;
  }
}
