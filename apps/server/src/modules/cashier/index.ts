export { cashierRoutes } from './cashier.routes.ts';
export { OrdersService } from './orders.service.ts';
export type { FiatProvider } from './providers/fiat-provider.ts';
export { SandboxFiatProvider } from './providers/sandbox-fiat.ts';
export { WithdrawalsService } from './withdrawals.service.ts';
