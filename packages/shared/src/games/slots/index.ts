export * from './evaluate.ts';
export * from './machines/index.ts';
export * from './paylines.ts';
export type * from './types.ts';
