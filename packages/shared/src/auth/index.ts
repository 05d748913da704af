export * from './schemas.ts';
export * from './viewer.ts';
