export { cashierRoutes } from './cashier.routes.ts';
export { type Cashier, cashierPlugin, createCashier } from './cashier.ts';
export { ChainDepositsService, requiredConfirmations } from './chain-deposits.service.ts';
export { type CryptoDeposits, createCryptoDeposits, cryptoDepositsRoutes } from './crypto-deposits.ts';
export { cryptoWithdrawalsRoutes } from './crypto-withdrawals.routes.ts';
export { CryptoWithdrawalsService } from './crypto-withdrawals.service.ts';
export { type AddressDeposit, cryptobotRoutes } from './cryptobot.routes.ts';
export { CryptobotService } from './cryptobot.service.ts';
export { depositAddressesRoutes } from './deposit-addresses.routes.ts';
export { DepositAddressesService } from './deposit-addresses.service.ts';
export {
  type CompleteDeposit,
  type CompletedDeposit,
  depositBonusOf,
  precisionOf,
} from './deposit-completion.ts';
export { DISPUTE_STATUSES, type DisputeStatus, DisputesService } from './disputes.service.ts';
export { OrdersService } from './orders.service.ts';
export { type DepositAddressDeriver, HmacAddressDeriver } from './providers/address-deriver.ts';
export type { ChainPayment, ChainWatcher } from './providers/chain-watcher.ts';
export { CryptoPayClient } from './providers/crypto-pay.ts';
export { CryptoPayRates } from './providers/crypto-pay-rates.ts';
export type { FiatProvider } from './providers/fiat-provider.ts';
export { createFiatProviders, type FiatProviders } from './providers/fiat-providers.ts';
export { SandboxFiatProvider } from './providers/sandbox-fiat.ts';
export { SimulatedChain } from './providers/simulated-chain.ts';
export { XrocketPayClient } from './providers/xrocket.ts';
export { sweepPendingUploads } from './receipts.ts';
export { SandboxCheckout } from './sandbox-checkout.ts';
export { announceTransaction } from './transaction-events.ts';
export { WithdrawalsService } from './withdrawals.service.ts';
export { XrocketService } from './xrocket.service.ts';
