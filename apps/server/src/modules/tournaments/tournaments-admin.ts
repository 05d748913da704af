import {
  formatMajor,
  parseMajor,
  type TournamentPrizeKind,
  type TournamentScoring,
  type TournamentStatus,
  tournamentStatus,
} from '@casino/shared';
import type pg from 'pg';
import type { Tx } from '../../db/tx.ts';
import { descriptionsOf } from './tournaments.service.ts';
import type { StoredPrizes, TournamentDescriptions } from './tournaments.tables.ts';

/** A tournament as operators write it: amounts in major units of its currency. */
export interface TournamentInput {
  slug: string;
  descriptions: Record<string, { name: string; description: string }>;
  vipPlayersOnly: boolean;
  currency: string;
  startsAt: string;
  endsAt: string;
  scoring: TournamentScoring;
  games: string[];
  minStake: string;
  joinRequired: boolean;
  prizes: Array<{ kind: TournamentPrizeKind; amount: string }>;
  position: number;
}

export interface TournamentAdminItem extends Omit<TournamentInput, 'prizes'> {
  id: string;
  prizes: Array<{ place: number; kind: TournamentPrizeKind; amount: string }>;
  prizePool: string;
  status: TournamentStatus;
  cancelledAt: string | null;
  settledAt: string | null;
  players: number;
}

/** Why an operator's change cannot be made (the action answers 400 or 409 with it). */
export type TournamentRefusal =
  | { kind: 'invalid'; field: string; message: 'Validation.invalid_format' | 'Validation.invalid_amount' }
  | { kind: 'conflict'; reason: string };

export class TournamentRefused extends Error {
  constructor(readonly refusal: TournamentRefusal) {
    super(refusal.kind === 'invalid' ? refusal.message : refusal.reason);
  }
}

interface AdminRow {
  id: string;
  slug: string;
  descriptions: TournamentDescriptions;
  vip_players_only: boolean;
  currency: string;
  precision: number;
  starts_at: Date;
  ends_at: Date;
  scoring: TournamentScoring;
  games: string[];
  min_stake: string;
  join_required: boolean;
  prizes: StoredPrizes;
  prize_pool: string;
  position: number;
  cancelled_at: Date | null;
  settled_at: Date | null;
  players: number;
}

const SELECT = `SELECT t.id::text, t.slug, t.descriptions, t.vip_players_only, t.currency, c.precision, t.starts_at,
  t.ends_at, t.scoring, t.games, t.min_stake::text, t.join_required, t.prizes, t.prize_pool::text, t.position,
  t.cancelled_at, t.settled_at,
  (SELECT count(*) FROM tournament_entries e WHERE e.tournament_id = t.id)::int AS players
  FROM tournaments t JOIN currencies c ON c.code = t.currency`;

function toItem(row: AdminRow, now: Date): TournamentAdminItem {
  const major = (minor: string) => formatMajor(BigInt(minor), row.precision);
  return {
    id: row.id,
    slug: row.slug,
    descriptions: descriptionsOf(row.descriptions),
    vipPlayersOnly: row.vip_players_only,
    currency: row.currency,
    startsAt: row.starts_at.toISOString(),
    endsAt: row.ends_at.toISOString(),
    scoring: row.scoring,
    games: row.games,
    minStake: major(row.min_stake),
    joinRequired: row.join_required,
    prizes: row.prizes.map((prize) => ({
      place: prize.place,
      kind: prize.kind,
      amount: major(prize.amount),
    })),
    prizePool: major(row.prize_pool),
    position: row.position,
    status: row.cancelled_at ? 'finished' : tournamentStatus(row.starts_at, row.ends_at, now),
    cancelledAt: row.cancelled_at?.toISOString() ?? null,
    settledAt: row.settled_at?.toISOString() ?? null,
    players: row.players,
  };
}

export async function listTournamentsForOperators(pool: pg.Pool, now: Date): Promise<TournamentAdminItem[]> {
  const { rows } = await pool.query<AdminRow>(`${SELECT} ORDER BY t.starts_at DESC, t.id DESC`);
  return rows.map((row) => toItem(row, now));
}

