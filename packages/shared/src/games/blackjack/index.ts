export * from './rules.ts';
export * from './schema.ts';
export * from './strategy.ts';
