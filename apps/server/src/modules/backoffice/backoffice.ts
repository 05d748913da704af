import type { OperatorRole } from '@casino/shared';
import type pg from 'pg';
import type { Database } from '../../db/client.ts';
import type { RateLimiter } from '../../http/rate-limit.ts';
import type { AuthService } from '../auth/index.ts';
import type { BonusesService } from '../bonuses/index.ts';
import type {
  ChainDepositsService,
  DisputesService,
  OrdersService,
  SimulatedChain,
  WithdrawalsService,
} from '../cashier/index.ts';
import type { ProtectionService } from '../protection/index.ts';
import type { SportsbookBetting } from '../sportsbook/index.ts';
import type { SupportChat } from '../support/index.ts';
import type { Wallet } from '../wallet/index.ts';
import { type AuditItem, type AuditQuery, listAudit } from './audit.ts';
import { type BonusActions, createBonusActions } from './bonus.actions.ts';
import { type CashierActions, createCashierActions } from './cashier.actions.ts';
import { type CatalogueActions, createCatalogueActions } from './catalogue.actions.ts';
import { type ChainActions, createChainActions } from './chain.actions.ts';
import { createOperatorsService, ensureOperator, type OperatorsService } from './operators.service.ts';
import { createPlayerViews, type PlayerViews } from './player-views.ts';
import { createPlayerActions, type PlayerActions } from './players.service.ts';
import {
  createSportsbookActions,
  type SportsbookActions,
  type SportsbookSandboxDoor,
} from './sportsbook.actions.ts';
import { createSupportChatActions, type SupportChatActions } from './support-chat.actions.ts';
import { createTournamentActions, type TournamentActions } from './tournament.actions.ts';

export interface BackofficeDeps {
  database: Database;
  clock: () => Date;
  rateLimiter: RateLimiter;
  auth: AuthService;
  wallet: Wallet;
  bonuses: BonusesService;
  orders: OrdersService;
  withdrawals: WithdrawalsService;
  disputes: DisputesService;
  chainDeposits: ChainDepositsService;
  /** The simulated chain operators can send sandbox payments to; null when a real watcher runs. */
  chain: SimulatedChain | null;
  /** OPERATOR_TWO_FACTOR. */
  operatorTwoFactor: boolean;
  protection: ProtectionService;
  /** Where uploads (receipts) live. */
  dataDir: string;
  /** The live support chat operators answer. */
  supportChat: SupportChat;
  /** Sportsbook bets and settlement (operators settle, re-settle, suspend, void). */
  sportsbook: SportsbookBetting;
  /** The simulated feed's door to finish an event; null when the feed is not the sandbox. */
  sportsbookSandbox: SportsbookSandboxDoor | null;
}

export interface Backoffice {
  operators: OperatorsService;
  views: PlayerViews;
  protection: ProtectionService;
  auth: AuthService;
  pool: pg.Pool;
  clock: () => Date;
  twoFactorRequired: boolean;
  players: PlayerActions;
  bonuses: BonusActions;
  catalogue: CatalogueActions;
  tournaments: TournamentActions;
  cashier: CashierActions;
  chain: ChainActions;
  support: SupportChatActions;
  sportsbook: SportsbookActions;
  /** Newest first. */
  audit(query: AuditQuery): Promise<{ items: AuditItem[]; total: number }>;
  /** Creates the operator when absent, or replaces a still-set `formerPassword` (the demo seed). */
  ensureOperator(
    email: string,
    password: string,
    formerPassword?: string,
    role?: OperatorRole,
  ): Promise<boolean>;
}

export function createBackoffice(deps: BackofficeDeps): Backoffice {
  const { database, clock, rateLimiter, auth, wallet, orders, withdrawals, disputes } = deps;
  return {
    views: createPlayerViews({ pool: database.pool, auth, dataDir: deps.dataDir }),
    protection: deps.protection,
    auth,
    pool: database.pool,
    clock,
    twoFactorRequired: deps.operatorTwoFactor,
    cashier: createCashierActions({ pool: database.pool, clock, auth, orders, withdrawals, disputes }),
    chain: createChainActions({
      pool: database.pool,
      clock,
      auth,
      chainDeposits: deps.chainDeposits,
      chain: deps.chain,
    }),
    operators: createOperatorsService({
      db: database.db,
      clock,
      rateLimiter,
      auth,
      twoFactorRequired: deps.operatorTwoFactor,
    }),
    players: createPlayerActions({ pool: database.pool, clock, auth, wallet }),
    bonuses: createBonusActions({ pool: database.pool, clock, auth, wallet, bonuses: deps.bonuses }),
    catalogue: createCatalogueActions({ pool: database.pool, clock, auth }),
    tournaments: createTournamentActions({ pool: database.pool, clock }),
    support: createSupportChatActions({ pool: database.pool, clock, chat: deps.supportChat }),
    sportsbook: createSportsbookActions({
      pool: database.pool,
      clock,
      betting: deps.sportsbook,
      sandbox: deps.sportsbookSandbox,
    }),
    audit: (query) => listAudit(database.pool, query),
    ensureOperator: (email, password, formerPassword, role) =>
      ensureOperator(database.db, email, password, formerPassword, role),
  };
}
