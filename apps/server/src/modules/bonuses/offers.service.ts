import {
  type BonusDrawerStatus,
  type BonusListResponse,
  type BonusSettings,
  type BonusView,
  claimedByDeposit,
  conversionCap,
  depositBonusAmount,
  formatMajor,
  freeSpinsCap,
  matchDepositBonus,
  type OfferFacts,
  type OfferState,
  offerStates,
} from '@casino/shared';
import type pg from 'pg';
import { type Tx, withTx } from '../../db/tx.ts';
import { AppError, notFound } from '../../http/errors.ts';
import type { Player } from '../auth/index.ts';
import type { Wallet } from '../wallet/index.ts';
import type { ActiveBonus, BonusesService } from './bonuses.service.ts';
import {
  CATALOGUE_COLUMNS,
  type CatalogueBonus,
  type CatalogueRow,
  type CurrencyTerms,
  conditionsView,
  currencyTerms,
  fromRow,
  readCatalogue,
  titleOf,
} from './catalogue.ts';

/** The bonus drawer opens by itself at most once a day. */
const DRAWER_PAUSE_MS = 24 * 60 * 60 * 1000;

const DEFAULT_SETTINGS: BonusSettings = {
  isWelcomeEnabledFiat: true,
  isWelcomeEnabledCrypto: true,
  preferredFiat: { id: null, isEnabled: false },
  preferredCrypto: { id: null, isEnabled: false },
};

export interface OffersDeps {
  pool: pg.Pool;
  wallet: Wallet;
  bonuses: BonusesService;
  clock: () => Date;
}

/** A player's view of the catalogue with the facts it was computed from. */
interface PlayerOffers {
  catalogue: CatalogueBonus[];
  states: Map<CatalogueBonus, OfferState>;
  offers: Map<string, string>;
}

/**
 * The catalogue as one player sees it (SPEC §3 Bonus list, §4.1 steps), the loyalty settings, the drawer
 * record, and the claims: by deposit (one completion path for every kind of deposit) or by button.
 */
export class OffersService {
  constructor(private readonly deps: OffersDeps) {}

  /** GET /bonuses. A guest sees the catalogue as a new player would, in US dollars. */
  async list(player: Player | undefined): Promise<BonusListResponse> {
    // Reading the active bonuses first ends those that are wagered or past their deadline.
    const active = player ? await this.deps.bonuses.active(player) : [];
    const [offers, terms, titles, settings] = await Promise.all([
      this.offersOf(this.deps.pool, player ?? GUEST, active),
      this.termsOf(player ?? GUEST, this.deps.pool),
      this.gameTitles(this.deps.pool),
      player ? this.settings(player) : DEFAULT_SETTINGS,
    ]);
    const items = [...offers.states].map(([bonus, state]) => {
      const offerId = offers.offers.get(bonus.id.toString());
      return this.view(bonus, state, {
        terms,
        titles,
        language: player?.language ?? 'en',
        personalId: offerId === undefined ? null : BigInt(offerId),
        progress: active.find((a) => a.bonusId === bonus.id && state.status === 'active'),
      });
    });
    return { items: sortItems(items), settings };
  }

  async settings(
    player: Pick<Player, 'id'>,
    db: pg.Pool | pg.PoolClient = this.deps.pool,
  ): Promise<BonusSettings> {
    const { rows } = await db.query<{
      is_welcome_enabled_fiat: boolean;
      is_welcome_enabled_crypto: boolean;
      preferred_fiat_id: string | null;
      preferred_fiat_enabled: boolean;
      preferred_crypto_id: string | null;
      preferred_crypto_enabled: boolean;
    }>('SELECT * FROM player_bonus_settings WHERE user_id = $1', [player.id.toString()]);
    const r = rows[0];
    if (!r) return DEFAULT_SETTINGS;
    return {
      isWelcomeEnabledFiat: r.is_welcome_enabled_fiat,
      isWelcomeEnabledCrypto: r.is_welcome_enabled_crypto,
      preferredFiat: { id: r.preferred_fiat_id, isEnabled: r.preferred_fiat_enabled },
      preferredCrypto: { id: r.preferred_crypto_id, isEnabled: r.preferred_crypto_enabled },
    };
  }

