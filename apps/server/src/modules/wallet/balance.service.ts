import {
  type BalanceView,
  convertViaQuote,
  formatMajor,
  type Money,
  type UserBonusView,
} from '@casino/shared';
import type pg from 'pg';
import type { Player } from '../auth/index.ts';
import type { Ledger } from './ledger.ts';

interface CurrencyRow {
  code: string;
  precision: number;
  display_format: string;
  icon: string;
  rate: string | null;
}

/** The player's active bonuses; the bonuses module plugs its lister in (without it a player has none). */
export type BonusLister = (player: Player) => Promise<UserBonusView[]>;

/** Builds SPEC §3 Balance views: values in the account currency, primaryValue in the player's primary one. */
export class BalanceService {
  constructor(
    private readonly pool: pg.Pool,
    private readonly ledger: Ledger,
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
    const [balances, currencies, userBonuses] = await Promise.all([
      this.ledger.playerBalances(player.id, player.currency),
      this.currencies([player.currency, player.primaryCurrency]),
      this.listBonuses(player),
    ]);
    const currency = currencies.get(player.currency);
    if (!currency) throw new Error(`unknown currency ${player.currency}`);
    const primary = currencies.get(player.primaryCurrency) ?? currency;
    return {
      total: this.money(balances.main + balances.bonus, currency, primary),
      fiat: this.money(balances.main, currency, primary),
      userBonuses,
    };
  }
}
