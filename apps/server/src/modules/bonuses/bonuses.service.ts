import {
  bonusConversionCap,
  bonusWagerTotal,
  conversion,
  formatMajor,
  type UserBonusView,
  wagerContribution,
} from '@casino/shared';
import type pg from 'pg';
import { type Tx, withTx } from '../../db/tx.ts';
import type { Player } from '../auth/index.ts';
import type { Notify } from '../push/index.ts';
import type { BonusFormat, Wallet } from '../wallet/index.ts';
import type { GamesWagers } from './bonuses.tables.ts';

/** What a crypto deposit bonus asks (SPEC §3 currency depositBonus): stakes of 20× the bonus within 7 days. */
export const DEPOSIT_BONUS_TERMS = { wagerMultiplier: 20, hours: 7 * 24 } as const;

const HOUR_MS = 60 * 60 * 1000;

export interface BonusGrant {
  userId: bigint;
  /** One bonus per source, e.g. `deposit:{transaction id}`: a replayed grant does nothing. */
  source: string;
  title: string;
  currency: string;
  /** Minor units, positive. */
  amount: bigint;
  wagerMultiplier: number;
  hours: number;
  /** The catalogue bonus claimed, with its rules; absent for a currency deposit bonus or an operator grant. */
  bonusId?: bigint;
  maxWin?: bigint | null;
  wagerMaxBet?: bigint | null;
  gamesWagers?: GamesWagers | null;
  /** Spins of `gameId` at `amount` each; their winnings wagered `wager` times, at most `maxWin` in all. */
  freespins?: { count: number; amount: bigint; gameId: string; wager: number; maxWin: bigint | null };
}

/** An active bonus with its wagering progress, in minor units of its currency. */
export interface ActiveBonus {
  id: bigint;
  bonusId: bigint | null;
  /** What granted it (deposit:…, claim:…, promo:…, operator:…, wheel:…). */
  source: string;
  freespinsLeft: number;
  /** Free spins granted, if any: the game, each spin's stake, what they won so far and may win in all. */
  freespins: { gameId: string; stake: bigint; won: bigint; maxWin: bigint | null; wager: number } | null;
  /** The bonus account's balance now: this bonus's money and its winnings. */
  balance: bigint;
  /** An open round (mines, crash) holds some of its money: the bonus waits for it to settle. */
  inPlay: boolean;
  /** The most it converts to main money (its money's cap and its spins' cap); null: no cap. */
  maxWin: bigint | null;
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
  bonus_id: string | null;
  freespins_left: number;
  freespins_amount: string | null;
  freespins_game_id: string | null;
  freespins_max_win: string | null;
  freespins_won: string;
  wager_freespins: number;
  source: string;
  max_win: string | null;
  games_wagers: GamesWagers | null;
  balance: string;
}

export interface BonusesDeps {
  pool: pg.Pool;
  wallet: Wallet;
  clock: () => Date;
  /** The games module's bet records: the player's newest bet, and stakes on the bets after one. */
  stakes: {
    lastBetId(userId: bigint, db: pg.PoolClient): Promise<bigint>;
    stakesByGameAfter(userId: bigint, currency: string, afterBetId: bigint): Promise<Map<string, bigint>>;
    bonusInPlay(userId: bigint, currency: string): Promise<boolean>;
  };
  /** Web push of a bonus that lands without the player at the page (PUSHED_SOURCES), after commit. */
  notify?: Notify;
}

/**
 * Grants a push announces: an operator's, which comes out of the blue. A claim, a promo code or a wheel
 * prize is the player's own act on the page; a deposit's bonus lands with the deposit, whose push it
 * would only double; a tournament's bonus prize has the prize's own push.
 */
