import type { Database } from '../../db/client.ts';
import type { RateLimiter } from '../../http/rate-limit.ts';
import type { AuthService } from '../auth/index.ts';
import type { OrdersService, WithdrawalsService } from '../cashier/index.ts';
import type { Wallet } from '../wallet/index.ts';
import { type AuditItem, type AuditQuery, listAudit } from './audit.ts';
import { type CashierActions, createCashierActions } from './cashier.actions.ts';
import { createOperatorsService, ensureOperator, type OperatorsService } from './operators.service.ts';
import { createPlayerActions, type PlayerActions } from './players.service.ts';

export interface BackofficeDeps {
  database: Database;
  clock: () => Date;
  rateLimiter: RateLimiter;
  auth: AuthService;
  wallet: Wallet;
  orders: OrdersService;
  withdrawals: WithdrawalsService;
}

export interface Backoffice {
  operators: OperatorsService;
  players: PlayerActions;
  cashier: CashierActions;
  /** Newest first. */
  audit(query: AuditQuery): Promise<{ items: AuditItem[]; total: number }>;
  /** Creates the operator when absent (the demo seed); true when it was created. */
  ensureOperator(email: string, password: string): Promise<boolean>;
}

export function createBackoffice(deps: BackofficeDeps): Backoffice {
  const { database, clock, rateLimiter, auth, wallet, orders, withdrawals } = deps;
  return {
    cashier: createCashierActions({ pool: database.pool, clock, auth, orders, withdrawals }),
    operators: createOperatorsService({ db: database.db, clock, rateLimiter, auth }),
    players: createPlayerActions({ pool: database.pool, clock, auth, wallet }),
    audit: (query) => listAudit(database.pool, query),
    ensureOperator: (email, password) => ensureOperator(database.db, email, password),
  };
}
