import type pg from 'pg';
import { seedBonuses } from '../modules/bonuses/index.ts';
import { seedGames } from '../modules/games/index.ts';
import { seedSupportArticles } from '../modules/support/index.ts';
import { seedTournaments } from '../modules/tournaments/index.ts';
import { seedWheelPrizes } from '../modules/wheel/index.ts';
import { CURRENCIES, LANGUAGES } from './reference-data.ts';

/**
 * Upserts currencies, USD rates, languages, the game catalog, the demo tournaments and the help articles.
 * Safe to run on every start.
 */
export async function seedReferenceData(pool: pg.Pool): Promise<void> {
  for (const [index, c] of CURRENCIES.entries()) {
    await pool.query(
      `INSERT INTO currencies (code, name, precision, is_fiat, display_format, icon, sort_order)
       VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (code) DO UPDATE SET name = excluded.name, display_format = excluded.display_format,
         icon = excluded.icon, sort_order = excluded.sort_order`,
      [
        c.code,
        c.name,
        c.precision,
        c.isFiat,
        c.displayFormat,
        `/icons/currencies/${c.code.toLowerCase()}.svg`,
        index,
      ],
    );
    // Existing rates are left alone: a live rates source may have updated them.
    await pool.query(
      `INSERT INTO currency_rates (base, quote, rate) VALUES ($1, 'USD', $2) ON CONFLICT DO NOTHING`,
      [c.code, c.rate],
    );
  }
  for (const [index, l] of LANGUAGES.entries()) {
    await pool.query(
      `INSERT INTO languages (code, title, icon, sort_order) VALUES ($1, $2, $3, $4)
       ON CONFLICT (code) DO UPDATE SET title = excluded.title, icon = excluded.icon`,
      [l.code, l.title, l.icon, index],
    );
  }
  await seedGames(pool);
  await seedTournaments(pool);
  await seedBonuses(pool);
  await seedSupportArticles(pool);
  await seedWheelPrizes(pool);
}
