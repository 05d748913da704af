export * from './chat.ts';
export * from './constants.ts';
