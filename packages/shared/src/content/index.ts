export * from './languages.ts';
export * from './policies.ts';
export * from './policy-slugs.ts';
export * from './support.ts';
export * from './tournament-rules.ts';
export * from './tournaments.ts';
