import type pg from 'pg';
import { isRetryable, type Tx, withTx } from '../../db/tx.ts';
import { AppError } from '../../http/errors.ts';
import { type BatcherOptions, type PreparedTransfer, TransferBatcher } from './transfer-batcher.ts';

export type PlayerAccountName = 'main' | 'bonus';

/** House accounts (ARCHITECTURE.md): the other side of every player movement. */
export type HouseAccountName =
  | 'deposits_in_transit'
  | 'withdrawals_in_transit'
  | 'holds'
  | 'game_bank'
  | 'bonus_cost'
  | 'fees'
  | 'fx'
  | 'tournament_prizes'
  | 'sportsbook'
  | 'adjustments';

export type PlayerAccountRef = { userId: bigint; name: PlayerAccountName; currency: string };
export type AccountRef = PlayerAccountRef | { house: HouseAccountName; currency: string };

export interface Entry {
  account: AccountRef;
  /** Signed minor units: positive credits the account. */
  amount: bigint;
}

export interface TransferInput {
  idempotencyKey: string;
  kind: string;
  entries: Entry[];
  metadata?: Record<string, unknown>;
}

export interface TransferResult {
  transferId: bigint;
  /** True when the key had been used: nothing was posted this time. */
  replayed: boolean;
}

export interface Hold {
  id: bigint;
  userId: bigint;
  /** The account the funds were held from, and return to. */
  account: PlayerAccountName;
  currency: string;
  amount: bigint;
  status: 'pending' | 'posted' | 'voided';
  postedAmount: bigint | null;
}

export interface SettleInput {
  holdId: bigint;
  idempotencyKey: string;
  /** Where posted funds go. */
  destination: HouseAccountName;
  /** How much to post; the rest returns to the player. Default: all of it. */
  amount?: bigint;
  kind: string;
}

/** Called after commit with the players whose balances changed. */
export type BalanceListener = (userIds: bigint[]) => void | Promise<void>;

type Queryable = pg.Pool | pg.PoolClient;

const MAX_KEY_LENGTH = 200;
/** A hold's own transfer is keyed in a space callers' transfers may not use. */
const HOLD_KEY_PREFIX = 'hold:';

function isPlayer(ref: AccountRef): ref is PlayerAccountRef {
  return 'userId' in ref;
}

function cacheKey(ref: AccountRef): string {
  return isPlayer(ref) ? `p:${ref.userId}:${ref.name}:${ref.currency}` : `h:${ref.house}:${ref.currency}`;
}

const playersOf = (entries: Entry[]): bigint[] => [
  ...new Set(
    entries
      .map((e) => e.account)
      .filter(isPlayer)
      .map((a) => a.userId),
  ),
];

/** Maps the database's refusal of a negative player balance onto the API's error code. */
export function ledgerError(error: unknown): unknown {
  const e = error as { code?: string; constraint?: string };
  if (e.code === '23514' && e.constraint === 'ledger_accounts_player_not_negative') {
    return new AppError(400, 'insufficient_balance');
  }
  return error;
}

/**
 * The only writer of ledger tables. Every balance change is one balanced transfer with an idempotency
 * key; holds are two-phase (hold → post | void). Methods take an optional open transaction so a flow can
 * post money together with its own rows; without one, each call is its own transaction.
 */
export class Ledger {
  /** Account ids never change once created, so each copy may cache them. */
  private readonly accountIds = new Map<string, bigint>();

  /** Batches concurrent standalone transfers into one statement each. */
  readonly batcher: TransferBatcher;

  constructor(
    private readonly pool: pg.Pool,
    private readonly onBalanceChanged: BalanceListener = () => {},
    batching: BatcherOptions = {},
  ) {
    this.batcher = new TransferBatcher(pool, (t) => this.postOne(t), batching);
  }

  /**
   * Finds or creates an account. Inside a transaction the id is cached only after commit, so a rolled-back
   * creation never leaves a cached id pointing at nothing.
   */
  async accountId(ref: AccountRef, tx?: Tx): Promise<bigint> {
    const key = cacheKey(ref);
    const cached = this.accountIds.get(key);
    if (cached !== undefined) return cached;
    const db = tx?.client ?? this.pool;
    const id = (await this.findAccount(ref, db)) ?? (await this.createAccount(ref, db));
    if (tx) tx.afterCommit(() => void this.accountIds.set(key, id));
    else this.accountIds.set(key, id);
    return id;
  }

