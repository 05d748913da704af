import { formatMajor, parseMajor } from '@casino/shared';
import type pg from 'pg';
import type { Tx } from '../../db/tx.ts';
import { AppError } from '../../http/errors.ts';
import type { AuthService, Player } from '../auth/index.ts';
import type { Publish } from '../realtime/index.ts';
import { fxQuote, type Wallet } from '../wallet/index.ts';
import { CRYPTO_CURRENCIES } from './currencies.config.ts';
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

/** A deposit bonus to grant in the deposit's transaction (the bonuses module's grant, wired in app.ts). */
export interface DepositBonus {
  userId: bigint;
  /** One bonus per deposit. */
  source: string;
  title: string;
  /** The player's account currency and the bonus in its minor units. */
  currency: string;
  amount: bigint;
}

export type GrantDepositBonus = (tx: Tx, bonus: DepositBonus) => Promise<void>;

export interface CryptoCreditDeps {
  wallet: Wallet;
  auth: AuthService;
  publish: Publish;
  clock: () => Date;
  /** Without it a currency's advertised depositBonus grants nothing (tests of the cashier alone). */
  grantDepositBonus?: GrantDepositBonus | undefined;
}

/** depositBonus fractions ("0.05") are read to 4 decimals, so the bonus is exact in minor units. */
const BONUS_DECIMALS = 4;

/** SPEC §3 depositBonus: the fraction of `credited` a deposit in `currency` adds as a bonus, rounded down. */
export function depositBonusOf(currency: string, credited: bigint): bigint {
  const fraction = CRYPTO_CURRENCIES.find((c) => c.code === currency)?.depositBonus ?? '0';
  const scaled = parseMajor(fraction, BONUS_DECIMALS) ?? 0n;
  return (credited * scaled) / 10n ** BigInt(BONUS_DECIMALS);
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
  const bonus = depositBonusOf(currency, y);
  if (bonus > 0n && deps.grantDepositBonus) {
    await deps.grantDepositBonus(tx, {
      userId: player.id,
      source: `deposit:${credit.transactionId}`,
      title: `deposit_bonus:${currency}`,
      currency: player.currency,
      amount: bonus,
    });
  }
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
