/** The wallet feature's public face: other features import from here only. */
export { BALANCE_KEY, balanceQueryOptions, fetchBalance, useBalance } from './api/get-balance.ts';
export { activeBonuses, balanceTotal } from './lib/balance-total.ts';
