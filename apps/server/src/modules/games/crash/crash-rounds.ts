import { type CrashRoundView, crashPoint } from '@casino/shared';
import type pg from 'pg';
import type { Tx } from '../../../db/tx.ts';
import { CRASH_CHAIN_LENGTH, chainCommitment, roundHash, roundsInChain } from '../engines/crash.ts';

/** A crash_rounds row. `hash` and `crashPoint` stay on the server until the round has crashed. */
export interface CrashRound {
  id: bigint;
  chainId: bigint;
  chainIndex: number;
  hash: string;
  crashPoint: number;
  status: 'betting' | 'running' | 'crashed';
  bettingEndsAt: Date;
  startedAt: Date | null;
  crashedAt: Date | null;
}

interface RoundRow {
  id: string;
  chain_id: string;
  chain_index: number;
  hash: string;
  crash_point: number;
  status: CrashRound['status'];
  betting_ends_at: Date;
  started_at: Date | null;
  crashed_at: Date | null;
}

type Db = pg.Pool | pg.PoolClient;

function toRound(row: RoundRow): CrashRound {
  return {
    id: BigInt(row.id),
    chainId: BigInt(row.chain_id),
    chainIndex: row.chain_index,
    hash: row.hash,
    crashPoint: row.crash_point,
    status: row.status,
    bettingEndsAt: row.betting_ends_at,
    startedAt: row.started_at,
    crashedAt: row.crashed_at,
  };
}

async function one(db: Db, sql: string, values: unknown[] = []): Promise<CrashRound | undefined> {
  const { rows } = await db.query<RoundRow>(sql, values);
  return rows[0] ? toRound(rows[0]) : undefined;
}

/**
 * The live round (betting or running); a unique index allows at most one across all server copies.
 * `lock`: FOR SHARE lets bets be placed side by side while holding off the start; FOR UPDATE serialises a
 * cash-out against the crash.
 */
export function liveRound(
  db: Db,
  lock: '' | 'FOR SHARE' | 'FOR UPDATE' = '',
): Promise<CrashRound | undefined> {
  return one(db, `SELECT * FROM crash_rounds WHERE status <> 'crashed' ${lock}`);
}

/** A round by id under its row lock: the lock every cash-out, auto cash-out and crash of it decides under. */
export function lockRound(tx: Tx, id: bigint): Promise<CrashRound | undefined> {
  return one(tx.client, 'SELECT * FROM crash_rounds WHERE id = $1 FOR UPDATE', [id.toString()]);
}

export function latestRound(db: Db): Promise<CrashRound | undefined> {
  return one(db, 'SELECT * FROM crash_rounds ORDER BY id DESC LIMIT 1');
}

/** Betting → running, only from betting and only once betting has ended; null when another step got there. */
export function markRunning(tx: Tx, id: bigint, now: Date): Promise<CrashRound | undefined> {
  return one(
    tx.client,
    `UPDATE crash_rounds SET status = 'running', started_at = $2
      WHERE id = $1 AND status = 'betting' AND betting_ends_at <= $2 RETURNING *`,
    [id.toString(), now],
  );
}

export function markCrashed(tx: Tx, id: bigint, now: Date): Promise<CrashRound | undefined> {
  return one(
    tx.client,
    `UPDATE crash_rounds SET status = 'crashed', crashed_at = $2 WHERE id = $1 AND status = 'running' RETURNING *`,
    [id.toString(), now],
  );
}

export async function recentCrashed(db: Db, limit: number) {
  const { rows } = await db.query<{ id: string; crash_point: number; hash: string }>(
    `SELECT id, crash_point, hash FROM crash_rounds WHERE status = 'crashed' ORDER BY id DESC LIMIT $1`,
    [limit],
  );
  return rows.map((row) => ({ id: row.id, crashPoint: row.crash_point, hash: row.hash }));
}

/**
 * The commitment of the current chain; '' before the first one. A chain is created together with its first
 * round, so the latest chain is the one the current round comes from.
 */
export async function currentCommitment(db: Db): Promise<string> {
  const { rows } = await db.query<{ commitment: string }>(
    'SELECT commitment FROM crash_chains ORDER BY id DESC LIMIT 1',
  );
  return rows[0]?.commitment ?? '';
}

/** What everyone may see: the hash and crash point only once the round has crashed. */
export function roundView(round: CrashRound): CrashRoundView {
  const over = round.status === 'crashed';
  return {
    id: round.id.toString(),
    status: round.status,
    bettingEndsAt: round.bettingEndsAt.toISOString(),
    startedAt: round.startedAt?.toISOString() ?? null,
    crashPoint: over ? round.crashPoint : null,
    hash: over ? round.hash : null,
  };
}

/** Serialises opening rounds and chains across server copies (a transaction-scoped advisory lock). */
const OPEN_ROUND_LOCK = 0x63_72_61_73_68_01; // 'crash' + 1

/**
 * Opens the next round in betting, taking the next link of the current chain, or of a new chain (new seed,
 * new commitment) when the current one has run out. Nothing happens while a round is live or the previous
 * one's cooldown lasts. Returns the new round, or undefined.
 */
export async function openNextRound(
  tx: Tx,
  opts: { now: Date; bettingMs: number; cooldownMs: number; chainLength?: number; newSeed: () => string },
): Promise<CrashRound | undefined> {
  await tx.client.query('SELECT pg_advisory_xact_lock($1)', [OPEN_ROUND_LOCK]);
  if (await liveRound(tx.client)) return undefined;
  const last = await latestRound(tx.client);
  if (last?.crashedAt && opts.now.getTime() < last.crashedAt.getTime() + opts.cooldownMs) return undefined;

  const { rows } = await tx.client.query<{
    id: string;
    seed: string;
    length: number;
    next_index: number | null;
  }>(
    `SELECT c.id, c.seed, c.length, (SELECT max(chain_index) + 1 FROM crash_rounds WHERE chain_id = c.id) AS next_index
       FROM crash_chains c ORDER BY c.id DESC LIMIT 1`,
  );
  let chain = rows[0] && {
    id: rows[0].id,
    seed: rows[0].seed,
    length: rows[0].length,
    index: rows[0].next_index ?? 0,
  };
  if (!chain || chain.index >= roundsInChain(chain.length)) {
    const seed = opts.newSeed();
    const length = opts.chainLength ?? CRASH_CHAIN_LENGTH;
    const created = await tx.client.query<{ id: string }>(
      'INSERT INTO crash_chains (seed, commitment, length, created_at) VALUES ($1, $2, $3, $4) RETURNING id',
      [seed, chainCommitment(seed, length), length, opts.now],
    );
    chain = { id: (created.rows[0] as { id: string }).id, seed, length, index: 0 };
  }
  const hash = roundHash(chain.seed, chain.length, chain.index);
  return one(
    tx.client,
    `INSERT INTO crash_rounds (chain_id, chain_index, hash, crash_point, status, betting_ends_at)
     VALUES ($1, $2, $3, $4, 'betting', $5) RETURNING *`,
    [chain.id, chain.index, hash, crashPoint(hash), new Date(opts.now.getTime() + opts.bettingMs)],
  );
}
