import { createHash, randomBytes } from 'node:crypto';
import {
  convertViaQuote,
  formatMajor,
  newServerSeed,
  nextWheelSpinDate,
  WHEEL_MAX_PRIZES,
  type WheelBalanceType,
  type WheelPrizesView,
  type WheelPrizeView,
  type WheelSpinResult,
  type WheelUserView,
  wheelDay,
  wheelIndex,
} from '@casino/shared';
import type pg from 'pg';
import { type Tx, withTx } from '../../db/tx.ts';
import { AppError } from '../../http/errors.ts';
import type { Player, PlayerDirectory } from '../auth/index.ts';
import { fxQuote, type Wallet } from '../wallet/index.ts';

/** Prizes are priced in US cents (wheel_prizes.amount). */
const USD = 'USD';

/** A bonus-balance prize becomes wagered bonus money: stakes of 20× it within 7 days. */
export const WHEEL_BONUS_TERMS = { title: 'Wheel of luck', wagerMultiplier: 20, hours: 7 * 24 } as const;

/** What the bonuses module's grant takes (a bonus-balance prize is a bonus, with its wagering). */
export interface WheelBonusGrant {
  userId: bigint;
  source: string;
  title: string;
  currency: string;
  amount: bigint;
  wagerMultiplier: number;
  hours: number;
}

export interface WheelDeps {
  pool: pg.Pool;
  wallet: Wallet;
  players: PlayerDirectory;
  clock: () => Date;
  /** Grants a bonus inside the spin's transaction (bonuses.grant). */
  grantBonus: (tx: Tx, grant: WheelBonusGrant) => Promise<unknown>;
}

interface PrizeRow {
  slot: number;
  amount: string;
  promo: string | null;
  balance_type: WheelBalanceType;
  weight: number;
}

type CurrencyRows = Awaited<ReturnType<Wallet['balances']['currencies']>>;

const PRIZES_SQL = `SELECT slot, amount, promo, balance_type, weight FROM wheel_prizes ORDER BY slot LIMIT ${WHEEL_MAX_PRIZES}`;

export const wheelUnavailable = () => new AppError(403, 'wheel_unavailable');
const spunToday = (day: string) =>
  new AppError(409, 'wheel_spun_today', { nextSpinDate: nextWheelSpinDate(day) });

const hashOf = (seed: string) => createHash('sha256').update(seed).digest('hex');

/**
 * The players' daily wheel of luck (SPEC §2.3, §4.5): offered to players with zero deposits, one spin a UTC
 * day, drawn provably fair from a seed committed before the spin (its hash is in GET /wheel/user) and
 * revealed with the result. A spin writes its row, pays its prize through the ledger and commits the next
 * seed in one transaction; the unique (user, day) of wheel_spins refuses a second spin however they race.
 */
export class WheelService {
  constructor(private readonly deps: WheelDeps) {}

  /** The prizes in the player's account currency (primaryValue in their primary one), and in USD. */
  async prizes(player: Player): Promise<WheelPrizesView> {
    const { rows } = await this.deps.pool.query<PrizeRow>(PRIZES_SQL);
    const { format, currencies } = await this.formatter(player);
    return { items: rows.map((row) => format(row, this.converted(row, currencies, player))) };
  }

  /** Whether the player may spin now, when next, and the hash of the seed the next spin will use. */
  async user(player: Player): Promise<WheelUserView> {
    const day = wheelDay(this.deps.clock());
    const seedHash = await this.committedSeedHash(player.id);
    const { rows } = await this.deps.pool.query<{ spun: boolean; has_prizes: boolean }>(
      `SELECT EXISTS (SELECT 1 FROM wheel_spins WHERE user_id = $1 AND day = $2) AS spun,
              EXISTS (SELECT 1 FROM wheel_prizes WHERE weight > 0) AS has_prizes`,
      [player.id.toString(), day],
    );
    const spun = rows[0]?.spun ?? false;
    const offered = player.depositCount === 0 && (rows[0]?.has_prizes ?? false);
    return {
      canSpin: offered && !spun,
      nextSpinDate: spun ? nextWheelSpinDate(day) : null,
      seedHash,
    };
  }