  private async findAccount(ref: AccountRef, db: Queryable): Promise<bigint | undefined> {
    const { rows } = isPlayer(ref)
      ? await db.query<{ id: string }>(
          `SELECT id FROM ledger_accounts WHERE kind = 'player' AND user_id = $1 AND name = $2 AND currency = $3`,
          [ref.userId.toString(), ref.name, ref.currency],
        )
      : await db.query<{ id: string }>(
          `SELECT id FROM ledger_accounts WHERE kind = 'house' AND name = $1 AND currency = $2`,
          [ref.house, ref.currency],
        );
    return rows[0] ? BigInt(rows[0].id) : undefined;
  }

  private async createAccount(ref: AccountRef, db: Queryable): Promise<bigint> {
    // ON CONFLICT DO NOTHING makes concurrent first uses agree on one row.
    if (isPlayer(ref)) {
      await db.query(
        `INSERT INTO ledger_accounts (kind, user_id, name, currency) VALUES ('player', $1, $2, $3)
         ON CONFLICT (user_id, name, currency) WHERE kind = 'player' DO NOTHING`,
        [ref.userId.toString(), ref.name, ref.currency],
      );
    } else {
      await db.query(
        `INSERT INTO ledger_accounts (kind, name, currency) VALUES ('house', $1, $2)
         ON CONFLICT (name, currency) WHERE kind = 'house' DO NOTHING`,
        [ref.house, ref.currency],
      );
    }
    const id = await this.findAccount(ref, db);
    if (id === undefined) throw new Error(`account ${cacheKey(ref)} could not be created`);
    return id;
  }

  /** Posts a transfer. Throws AppError('insufficient_balance') when a player account would go below zero. */
  async transfer(input: TransferInput, tx?: Tx): Promise<TransferResult> {
    validateTransfer(input);
    if (input.idempotencyKey.startsWith(HOLD_KEY_PREFIX)) throw new RangeError('hold: keys belong to holds');
    if (tx) return this.transferIn(tx, input);
    const prepared = await this.prepare(input);
    // Alone, a transfer rides the batcher: one statement, one commit for many concurrent transfers.
    let inserted: bigint | null;
    try {
      inserted = await this.batcher.submit(prepared);
    } catch (error) {
      throw ledgerError(error);
    }
    if (inserted === null) return this.replayOf(this.pool, prepared);
    await this.announce(input.entries);
    return { transferId: inserted, replayed: false };
  }

  private async transferIn(tx: Tx, input: TransferInput): Promise<TransferResult> {
    const prepared = await this.prepare(input, tx);
    let inserted: bigint | null;
    try {
      inserted = await this.insertOne(tx.client, prepared);
    } catch (error) {
      throw ledgerError(error);
    }
    if (inserted === null) return this.replayOf(tx.client, prepared);
    this.announceAfterCommit(tx, input.entries);
    return { transferId: inserted, replayed: false };
  }

  private async prepare(input: TransferInput, tx?: Tx): Promise<PreparedTransfer> {
    const accountIds: string[] = [];
    for (const entry of input.entries) accountIds.push((await this.accountId(entry.account, tx)).toString());
    return {
      idempotencyKey: input.idempotencyKey,
      kind: input.kind,
      currency: input.entries[0]?.account.currency ?? '',
      accountIds,
      amounts: input.entries.map((e) => e.amount.toString()),
      metadata: input.metadata ? JSON.stringify(input.metadata) : null,
      playerLegs: input.entries.filter((e) => isPlayer(e.account)).length,
    };
  }