const PUSHED_SOURCES = ['operator:'];

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
    const spins = input.freespins && input.freespins.count > 0 ? input.freespins : undefined;
    if (input.amount < 0n || (input.amount === 0n && !spins)) return undefined;
    const now = this.deps.clock();
    const wagerFrom = await this.deps.stakes.lastBetId(input.userId, tx.client);
    const { rows } = await tx.client.query<{ id: string }>(
      `INSERT INTO player_bonuses (user_id, source, title, currency, amount, wager_multiplier, wager_from_bet_id,
                                   created_at, expires_at, bonus_id, max_win, wager_max_bet, games_wagers,
                                   freespins_left, freespins_amount, freespins_game_id, wager_freespins,
                                   freespins_max_win)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18)
       ON CONFLICT (source) DO NOTHING RETURNING id`,
      [
        input.userId.toString(),
        input.source,
        input.title,
        input.currency,
        input.amount.toString(),
        input.wagerMultiplier,
        wagerFrom.toString(),
        now,
        new Date(now.getTime() + input.hours * HOUR_MS),
        input.bonusId?.toString() ?? null,
        input.maxWin?.toString() ?? null,
        input.wagerMaxBet?.toString() ?? null,
        input.gamesWagers ? JSON.stringify(input.gamesWagers) : null,
        spins?.count ?? 0,
        spins?.amount.toString() ?? null,
        spins?.gameId ?? null,
        spins?.wager ?? 0,
        spins?.maxWin?.toString() ?? null,
      ],
    );
    const id = rows[0]?.id;
    if (!id) return undefined;
    const notify = this.deps.notify;
    if (notify && PUSHED_SOURCES.some((prefix) => input.source.startsWith(prefix)))
      tx.afterCommit(() =>
        notify(
          { userId: input.userId },
          {
            kind: 'bonus_granted',
            bonusId: id,
            amount: input.amount,
            currency: input.currency,
            freespins: spins?.count ?? 0,
          },
        ),
      );
    if (input.amount === 0n) return BigInt(id);
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

  /**
   * The player's active bonuses, after ending those that are due: wagered (converted to main money up to
   * their cap), past their deadline (expired), or lost (their money is gone and no free spins are left).
   */
  async active(player: Pick<Player, 'id'>, onEnded?: () => void): Promise<ActiveBonus[]> {
    const bonuses = await this.read(player.id);
    const now = this.deps.clock();
    const due = bonuses.filter((b) => endingOf(b, now, bonuses.length) !== undefined);
    if (due.length === 0) return bonuses;
    onEnded?.();
    await withTx(this.deps.pool, async (tx) => {
      for (const bonus of due)
        await this.finish(tx, player.id, bonus, endingOf(bonus, now, bonuses.length) ?? 'expired');
    });
    return bonuses.filter((b) => !due.includes(b));
  }

  /**
   * The stake cap of the player's active bonuses in `currency` (the lowest wagerMaxBet), null when none
   * caps: what a stake elsewhere than the originals' bet statement (provider games) is held to while a
   * bonus is wagered. Read on the caller's connection, inside its transaction.
   */
  async wagerMaxBet(db: pg.PoolClient, userId: bigint, currency: string): Promise<bigint | null> {
    const { rows } = await db.query<{ max_bet: string | null }>(
      `SELECT min(wager_max_bet) AS max_bet FROM player_bonuses
       WHERE user_id = $1 AND currency = $2 AND status = 'active'`,
      [userId.toString(), currency],
    );
    const maxBet = rows[0]?.max_bet;
    return maxBet == null ? null : BigInt(maxBet);
  }

  /**
   * The withdrawal rule (SPEC §4.4). For the wager check, a bonus claimed with a deposit (or granted by an
   * operator) blocks until it is wagered: `invalid_ggr` when its winnings are already above what it may
   * convert, else `wager`; other bonuses (codes, claims, the wheel) only raise the bonus-burn warning. For
   * the withdrawal itself every active bonus blocks: the player forfeits it first (POST /bonuses/forfeit).
   */
  async withdrawalBlock(
    player: Pick<Player, 'id'>,
    purpose: 'check' | 'withdraw',
  ): Promise<'wager' | 'invalid_ggr' | undefined> {
    const active = await this.active(player);
    const blocking = purpose === 'withdraw' ? active : active.filter((b) => locksWithdrawal(b.source));
    if (blocking.length === 0) return undefined;
    const overCap = blocking.some((b) => b.maxWin !== null && b.balance > b.maxWin);
    return overCap ? 'invalid_ggr' : 'wager';
  }

  /** Forfeits every active bonus of the player: their money (and its winnings) goes back to the house. */
  async forfeit(player: Pick<Player, 'id'>): Promise<number> {
    const active = await this.active(player);
    if (active.length === 0) return 0;
    const now = this.deps.clock();
    await withTx(this.deps.pool, async (tx) => {
      for (const bonus of active) await this.finish(tx, player.id, bonus, 'forfeited', now);
    });
    return active.length;
  }

  /** SPEC §3 Balance.userBonuses: each active bonus with its amount and wager progress (current of total). */
  async userBonuses(
    player: Player,
    format: BonusFormat,
  ): Promise<{ items: UserBonusView[]; ended: boolean }> {
    let ended = false;
    const active = await this.active(player, () => {
      ended = true;
    });
    // Bonuses are granted in the player's account currency, the one `format` formats.
    const bonuses = active.filter((b) => b.currency === player.currency);
    const items = bonuses.map((b) => ({
      status: 'active',
      amount: format.money(b.amount),
      wager: {
        current: formatMajor(b.wagered < b.wagerTotal ? b.wagered : b.wagerTotal, format.precision),
        total: formatMajor(b.wagerTotal, format.precision),
      },
    }));
    return { items, ended };
  }

  private async read(userId: bigint): Promise<ActiveBonus[]> {
    const { rows } = await this.deps.pool.query<BonusRow>(
      `SELECT pb.id, pb.title, pb.currency, pb.amount, pb.wager_multiplier, pb.wager_from_bet_id, pb.expires_at,
              pb.bonus_id, pb.freespins_left, pb.source, pb.max_win, pb.games_wagers, pb.freespins_amount,
              pb.freespins_game_id, pb.freespins_max_win, pb.freespins_won, pb.wager_freespins,
              coalesce(a.balance, 0) AS balance
       FROM player_bonuses pb
       LEFT JOIN ledger_accounts a ON a.kind = 'player' AND a.user_id = pb.user_id AND a.name = 'bonus'
         AND a.currency = pb.currency
       WHERE pb.user_id = $1 AND pb.status = 'active' ORDER BY pb.id`,
      [userId.toString()],
    );
    return Promise.all(
      rows.map(async (r) => {
        const [stakes, inPlay] = await Promise.all([
          this.deps.stakes.stakesByGameAfter(userId, r.currency, BigInt(r.wager_from_bet_id)),
          this.deps.stakes.bonusInPlay(userId, r.currency),
        ]);
        const amount = BigInt(r.amount);
        const spinsMaxWin = r.freespins_max_win === null ? null : BigInt(r.freespins_max_win);
        const freespins =
          r.freespins_game_id === null || r.freespins_amount === null
            ? null
            : {
                gameId: r.freespins_game_id,
                stake: BigInt(r.freespins_amount),
                won: BigInt(r.freespins_won),
                maxWin: spinsMaxWin,
                wager: r.wager_freespins,
              };
        const moneyCap = r.max_win === null ? null : BigInt(r.max_win);
        const balance = BigInt(r.balance);
        return {
          id: BigInt(r.id),
          bonusId: r.bonus_id === null ? null : BigInt(r.bonus_id),
          source: r.source,
          freespinsLeft: r.freespins_left,
          freespins,
          title: r.title,
          currency: r.currency,
          amount,
          balance,
          inPlay,
          maxWin: bonusConversionCap(
            { amount, cap: moneyCap },
            { granted: freespins !== null, cap: spinsMaxWin },
          ),
          wagered: countedStakes(stakes, r.games_wagers),
          wagerTotal: bonusWagerTotal(amount, r.wager_multiplier, freespins?.won ?? 0n, r.wager_freespins),
          expiresAt: r.expires_at,
        };
      }),
    );
  }

  /**
   * Ends a bonus; only the reader that claims its row moves money. The bonus account holds this bonus's
   * money and its winnings (one bonus is claimed at a time; an older stacked grant keeps only its amount):
   * wagered, up to its cap goes to main and the rest back to the house; otherwise all of it goes back.
   */
  private async finish(
    tx: Tx,
    userId: bigint,
    bonus: ActiveBonus,
    status: 'wagered' | 'expired' | 'forfeited',
    now: Date = this.deps.clock(),
  ): Promise<void> {
    const claimed = await tx.client.query(
      `UPDATE player_bonuses SET status = $2, finished_at = $3 WHERE id = $1 AND status = 'active'`,
      [bonus.id.toString(), status, now],
    );
    if (claimed.rowCount !== 1) return;
    const { rows } = await tx.client.query<{ balance: string; others: string }>(
      `SELECT a.balance,
              (SELECT count(*) FROM player_bonuses WHERE user_id = $1 AND status = 'active' AND currency = $2) AS others
       FROM ledger_accounts a WHERE a.kind = 'player' AND a.user_id = $1 AND a.name = 'bonus' AND a.currency = $2
       FOR UPDATE`,
      [userId.toString(), bonus.currency],
    );
    const balance = BigInt(rows[0]?.balance ?? 0);
    const own = bonus.amount + (bonus.freespins?.won ?? 0n);
    const pot = Number(rows[0]?.others ?? 0) > 0 ? (balance < own ? balance : own) : balance;
    if (pot <= 0n) return;
    const { toMain, removed } =
      status === 'wagered' ? conversion(pot, bonus.maxWin) : { toMain: 0n, removed: pot };
    const account = (name: 'main' | 'bonus') => ({ userId, name, currency: bonus.currency });
    await this.deps.wallet.ledger.transfer(
      {
        idempotencyKey: `bonus:${bonus.id}:${status}`,
        kind: `bonus_${status}`,
        entries: [
          { account: account('bonus'), amount: -pot },
          ...(toMain > 0n ? [{ account: account('main'), amount: toMain }] : []),
          ...(removed > 0n
            ? [{ account: { house: 'bonus_cost' as const, currency: bonus.currency }, amount: removed }]
            : []),
        ],
        metadata: { bonusId: bonus.id.toString(), ...(removed > 0n && toMain > 0n ? { capped: true } : {}) },
      },
      tx,
    );
  }
}

