import {
  type BalanceView,
  convertViaQuote,
  formatMajor,
  type Money,
  type UserBonusView,
} from '@casino/shared';
import type pg from 'pg';
import type { Player } from '../auth/index.ts';

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
 * The player's active bonuses; the bonuses module plugs its lister in (without it a player has none). It is
 * asked only while the bonus account holds money: an active bonus's money stays there until it ends.
 */
export type BonusLister = (player: Player, format: BonusFormat) => Promise<UserBonusView[]>;

/** Builds SPEC §3 Balance views: values in the account currency, primaryValue in the player's primary one. */
export class BalanceService {
  constructor(
    private readonly pool: pg.Pool,
    private listBonuses: BonusLister = async () => [],
  ) {}

  useBonuses(lister: BonusLister): void {
    this.listBonuses = lister;
  }

  async currencies(codes: string[]): Promise<Map<string, CurrencyRow>> {
    const { rows } = await this.pool.query<CurrencyRow>(
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
    const main = BigInt(currency.main ?? 0);
    const bonus = BigInt(currency.bonus ?? 0);
    const money = (amount: bigint) => this.money(amount, currency, primary);
    return {
      total: money(main + bonus),
      fiat: money(main),
      userBonuses: bonus > 0n ? await this.listBonuses(player, { money, precision: currency.precision }) : [],
    };
  }
}
