export { balanceResponse, moneyResponse, walletRoutes } from './balance.routes.ts';
export type { BonusFormat } from './balance.service.ts';
export { type FxQuote, quote as fxQuote } from './fx.ts';
export type {
  AccountRef,
  Entry,
  Hold,
  HouseAccountName,
  PlayerAccountRef,
  TransferInput,
  TransferResult,
} from './ledger.ts';
export { Ledger, ledgerError } from './ledger.ts';
export { type AuditViolation, auditLedger } from './ledger-audit.ts';
export { ledgerPostingCtes } from './ledger-postings.ts';
export { type RatesSource, type RatesUpdate, refreshRates } from './rates.ts';
export {
  intervalScheduler,
  RATES_REFRESH_MS,
  type RatesRefresh,
  type Scheduler,
  startRatesRefresh,
} from './rates-schedule.ts';
export { createWallet, type Wallet } from './wallet.ts';
