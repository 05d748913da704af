import { formatMajor, type UserBonusView } from '@casino/shared';
import type pg from 'pg';
import { type Tx, withTx } from '../../db/tx.ts';
import type { Player } from '../auth/index.ts';
import type { BonusFormat, Wallet } from '../wallet/index.ts';

/** What a crypto deposit bonus asks (SPEC §3 currency depositBonus): stakes of 20× the bonus within 7 days. */
export const DEPOSIT_BONUS_TERMS = { wagerMultiplier: 20, days: 7 } as const;

const DAY_MS = 24 * 60 * 60 * 1000;

export interface BonusGrant {
  userId: bigint;
  /** One bonus per source, e.g. `deposit:{transaction id}`: a replayed grant does nothing. */
  source: string;
  title: string;
  currency: string;
  /** Minor units, positive. */
  amount: bigint;
  wagerMultiplier: number;
  days: number;
}

/** An active bonus with its wagering progress, in minor units of its currency. */
export interface ActiveBonus {
  id: bigint;
  title: string;
  currency: string;
  amount: bigint;
  wagered: bigint;
  wagerTotal: bigint;
  expiresAt: Date;
}

interface BonusRow {
  id: string;
  title: string;
  currency: string;
  amount: string;
  wager_multiplier: number;
  wager_from_bet_id: string;
  expires_at: Date;
}

export interface BonusesDeps {
  pool: pg.Pool;
  wallet: Wallet;
  clock: () => Date;
  /** The games module's bet records: the player's newest bet, and stakes on the bets after one. */
  stakes: {
    lastBetId(userId: bigint, db: pg.PoolClient): Promise<bigint>;
    stakesAfter(userId: bigint, currency: string, afterBetId: bigint): Promise<bigint>;
  };
}

/**
 * Bonus money and its wagering. A grant moves money from the house `bonus_cost` account to the player's
 * `bonus` account; it stays there, counted in the total balance but not withdrawable, until the player's
 * stakes on bets after the grant reach amount × wagerMultiplier (then it moves to `main`) or the deadline passes
 * (then it goes back to `bonus_cost`). Both endings happen when the bonus is next read, so a bet carries no
 * bonus bookkeeping; each ending is one transfer with its own idempotency key, claimed by a guarded UPDATE.
 */
export class BonusesService {
  constructor(private readonly deps: BonusesDeps) {}

  /** Grants a bonus inside `tx`. Answers its id, or undefined when `source` already granted one. */
  async grant(tx: Tx, input: BonusGrant): Promise<bigint | undefined> {
    if (input.amount <= 0n) return undefined;
    const now = this.deps.clock();
    const wagerFrom = await this.deps.stakes.lastBetId(input.userId, tx.client);
    const { rows } = await tx.client.query<{ id: string }>(
      `INSERT INTO player_bonuses (user_id, source, title, currency, amount, wager_multiplier, wager_from_bet_id,
                                   created_at, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (source) DO NOTHING RETURNING id`,
      [
        input.userId.toString(),
        input.source,
        input.title,
        input.currency,
        input.amount.toString(),
        input.wagerMultiplier,
        wagerFrom.toString(),
        now,
        new Date(now.getTime() + input.days * DAY_MS),
      ],
    );
    const id = rows[0]?.id;
    if (!id) return undefined;
    await this.deps.wallet.ledger.transfer(
      {
        idempotencyKey: `bonus:${id}:grant`,
        kind: 'bonus_grant',
        entries: [
          { account: { house: 'bonus_cost', currency: input.currency }, amount: -input.amount },
          {
            account: { userId: input.userId, name: 'bonus', currency: input.currency },
            amount: input.amount,
          },
        ],
        metadata: { bonusId: id, source: input.source },
      },
      tx,
    );
    return BigInt(id);
  }

  /** The player's active bonuses, after ending those that are wagered or past their deadline. */
  async active(player: Pick<Player, 'id'>): Promise<ActiveBonus[]> {
    const bonuses = await this.read(player.id);
    const now = this.deps.clock();
    const due = bonuses.filter((b) => b.wagered >= b.wagerTotal || now >= b.expiresAt);
    if (due.length === 0) return bonuses;
    await withTx(this.deps.pool, async (tx) => {
      for (const bonus of due) await this.finish(tx, player.id, bonus, now);
    });
    return bonuses.filter((b) => !due.includes(b));
  }

  /** GET /api/v2/wallet/wager: an active bonus blocks withdrawal until it is wagered or expires. */
  async blocksWithdrawal(player: Pick<Player, 'id'>): Promise<boolean> {
    return (await this.active(player)).length > 0;
  }

  /** SPEC §3 Balance.userBonuses: each active bonus with its amount and wager progress (current of total). */
  async userBonuses(player: Player, format: BonusFormat): Promise<UserBonusView[]> {
    // Bonuses are granted in the player's account currency, the one `format` formats.
    const bonuses = (await this.active(player)).filter((b) => b.currency === player.currency);
    return bonuses.map((b) => ({
      status: 'active',
      amount: format.money(b.amount),
      wager: {
        current: formatMajor(b.wagered < b.wagerTotal ? b.wagered : b.wagerTotal, format.precision),
        total: formatMajor(b.wagerTotal, format.precision),
      },
    }));
  }

  private async read(userId: bigint): Promise<ActiveBonus[]> {
    const { rows } = await this.deps.pool.query<BonusRow>(
      `SELECT id, title, currency, amount, wager_multiplier, wager_from_bet_id, expires_at
       FROM player_bonuses WHERE user_id = $1 AND status = 'active' ORDER BY id`,
      [userId.toString()],
    );
    return Promise.all(
      rows.map(async (r) => ({
        id: BigInt(r.id),
        title: r.title,
        currency: r.currency,
        amount: BigInt(r.amount),
        wagered: await this.deps.stakes.stakesAfter(userId, r.currency, BigInt(r.wager_from_bet_id)),
        wagerTotal: BigInt(r.amount) * BigInt(r.wager_multiplier),
        expiresAt: r.expires_at,
      })),
    );
  }

  /** Wagered → the money moves to main; expired → back to the house. Only the reader that claims the row moves it. */
  private async finish(tx: Tx, userId: bigint, bonus: ActiveBonus, now: Date): Promise<void> {
    const status = bonus.wagered >= bonus.wagerTotal ? 'wagered' : 'expired';
    const claimed = await tx.client.query(
      `UPDATE player_bonuses SET status = $2, finished_at = $3 WHERE id = $1 AND status = 'active'`,
      [bonus.id.toString(), status, now],
    );
    if (claimed.rowCount !== 1) return;
    const to =
      status === 'wagered'
        ? { userId, name: 'main' as const, currency: bonus.currency }
        : { house: 'bonus_cost' as const, currency: bonus.currency };
    await this.deps.wallet.ledger.transfer(
      {
        idempotencyKey: `bonus:${bonus.id}:${status}`,
        kind: status === 'wagered' ? 'bonus_wagered' : 'bonus_expired',
        entries: [
          { account: { userId, name: 'bonus', currency: bonus.currency }, amount: -bonus.amount },
          { account: to, amount: bonus.amount },
        ],
        metadata: { bonusId: bonus.id.toString() },
      },
      tx,
    );
  }
}