  /** A standalone single statement, retried on deadlock (possible only across player rows). */
  private async postOne(transfer: PreparedTransfer): Promise<bigint | null> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.insertOne(this.pool, transfer);
      } catch (error) {
        if (!isRetryable(error) || attempt >= 8) throw error;
      }
    }
  }

  /**
   * One statement: insert the transfer (the CHECKs prove it balances; the UNIQUE key refuses a second
   * posting) and move the player balances (the CHECK refuses a negative one). Null when nothing was
   * inserted: a replay, or accounts that do not exist in the transfer's currency.
   */
  private async insertOne(db: Queryable, t: PreparedTransfer): Promise<bigint | null> {
    // Two player rows updated in plan order could deadlock against a transfer the other way round; lock
    // them in id order first. House rows are never locked, so the common player-house case skips this.
    const lockInOrder = t.playerLegs > 1 ? 'locking' : '';
    const lock = lockInOrder
      ? `(SELECT count(*) FROM (SELECT id FROM ledger_accounts WHERE id = ANY($4::bigint[]) AND kind = 'player'
           ORDER BY id FOR NO KEY UPDATE) AS locked) >= 0 AND`
      : '';
    // Named, so each connection parses and plans it once.
    const { rows } = await db.query<{ transfer_id: string | null }>({
      name: `ledger_transfer${lockInOrder}`,
      text: `WITH inserted AS (
         INSERT INTO ledger_transfers (idempotency_key, kind, currency, account_ids, amounts, metadata)
         SELECT $1, $2, $3, $4::bigint[], $5::bigint[], $6
         WHERE ${lock} (SELECT count(*) FROM ledger_accounts WHERE id = ANY($4::bigint[]) AND currency = $3)
               = cardinality($4::bigint[])
         ON CONFLICT (idempotency_key) DO NOTHING
         RETURNING id
       ), moved AS (
         UPDATE ledger_accounts a SET balance = a.balance + leg.amount
         FROM inserted, unnest($4::bigint[], $5::bigint[]) AS leg(account_id, amount)
         WHERE a.id = leg.account_id AND a.kind = 'player'
         RETURNING a.id
       )
       SELECT (SELECT id FROM inserted) AS transfer_id, (SELECT count(*) FROM moved) AS moved`,
      values: [t.idempotencyKey, t.kind, t.currency, t.accountIds, t.amounts, t.metadata],
    });
    const id = rows[0]?.transfer_id;
    return id ? BigInt(id) : null;
  }

  /** Nothing was inserted: the key was used before (the first transfer answers, if it is the same one). */
  private async replayOf(db: Queryable, t: PreparedTransfer): Promise<TransferResult> {
    const { rows } = await db.query<{ id: string; account_ids: string[]; amounts: string[] }>(
      'SELECT id, account_ids, amounts FROM ledger_transfers WHERE idempotency_key = $1',
      [t.idempotencyKey],
    );
    const first = rows[0];
    if (!first) throw new RangeError('transfer names an unknown account or one of another currency');
    const legs = (ids: string[], values: string[]) =>
      ids
        .map((id, i) => `${id}:${values[i]}`)
        .sort()
        .join();
    if (legs(first.account_ids.map(String), first.amounts.map(String)) !== legs(t.accountIds, t.amounts)) {
      throw new AppError(409, 'conflict');
    }
    return { transferId: BigInt(first.id), replayed: true };
  }

  /** Players a transaction has changed, announced once after its commit however many transfers it posts. */
  private readonly pendingAnnouncements = new WeakMap<Tx, Set<bigint>>();

  private announceAfterCommit(tx: Tx, entries: Entry[]): void {
    let pending = this.pendingAnnouncements.get(tx);
    if (!pending) {
      const players = new Set<bigint>();
      pending = players;
      this.pendingAnnouncements.set(tx, players);
      tx.afterCommit(() => this.announceUsers([...players]));
    }
    for (const userId of playersOf(entries)) pending.add(userId);
  }

  private announce(entries: Entry[]): Promise<void> {
    return this.announceUsers(playersOf(entries));
  }

  private async announceUsers(userIds: bigint[]): Promise<void> {
    if (userIds.length === 0) return;
    try {
      await this.onBalanceChanged(userIds);
    } catch {
      // The transfer is committed; a failed notification must not make it look failed.
    }
  }

  /** Reserves `amount` of a player's account. A replay of the key returns the first hold. */
  async hold(
    input: { idempotencyKey: string; account: PlayerAccountRef; amount: bigint; kind: string },
    tx?: Tx,
  ): Promise<Hold> {
    if (input.amount <= 0n) throw new RangeError('hold amount must be positive');
    const run = async (t: Tx): Promise<Hold> => {
      const existing = await this.findHoldByKey(t.client, input.idempotencyKey);
      if (existing) {
        if (!sameHold(existing, input)) throw new AppError(409, 'conflict');
        return existing;
      }
      const { transferId } = await this.transferIn(t, {
        idempotencyKey: `${HOLD_KEY_PREFIX}${input.idempotencyKey}`,
        kind: input.kind,
        entries: [
          { account: input.account, amount: -input.amount },
          { account: { house: 'holds', currency: input.account.currency }, amount: input.amount },
        ],
      });
      const accountId = await this.accountId(input.account, t);
      // A concurrent replay that lost the race on the hold transfer finds the winner's row here.
      await t.client.query(
        `INSERT INTO ledger_holds (idempotency_key, account_id, amount, hold_transfer_id)
         VALUES ($1, $2, $3, $4) ON CONFLICT (idempotency_key) DO NOTHING`,
        [input.idempotencyKey, accountId.toString(), input.amount.toString(), transferId.toString()],
      );
      const hold = await this.findHoldByKey(t.client, input.idempotencyKey);
      if (!hold) throw new Error('hold vanished');
      if (!sameHold(hold, input)) throw new AppError(409, 'conflict');
      return hold;
    };
    validateKey(input.idempotencyKey);
    return tx ? run(tx) : withTx(this.pool, run);
  }

  /**
   * Settles a pending hold: `amount` (default all of it) goes to `destination`, the rest back to the
   * player. A hold settles once; posting a settled hold again with the same key returns it unchanged.
   */
  async post(input: SettleInput, tx?: Tx): Promise<Hold> {
    validateKey(input.idempotencyKey);
    const run = (t: Tx) => this.settle(t, input, 'posted');
    return tx ? run(tx) : withTx(this.pool, run);
  }

  /** Releases a pending hold back to the player. */
  async void(input: { holdId: bigint; idempotencyKey: string; kind: string }, tx?: Tx): Promise<Hold> {
    validateKey(input.idempotencyKey);
    const run = (t: Tx) => this.settle(t, { ...input, amount: 0n, destination: 'holds' }, 'voided');
    return tx ? run(tx) : withTx(this.pool, run);
  }

  private async settle(tx: Tx, input: SettleInput, outcome: 'posted' | 'voided'): Promise<Hold> {
    // Lock first, read after: a statement that waited for the lock would otherwise see the other
    // settlement's hold row but not its transfer (READ COMMITTED re-reads only the locked row).
    const locked = await tx.client.query('SELECT id FROM ledger_holds WHERE id = $1 FOR UPDATE', [
      input.holdId.toString(),
    ]);
    if (locked.rowCount === 0) throw new AppError(404, 'not_found');
    const { rows } = await tx.client.query<HoldRow & { settle_key: string | null }>(
      `SELECT h.*, la.user_id, la.name, la.currency, t.idempotency_key AS settle_key
       FROM ledger_holds h
       JOIN ledger_accounts la ON la.id = h.account_id
       LEFT JOIN ledger_transfers t ON t.id = h.settle_transfer_id
       WHERE h.id = $1`,
      [input.holdId.toString()],
    );
    const row = rows[0];
    if (!row) throw new AppError(404, 'not_found');
    const hold = toHold(row);
    if (hold.status !== 'pending') {
      if (row.settle_key === input.idempotencyKey && hold.status === outcome) return hold;
      throw new AppError(409, 'conflict', { status: hold.status });
    }
    const posted = outcome === 'posted' ? (input.amount ?? hold.amount) : 0n;
    if (posted < 0n || posted > hold.amount || (outcome === 'posted' && posted === 0n)) {
      throw new RangeError('posted amount must be within the hold');
    }
    const player = { userId: hold.userId, name: hold.account, currency: hold.currency };
    const entries: Entry[] = [{ account: { house: 'holds', currency: hold.currency }, amount: -hold.amount }];
    if (posted > 0n)
      entries.push({ account: { house: input.destination, currency: hold.currency }, amount: posted });
    if (hold.amount - posted > 0n) entries.push({ account: player, amount: hold.amount - posted });
    const { transferId, replayed } = await this.transferIn(tx, {
      idempotencyKey: input.idempotencyKey,
      kind: input.kind,
      entries,
      metadata: { holdId: hold.id.toString() },
    });
    // This hold is pending, so a transfer already under this key settled something else.
    if (replayed) throw new AppError(409, 'conflict');
    const updated = await tx.client.query<HoldRow>(
      `UPDATE ledger_holds h SET status = $2, posted_amount = $3, settle_transfer_id = $4, settled_at = now()
       FROM ledger_accounts la WHERE h.id = $1 AND la.id = h.account_id
       RETURNING h.*, la.user_id, la.name, la.currency`,
      [hold.id.toString(), outcome, outcome === 'posted' ? posted.toString() : null, transferId.toString()],
    );
    const settled = updated.rows[0];
    if (!settled) throw new Error('hold vanished');
    return toHold(settled);
  }

  private async findHoldByKey(db: Queryable, key: string): Promise<Hold | undefined> {
    const { rows } = await db.query<HoldRow>(
      `SELECT h.*, la.user_id, la.name, la.currency FROM ledger_holds h JOIN ledger_accounts la ON la.id = h.account_id
       WHERE h.idempotency_key = $1`,
      [key],
    );
    return rows[0] ? toHold(rows[0]) : undefined;
  }

  async getHold(holdId: bigint, db: Queryable = this.pool): Promise<Hold | undefined> {
    const { rows } = await db.query<HoldRow>(
      `SELECT h.*, la.user_id, la.name, la.currency FROM ledger_holds h JOIN ledger_accounts la ON la.id = h.account_id
       WHERE h.id = $1`,
      [holdId.toString()],
    );
    return rows[0] ? toHold(rows[0]) : undefined;
  }

  /** A player's balances by account name, in one currency. Missing accounts read as zero. */
  async playerBalances(
    userId: bigint,
    currency: string,
    db: Queryable = this.pool,
  ): Promise<Record<PlayerAccountName, bigint>> {
    const { rows } = await db.query<{ name: PlayerAccountName; balance: string }>(
      `SELECT name, balance FROM ledger_accounts WHERE kind = 'player' AND user_id = $1 AND currency = $2`,
      [userId.toString(), currency],
    );
    const balances = { main: 0n, bonus: 0n };
    for (const row of rows) balances[row.name] = BigInt(row.balance);
    return balances;
  }

  /** A house account's balance is the sum of its entries. */
  async houseBalance(house: HouseAccountName, currency: string): Promise<bigint> {
    const id = await this.accountId({ house, currency });
    // The GIN index on account_ids finds the account's transfers.
    const { rows } = await this.pool.query<{ sum: string | null }>(
      `SELECT sum(leg.amount) AS sum FROM ledger_transfers t,
         unnest(t.account_ids, t.amounts) AS leg(account_id, amount)
       WHERE t.account_ids @> ARRAY[$1::bigint] AND leg.account_id = $1`,
      [id.toString()],
    );
    return BigInt(rows[0]?.sum ?? '0');
  }
}

