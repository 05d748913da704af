export * from './markets.ts';
export * from './odds.ts';
export * from './responses.ts';
export * from './schemas.ts';
export * from './sports.ts';
export * from './views.ts';