  /** Spins once for today. 403 wheel_unavailable (deposits, no prizes), 409 wheel_spun_today. */
  async spin(player: Player, clientSeed = randomBytes(16).toString('hex')): Promise<WheelSpinResult> {
    if (player.depositCount > 0) throw wheelUnavailable();
    const now = this.deps.clock();
    const day = wheelDay(now);
    // Drawn before the transaction: no work that can wait is done while the seed row is locked.
    const firstSeed = newServerSeed();
    const nextSeed = newServerSeed();
    const spin = await withTx(this.deps.pool, async (tx) => {
      const current = await this.deps.players.getPlayer(player.id, tx);
      if (!current || current.depositCount > 0) throw wheelUnavailable();
      const db = tx.client;
      await db.query(
        `INSERT INTO wheel_seeds (user_id, server_seed, seed_hash, created_at) VALUES ($1, $2, $3, $4)
         ON CONFLICT (user_id) DO NOTHING`,
        [player.id.toString(), firstSeed, hashOf(firstSeed), now],
      );
      // The seed row is the player's lock: concurrent spins queue here and then see the first one's row.
      const seed = (
        await db.query<{ server_seed: string; seed_hash: string }>(
          'SELECT server_seed, seed_hash FROM wheel_seeds WHERE user_id = $1 FOR UPDATE',
          [player.id.toString()],
        )
      ).rows[0];
      if (!seed) throw new Error('wheel seed missing');
      const done = await db.query('SELECT 1 FROM wheel_spins WHERE user_id = $1 AND day = $2', [
        player.id.toString(),
        day,
      ]);
      if (done.rowCount) throw spunToday(day);
      const prizes = (await db.query<PrizeRow>(PRIZES_SQL)).rows;
      const weights = prizes.map((p) => p.weight);
      if (!weights.some((w) => w > 0)) throw wheelUnavailable();
      const index = await wheelIndex({
        serverSeed: seed.server_seed,
        clientSeed,
        userGlobalId: current.globalId,
        day,
        weights,
      });
      const prize = prizes[index] as PrizeRow;
      const cents = BigInt(prize.amount);
      const amount = cents > 0n ? (await fxQuote(db, cents, USD, current.currency)).amount : 0n;
      const inserted = await db.query<{ id: string }>(
        `INSERT INTO wheel_spins (user_id, day, server_seed, seed_hash, client_seed, slot, amount, currency, promo,
                                  balance_type, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
         ON CONFLICT (user_id, day) DO NOTHING RETURNING id`,
        [
          player.id.toString(),
          day,
          seed.server_seed,
          seed.seed_hash,
          clientSeed,
          prize.slot,
          amount.toString(),
          current.currency,
          prize.promo,
          prize.balance_type,
          now,
        ],
      );
      const spinId = inserted.rows[0]?.id;
      if (!spinId) throw spunToday(day);
      if (amount > 0n) await this.pay(tx, current, spinId, prize.balance_type, amount);
      // The next spin's seed is committed now, so its hash is known before that spin.
      await db.query(
        'UPDATE wheel_seeds SET server_seed = $2, seed_hash = $3, created_at = $4 WHERE user_id = $1',
        [player.id.toString(), nextSeed, hashOf(nextSeed), now],
      );
      return { index, prize, amount, seed, weights, current };
    });
    const { format } = await this.formatter(spin.current);
    const { weight: _weight, ...prize } = format(spin.prize, spin.amount);
    return {
      index: spin.index,
      prize,
      nextSpinDate: nextWheelSpinDate(day),
      fairness: {
        serverSeed: spin.seed.server_seed,
        seedHash: spin.seed.seed_hash,
        clientSeed,
        day,
        weights: spin.weights,
      },
    };
  }

  private async pay(
    tx: Tx,
    player: Player,
    spinId: string,
    balanceType: WheelBalanceType,
    amount: bigint,
  ): Promise<void> {
    if (balanceType === 'bonus') {
      await this.deps.grantBonus(tx, {
        userId: player.id,
        source: `wheel:${spinId}`,
        title: WHEEL_BONUS_TERMS.title,
        currency: player.currency,
        amount,
        wagerMultiplier: WHEEL_BONUS_TERMS.wagerMultiplier,
        hours: WHEEL_BONUS_TERMS.hours,
      });
      return;
    }
    await this.deps.wallet.ledger.transfer(
      {
        idempotencyKey: `wheel:${spinId}`,
        kind: 'wheel_prize',
        entries: [
          { account: { house: 'bonus_cost', currency: player.currency }, amount: -amount },
          { account: { userId: player.id, name: 'main', currency: player.currency }, amount },
        ],
        metadata: { spinId },
      },
      tx,
    );
  }

  /** Creates the player's first seed on first read; answers the committed seed's hash. */
  private async committedSeedHash(userId: bigint): Promise<string> {
    const seed = newServerSeed();
    const { rows } = await this.deps.pool.query<{ seed_hash: string }>(
      `INSERT INTO wheel_seeds (user_id, server_seed, seed_hash, created_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (user_id) DO NOTHING RETURNING seed_hash`,
      [userId.toString(), seed, hashOf(seed), this.deps.clock()],
    );
    if (rows[0]) return rows[0].seed_hash;
    const existing = await this.deps.pool.query<{ seed_hash: string }>(
      'SELECT seed_hash FROM wheel_seeds WHERE user_id = $1',
      [userId.toString()],
    );
    const hash = existing.rows[0]?.seed_hash;
    if (!hash) throw new Error('wheel seed missing');
    return hash;
  }

  /** Formats prizes for `player`: Money in the account currency (primaryValue in the primary one), USD. */
  private async formatter(player: Player) {
    const { balances } = this.deps.wallet;
    const currencies = await balances.currencies([USD, player.currency, player.primaryCurrency]);
    const currency = currencies.get(player.currency);
    if (!currency) throw new Error(`unknown currency ${player.currency}`);
    const primary = currencies.get(player.primaryCurrency) ?? currency;
    const usdPrecision = currencies.get(USD)?.precision ?? 2;
    const format = (row: PrizeRow, amount: bigint): WheelPrizeView => ({
      amount: balances.money(amount, currency, primary),
      promo: row.promo,
      balanceType: row.balance_type,
      usd: formatMajor(BigInt(row.amount), usdPrecision),
      weight: row.weight,
    });
    return { format, currencies };
  }

  /** A prize's US cents in the account currency at the stored rate (as fxQuote converts it on a spin). */
  private converted(row: PrizeRow, rows: CurrencyRows, player: Player): bigint {
    const cents = BigInt(row.amount);
    if (cents === 0n || player.currency === USD) return cents;
    const usd = rows.get(USD);
    const target = rows.get(player.currency);
    if (!usd?.rate || !target?.rate) throw new RangeError(`no rate between ${USD} and ${player.currency}`);
    return convertViaQuote(
      cents,
      { precision: usd.precision, rate: usd.rate },
      { precision: target.precision, rate: target.rate },
    );
  }
}