interface HoldRow {
  id: string;
  user_id: string;
  name: PlayerAccountName;
  currency: string;
  amount: string;
  status: Hold['status'];
  posted_amount: string | null;
}

function toHold(row: HoldRow): Hold {
  return {
    id: BigInt(row.id),
    userId: BigInt(row.user_id),
    account: row.name,
    currency: row.currency,
    amount: BigInt(row.amount),
    status: row.status,
    postedAmount: row.posted_amount === null ? null : BigInt(row.posted_amount),
  };
}

function sameHold(hold: Hold, input: { account: PlayerAccountRef; amount: bigint }): boolean {
  return (
    hold.amount === input.amount &&
    hold.userId === input.account.userId &&
    hold.account === input.account.name &&
    hold.currency === input.account.currency
  );
}

function validateKey(key: string): void {
  if (key.length === 0 || key.length > MAX_KEY_LENGTH)
    throw new RangeError('idempotency key must be 1..200 chars');
}

function validateTransfer(input: TransferInput): void {
  validateKey(input.idempotencyKey);
  if (input.entries.length < 2) throw new RangeError('a transfer needs two or more entries');
  const currency = input.entries[0]?.account.currency;
  const accounts = new Set<string>();
  let sum = 0n;
  for (const { account, amount } of input.entries) {
    if (amount === 0n) throw new RangeError('entry amounts must be non-zero');
    // A conversion is two transfers through the fx account, in one database transaction.
    if (account.currency !== currency) throw new RangeError('a transfer moves one currency');
    if (accounts.has(cacheKey(account))) throw new RangeError('an account appears once per transfer');
    accounts.add(cacheKey(account));
    sum += amount;
  }
  if (sum !== 0n) throw new RangeError(`transfer does not balance in ${currency}`);
}
