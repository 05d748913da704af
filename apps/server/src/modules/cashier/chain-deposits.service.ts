import { formatMajor, parseAmount, parseMajor } from '@casino/shared';
import type pg from 'pg';
import { withTx } from '../../db/tx.ts';
import { AppError, validationFailed } from '../../http/errors.ts';
import type { AuthService } from '../auth/index.ts';
import type { Publish } from '../realtime/index.ts';
import type { Wallet } from '../wallet/index.ts';
import { CRYPTO_CURRENCIES } from './currencies.config.ts';
import type { DepositAddressesService } from './deposit-addresses.service.ts';
import { type CompleteDeposit, precisionOf } from './deposit-completion.ts';
import { MEMO_NETWORKS } from './providers/address-deriver.ts';
import type { ChainDepositOutcome, ChainPayment } from './providers/chain-watcher.ts';

export interface ChainDepositsDeps {
  pool: pg.Pool;
  wallet: Wallet;
  auth: AuthService;
  publish: Publish;
  clock: () => Date;
  addresses: DepositAddressesService;
  completeDeposit: CompleteDeposit;
}

/** Chain transaction ids are hashes (64 hex) plus an output index; the ledger key must stay under 200. */
const CHAIN_TX_ID = /^[A-Za-z0-9:_-]{1,150}$/;
const MAX_ADDRESS = 256;
const MAX_MEMO = 120;
/** The amount column is a bigint. */
const MAX_AMOUNT = 2n ** 63n - 1n;

/** Confirmations a currency's chain payments need before they are credited. */
export function requiredConfirmations(currency: string): number {
  return CRYPTO_CURRENCIES.find((c) => c.code === currency)?.confirmations ?? Number.POSITIVE_INFINITY;
}

/**
 * Credits chain payments to deposit addresses (SPEC §4.3 "deposit" by address). One row in chain_deposits
 * per (currency, chainTxId) decides everything once: its unique index makes concurrent reports of one
 * payment wait for the first and then find it taken. Payments to no known address are recorded
 * `unmatched`, below the currency's minDepositAmount `below_minimum` (docs/decisions/003); neither is ever
 * credited.
 */
export class ChainDepositsService {
  constructor(private readonly deps: ChainDepositsDeps) {}

