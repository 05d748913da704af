export * from './layouts.ts';
export * from './schema.ts';
