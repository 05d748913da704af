import { formatMajor } from '@casino/shared';
import type pg from 'pg';
import type { Tx } from '../../db/tx.ts';
import { AppError } from '../../http/errors.ts';
import type { AuthService, Player } from '../auth/index.ts';
import type { Publish } from '../realtime/index.ts';
import { fxQuote, type Wallet } from '../wallet/index.ts';
import { announceTransaction } from './transaction-events.ts';

/** Minor-unit decimals of a currency; an unknown code is the wallet's `error_currency_not_supported`. */
export async function precisionOf(db: pg.Pool | pg.PoolClient, code: string): Promise<number> {
  const { rows } = await db.query<{ precision: number }>('SELECT precision FROM currencies WHERE code = $1', [
    code,
  ]);
  const precision = rows[0]?.precision;
  if (precision === undefined) throw new AppError(400, 'error_currency_not_supported');
  return precision;
}

export interface CryptoCreditDeps {
  wallet: Wallet;
  auth: AuthService;
  publish: Publish;
  clock: () => Date;
}

export interface CryptoCredit {
  /** The pending `deposit` cashier transaction this credit completes. */
  transactionId: string;
  player: Player;
  /** Crypto currency received and its amount in its minor units. */
  currency: string;
  amount: bigint;
  /** Ledger keys are `${ledgerKey}:in` and `${ledgerKey}:out`: the provider's id, so a replay posts nothing. */
  ledgerKey: string;
  metadata: Record<string, unknown>;
}

/**
 * Completes a crypto deposit inside `tx`, whoever reported it (Crypto Pay, xRocket, a chain): the crypto
 * leaves deposits in transit and is converted through the `fx` house account into the player's account
 * currency, the player is marked as having deposited, the transaction becomes completed, and
 * `transaction#` follows the commit (the ledger announces `balance#` itself). Returns the amount credited,
 * in the account currency's minor units.
 */
export async function creditCryptoDeposit(
  deps: CryptoCreditDeps,
  tx: Tx,
  credit: CryptoCredit,
): Promise<bigint> {
  const { player, currency, amount: x } = credit;
  const quote = await fxQuote(tx.client, x, currency, player.currency);
  const y = quote.amount;
  const ledger = deps.wallet.ledger;
  const metadata = { transactionId: credit.transactionId, ...credit.metadata };
  await ledger.transfer(
    {
      idempotencyKey: `${credit.ledgerKey}:in`,
      kind: 'deposit',
      entries: [
        { account: { house: 'deposits_in_transit', currency }, amount: -x },
        { account: { house: 'fx', currency }, amount: x },
      ],
      metadata,
    },
    tx,
  );
  // A dust deposit can convert to zero minor units; then nothing reaches the player (and the ledger
  // refuses zero entries).
  if (y > 0n) {
    await ledger.transfer(
      {
        idempotencyKey: `${credit.ledgerKey}:out`,
        kind: 'deposit',
        entries: [
          { account: { house: 'fx', currency: player.currency }, amount: -y },
          { account: { userId: player.id, name: 'main', currency: player.currency }, amount: y },
        ],
        metadata,
      },
      tx,
    );
  }
  await deps.auth.recordDeposit(player.id, tx);
  // The connection of `tx`, not the pool: concurrent replays waiting on a lock must not starve the pool.
  const creditPrecision = await precisionOf(tx.client, player.currency);
  await tx.client.query(
    `UPDATE cashier_transactions SET status = 'completed', details = details || $2::jsonb, updated_at = $3
     WHERE id = $1`,
    [
      credit.transactionId,
      JSON.stringify({
        rate: { from: quote.fromRate, to: quote.toRate, currency: player.currency },
        credited: formatMajor(y, creditPrecision),
      }),
      deps.clock(),
    ],
  );
  tx.afterCommit(() => announceTransaction(deps.publish, player, { status: 'completed', type: 'deposit' }));
  return y;
}
