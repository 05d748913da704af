export * from './fairness/index.ts';
export * from './ids.ts';
export * from './multiplier.ts';
export * from './schemas.ts';
export type * from './views.ts';
