/** The cashier (wallet modal) feature's public face: other features and the app import from here only. */

export { type WalletTab, type WalletView, withReturn } from './machine/views.ts';
export { WalletHost } from './modal/wallet-host.tsx';
export { type DepositStatus, useDepositStatus } from './modals/deposit-status.ts';
export {
  describeServerError,
  type ServerErrorFallback,
  type ServerErrorText,
  toastServerError,
} from './status/server-error.ts';
