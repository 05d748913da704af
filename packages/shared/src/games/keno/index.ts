export * from './paytables.ts';
export * from './schema.ts';
