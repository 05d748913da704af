import { playerChannel, type TournamentEvent, type TournamentScoring } from '@casino/shared';
import type pg from 'pg';
import type { Publish } from '../realtime/index.ts';
import type { BetScorer, EntryChange, VipLevelUp } from './bet-scorer.ts';
import type { TournamentSettlement } from './tournament-settlement.ts';
import { formatScore } from './tournaments.service.ts';

/**
 * Places as last announced, per tournament: after a sweep, the boards that moved are ranked again and each
 * player whose place or score changed hears it on tournaments#{globalId}. Kept in memory: after a restart
 * the first sweep announces only the players who scored in it.
 */
export class PlaceAnnouncer {
  private readonly known = new Map<string, Map<string, { place: number; score: string }>>();

  constructor(
    private readonly pool: pg.Pool,
    private readonly publish: Publish,
  ) {}

  async announce(changes: readonly EntryChange[]): Promise<void> {
    if (changes.length === 0) return;
    const scored = new Set(changes.map((change) => `${change.tournamentId}:${change.userId}`));
    const tournamentIds = [...new Set(changes.map((change) => change.tournamentId))];
    const { rows } = await this.pool.query<{
      tournament_id: string;
      user_id: string;
      global_id: string;
      score: string;
      scoring: TournamentScoring;
      precision: number;
      place: number;
    }>(
      `SELECT e.tournament_id::text, e.user_id::text, u.global_id::text, e.score::text, t.scoring, c.precision,
              row_number() OVER (PARTITION BY e.tournament_id ORDER BY e.score DESC, e.reached_at, e.user_id)::int
                AS place
       FROM tournament_entries e
       JOIN tournaments t ON t.id = e.tournament_id
       JOIN currencies c ON c.code = t.currency
       JOIN users u ON u.id = e.user_id
       WHERE e.tournament_id = ANY ($1::bigint[])`,
      [tournamentIds],
    );
    for (const row of rows) {
      let board = this.known.get(row.tournament_id);
      if (!board) {
        board = new Map();
        this.known.set(row.tournament_id, board);
      }
      const before = board.get(row.user_id);
      const score = formatScore(row.scoring, BigInt(row.score), row.precision);
      board.set(row.user_id, { place: row.place, score });
      const moved = before
        ? before.place !== row.place || before.score !== score
        : scored.has(`${row.tournament_id}:${row.user_id}`);
      if (!moved) continue;
      const event: TournamentEvent = {
        type: 'place',
        tournamentId: row.tournament_id,
        place: row.place,
        score,
      };
      this.publish(playerChannel('tournaments', row.global_id), event);
    }
  }

  /** A settled tournament's board never moves again. */
  forget(tournamentId: string): void {
    this.known.delete(tournamentId);
  }
}

export interface TournamentJobsDeps {
  scorer: BetScorer;
  settlement: TournamentSettlement;
  announcer: PlaceAnnouncer;
  publish: Publish;
  onError: (error: unknown) => void;
  scoreEveryMs?: number;
  settleEveryMs?: number;
}

/** interface_actions#{globalId}: the player reached a new VIP level. */
export function announceLevelUps(publish: Publish, levelUps: readonly VipLevelUp[]): void {
  for (const up of levelUps) {
    publish(playerChannel('interface_actions', up.globalId), { type: 'vip_level', level: up.level });
  }
}

/**
 * The scorer every second and the settlement every five, on every copy: the database decides who does the
 * work (an advisory lock, row locks), so any number of copies may run these timers.
 */
export function startTournamentJobs(deps: TournamentJobsDeps): { stop(): Promise<void> } {
  const inFlight = new Set<Promise<unknown>>();
  let stopped = false;
  // A run still going when the timer fires again is left to finish: the turn is skipped, not queued.
  const guard = (task: () => Promise<unknown>) => {
    let current: Promise<unknown> | undefined;
    return () => {
      if (stopped || current) return;
      current = task()
        .catch(deps.onError)
        .finally(() => {
          inFlight.delete(current as Promise<unknown>);
          current = undefined;
        });
      inFlight.add(current);
    };
  };
  const score = guard(async () => {
    const result = await deps.scorer.sweep();
    if (!result) return;
    announceLevelUps(deps.publish, result.levelUps);
    await deps.announcer.announce(result.entries);
  });
  const settle = guard(() => deps.settlement.run());
  const scoring = setInterval(score, deps.scoreEveryMs ?? 1000);
  const settling = setInterval(settle, deps.settleEveryMs ?? 5000);
  scoring.unref();
  settling.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(scoring);
      clearInterval(settling);
      await Promise.all(inFlight);
    },
  };
}
