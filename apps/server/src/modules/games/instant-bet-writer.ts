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
  /** The player's main and bonus accounts and the game bank, in the bet's currency. */
  accountId: bigint;
  bonusAccountId: bigint;
  bankId: bigint;
  /** The caller has checked the stake against the player's loss and wager limits, holding their lock. */
  limitsChecked?: boolean;
}

/**
 * A written bet with the player's balances after it; `{ maxBet }` when an active bonus caps the stake below
 * it (nothing written); null when it was left out for another reason (see `write`).
 */
export type WrittenBet =
  | { id: bigint; main: bigint; bonus: bigint }
  | { maxBet: bigint }
  | { limited: true }
  | null;

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
  ['bonus_account_id', 'bigint'],
  ['bank_id', 'bigint'],
  ['limits_checked', 'boolean'],
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
  bets.map((b) => b.bonusAccountId.toString()),
  bets.map((b) => b.bankId.toString()),
  bets.map((b) => b.limitsChecked === true),
];

/**
 * Instant bets in one statement each, and concurrent players' bets in one statement together: the nonce
 * step, the bet row, the stake and payout transfers and the balance moves commit at once or not at all.
 *
 * A bet is written only while its seed pair is active with the nonce it was played with, its key is
 * unused and its account is the player's main one in the bet's currency; otherwise it is left out (null)
 * and the caller re-reads and decides (a replay, or play again with the fresh nonce). While a bonus is
 * active its wagerMaxBet caps the stake: a bet above it is left out with the cap (`capped`). A player with
 * loss or wager limits is left out as `limited` unless the caller checked them (limitsChecked): a limit's
 * sums need the player's limit rows locked first, which one statement cannot do before it reads.
 *
 * The stake comes from main money first, then bonus money (decision 013); the payout goes back in the
 * stake's proportions, so winnings on bonus money stay bonus money. Stakes come off before payouts go on,
 * so a balance below its part of the stake fails the statement on the ledger's CHECK.
 */
