export * from './crash.ts';
export * from './fairness/index.ts';
export * from './ids.ts';
export * from './instant-odds.ts';
export * from './multiplier.ts';
export * from './plinko/index.ts';
export * from './schemas.ts';
export * from './slots/index.ts';
export type * from './views.ts';
