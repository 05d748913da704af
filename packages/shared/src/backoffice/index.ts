export * from './api.ts';
export * from './roles.ts';