  /** POST /api/v2/users/loyalty. A preferred bonus must be one the player can see; else 404. */
  async saveSettings(player: Player, input: BonusSettings): Promise<BonusSettings> {
    for (const preferred of [input.preferredFiat, input.preferredCrypto]) {
      if (preferred.id === null) continue;
      const offers = await this.offersOf(this.deps.pool, player, await this.deps.bonuses.active(player));
      if (!offers.catalogue.some((b) => b.id.toString() === preferred.id && offers.states.has(b))) {
        throw notFound();
      }
    }
    await this.deps.pool.query(
      `INSERT INTO player_bonus_settings (user_id, is_welcome_enabled_fiat, is_welcome_enabled_crypto,
         preferred_fiat_id, preferred_fiat_enabled, preferred_crypto_id, preferred_crypto_enabled, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
       ON CONFLICT (user_id) DO UPDATE SET is_welcome_enabled_fiat = excluded.is_welcome_enabled_fiat,
         is_welcome_enabled_crypto = excluded.is_welcome_enabled_crypto,
         preferred_fiat_id = excluded.preferred_fiat_id, preferred_fiat_enabled = excluded.preferred_fiat_enabled,
         preferred_crypto_id = excluded.preferred_crypto_id,
         preferred_crypto_enabled = excluded.preferred_crypto_enabled, updated_at = excluded.updated_at`,
      [
        player.id.toString(),
        input.isWelcomeEnabledFiat,
        input.isWelcomeEnabledCrypto,
        input.preferredFiat.id,
        input.preferredFiat.isEnabled,
        input.preferredCrypto.id,
        input.preferredCrypto.isEnabled,
        this.deps.clock(),
      ],
    );
    return this.settings(player);
  }

  async drawerStatus(player: Player): Promise<BonusDrawerStatus> {
    const { rows } = await this.deps.pool.query<{ last_shown_at: Date }>(
      'SELECT last_shown_at FROM bonus_drawer_views WHERE user_id = $1',
      [player.id.toString()],
    );
    const last = rows[0]?.last_shown_at ?? null;
    return {
      isShowModal: last === null || this.deps.clock().getTime() - last.getTime() >= DRAWER_PAUSE_MS,
      countDeposit: player.depositCount,
      lastShowModalAt: last?.toISOString() ?? null,
    };
  }

  async drawerShown(player: Player): Promise<{ lastShowModalAt: string }> {
    const now = this.deps.clock();
    await this.deps.pool.query(
      `INSERT INTO bonus_drawer_views (user_id, last_shown_at) VALUES ($1, $2)
       ON CONFLICT (user_id) DO UPDATE SET last_shown_at = excluded.last_shown_at,
         shown_count = bonus_drawer_views.shown_count + 1`,
      [player.id.toString(), now],
    );
    return { lastShowModalAt: now.toISOString() };
  }

  /**
   * POST /api/v1/bonuses/{id}/claim: a bonus that needs no deposit (personal, free spins, a promo without a
   * deposit) is granted now: its fixed amount (maxAmount) and free spins. The player's row lock serialises
   * this with deposits and other claims, so the rules see every earlier claim.
   */
  async claim(player: Player, bonusId: bigint): Promise<BonusView> {
    // Ends bonuses that are wagered or past their deadline, so that they no longer block this one.
    await this.deps.bonuses.active(player);
    await withTx(this.deps.pool, async (tx) => {
      await lockPlayer(tx, player.id);
      const offers = await this.offersOf(tx.client, player, await activeClaims(tx, player.id));
      const terms = await this.termsOf(player, tx.client);
      const bonus = offers.catalogue.find((b) => b.id === bonusId);
      const state = bonus && offers.states.get(bonus);
      if (!bonus || !state) throw notFound();
      if (!state.isClaimable) {
        // Claimable but for the bonus in play: say so; anything else is not for the claim button.
        const blocked = state.status === 'available' && !claimedByDeposit(bonus);
        throw new AppError(400, blocked ? 'bonus_active' : 'bonus_unavailable');
      }
      // A bonus claimed by button can be claimed once: its source is the player and the bonus.
      await this.grantFromCatalogue(
        tx,
        player,
        bonus,
        fixedAmount(bonus, terms),
        terms,
        `claim:${bonus.id}:${player.id}`,
      );
    });
    return this.viewOf(player, bonusId);
  }

