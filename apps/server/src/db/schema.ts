// Every module's tables, for drizzle-kit and the typed client. Tables belong to their module.
export * from '../http/idempotency.tables.ts';
export * from '../http/rate-limit.tables.ts';
export * from '../modules/auth/auth.tables.ts';
export * from '../modules/backoffice/backoffice.tables.ts';
export * from '../modules/bonuses/bonuses.tables.ts';
export * from '../modules/cashier/cashier.tables.ts';
export * from '../modules/games/games.tables.ts';
export * from '../modules/languages/languages.tables.ts';
export * from '../modules/protection/protection.tables.ts';
export * from '../modules/push/push.tables.ts';
export * from '../modules/sportsbook/sportsbook.tables.ts';
export * from '../modules/support/support.tables.ts';
export * from '../modules/tournaments/tournaments.tables.ts';
export * from '../modules/wallet/currency.tables.ts';
export * from '../modules/wallet/ledger.tables.ts';
export * from '../modules/wheel/wheel.tables.ts';
