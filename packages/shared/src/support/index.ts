export * from './chat.ts';
export * from './constants.ts';
export * from './support-config.ts';