  /**
   * A completed deposit claims the bonus its amount matches (SPEC §5.1), inside the deposit's transaction,
   * when the player has bonuses on for that kind of deposit and chose it. Answers `claimed`, `active` (a
   * bonus is in play, so none can be claimed) or `none`; the deposit's own source key makes a replay claim
   * nothing.
   */
  async claimForDeposit(
    tx: Tx,
    deposit: { player: Player; kind: 'fiat' | 'crypto'; credited: bigint; transactionId: string },
  ): Promise<'claimed' | 'active' | 'none'> {
    const { player } = deposit;
    await lockPlayer(tx, player.id);
    const active = await activeClaims(tx, player.id);
    if (active.length > 0) return 'active';
    const settings = await this.settings(player, tx.client);
    const enabled = deposit.kind === 'fiat' ? settings.isWelcomeEnabledFiat : settings.isWelcomeEnabledCrypto;
    if (!enabled) return 'none';
    const preferred = deposit.kind === 'fiat' ? settings.preferredFiat : settings.preferredCrypto;
    // The deposit is already counted: the rules see the player as before it.
    const depositCount = Math.max(0, (await depositCountOf(tx, player.id)) - 1);
    const offers = await this.offersOf(tx.client, { ...player, depositCount }, active);
    const terms = await this.termsOf(player, tx.client);
    let candidates = offers.catalogue
      .filter((b) => offers.states.get(b)?.isCurrent)
      .map((b) => ({
        bonus: b,
        isPersonal: b.isPersonal,
        isCurrent: true,
        conditions: {
          minDeposit: b.minDeposit === null ? null : terms.minor(b.minDeposit),
          maxDeposit: b.maxDeposit === null ? null : terms.minor(b.maxDeposit),
        },
      }));
    if (preferred.isEnabled && preferred.id !== null) {
      const chosen = candidates.filter((c) => c.bonus.id.toString() === preferred.id);
      if (chosen.length > 0) candidates = chosen;
    }
    const match = matchDepositBonus(candidates, deposit.credited)?.bonus;
    if (!match) return 'none';
    const amount = depositBonusAmount(
      deposit.credited,
      match.amountMultiplierBp,
      match.maxAmount === null ? null : terms.minor(match.maxAmount),
    );
    const id = await this.grantFromCatalogue(
      tx,
      player,
      match,
      amount,
      terms,
      `deposit:${deposit.transactionId}`,
    );
    return id === undefined ? 'none' : 'claimed';
  }

  /**
   * A code that grants a bonus (SPEC §2.4 "bonus" state), inside the activation's transaction: refused while
   * another bonus is active. The caller holds the player's row lock.
   */
  async grantByCode(tx: Tx, player: Player, bonusId: bigint, source: string): Promise<void> {
    if ((await activeClaims(tx, player.id)).length > 0) throw new AppError(400, 'bonus_active');
    const { rows } = await tx.client.query<CatalogueRow>(
      `SELECT ${CATALOGUE_COLUMNS} FROM bonuses WHERE id = $1 AND status = 'active'`,
      [bonusId.toString()],
    );
    const row = rows[0];
    if (!row) throw new AppError(400, 'promo_code_invalid');
    const bonus = fromRow(row);
    const terms = await this.termsOf(player, tx.client);
    await this.grantFromCatalogue(tx, player, bonus, fixedAmount(bonus, terms), terms, source);
  }

