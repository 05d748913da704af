import { createHmac } from 'node:crypto';
import type { FastifyInstance, preHandlerHookHandler } from 'fastify';
import type pg from 'pg';
import type { Config } from '../../config.ts';
import type { AuthService } from '../auth/index.ts';
import type { PlayGuard } from '../protection/index.ts';
import type { Notify } from '../push/index.ts';
import type { Publish } from '../realtime/index.ts';
import type { Wallet } from '../wallet/index.ts';
import { cashierRoutes } from './cashier.routes.ts';
import { type CryptoDeposits, createCryptoDeposits, cryptoDepositsRoutes } from './crypto-deposits.ts';
import { cryptoWithdrawalsRoutes } from './crypto-withdrawals.routes.ts';
import { CryptoWithdrawalsService } from './crypto-withdrawals.service.ts';
import { cryptobotRoutes } from './cryptobot.routes.ts';
import { CryptobotService } from './cryptobot.service.ts';
import type { CompleteDeposit } from './deposit-completion.ts';
import { DisputesService } from './disputes.service.ts';
import { OrdersService } from './orders.service.ts';
import { CryptoPayClient } from './providers/crypto-pay.ts';
import type { FiatProvider } from './providers/fiat-provider.ts';
import { createFiatProviders } from './providers/fiat-providers.ts';
import { SandboxFiatProvider } from './providers/sandbox-fiat.ts';
import type { SecondFactor } from './second-factor.ts';
import { type WagerRule, WithdrawalsService } from './withdrawals.service.ts';

export interface CashierDeps {
  /** Player protection: no deposits while excluded, none over the player's deposit limits. */
  guard: PlayGuard;
  pool: pg.Pool;
  wallet: Wallet;
  auth: AuthService;
  publish: Publish;
  clock: () => Date;
  config: Config;
  /** flows/deposit-completed: how every kind of deposit is credited. */
  completeDeposit: CompleteDeposit;
  /** The bonuses module's rule: an unwagered bonus blocks withdrawal. */
  wagerBlocks: WagerRule;
  /** Real fiat providers this deployment has; FIAT_PROVIDERS assigns them to methods by name. */
  fiatProviders?: FiatProvider[] | undefined;
  /** Web push (modules/push): tells players of operators' withdrawal decisions, after commit. */
  notify?: Notify | undefined;
}

export interface Cashier {
  orders: OrdersService;
  withdrawals: WithdrawalsService;
  cryptoWithdrawals: CryptoWithdrawalsService;
  cryptobot: CryptobotService;
  cryptoDeposits: CryptoDeposits;
  disputes: DisputesService;
  /** Null without CRYPTO_PAY_TOKEN; also the live exchange-rates feed. */
  cryptoPayClient: CryptoPayClient | null;
  /** Each provider's mode, for the startup log. */
  paymentModes(): Record<string, unknown>;
}

/**
 * The cashier's services and its payment providers. Sandboxes only where they were asked for (the embedded
 * default, or PAYMENTS_SANDBOX=1): anywhere else a provider with no configuration is unavailable, never a
 * page that pays for nothing.
 */
export function createCashier(deps: CashierDeps): Cashier {
  const { pool, wallet, auth, publish, clock, config, completeDeposit } = deps;
  const fiatSandbox = config.paymentsSandbox
    ? new SandboxFiatProvider(config.secretKey, config.publicUrl)
    : null;
  const fiatProviders = createFiatProviders(config.fiatProviders, deps.fiatProviders ?? [], fiatSandbox);
  const orders = new OrdersService({
    guard: deps.guard,
    pool,
    auth,
    publish,
    providers: fiatProviders,
    completeDeposit,
    dataDir: config.dataDir,
    clock,
  });
  const withdrawals = new WithdrawalsService({
    pool,
    wallet,
    auth,
    publish,
    clock,
    requireProfile: config.withdrawalsRequireProfile,
    wagerBlocks: deps.wagerBlocks,
    providers: fiatProviders,
    notify: deps.notify,
  });
  const cryptoWithdrawals = new CryptoWithdrawalsService({ pool, wallet, auth, publish, clock, withdrawals });
  const sandboxPageKey = createHmac('sha256', config.secretKey).update('sandbox-page-id').digest();
  const { token, baseUrl } = config.cryptoPay;
  const cryptoPayClient = token ? new CryptoPayClient({ token, baseUrl }) : null;
  const cryptobot = new CryptobotService({
    guard: deps.guard,
    pool,
    wallet,
    auth,
    publish,
    clock,
    publicUrl: config.publicUrl,
    client: cryptoPayClient,
    // Sandbox webhooks are signed with the server's own secret, so they complete deposits offline.
    signingToken: token ?? config.secretKey,
    completeDeposit,
    sandboxAllowed: config.paymentsSandbox,
    sandboxPageKey,
  });
  const cryptoDeposits = createCryptoDeposits({
    guard: deps.guard,
    pool,
    wallet,
    auth,
    publish,
    clock,
    secretKey: config.secretKey,
    publicUrl: config.publicUrl,
    xrocketPay: config.xrocketPay,
    simulatedChain: config.simulatedChain,
    orders,
    fiatSandbox,
    sandboxAllowed: config.paymentsSandbox,
    sandboxPageKey,
    cryptobot,
    completeDeposit,
  });
  const disputes = new DisputesService({ pool, auth, publish, orders, clock });
  return {
    orders,
    withdrawals,
    cryptoWithdrawals,
    cryptobot,
    cryptoDeposits,
    disputes,
    cryptoPayClient,
    paymentModes: () => ({
      fiat: orders.providerSummary(),
      cryptoPay: cryptobot.mode,
      xrocket: cryptoDeposits.xrocket.mode,
      chain: cryptoDeposits.chain ? 'simulated' : 'off',
    }),
  };
}

/** Every cashier route: orders, withdrawals, deposits, webhooks and the sandbox pages. Register unprefixed. */
export async function cashierPlugin(
  app: FastifyInstance,
  opts: { cashier: Cashier; pool: pg.Pool; authenticate: preHandlerHookHandler; secondFactor: SecondFactor },
): Promise<void> {
  const { cashier, authenticate, secondFactor } = opts;
  await app.register(cashierRoutes, {
    prefix: '/api',
    orders: cashier.orders,
    withdrawals: cashier.withdrawals,
    pool: opts.pool,
    authenticate,
    secondFactor,
  });
  await app.register(cryptoWithdrawalsRoutes, {
    prefix: '/api',
    cryptoWithdrawals: cashier.cryptoWithdrawals,
    authenticate,
    secondFactor,
  });
  await app.register(cryptobotRoutes, {
    prefix: '/api',
    cryptobot: cashier.cryptobot,
    xrocket: cashier.cryptoDeposits.xrocket,
    authenticate,
    addressDeposit: cashier.cryptoDeposits.addressDeposit,
  });
  await app.register(cryptoDepositsRoutes, { deposits: cashier.cryptoDeposits, authenticate });
}
