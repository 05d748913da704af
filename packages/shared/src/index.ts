export * from './auth/index.ts';
export * from './cashier/index.ts';
export * from './errors/codes.ts';
export * from './games/index.ts';
export * from './money/minor-units.ts';
export * from './money/money.ts';
export * from './realtime/channels.ts';
export * from './validation/messages.ts';
