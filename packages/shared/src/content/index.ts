export * from './languages.ts';
export * from './policies.ts';
export * from './support.ts';
export * from './tournaments.ts';
