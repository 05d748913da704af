import { ALL_SPORTS, type Score } from '@casino/shared';
import type pg from 'pg';
import { type Tx, withTx } from '../../../db/tx.ts';
import { AppError, notFound } from '../../../http/errors.ts';
import { applySnapshots, finishEventTx, type StoreChanges } from './feed-store.ts';
import type { FeedEvent, FeedHooks, OddsFeed } from './odds-feed.ts';
import { SIM_SPORTS } from './sim-catalog.ts';
import { endedBy, HORIZON_MS, planEvent, snapshotAt, startOf } from './sim-model.ts';

/** What the feed keeps between passes (sportsbook_feed_state, feed 'sandbox'). */
interface SimState {
  seed: number;
  /** When the feed first ran: event starts count from it. */
  epoch: string;
  /** Events 0..created−1 exist. */
  created: number;
  /** Every event before this one has ended. */
  firstActive: number;
  /** The sim clock: the moment of the last committed pass. */
  syncedAt: string;
}

export interface SimulatedFeedDeps {
  pool: pg.Pool;
  /** Used only when the database holds no state yet; a stored seed wins, so a restart resumes. */
  seed: number;
  marginBasisPoints: number;
  hooks: FeedHooks;
  /** Publishes the changed events (after commit). */
  announce: (eventIds: bigint[]) => Promise<void>;
}

const FEED = 'sandbox';

/**
 * The embedded default's feed: a few hundred events across every sport, planned from a seed (sim-model.ts),
 * brought up to date by each `sync(now)`. Only one server copy syncs at a time (an advisory lock); the
 * others skip their turn.
 */
export class SimulatedFeed implements OddsFeed {
  readonly name = 'sandbox' as const;

  constructor(private readonly deps: SimulatedFeedDeps) {}

  async sync(now: Date): Promise<void> {
    const changes = await withTx(this.deps.pool, async (tx) => {
      const { rows } = await tx.client.query<{ locked: boolean }>(
        `SELECT pg_try_advisory_xact_lock(hashtext('sportsbook:feed')) AS locked`,
      );
      if (!rows[0]?.locked) return null;
      const state = await this.loadState(tx, now);
      const epoch = new Date(state.epoch);
      const syncedAt = new Date(state.syncedAt);
      const snapshots: FeedEvent[] = [];
      for (let i = state.firstActive; i < state.created; i++) {
        const plan = planEvent(state.seed, i, epoch);
        // Before its start an event's prices stand still; once it ended and that was written, it is done.
        if (plan.startsAt > now || endedBy(plan, syncedAt)) continue;
        snapshots.push(snapshotAt(plan, now, this.deps.marginBasisPoints));
      }
      // New events as the horizon moves on, so the book never runs dry.
      while (startOf(state.seed, state.created, epoch).getTime() <= now.getTime() + HORIZON_MS) {
        snapshots.push(
          snapshotAt(planEvent(state.seed, state.created, epoch), now, this.deps.marginBasisPoints),
        );
        state.created++;
      }
      while (
        state.firstActive < state.created &&
        endedBy(planEvent(state.seed, state.firstActive, epoch), now)
      )
        state.firstActive++;
      const written = await applySnapshots(tx, FEED, snapshots, now);
      if (now > syncedAt) state.syncedAt = now.toISOString();
      await tx.client.query(
        `UPDATE sportsbook_feed_state SET state = $2::jsonb, updated_at = $3 WHERE feed = $1`,
        [FEED, JSON.stringify(state), now],
      );
      return written;
    });
    if (changes) await this.announce(changes);
  }

  /**
   * The sandbox door: finishes the event now with the operator's score and settles its markets the way a
   * natural finish does. Periods follow the score (each side's maps in turn), so map winners settle too.
   */
  async finishEvent(eventId: bigint, score: Score, now: Date): Promise<void> {
    const changes = await withTx(this.deps.pool, async (tx): Promise<StoreChanges> => {
      const { rows } = await tx.client.query<{ sport_id: number; status: string }>(
        'SELECT sport_id, status FROM sportsbook_events WHERE id = $1 FOR UPDATE',
        [eventId.toString()],
      );
      const event = rows[0];
      if (!event) throw notFound();
      if (event.status === 'finished' || event.status === 'cancelled') throw new AppError(409, 'conflict');
      const resulted = await finishEventTx(
        tx,
        eventId,
        { ...score, periods: periodsFor(event.sport_id, score) },
        now,
      );
      return { changedEventIds: new Set([eventId]), resultedMarketIds: resulted ?? [] };
    });
    await this.announce(changes);
  }

  private async announce(changes: StoreChanges): Promise<void> {
    if (changes.resultedMarketIds.length > 0) this.deps.hooks.onMarketsResulted(changes.resultedMarketIds);
    if (changes.changedEventIds.size > 0) await this.deps.announce([...changes.changedEventIds]);
  }

  private async loadState(tx: Tx, now: Date): Promise<SimState> {
    const fresh: SimState = {
      seed: this.deps.seed,
      epoch: now.toISOString(),
      created: 0,
      firstActive: 0,
      syncedAt: new Date(now.getTime() - 1).toISOString(),
    };
    await tx.client.query(
      `INSERT INTO sportsbook_feed_state (feed, state, updated_at) VALUES ($1, $2::jsonb, $3)
       ON CONFLICT (feed) DO NOTHING`,
      [FEED, JSON.stringify(fresh), now],
    );
    const { rows } = await tx.client.query<{ state: SimState }>(
      'SELECT state FROM sportsbook_feed_state WHERE feed = $1 FOR UPDATE',
      [FEED],
    );
    return rows[0]?.state ?? fresh;
  }
}

/** Periods consistent with a final score: for maps and sets, home's won periods first, then away's. */
export function periodsFor(sportId: number, score: Score): Score[] {
  const model = SIM_SPORTS.find((s) => s.model.kind === 'sets' && sportSlugId(s.slug) === sportId)?.model;
  if (model?.kind !== 'sets') return [];
  const loser = Math.max(0, model.target - 2);
  return [
    ...Array.from({ length: score.home }, () => ({ home: model.target, away: loser })),
    ...Array.from({ length: score.away }, () => ({ home: loser, away: model.target })),
  ];
}

const sportSlugId = (slug: string) => ALL_SPORTS.find((s) => s.slug === slug)?.id;
