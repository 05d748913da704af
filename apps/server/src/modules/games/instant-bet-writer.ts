import type pg from 'pg';
import { StatementBatcher } from '../../db/statement-batcher.ts';
import { isRetryable } from '../../db/tx.ts';
import { ledgerError, ledgerPostingCtes } from '../wallet/index.ts';

/** An instant bet played in the process, ready to be written: outcome, payout and the ids it touches. */
export interface InstantBetRow {
  userId: bigint;
  seedId: bigint;
  /** The nonce the outcome was computed with: the pair's nonce must still be this. */
  nonce: number;
  idempotencyKey: string;
  requestHash: string;
  gameId: string;
  currency: string;
  stake: bigint;
  payout: bigint;
  multiplier: bigint;
  params: unknown;
  outcome: Record<string, unknown>;
  playerLabel: string;
  createdAt: Date;
  /** The player's main account and the game bank, in the bet's currency. */
  accountId: bigint;
  bankId: bigint;
}

/** A written bet with the player's balances after it; null when it was not written (see `write`). */
export type WrittenBet = { id: bigint; main: bigint; bonus: bigint } | null;

const COLUMNS = [
  ['user_id', 'bigint'],
  ['seed_id', 'bigint'],
  ['nonce', 'bigint'],
  ['key', 'text'],
  ['request_hash', 'text'],
  ['game_id', 'text'],
  ['currency', 'text'],
  ['amount', 'bigint'],
  ['payout', 'bigint'],
  ['multiplier', 'bigint'],
  ['params', 'jsonb'],
  ['outcome', 'jsonb'],
  ['label', 'text'],
  ['created_at', 'timestamptz'],
  ['account_id', 'bigint'],
  ['bank_id', 'bigint'],
] as const;

const values = (bets: InstantBetRow[]): unknown[] => [
  bets.map((b) => b.userId.toString()),
  bets.map((b) => b.seedId.toString()),
  bets.map((b) => b.nonce),
  bets.map((b) => b.idempotencyKey),
  bets.map((b) => b.requestHash),
  bets.map((b) => b.gameId),
  bets.map((b) => b.currency),
  bets.map((b) => b.stake.toString()),
  bets.map((b) => b.payout.toString()),
  bets.map((b) => b.multiplier.toString()),
  bets.map((b) => JSON.stringify(b.params)),
  bets.map((b) => JSON.stringify(b.outcome)),
  bets.map((b) => b.playerLabel),
  bets.map((b) => b.createdAt),
  bets.map((b) => b.accountId.toString()),
  bets.map((b) => b.bankId.toString()),
];

/**
 * Instant bets in one statement each, and concurrent players' bets in one statement together: the nonce
 * step, the bet row, the stake and payout transfers and the balance move commit at once or not at all.
 *
 * A bet is written only while its seed pair is active with the nonce it was played with, its key is
 * unused and its account is the player's main one in the bet's currency; otherwise it is left out (null)
 * and the caller re-reads and decides (a replay, or play again with the fresh nonce). The stake comes off
 * before the payout goes on, so a balance below the stake fails the statement on the ledger's CHECK.
 */
const STATEMENT = `WITH b AS (
    SELECT * FROM unnest(${COLUMNS.map(([, type], i) => `$${i + 1}::${type}[]`).join(', ')})
      AS b(${COLUMNS.map(([name]) => name).join(', ')})
  ), seeded AS (
    UPDATE fairness_seeds s SET nonce = s.nonce + 1
    FROM b
    WHERE s.id = b.seed_id AND s.user_id = b.user_id AND s.active AND s.nonce = b.nonce
      AND NOT EXISTS (SELECT 1 FROM game_bets g WHERE g.user_id = b.user_id AND g.idempotency_key = b.key)
      AND EXISTS (SELECT 1 FROM ledger_accounts a WHERE a.id = b.account_id AND a.kind = 'player'
                  AND a.user_id = b.user_id AND a.name = 'main' AND a.currency = b.currency)
    RETURNING s.user_id
  ), placed AS (
    SELECT b.* FROM b JOIN seeded USING (user_id)
  ), bets AS (
    INSERT INTO game_bets (user_id, player_label, game_id, currency, amount, payout, multiplier, params, outcome,
                           status, seed_id, nonce, idempotency_key, request_hash, created_at, settled_at)
    SELECT user_id, label, game_id, currency, amount, payout, multiplier, params, outcome,
           'settled', seed_id, nonce, key, request_hash, created_at, created_at
    FROM placed
    RETURNING id, user_id
  ), transfers AS (
    SELECT 'bet:' || bets.id || ':stake' AS key, 'bet_stake' AS kind, p.currency,
           ARRAY[p.account_id, p.bank_id] AS account_ids, ARRAY[-p.amount, p.amount] AS amounts,
           jsonb_build_object('betId', bets.id::text) AS metadata
    FROM bets JOIN placed p USING (user_id)
    UNION ALL
    SELECT 'bet:' || bets.id || ':payout', 'bet_payout', p.currency,
           ARRAY[p.bank_id, p.account_id], ARRAY[-p.payout, p.payout], jsonb_build_object('betId', bets.id::text)
    FROM bets JOIN placed p USING (user_id) WHERE p.payout > 0
  ), moves AS (
    SELECT account_id, payout - amount AS delta, -amount AS low FROM placed
  ), ${ledgerPostingCtes('transfers', 'moves')}
  SELECT bets.user_id, bets.id, moved.balance AS main,
         (SELECT balance FROM ledger_accounts a WHERE a.kind = 'player' AND a.user_id = p.user_id
            AND a.name = 'bonus' AND a.currency = p.currency) AS bonus
  FROM bets JOIN placed p USING (user_id) JOIN moved ON moved.id = p.account_id`;

const MAX_ATTEMPTS = 8;

export class InstantBetWriter {
  private readonly batcher: StatementBatcher<InstantBetRow, WrittenBet>;

  constructor(private readonly pool: pg.Pool) {
    this.batcher = new StatementBatcher({
      // One bet per player per statement: each moves that player's balance once.
      key: (bet) => bet.userId.toString(),
      many: (bets) => this.writeMany(bets),
      one: (bet) => this.writeOne(bet),
    });
  }

  /** Statements sent so far (benchmarks). */
  get statements(): number {
    return this.batcher.statements;
  }

  /**
   * Writes the bet; null when it was left out (the pair moved on or rotated, or the key was used).
   * Throws AppError('insufficient_balance') when the main balance is below the stake.
   */
  write(bet: InstantBetRow): Promise<WrittenBet> {
    return this.batcher.submit(bet);
  }

  private async writeMany(bets: InstantBetRow[]): Promise<WrittenBet[]> {
    const { rows } = await this.pool.query<{
      user_id: string;
      id: string;
      main: string;
      bonus: string | null;
    }>({ name: 'instant_bets', text: STATEMENT, values: values(bets) });
    const written = new Map(rows.map((row) => [row.user_id, row]));
    return bets.map((bet) => {
      const row = written.get(bet.userId.toString());
      return row ? { id: BigInt(row.id), main: BigInt(row.main), bonus: BigInt(row.bonus ?? 0) } : null;
    });
  }

  private async writeOne(bet: InstantBetRow): Promise<WrittenBet> {
    for (let attempt = 1; ; attempt++) {
      try {
        const [written] = await this.writeMany([bet]);
        return written ?? null;
      } catch (error) {
        // A deadlock against another server's batch or a ledger transfer: nothing was written; again.
        if (isRetryable(error) && attempt < MAX_ATTEMPTS) continue;
        throw ledgerError(error);
      }
    }
  }
}
