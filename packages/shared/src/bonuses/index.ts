export * from './amounts.ts';
export * from './offer-state.ts';
export * from './steps.ts';
export * from './views.ts';
export * from './wheel.ts';
