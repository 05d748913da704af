export * from './account-currency.ts';
export * from './schemas.ts';
export * from './viewer.ts';
export * from './vip-levels.ts';
