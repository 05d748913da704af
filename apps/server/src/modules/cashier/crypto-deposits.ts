import type { FastifyInstance, preHandlerHookHandler } from 'fastify';
import type pg from 'pg';
import type { AuthService } from '../auth/index.ts';
import type { PlayGuard } from '../protection/index.ts';
import type { Publish } from '../realtime/index.ts';
import type { Wallet } from '../wallet/index.ts';
import { ChainDepositsService, requiredConfirmations } from './chain-deposits.service.ts';
import type { AddressDeposit } from './cryptobot.routes.ts';
import type { CryptobotService } from './cryptobot.service.ts';
import { depositAddressesRoutes } from './deposit-addresses.routes.ts';
import { DepositAddressesService } from './deposit-addresses.service.ts';
import type { CompleteDeposit } from './deposit-completion.ts';
import type { OrdersService } from './orders.service.ts';
import { HmacAddressDeriver } from './providers/address-deriver.ts';
import type { SandboxFiatProvider } from './providers/sandbox-fiat.ts';
import { SimulatedChain } from './providers/simulated-chain.ts';
import { XrocketPayClient } from './providers/xrocket.ts';
import { sandboxCheckoutRoutes } from './sandbox-checkout.routes.ts';
import { SandboxCheckout } from './sandbox-checkout.ts';
import { XrocketService } from './xrocket.service.ts';

export interface CryptoDepositsDeps {
  guard: PlayGuard;
  pool: pg.Pool;
  wallet: Wallet;
  auth: AuthService;
  publish: Publish;
  clock: () => Date;
  secretKey: string;
  publicUrl: string;
  xrocketPay: { token: string | undefined; baseUrl: string };
  /** Deposit addresses on the simulated chain; off, players get no addresses (no real chain is wired yet). */
  simulatedChain: boolean;
  orders: OrdersService;
  /** The sandbox fiat provider, when payment sandboxes run: its orders get the checkout page. */
  fiatSandbox: SandboxFiatProvider | null;
  /** PAYMENTS_SANDBOX: sandbox providers may run (xRocket without a token is off otherwise). */
  sandboxAllowed: boolean;
  sandboxPageKey: Buffer;
  cryptobot: CryptobotService;
  completeDeposit: CompleteDeposit;
}

export interface CryptoDeposits {
  /** Null without a chain: an address nobody watches must never be shown to a player. */
  addresses: DepositAddressesService | null;
  /** POST /api/v1/wallet/txns/deposit {currency}; undefined without a chain. */
  addressDeposit: AddressDeposit | undefined;
  chainDeposits: ChainDepositsService;
  /** The embedded default's chain; a deployment with real chain watchers wires those instead. */
  chain: SimulatedChain | null;
  xrocket: XrocketService;
  checkout: SandboxCheckout;
}

/**
 * Crypto deposits besides Crypto Pay: per-player addresses credited by the chain watcher, xRocket Pay
 * invoices, and the sandbox checkout pages of every sandbox provider.
 */
export function createCryptoDeposits(deps: CryptoDepositsDeps): CryptoDeposits {
  const { pool, wallet, auth, publish, clock, publicUrl, completeDeposit } = deps;
  // The HMAC deriver's addresses have no keys: they exist only for the simulated chain. A real deployment
  // wires an HD-wallet deriver and real watchers here instead.
  const addresses = new DepositAddressesService({
    pool,
    deriver: new HmacAddressDeriver(deps.secretKey),
    clock,
  });
  const chainDeposits = new ChainDepositsService({
    pool,
    wallet,
    auth,
    publish,
    clock,
    addresses,
    completeDeposit,
  });
  const chain = deps.simulatedChain ? new SimulatedChain(requiredConfirmations) : null;
  chain?.watch((payment) => chainDeposits.handlePayment(payment));
  const { token, baseUrl } = deps.xrocketPay;
  const xrocket = new XrocketService({
    guard: deps.guard,
    pool,
    wallet,
    auth,
    publish,
    clock,
    publicUrl,
    completeDeposit,
    sandboxAllowed: deps.sandboxAllowed,
    sandboxPageKey: deps.sandboxPageKey,
    client: token ? new XrocketPayClient({ token, baseUrl }) : null,
    // Sandbox webhooks are signed with the server's own secret, so they complete deposits offline.
    signingToken: token ?? deps.secretKey,
  });
  const checkout = new SandboxCheckout({
    pool,
    secretKey: deps.secretKey,
    clock,
    fiat: deps.fiatSandbox ? { provider: deps.fiatSandbox, orders: deps.orders } : null,
    invoiceProviders: {
      ...(deps.cryptobot.mode === 'sandbox' ? { cryptobot: deps.cryptobot } : {}),
      ...(xrocket.mode === 'sandbox' ? { xrocket } : {}),
    },
    pageIdKey: deps.sandboxPageKey,
  });
  return {
    addresses: chain ? addresses : null,
    addressDeposit: chain
      ? (player, currency) => {
          // An address invites deposits: none is handed out while the player is excluded.
          deps.guard.assertNotExcluded(player);
          return addresses.depositAddress(player, currency);
        }
      : undefined,
    chainDeposits,
    chain,
    xrocket,
    checkout,
  };
}

/** GET /api/v1/wallet/addresses/{code} and the sandbox checkout pages. Register without a prefix. */
export async function cryptoDepositsRoutes(
  app: FastifyInstance,
  opts: { deposits: CryptoDeposits; authenticate: preHandlerHookHandler },
): Promise<void> {
  await app.register(depositAddressesRoutes, {
    prefix: '/api',
    addresses: opts.deposits.addresses,
    authenticate: opts.authenticate,
  });
  // Without a sandbox provider the pages and the sandbox webhook do not exist at all: 404.
  if (opts.deposits.checkout.anyEnabled())
    await app.register(sandboxCheckoutRoutes, { checkout: opts.deposits.checkout });
}