/** The tournament, locked for the change; undefined when there is none. */
export async function lockTournament(
  tx: Tx,
  id: bigint,
  now: Date,
): Promise<TournamentAdminItem | undefined> {
  const { rows } = await tx.client.query<AdminRow>(`${SELECT} WHERE t.id = $1 FOR UPDATE OF t`, [
    id.toString(),
  ]);
  return rows[0] && toItem(rows[0], now);
}

/** The fields as stored, checked against the currency's precision and the game catalogue. */
async function stored(tx: Tx, input: TournamentInput) {
  const invalid = (
    field: string,
    message: 'Validation.invalid_format' | 'Validation.invalid_amount' = 'Validation.invalid_format',
  ) => new TournamentRefused({ kind: 'invalid', field, message });
  const { rows } = await tx.client.query<{ precision: number }>(
    'SELECT precision FROM currencies WHERE code = $1',
    [input.currency],
  );
  const precision = rows[0]?.precision;
  if (precision === undefined) throw invalid('currency');
  const minor = (field: string, major: string) => {
    const value = parseMajor(major, precision);
    if (value === null) throw invalid(field, 'Validation.invalid_amount');
    return value;
  };
  const startsAt = new Date(input.startsAt);
  const endsAt = new Date(input.endsAt);
  if (endsAt.getTime() <= startsAt.getTime()) throw invalid('endsAt');
  if (input.games.length > 0) {
    const known = await tx.client.query<{ id: string }>('SELECT id FROM games WHERE id = ANY ($1)', [
      input.games,
    ]);
    const ids = new Set(known.rows.map((row) => row.id));
    const unknown = input.games.find((id) => !ids.has(id));
    if (unknown) throw invalid('games');
  }
  const prizes = input.prizes.map((prize, i) => ({
    place: i + 1,
    kind: prize.kind,
    amount: minor(`prizes.${i}.amount`, prize.amount),
  }));
  if (prizes.some((prize) => prize.amount <= 0n)) throw invalid('prizes', 'Validation.invalid_amount');
  return {
    startsAt,
    endsAt,
    minStake: minor('minStake', input.minStake),
    prizes: prizes.map((prize) => ({ ...prize, amount: prize.amount.toString() })),
    prizePool: prizes.reduce((sum, prize) => sum + prize.amount, 0n),
  };
}

export async function createTournament(
  tx: Tx,
  input: TournamentInput,
  now: Date,
): Promise<TournamentAdminItem> {
  const values = await stored(tx, input);
  const { rows } = await tx.client.query<{ id: string }>(
    `INSERT INTO tournaments (slug, descriptions, vip_players_only, currency, starts_at, ends_at, scoring, games,
                              min_stake, join_required, prizes, prize_pool, position)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
     ON CONFLICT (slug) DO NOTHING RETURNING id`,
    [
      input.slug,
      JSON.stringify(input.descriptions),
      input.vipPlayersOnly,
      input.currency,
      values.startsAt,
      values.endsAt,
      input.scoring,
      input.games,
      values.minStake.toString(),
      input.joinRequired,
      JSON.stringify(values.prizes),
      values.prizePool.toString(),
      input.position,
    ],
  );
  const id = rows[0]?.id;
  if (!id) throw new TournamentRefused({ kind: 'conflict', reason: 'slug_taken' });
  const created = await lockTournament(tx, BigInt(id), now);
  if (!created) throw new Error('created tournament missing');
  return created;
}

const definedOnly = <T extends object>(changes: T): Partial<T> =>
  Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined)) as Partial<T>;

/**
 * Applies an operator's edit (the caller holds the row lock, `before` read under it). A settled or
 * cancelled tournament takes no edits. A started one keeps the rules that decide scores (currency, scoring,
 * games, minimum stake, joining, start), so no score is counted by two rules; its end may move, but not
 * into the past (end it now: endsAt = now).
 */