const STATEMENT = `WITH b AS (
    SELECT * FROM unnest(${COLUMNS.map(([, type], i) => `$${i + 1}::${type}[]`).join(', ')})
      AS b(${COLUMNS.map(([name]) => name).join(', ')})
  ), capped AS (
    SELECT b.user_id, min(pb.wager_max_bet) AS max_bet
    FROM b JOIN player_bonuses pb ON pb.user_id = b.user_id AND pb.status = 'active'
      AND pb.currency = b.currency AND pb.wager_max_bet < b.amount
    GROUP BY b.user_id
  ), limited AS (
    SELECT DISTINCT b.user_id FROM b JOIN player_limits l ON l.user_id = b.user_id AND l.kind IN ('loss', 'wager')
    WHERE NOT b.limits_checked
  ), seeded AS (
    UPDATE fairness_seeds s SET nonce = s.nonce + 1
    FROM b
    WHERE s.id = b.seed_id AND s.user_id = b.user_id AND s.active AND s.nonce = b.nonce
      AND NOT EXISTS (SELECT 1 FROM capped c WHERE c.user_id = b.user_id)
      AND NOT EXISTS (SELECT 1 FROM limited l WHERE l.user_id = b.user_id)
      AND NOT EXISTS (SELECT 1 FROM game_bets g WHERE g.user_id = b.user_id AND g.idempotency_key = b.key)
      AND EXISTS (SELECT 1 FROM ledger_accounts a WHERE a.id = b.account_id AND a.kind = 'player'
                  AND a.user_id = b.user_id AND a.name = 'main' AND a.currency = b.currency)
      AND EXISTS (SELECT 1 FROM ledger_accounts a WHERE a.id = b.bonus_account_id AND a.kind = 'player'
                  AND a.user_id = b.user_id AND a.name = 'bonus' AND a.currency = b.currency)
    RETURNING s.user_id
  ), funded AS (
    SELECT b.*, LEAST(b.amount, GREATEST(main.balance, 0)) AS stake_main
    FROM b JOIN seeded USING (user_id) JOIN ledger_accounts main ON main.id = b.account_id
  ), placed AS (
    SELECT f.*, f.amount - f.stake_main AS stake_bonus,
           f.payout * (f.amount - f.stake_main) / f.amount AS payout_bonus,
           f.payout - f.payout * (f.amount - f.stake_main) / f.amount AS payout_main
    FROM funded f
  ), bets AS (
    INSERT INTO game_bets (user_id, player_label, game_id, currency, amount, stake_bonus, payout, multiplier, params,
                           outcome, status, seed_id, nonce, idempotency_key, request_hash, created_at, settled_at)
    SELECT user_id, label, game_id, currency, amount, stake_bonus, payout, multiplier, params,
           outcome, 'settled', seed_id, nonce, key, request_hash, created_at, created_at
    FROM placed
    RETURNING id, user_id
  ), transfers AS (
    SELECT 'bet:' || bets.id || ':stake' AS key, 'bet_stake' AS kind, p.currency,
           CASE WHEN p.stake_bonus = 0 THEN ARRAY[p.account_id, p.bank_id]
                WHEN p.stake_main = 0 THEN ARRAY[p.bonus_account_id, p.bank_id]
                ELSE ARRAY[p.account_id, p.bonus_account_id, p.bank_id] END AS account_ids,
           CASE WHEN p.stake_bonus = 0 THEN ARRAY[-p.amount, p.amount]
                WHEN p.stake_main = 0 THEN ARRAY[-p.amount, p.amount]
                ELSE ARRAY[-p.stake_main, -p.stake_bonus, p.amount] END AS amounts,
           jsonb_build_object('betId', bets.id::text) AS metadata
    FROM bets JOIN placed p USING (user_id)
    UNION ALL
    SELECT 'bet:' || bets.id || ':payout', 'bet_payout', p.currency,
           CASE WHEN p.payout_bonus = 0 THEN ARRAY[p.bank_id, p.account_id]
                WHEN p.payout_main = 0 THEN ARRAY[p.bank_id, p.bonus_account_id]
                ELSE ARRAY[p.bank_id, p.account_id, p.bonus_account_id] END,
           CASE WHEN p.payout_bonus = 0 OR p.payout_main = 0 THEN ARRAY[-p.payout, p.payout]
                ELSE ARRAY[-p.payout, p.payout_main, p.payout_bonus] END,
           jsonb_build_object('betId', bets.id::text)
    FROM bets JOIN placed p USING (user_id) WHERE p.payout > 0
  ), moves AS (
    SELECT account_id, payout_main - stake_main AS delta, -stake_main AS low FROM placed
    UNION ALL
    SELECT bonus_account_id, payout_bonus - stake_bonus, -stake_bonus FROM placed
    WHERE stake_bonus > 0 OR payout_bonus > 0
  ), ${ledgerPostingCtes('transfers', 'moves')}
  SELECT bets.user_id, bets.id, moved.balance AS main,
         coalesce((SELECT balance FROM moved WHERE moved.id = p.bonus_account_id),
                  (SELECT balance FROM ledger_accounts a WHERE a.id = p.bonus_account_id)) AS bonus,
         NULL::bigint AS max_bet, false AS limited
  FROM bets JOIN placed p USING (user_id) JOIN moved ON moved.id = p.account_id
  UNION ALL
  SELECT user_id, NULL, NULL, NULL, max_bet, false FROM capped
  UNION ALL
  SELECT user_id, NULL, NULL, NULL, NULL, true FROM limited
  WHERE NOT EXISTS (SELECT 1 FROM capped c WHERE c.user_id = limited.user_id)`;

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

  /**
   * Writes a bet of a player with loss or wager limits inside the caller's transaction, which has checked
   * the stake against them while holding their lock (PlayGuard.checkStake).
   */
  async writeChecked(client: pg.PoolClient, bet: InstantBetRow): Promise<WrittenBet> {
    try {
      const [written] = await this.writeMany([{ ...bet, limitsChecked: true }], client);
      return written ?? null;
    } catch (error) {
      throw ledgerError(error);
    }
  }

  private async writeMany(
    bets: InstantBetRow[],
    client: pg.Pool | pg.PoolClient = this.pool,
  ): Promise<WrittenBet[]> {
    const { rows } = await client.query<{
      user_id: string;
      id: string | null;
      main: string | null;
      bonus: string | null;
      max_bet: string | null;
      limited: boolean;
    }>({ name: 'instant_bets', text: STATEMENT, values: values(bets) });
    const written = new Map(rows.map((row) => [row.user_id, row]));
    return bets.map((bet): WrittenBet => {
      const row = written.get(bet.userId.toString());
      if (!row) return null;
      if (row.max_bet !== null) return { maxBet: BigInt(row.max_bet) };
      if (row.limited) return { limited: true };
      return { id: BigInt(row.id ?? 0), main: BigInt(row.main ?? 0), bonus: BigInt(row.bonus ?? 0) };
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
