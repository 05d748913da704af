import { boolean, integer, numeric, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

export const currencies = pgTable('currencies', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  /** Digits after the point in major units; amounts are stored in minor units (10^-precision). */
  precision: integer('precision').notNull(),
  isFiat: boolean('is_fiat').notNull(),
  displayFormat: text('display_format').notNull(),
  icon: text('icon').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

/** Price of one major unit of `base` in USD. primaryValue conversions go through USD. */
export const currencyRates = pgTable(
  'currency_rates',
  {
    base: text('base')
      .notNull()
      .references(() => currencies.code),
    quote: text('quote').notNull().default('USD'),
    rate: numeric('rate', { precision: 30, scale: 12 }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.base, t.quote] })],
);