export async function updateTournament(
  tx: Tx,
  before: TournamentAdminItem,
  changes: Partial<TournamentInput>,
  now: Date,
): Promise<TournamentAdminItem> {
  if (before.settledAt || before.cancelledAt)
    throw new TournamentRefused({ kind: 'conflict', reason: 'tournament_closed' });
  const current: TournamentInput = {
    slug: before.slug,
    descriptions: before.descriptions,
    vipPlayersOnly: before.vipPlayersOnly,
    currency: before.currency,
    startsAt: before.startsAt,
    endsAt: before.endsAt,
    scoring: before.scoring,
    games: before.games,
    minStake: before.minStake,
    joinRequired: before.joinRequired,
    prizes: before.prizes.map(({ kind, amount }) => ({ kind, amount })),
    position: before.position,
  };
  const merged: TournamentInput = { ...current, ...definedOnly(changes) };
  const values = await stored(tx, merged);
  if (new Date(before.startsAt).getTime() <= now.getTime()) {
    // The rules as stored, so "1" and "1.00" or two spellings of one instant are the same rule.
    const was = await stored(tx, current);
    const rule = (input: TournamentInput, v: typeof values) =>
      JSON.stringify([
        input.currency,
        input.scoring,
        [...input.games].sort(),
        input.joinRequired,
        v.minStake.toString(),
        v.startsAt.getTime(),
      ]);
    if (rule(merged, values) !== rule(current, was))
      throw new TournamentRefused({ kind: 'conflict', reason: 'tournament_started' });
    if (values.endsAt.getTime() < now.getTime())
      throw new TournamentRefused({ kind: 'invalid', field: 'endsAt', message: 'Validation.invalid_format' });
  }
  try {
    await tx.client.query(
      `UPDATE tournaments SET slug = $2, descriptions = $3, vip_players_only = $4, currency = $5, starts_at = $6,
         ends_at = $7, scoring = $8, games = $9, min_stake = $10, join_required = $11, prizes = $12,
         prize_pool = $13, position = $14
       WHERE id = $1`,
      [
        before.id,
        merged.slug,
        JSON.stringify(merged.descriptions),
        merged.vipPlayersOnly,
        merged.currency,
        values.startsAt,
        values.endsAt,
        merged.scoring,
        merged.games,
        values.minStake.toString(),
        merged.joinRequired,
        JSON.stringify(values.prizes),
        values.prizePool.toString(),
        merged.position,
      ],
    );
  } catch (error) {
    if ((error as { code?: string }).code === '23505')
      throw new TournamentRefused({ kind: 'conflict', reason: 'slug_taken' });
    throw error;
  }
  const after = await lockTournament(tx, BigInt(before.id), now);
  if (!after) throw new Error('updated tournament missing');
  return after;
}

/**
 * Calls a tournament off: no more scores, no prizes. Entries are free (no buy-in is held), so there is
 * nothing to refund; a settled tournament has paid and cannot be cancelled.
 */
export async function cancelTournament(
  tx: Tx,
  before: TournamentAdminItem,
  now: Date,
): Promise<TournamentAdminItem> {
  if (before.settledAt) throw new TournamentRefused({ kind: 'conflict', reason: 'tournament_settled' });
  if (before.cancelledAt) return before;
  await tx.client.query('UPDATE tournaments SET cancelled_at = $2 WHERE id = $1', [before.id, now]);
  const after = await lockTournament(tx, BigInt(before.id), now);
  if (!after) throw new Error('cancelled tournament missing');
  return after;
}

/**
 * Ends a running tournament now (an operator's "finish early"): places are fixed after the grace, as at a
 * scheduled end. One that has not started is cancelled instead; one already over cannot end again.
 */
export async function endTournamentNow(
  tx: Tx,
  before: TournamentAdminItem,
  now: Date,
): Promise<TournamentAdminItem> {
  if (before.cancelledAt || before.settledAt || before.status !== 'active')
    throw new TournamentRefused({ kind: 'conflict', reason: 'tournament_not_running' });
  await tx.client.query('UPDATE tournaments SET ends_at = $2 WHERE id = $1', [before.id, now]);
  const after = await lockTournament(tx, BigInt(before.id), now);
  if (!after) throw new Error('ended tournament missing');
  return after;
}
