export * from './bytes.ts';
export * from './crash-chain.ts';
export * from './outcomes.ts';
