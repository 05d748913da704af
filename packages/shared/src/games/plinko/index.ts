export * from './paytables.ts';
