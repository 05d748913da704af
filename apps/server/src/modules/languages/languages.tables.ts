import { boolean, integer, pgTable, text } from 'drizzle-orm/pg-core';

export const languages = pgTable('languages', {
  code: text('code').primaryKey(),
  title: text('title').notNull(),
  icon: text('icon').notNull(),
  /** Offered in the language popover (SPEC: mode=1 lists the supported locales). */
  enabled: boolean('enabled').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
});
