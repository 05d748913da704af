import { parseMajor } from '@casino/shared';
import type pg from 'pg';

/**
 * A live source of exchange rates: the price of one major unit of each currency in USD, as decimal
 * strings. An adapter for a real feed implements this; the embedded default keeps the seeded rates.
 */
export interface RatesSource {
  readonly name: string;
  usdRates(): Promise<Map<string, string>>;
}

export interface RatesUpdate {
  updated: string[];
  /** Codes the source sent that we do not list, or whose rate is not a positive decimal. */
  rejected: string[];
}

/** Rates are numeric(30,12): at most 12 decimals, and never zero or negative. */
function validRate(rate: string): boolean {
  const scaled = parseMajor(rate, 12);
  return scaled !== null && scaled > 0n && rate.length <= 31;
}

/**
 * Stores the source's rates for currencies we know. A bad entry is skipped, not trusted: a feed glitch
 * must never make a balance show as zero or as a fortune.
 */
export async function refreshRates(pool: pg.Pool, source: RatesSource, now: Date): Promise<RatesUpdate> {
  const rates = await source.usdRates();
  const { rows } = await pool.query<{ code: string }>('SELECT code FROM currencies');
  const known = new Set(rows.map((r) => r.code));
  const update: RatesUpdate = { updated: [], rejected: [] };
  for (const [code, rate] of rates) {
    if (!known.has(code) || !validRate(rate)) {
      update.rejected.push(code);
      continue;
    }
    await pool.query(
      `INSERT INTO currency_rates (base, quote, rate, updated_at) VALUES ($1, 'USD', $2, $3)
       ON CONFLICT (base, quote) DO UPDATE SET rate = excluded.rate, updated_at = excluded.updated_at`,
      [code, rate, now],
    );
    update.updated.push(code);
  }
  return update;
}