  async handlePayment(payment: ChainPayment): Promise<ChainDepositOutcome> {
    const config = CRYPTO_CURRENCIES.find((c) => c.code === payment.currency);
    if (!config?.network) return { result: 'unsupported', reason: 'currency' };
    if (
      !CHAIN_TX_ID.test(payment.chainTxId) ||
      payment.address.length === 0 ||
      payment.address.length > MAX_ADDRESS ||
      (payment.memo?.length ?? 0) > MAX_MEMO ||
      payment.amount <= 0n ||
      payment.amount > MAX_AMOUNT
    ) {
      return { result: 'unsupported', reason: 'malformed' };
    }
    if (payment.confirmations < config.confirmations) {
      return { result: 'unconfirmed', confirmations: payment.confirmations, required: config.confirmations };
    }

    // A memo means something only where addresses are shared; elsewhere it cannot tell players apart.
    const memo = MEMO_NETWORKS.has(config.network) ? payment.memo?.trim() || null : null;
    const seen = await this.deps.pool.query<{ status: string }>(
      'SELECT status FROM chain_deposits WHERE currency = $1 AND chain_tx_id = $2',
      [config.code, payment.chainTxId],
    );
    if (seen.rows[0]) return { result: 'replayed', status: seen.rows[0].status };

    const ownerId = await this.deps.addresses.ownerOf(config.code, payment.address, memo);
    const player = ownerId === null ? undefined : await this.deps.auth.getPlayer(ownerId);
    const precision = await precisionOf(this.deps.pool, config.code);
    const minimum = parseMajor(config.minDepositAmount, precision) ?? 0n;
    const status = !player ? 'unmatched' : payment.amount < minimum ? 'below_minimum' : 'credited';

    return withTx(this.deps.pool, async (tx): Promise<ChainDepositOutcome> => {
      const now = this.deps.clock();
      const recorded = await tx.client.query<{ id: string }>(
        `INSERT INTO chain_deposits (currency, chain_tx_id, address, memo, user_id, amount, status, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
         ON CONFLICT (currency, chain_tx_id) DO NOTHING RETURNING id`,
        [
          config.code,
          payment.chainTxId,
          payment.address,
          payment.memo,
          player?.id.toString() ?? null,
          payment.amount.toString(),
          status,
          now,
        ],
      );
      const chainDepositId = recorded.rows[0]?.id;
      // Another report of this payment got here first (and has committed, or we would still be waiting).
      if (!chainDepositId) return { result: 'replayed', status: 'recorded' };
      if (status !== 'credited') return { result: status, chainDepositId };
      if (!player) throw new Error('a credited chain deposit has a player');

      // The provider is per currency: one chain transaction may pay a coin and a token under one id.
      const inserted = await tx.client.query<{ id: string }>(
        `INSERT INTO cashier_transactions
           (user_id, type, status, currency, amount, provider, address, memo, external_id, created_at, updated_at)
         VALUES ($1, 'deposit', 'pending', $2, $3, $4, $5, $6, $7, $8, $8) RETURNING id`,
        [
          player.id.toString(),
          config.code,
          payment.amount.toString(),
          `chain:${config.code}`,
          payment.address,
          memo,
          payment.chainTxId,
          now,
        ],
      );
      const transactionId = inserted.rows[0]?.id;
      if (!transactionId) throw new Error('deposit insert returned nothing');
      await tx.client.query('UPDATE chain_deposits SET transaction_id = $2 WHERE id = $1', [
        chainDepositId,
        transactionId,
      ]);
      await this.deps.completeDeposit(tx, {
        transactionId,
        type: 'deposit',
        player,
        currency: config.code,
        amount: payment.amount,
        ledgerKey: `chain:${config.code}:${payment.chainTxId}`,
        metadata: { chainTxId: payment.chainTxId },
      });
      return { result: 'credited', chainDepositId, transactionId };
    });
  }

  /** A simulated payment's major-unit amount in minor units of a chain currency (the operator's form). */
  async paymentAmount(currency: string, amount: string): Promise<bigint> {
    const config = CRYPTO_CURRENCIES.find((c) => c.code === currency);
    const { rows } = await this.deps.pool.query<{ precision: number }>(
      'SELECT precision FROM currencies WHERE code = $1 AND NOT is_fiat',
      [currency],
    );
    const precision = rows[0]?.precision;
    if (!config?.network || precision === undefined) throw new AppError(400, 'error_currency_not_supported');
    const minor = parseAmount(amount, precision);
    if (minor === null || minor <= 0n)
      throw validationFailed([{ field: 'amount', message: 'Validation.invalid_amount' }]);
    return minor;
  }

  /** Recorded chain payments for the back office, newest first. */
  async list(status: string | undefined, offset: number, limit: number) {
    const { rows } = await this.deps.pool.query<{
      id: string;
      currency: string;
      chain_tx_id: string;
      address: string;
      memo: string | null;
      user_id: string | null;
      amount: string;
      status: string;
      transaction_id: string | null;
      created_at: Date;
      precision: number | null;
      total: string;
    }>(
      `SELECT d.*, c.precision, count(*) OVER () AS total FROM chain_deposits d
       LEFT JOIN currencies c ON c.code = d.currency
       WHERE ($1::text IS NULL OR d.status = $1) ORDER BY d.id DESC LIMIT $2 OFFSET $3`,
      [status ?? null, limit, offset],
    );
    return {
      items: rows.map((r) => ({
        id: r.id,
        currency: r.currency,
        chainTxId: r.chain_tx_id,
        address: r.address,
        memo: r.memo,
        userId: r.user_id,
        amount: formatMajor(BigInt(r.amount), r.precision ?? 0),
        status: r.status,
        transactionId: r.transaction_id,
        createdAt: r.created_at.toISOString(),
      })),
      meta: { total: Number(rows[0]?.total ?? 0), offset, limit },
    };
  }
}