  /** One bonus as the player sees it now (after a claim or a code). */
  async viewOf(player: Player, bonusId: bigint): Promise<BonusView> {
    const view = (await this.list(player)).items.find((i) => i.id === bonusId.toString());
    if (!view) throw notFound();
    return view;
  }

  private async grantFromCatalogue(
    tx: Tx,
    player: Player,
    bonus: CatalogueBonus,
    amount: bigint,
    terms: CurrencyTerms,
    source: string,
  ): Promise<bigint | undefined> {
    const spins =
      bonus.freespinsCount > 0 && bonus.freespinsAmount !== null && bonus.freespinsGameId !== null
        ? {
            count: bonus.freespinsCount,
            amount: terms.minor(bonus.freespinsAmount),
            gameId: bonus.freespinsGameId,
            wager: bonus.wagerFreespins,
            maxWin: freeSpinsCap({
              maxAmount: bonus.freespinsMaxAmount === null ? null : terms.minor(bonus.freespinsMaxAmount),
              maxMultiplier: bonus.freespinsMaxAmountMultiplier,
              totalStake: terms.minor(bonus.freespinsAmount) * BigInt(bonus.freespinsCount),
            }),
          }
        : undefined;
    return this.deps.bonuses.grant(tx, {
      userId: player.id,
      source,
      title: titleOf(bonus, 'en'),
      currency: player.currency,
      amount,
      wagerMultiplier: bonus.wager,
      hours: bonus.deadlineHours,
      bonusId: bonus.id,
      maxWin: conversionCap(amount, bonus.maxAmountMultiplier),
      wagerMaxBet: bonus.wagerMaxBet === null ? null : terms.minor(bonus.wagerMaxBet),
      gamesWagers: bonus.gamesWagers.length > 0 ? bonus.gamesWagers : null,
      freespins: spins,
    });
  }

  private async offersOf(
    db: pg.Pool | pg.PoolClient,
    player: Pick<Player, 'id' | 'depositCount'>,
    active: Pick<ActiveBonus, 'bonusId'>[],
  ): Promise<PlayerOffers> {
    const userId = player.id.toString();
    // One after another: inside a transaction `db` is a single connection.
    const catalogue = await readCatalogue(db);
    const claims = await db.query<{
      bonus_id: string;
      status: 'active' | 'wagered' | 'expired' | 'forfeited';
    }>(
      `SELECT DISTINCT ON (bonus_id) bonus_id, status FROM player_bonuses
       WHERE user_id = $1 AND bonus_id IS NOT NULL ORDER BY bonus_id, id DESC`,
      [userId],
    );
    const offers = await db.query<{ id: string; bonus_id: string }>(
      'SELECT id, bonus_id FROM bonus_personal_offers WHERE user_id = $1',
      [userId],
    );
    const unlocked = await db.query<{ bonus_id: string }>(
      `SELECT p.bonus_id FROM promo_code_activations a JOIN promo_codes p ON p.code = a.code
       WHERE a.user_id = $1 AND p.kind = 'conditions'`,
      [userId],
    );
    const facts: OfferFacts = {
      depositCount: player.depositCount,
      claims: new Map(claims.rows.map((r) => [r.bonus_id, r.status])),
      offers: new Map(offers.rows.map((r) => [r.bonus_id, r.id])),
      unlocked: new Set(unlocked.rows.map((r) => r.bonus_id)),
      otherActive: active.some((a) => a.bonusId === null),
    };
    const keyed = catalogue.map((b) => ({ ...b, id: b.id.toString(), bonus: b }));
    const states = new Map<CatalogueBonus, OfferState>();
    for (const [k, state] of offerStates(keyed, facts)) states.set(k.bonus, state);
    return { catalogue, states, offers: facts.offers as Map<string, string> };
  }