/** Deposits and operators grant bonuses that hold withdrawals until wagered. */
const locksWithdrawal = (source: string): boolean =>
  source.startsWith('deposit:') || source.startsWith('operator:');

/**
 * How a bonus ends now, if it does. While free spins are left, or a round holds some of its money, it
 * waits for them (or its deadline): what they win joins its money and its wagering.
 */
function endingOf(bonus: ActiveBonus, now: Date, activeCount: number): 'wagered' | 'expired' | undefined {
  if (now >= bonus.expiresAt) return 'expired';
  if (bonus.freespinsLeft > 0 || bonus.inPlay) return undefined;
  if (bonus.wagered >= bonus.wagerTotal) return 'wagered';
  // The money is gone: nothing left to wager (with several bonuses stacked the account is shared).
  if (activeCount === 1 && bonus.balance <= 0n) return 'expired';
  return undefined;
}

/** Stakes that count towards wagering: each game's stakes times its percent; no list means all in full. */
function countedStakes(stakes: ReadonlyMap<string, bigint>, games: GamesWagers | null): bigint {
  let total = 0n;
  for (const [gameId, stake] of stakes) {
    const percent = games === null ? 100 : (games.find((g) => g.id === gameId)?.percent ?? 0);
    total += wagerContribution(stake, percent);
  }
  return total;
}
