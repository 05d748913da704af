import {
  type BalanceView,
  convertViaQuote,
  formatMajor,
  type Money,
  type UserBonusView,
} from '@casino/shared';
import type pg from 'pg';
import { CURRENCIES } from '../../db/reference-data.ts';
import type { Player } from '../auth/index.ts';

const CURRENCY_CODES = CURRENCIES.map((c) => c.code);

interface CurrencyRow {
  code: string;
  precision: number;
  display_format: string;
  icon: string;
  rate: string | null;
}

/** How a bonus lister formats amounts of the player's account currency. */
export interface BonusFormat {
  money: (amount: bigint) => Money;
  precision: number;
}

/**
 * The player's active bonuses; the bonuses module plugs its lister in (without it a player has none). A
 * full read asks it always; the view after a bet only while the bonus account holds money (an active
 * bonus's money stays there until it ends; a free-spins-only bonus shows on the next full read).
 */
export type BonusLister = (
  player: Player,
  format: BonusFormat,
) => Promise<{ items: UserBonusView[]; ended: boolean }>;

/** Builds SPEC §3 Balance views: values in the account currency, primaryValue in the player's primary one. */
export class BalanceService {
  constructor(
    private readonly pool: pg.Pool,
    private listBonuses: BonusLister = async () => ({ items: [], ended: false }),
  ) {}

  useBonuses(lister: BonusLister): void {
    this.listBonuses = lister;
  }

  /** Currencies with their USD rates; inside a transaction pass its connection. */
  async currencies(
    codes: string[],
    db: pg.Pool | pg.PoolClient = this.pool,
  ): Promise<Map<string, CurrencyRow>> {
    const { rows } = await db.query<CurrencyRow>(
      `SELECT c.code, c.precision, c.display_format, c.icon, r.rate
       FROM currencies c LEFT JOIN currency_rates r ON r.base = c.code AND r.quote = 'USD'
       WHERE c.code = ANY($1)`,
      [codes],
    );
    return new Map(rows.map((r) => [r.code, r]));
  }

  money(amount: bigint, currency: CurrencyRow, primary: CurrencyRow): Money {
    const primaryMinor =
      currency.code === primary.code || !currency.rate || !primary.rate
        ? amount
        : convertViaQuote(
            amount,
            { precision: currency.precision, rate: currency.rate },
            { precision: primary.precision, rate: primary.rate },
          );
    const primaryPrecision =
      currency.code === primary.code || !currency.rate || !primary.rate
        ? currency.precision
        : primary.precision;
    return {
      value: formatMajor(amount, currency.precision),
      primaryValue: formatMajor(primaryMinor, primaryPrecision),
      primaryPrecision,
      currency: { code: currency.code, displayFormat: currency.display_format, icon: currency.icon },
    };
  }

  async balanceOf(player: Player): Promise<BalanceView> {
    // One round trip for both account balances and both currencies: this runs after every bet.
    const { rows } = await this.pool.query<CurrencyRow & { main: string | null; bonus: string | null }>(
      `WITH accounts AS (
         SELECT name, balance FROM ledger_accounts WHERE kind = 'player' AND user_id = $1 AND currency = $2
       )
       SELECT c.code, c.precision, c.display_format, c.icon, r.rate,
              (SELECT balance FROM accounts WHERE name = 'main') AS main,
              (SELECT balance FROM accounts WHERE name = 'bonus') AS bonus
       FROM currencies c LEFT JOIN currency_rates r ON r.base = c.code AND r.quote = 'USD'
       WHERE c.code = ANY($3)`,
      [player.id.toString(), player.currency, [player.currency, player.primaryCurrency]],
    );
    const currency = rows.find((r) => r.code === player.currency);
    if (!currency) throw new Error(`unknown currency ${player.currency}`);
    const primary = rows.find((r) => r.code === player.primaryCurrency) ?? currency;
    // A bonus of free spins alone holds no money: a full read asks the bonuses whatever the balance.
    return this.view(
      player,
      currency,
      primary,
      BigInt(currency.main ?? 0),
      BigInt(currency.bonus ?? 0),
      true,
    );
  }

  /**
   * The view of balances the caller has just read (a bet's statement returns them), without a round trip:
   * currencies and rates come from a cache at most RATES_CACHE_MS old.
   */
  async balanceFrom(player: Player, main: bigint, bonus: bigint): Promise<BalanceView> {
    const now = Date.now();
    if (!this.currencyCache || now - this.currencyCache.at > BalanceService.RATES_CACHE_MS) {
      this.currencyCache = { at: now, rows: await this.currencies(CURRENCY_CODES) };
    }
    const rows = this.currencyCache.rows;
    const currency = rows.get(player.currency);
    if (!currency) throw new Error(`unknown currency ${player.currency}`);
    return this.view(player, currency, rows.get(player.primaryCurrency) ?? currency, main, bonus, false);
  }

  private static readonly RATES_CACHE_MS = 10_000;
  private currencyCache: { at: number; rows: Map<string, CurrencyRow> } | undefined;

  private async view(
    player: Player,
    currency: CurrencyRow,
    primary: CurrencyRow,
    main: bigint,
    bonus: bigint,
    listAlways: boolean,
  ): Promise<BalanceView> {
    const money = (amount: bigint) => this.money(amount, currency, primary);
    const listed =
      bonus > 0n || listAlways
        ? await this.listBonuses(player, { money, precision: currency.precision })
        : undefined;
    // Reading the bonuses ended one (wagered, expired): its money moved, so the balances just read are old.
    if (listed?.ended) return this.balanceOf(player);
    return { total: money(main + bonus), fiat: money(main), userBonuses: listed?.items ?? [] };
  }
}