  private view(
    bonus: CatalogueBonus,
    state: OfferState,
    ctx: {
      terms: CurrencyTerms;
      titles: ReadonlyMap<string, string>;
      language: string;
      personalId: bigint | null;
      progress: ActiveBonus | undefined;
    },
  ): BonusView {
    const { progress, terms } = ctx;
    return {
      id: bonus.id.toString(),
      title: titleOf(bonus, ctx.language),
      status: state.status,
      isPersonal: bonus.isPersonal,
      isClaimed: state.isClaimed,
      isFirst: state.isFirst,
      isCurrent: state.isCurrent,
      welcomeStep: bonus.welcomeStep,
      conditions: conditionsView(bonus, terms, ctx.titles, ctx.personalId),
      progress: progress
        ? {
            amount: terms.money(progress.amount),
            wager: {
              current: formatMajor(
                progress.wagered < progress.wagerTotal ? progress.wagered : progress.wagerTotal,
                terms.precision,
              ),
              total: formatMajor(progress.wagerTotal, terms.precision),
            },
            freespinsLeft: progress.freespinsLeft,
            expiresAt: progress.expiresAt.toISOString(),
          }
        : null,
    };
  }

  /** Terms of the player's account currency, read on the caller's connection. */
  async termsOf(
    player: Pick<Player, 'currency' | 'primaryCurrency'>,
    db: pg.Pool | pg.PoolClient,
  ): Promise<CurrencyTerms> {
    const rows = await this.deps.wallet.balances.currencies([player.currency, player.primaryCurrency], db);
    const currency = rows.get(player.currency);
    if (!currency?.rate) throw new Error(`no rate for ${player.currency}`);
    const primary = rows.get(player.primaryCurrency) ?? currency;
    return currencyTerms(
      { code: currency.code, precision: currency.precision, rate: currency.rate },
      (minor) => this.deps.wallet.balances.money(minor, currency, primary),
    );
  }

  private async gameTitles(db: pg.Pool | pg.PoolClient): Promise<Map<string, string>> {
    const { rows } = await db.query<{ id: string; title: string }>('SELECT id, title FROM games');
    return new Map(rows.map((r) => [r.id, r.title]));
  }
}

/** Whom a guest is treated as: a new player (id 0 has no rows) in US dollars. */
const GUEST = { id: 0n, depositCount: 0, currency: 'USD', primaryCurrency: 'USD' } as const;

/** The catalogue bonuses active for the player, read under the caller's lock (no wager sums: no pool). */
async function activeClaims(tx: Tx, userId: bigint): Promise<{ bonusId: bigint | null }[]> {
  const { rows } = await tx.client.query<{ bonus_id: string | null }>(
    `SELECT bonus_id FROM player_bonuses WHERE user_id = $1 AND status = 'active'`,
    [userId.toString()],
  );
  return rows.map((r) => ({ bonusId: r.bonus_id === null ? null : BigInt(r.bonus_id) }));
}

/** Active first, then the welcome steps, then everything else in catalogue order. */
function sortItems(items: BonusView[]): BonusView[] {
  const rank = (b: BonusView) => (b.status === 'active' ? 0 : b.welcomeStep !== null ? 1 : 2);
  return items
    .map((b, i) => ({ b, i }))
    .sort((x, y) => rank(x.b) - rank(y.b) || x.i - y.i)
    .map((x) => x.b);
}

/** A bonus granted without a deposit gives its maxAmount, in the player's currency. */
const fixedAmount = (bonus: CatalogueBonus, terms: CurrencyTerms): bigint =>
  bonus.maxAmount === null ? 0n : terms.minor(bonus.maxAmount);

/** Serialises a player's claims and deposits: every claim rule reads under this lock. */
async function lockPlayer(tx: Tx, userId: bigint): Promise<void> {
  await tx.client.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [userId.toString()]);
}

async function depositCountOf(tx: Tx, userId: bigint): Promise<number> {
  const { rows } = await tx.client.query<{ deposit_count: number }>(
    'SELECT deposit_count FROM users WHERE id = $1',
    [userId.toString()],
  );
  return rows[0]?.deposit_count ?? 0;
}
