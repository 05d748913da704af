import {
  type BonusConditionsView,
  type BonusType,
  convertViaQuote,
  fromBasisPoints,
  type Money,
} from '@casino/shared';
import type pg from 'pg';
import type { GamesWagers } from './bonuses.tables.ts';

/** A catalogue bonus as the rules read it; money in US cents. */
export interface CatalogueBonus {
  id: bigint;
  slug: string;
  titles: Record<string, string>;
  type: BonusType;
  isPersonal: boolean;
  welcomeStep: number | null;
  minDepositNumber: number | null;
  minDeposit: bigint | null;
  maxDeposit: bigint | null;
  amountMultiplierBp: number;
  freespinsCount: number;
  freespinsAmount: bigint | null;
  freespinsGameId: string | null;
  wager: number;
  wagerFreespins: number;
  wagerMaxBet: bigint | null;
  maxAmount: bigint | null;
  maxAmountMultiplier: number | null;
  freespinsMaxAmount: bigint | null;
  freespinsMaxAmountMultiplier: number | null;
  deadlineHours: number;
  gamesWagers: GamesWagers;
  position: number;
  status: 'active' | 'retired';
}

export const CATALOGUE_COLUMNS = `id, slug, titles, type, is_personal, welcome_step, min_deposit_number, min_deposit,
  max_deposit, amount_multiplier_bp, freespins_count, freespins_amount, freespins_game_id, wager, wager_freespins,
  wager_max_bet, max_amount, max_amount_multiplier, freespins_max_amount, freespins_max_amount_multiplier,
  deadline_hours, games_wagers, position, status`;

export interface CatalogueRow {
  id: string;
  slug: string;
  titles: Record<string, string>;
  type: BonusType;
  is_personal: boolean;
  welcome_step: number | null;
  min_deposit_number: number | null;
  min_deposit: string | null;
  max_deposit: string | null;
  amount_multiplier_bp: number;
  freespins_count: number;
  freespins_amount: string | null;
  freespins_game_id: string | null;
  wager: number;
  wager_freespins: number;
  wager_max_bet: string | null;
  max_amount: string | null;
  max_amount_multiplier: number | null;
  freespins_max_amount: string | null;
  freespins_max_amount_multiplier: number | null;
  deadline_hours: number;
  games_wagers: GamesWagers;
  position: number;
  status: 'active' | 'retired';
}

const big = (v: string | null) => (v === null ? null : BigInt(v));

export function fromRow(r: CatalogueRow): CatalogueBonus {
  return {
    id: BigInt(r.id),
    slug: r.slug,
    titles: r.titles,
    type: r.type,
    isPersonal: r.is_personal,
    welcomeStep: r.welcome_step,
    minDepositNumber: r.min_deposit_number,
    minDeposit: big(r.min_deposit),
    maxDeposit: big(r.max_deposit),
    amountMultiplierBp: r.amount_multiplier_bp,
    freespinsCount: r.freespins_count,
    freespinsAmount: big(r.freespins_amount),
    freespinsGameId: r.freespins_game_id,
    wager: r.wager,
    wagerFreespins: r.wager_freespins,
    wagerMaxBet: big(r.wager_max_bet),
    maxAmount: big(r.max_amount),
    maxAmountMultiplier: r.max_amount_multiplier,
    freespinsMaxAmount: big(r.freespins_max_amount),
    freespinsMaxAmountMultiplier: r.freespins_max_amount_multiplier,
    deadlineHours: r.deadline_hours,
    gamesWagers: r.games_wagers,
    position: r.position,
    status: r.status,
  };
}

/** The catalogue's active bonuses in the operator's order. */
export async function readCatalogue(db: pg.Pool | pg.PoolClient): Promise<CatalogueBonus[]> {
  const { rows } = await db.query<CatalogueRow>(
    `SELECT ${CATALOGUE_COLUMNS} FROM bonuses WHERE status = 'active' ORDER BY position, id`,
  );
  return rows.map(fromRow);
}

/** The title in `language`, falling back to English. */
export const titleOf = (bonus: Pick<CatalogueBonus, 'titles'>, language: string): string =>
  bonus.titles[language] ?? bonus.titles.en ?? '';

/** Converts catalogue US cents to minor units of the player's account currency, and builds its Money view. */
export interface CurrencyTerms {
  /** Minor-unit decimals of the account currency. */
  precision: number;
  /** US cents → minor units of the account currency, rounded down. */
  minor(usdCents: bigint): bigint;
  money(minor: bigint): Money;
}

const USD = { precision: 2, rate: '1' };

export function currencyTerms(
  currency: { code: string; precision: number; rate: string },
  money: (minor: bigint) => Money,
): CurrencyTerms {
  return {
    precision: currency.precision,
    minor: (cents) => (currency.code === 'USD' ? cents : convertViaQuote(cents, USD, currency)),
    money,
  };
}

/** SPEC §3 Conditions in the player's currency. */
export function conditionsView(
  bonus: CatalogueBonus,
  terms: CurrencyTerms,
  gameTitles: ReadonlyMap<string, string>,
  personalId: bigint | null,
): BonusConditionsView {
  const money = (cents: bigint | null) => (cents === null ? null : terms.money(terms.minor(cents)));
  return {
    id: bonus.id.toString(),
    personalId: personalId === null ? null : personalId.toString(),
    type: bonus.type,
    minDepositNumber: bonus.minDepositNumber,
    minDeposit: money(bonus.minDeposit),
    maxDeposit: money(bonus.maxDeposit),
    amountMultiplier: fromBasisPoints(bonus.amountMultiplierBp),
    freespinsCount: bonus.freespinsCount,
    freespinsAmount: money(bonus.freespinsAmount),
    freespinsGameId: bonus.freespinsGameId,
    wager: bonus.wager,
    wagerFreespins: bonus.wagerFreespins,
    wagerMaxBet: money(bonus.wagerMaxBet),
    maxAmount: money(bonus.maxAmount),
    maxAmountMultiplier: bonus.maxAmountMultiplier,
    freespinsMaxAmount: money(bonus.freespinsMaxAmount),
    freespinsMaxAmountMultiplier: bonus.freespinsMaxAmountMultiplier,
    deadlineHours: bonus.deadlineHours,
    gamesWagers: bonus.gamesWagers.map((g) => ({
      id: g.id,
      title: gameTitles.get(g.id) ?? g.id,
      percent: g.percent,
    })),
  };
}
