import { type FairnessView, newServerSeed, type RotatedSeeds, sha256Hex } from '@casino/shared';
import type pg from 'pg';
import { type Tx, withTx } from '../../db/tx.ts';
import { AppError } from '../../http/errors.ts';

/** The seed pair a bet is played with: the nonce is this bet's, already counted. */
export interface SeedForBet {
  seedId: bigint;
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
}

interface SeedRow {
  id: string;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  nonce: string;
}

type Queryable = pg.Pool | pg.PoolClient;

const ACTIVE_PAIR_ATTEMPTS = 10;
/** About 300 bytes each: 50,000 players' pairs in some 15 MB. */
const MAX_REMEMBERED_SEEDS = 50_000;

function toSeedForBet(row: SeedRow): SeedForBet {
  return {
    seedId: BigInt(row.id),
    serverSeed: row.server_seed,
    serverSeedHash: row.server_seed_hash,
    clientSeed: row.client_seed,
    nonce: Number(row.nonce),
  };
}

/** A client seed the player has not chosen yet: random, so the first bets are fair too. */
function randomClientSeed(): string {
  return newServerSeed().slice(0, 16);
}

/** Per-player seed pairs (issue "Provably fair core"): hash shown in advance, seed revealed on rotation. */
export class FairnessService {
  /**
   * Each player's active pair with the nonce their next instant bet will use. An entry is a guess the bet's
   * statement verifies (pair still active, nonce unchanged); anything else that moves a nonce or rotates a
   * pair forgets it, and a guess another server proved stale is forgotten by the bet that found out.
   */
  private readonly nextSeeds = new Map<bigint, SeedForBet>();

  constructor(private readonly pool: pg.Pool) {}

  /** The pair and nonce for a player's next instant bet: from memory, or one read. */
  async seedForBet(userId: bigint): Promise<SeedForBet> {
    const known = this.nextSeeds.get(userId);
    if (known) return known;
    const row = await this.active(this.pool, userId, false);
    const seeds = toSeedForBet(row);
    this.remember(userId, seeds);
    return seeds;
  }

  /** The bet with `seeds` committed: the next one uses the following nonce. */
  advance(userId: bigint, seeds: SeedForBet): void {
    this.remember(userId, { ...seeds, nonce: seeds.nonce + 1 });
  }

  forget(userId: bigint): void {
    this.nextSeeds.delete(userId);
  }

  private remember(userId: bigint, seeds: SeedForBet): void {
    // Most recently used last; the oldest goes once the map is full (a re-read costs one query).
    this.nextSeeds.delete(userId);
    this.nextSeeds.set(userId, seeds);
    if (this.nextSeeds.size > MAX_REMEMBERED_SEEDS) {
      const oldest = this.nextSeeds.keys().next().value;
      if (oldest !== undefined) this.nextSeeds.delete(oldest);
    }
  }

  private async insertPair(db: Queryable, userId: bigint, clientSeed: string): Promise<void> {
    const serverSeed = newServerSeed();
    // Concurrent first uses agree on one active pair.
    await db.query(
      `INSERT INTO fairness_seeds (user_id, server_seed, server_seed_hash, client_seed)
       VALUES ($1, $2, $3, $4) ON CONFLICT (user_id) WHERE active DO NOTHING`,
      [userId.toString(), serverSeed, await sha256Hex(serverSeed), clientSeed],
    );
  }

  private async active(db: Queryable, userId: bigint, lock: boolean): Promise<SeedRow> {
    const select = `SELECT id, server_seed, server_seed_hash, client_seed, nonce FROM fairness_seeds
                    WHERE user_id = $1 AND active${lock ? ' FOR UPDATE' : ''}`;
    // A locking read that waited on a pair another request was rotating finds it inactive and no row: read
    // again, and the pair that rotation committed is there. Each round some request moves on, so a player
    // racing themselves settles; one who loses every round is told so, not answered with a 500.
    for (let attempt = 0; attempt < ACTIVE_PAIR_ATTEMPTS; attempt++) {
      const { rows } = await db.query<SeedRow>(select, [userId.toString()]);
      if (rows[0]) return rows[0];
      await this.insertPair(db, userId, randomClientSeed());
    }
    throw new AppError(409, 'conflict');
  }

  async view(userId: bigint): Promise<FairnessView> {
    const row = await this.active(this.pool, userId, false);
    return { serverSeedHash: row.server_seed_hash, clientSeed: row.client_seed, nonce: Number(row.nonce) };
  }

  /**
   * Locks the player's active pair inside the bet's transaction and returns the nonce the bet will use. The
   * lock serialises a player's bets, so nonces are gapless; `consumeNonce` counts the bet once it is placed.
   */
  async lockForBet(tx: Tx, userId: bigint): Promise<SeedForBet> {
    // Whatever this bet commits, the remembered nonce is no longer the next one.
    tx.afterCommit(() => this.forget(userId));
    return toSeedForBet(await this.active(tx.client, userId, true));
  }

  async consumeNonce(tx: Tx, seeds: SeedForBet): Promise<void> {
    await tx.client.query('UPDATE fairness_seeds SET nonce = nonce + 1 WHERE id = $1', [
      seeds.seedId.toString(),
    ]);
  }

  /** Reveals the active server seed and starts a new pair with the player's client seed. */
  async rotate(userId: bigint, clientSeed: string, now: Date): Promise<RotatedSeeds> {
    return withTx(this.pool, async (tx) => {
      tx.afterCommit(() => this.forget(userId));
      const previous = await this.active(tx.client, userId, true);
      // A round still open on this pair (mines, coin flip, hi-lo, blackjack) has its cards or tiles fixed by
      // the server seed: revealing it now would show the player what comes next.
      const { rows: open } = await tx.client.query(
        `SELECT 1 FROM game_bets WHERE user_id = $1 AND seed_id = $2 AND status = 'open' LIMIT 1`,
        [userId.toString(), previous.id],
      );
      if (open.length > 0) throw new AppError(409, 'round_open');
      await tx.client.query('UPDATE fairness_seeds SET active = false, revealed_at = $2 WHERE id = $1', [
        previous.id,
        now,
      ]);
      await this.insertPair(tx.client, userId, clientSeed);
      const current = await this.active(tx.client, userId, false);
      return {
        previous: {
          serverSeed: previous.server_seed,
          serverSeedHash: previous.server_seed_hash,
          clientSeed: previous.client_seed,
          nonce: Number(previous.nonce),
        },
        current: {
          serverSeedHash: current.server_seed_hash,
          clientSeed: current.client_seed,
          nonce: Number(current.nonce),
        },
      };
    });
  }
}
