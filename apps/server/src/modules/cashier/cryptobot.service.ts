import { formatMajor, parseMajor } from '@casino/shared';
import type pg from 'pg';
import { z } from 'zod';
import { withTx } from '../../db/tx.ts';
import { AppError, validationFailed } from '../../http/errors.ts';
import type { AuthService, Player } from '../auth/index.ts';
import type { Publish } from '../realtime/index.ts';
import { fxQuote, type Wallet } from '../wallet/index.ts';
import { CRYPTO_CURRENCIES } from './currencies.config.ts';
import {
  CRYPTO_PAY_ASSETS,
  type CryptoPayClient,
  cryptoPaySigningKey,
  verifyCryptoPaySignature,
} from './providers/crypto-pay.ts';
import { announceTransaction } from './transaction-events.ts';
import type { TransactionRow } from './views.ts';

export const CRYPTOBOT = 'cryptobot';
/** Sandbox invoices have ids of their own, so they never collide with real Crypto Pay invoice ids. */
const SANDBOX_PREFIX = 'sandbox-';

export interface CryptobotDeps {
  pool: pg.Pool;
  wallet: Wallet;
  auth: AuthService;
  publish: Publish;
  clock: () => Date;
  publicUrl: string;
  /** Null = sandbox: no HTTP, the signed sandbox webhook completes the deposit. */
  client: CryptoPayClient | null;
  /** The app token; in sandbox mode the server's secret key stands in for it. */
  signingToken: string;
}

export interface CryptobotDepositInput {
  currency: string;
  amount: string;
}

/** The webhook update, as far as we rely on it. Unknown fields are allowed: Crypto Pay adds fields. */
const invoiceSchema = z.object({
  invoice_id: z.union([z.number().int().positive(), z.string().min(1).max(64)]),
  status: z.string().max(32),
  asset: z.string().max(16).optional(),
  amount: z.string().max(64),
  payload: z.string().max(4096).optional(),
});
const updateSchema = z.object({
  update_id: z.number().int().optional(),
  update_type: z.string().max(64),
  request_date: z.string().max(64).optional(),
  payload: z.unknown(),
});

export type WebhookOutcome =
  | { result: 'credited'; transactionId: string; credited: bigint }
  | { result: 'replayed' | 'ignored' | 'unknown_invoice' | 'mismatch' | 'malformed'; reason?: string };

/** Crypto deposits through Crypto Pay invoices (SPEC §4.3 "deposit" with provider cryptobot). */
export class CryptobotService {
  private readonly signingKey: Buffer;

  constructor(private readonly deps: CryptobotDeps) {
    this.signingKey = cryptoPaySigningKey(deps.signingToken);
  }

  get sandbox(): boolean {
    return this.deps.client === null;
  }

  private async precisionOf(code: string): Promise<number> {
    const { rows } = await this.deps.pool.query<{ precision: number }>(
      'SELECT precision FROM currencies WHERE code = $1',
      [code],
    );
    const precision = rows[0]?.precision;
    if (precision === undefined) throw new AppError(400, 'error_currency_not_supported');
    return precision;
  }

  /** POST /api/v1/wallet/txns/deposit with provider cryptobot. A replayed Idempotency-Key answers the first invoice. */
  async createDeposit(
    player: Player,
    input: CryptobotDepositInput,
    idempotencyKey?: string,
  ): Promise<{ redirectUrl: string }> {
    const settings = CRYPTO_CURRENCIES.find((c) => c.code === input.currency);
    const asset = CRYPTO_PAY_ASSETS[input.currency];
    if (!settings || !asset || !settings.additionalProviders.includes(CRYPTOBOT))
      throw new AppError(400, 'error_currency_not_supported');
    const precision = await this.precisionOf(settings.code);
    const amount = parseMajor(input.amount, precision);
    if (amount === null || amount <= 0n)
      throw validationFailed([{ field: 'amount', message: 'Validation.invalid_amount' }]);
    const min = parseMajor(settings.minDepositAmount, precision) ?? 0n;
    if (amount < min) {
      throw validationFailed([
        {
          field: 'amount',
          message: 'Validation.minimum_amount',
          params: { amount: settings.minDepositAmount, currency: settings.code },
        },
      ]);
    }

    return withTx(this.deps.pool, async (tx) => {
      // One player's creations queue here, so a replayed key finds the first row instead of racing it.
      await tx.client.query('SELECT pg_advisory_xact_lock(727004, $1::int)', [
        Number(player.id % 2_147_483_647n),
      ]);
      if (idempotencyKey) {
        const replay = await tx.client.query<{ url: string | null }>(
          `SELECT details->>'url' AS url FROM cashier_transactions WHERE user_id = $1 AND idempotency_key = $2`,
          [player.id.toString(), idempotencyKey],
        );
        const first = replay.rows[0];
        if (first) {
          if (!first.url) throw new AppError(409, 'conflict');
          return { redirectUrl: first.url };
        }
      }
      const now = this.deps.clock();
      const { rows } = await tx.client.query<{ id: string }>(
        `INSERT INTO cashier_transactions
           (user_id, type, status, currency, amount, provider, idempotency_key, created_at, updated_at)
         VALUES ($1, 'deposit', 'pending', $2, $3, $4, $5, $6, $6) RETURNING id`,
        [player.id.toString(), settings.code, amount.toString(), CRYPTOBOT, idempotencyKey ?? null, now],
      );
      const txId = rows[0]?.id;
      if (!txId) throw new Error('deposit insert returned nothing');

      let invoiceId: string;
      let url: string;
      if (this.deps.client) {
        // Inside the transaction: if the call fails, no row is left; an invoice whose row rolled back is
        // never shown to the player, and its webhook finds no transaction.
        const invoice = await this.deps.client
          .createInvoice({
            asset,
            amount: formatMajor(amount, precision),
            payload: txId,
            description: `Deposit #${txId}`,
            paid_btn_name: 'callback',
            paid_btn_url: this.deps.publicUrl,
          })
          .catch(() => {
            throw new AppError(502, 'payments_are_disabled');
          });
        const link = invoice.bot_invoice_url ?? invoice.pay_url;
        if (!link || !invoice.invoice_id) throw new AppError(502, 'payments_are_disabled');
        invoiceId = String(invoice.invoice_id);
        url = link;
      } else {
        invoiceId = `${SANDBOX_PREFIX}${txId}`;
        url = `${this.deps.publicUrl}/sandbox/cryptobot/${txId}`;
      }
      await tx.client.query(
        `UPDATE cashier_transactions SET external_id = $2, details = details || $3::jsonb WHERE id = $1`,
        [txId, invoiceId, JSON.stringify({ url, asset })],
      );
      tx.afterCommit(() =>
        announceTransaction(this.deps.publish, player, { status: 'pending', type: 'deposit' }),
      );
      return { redirectUrl: url };
    });
  }

  /** True when the signature header is the HMAC of exactly these bytes. */
  verify(rawBody: Buffer, signature: string | string[] | undefined): boolean {
    return verifyCryptoPaySignature(this.signingKey, rawBody, signature);
  }

  /**
   * Handles a verified webhook update. `invoice_paid` credits the deposit once: the row is locked and
   * must still be pending, and the ledger keys are the invoice's, so replays change nothing.
   */
  async handleUpdate(rawBody: Buffer): Promise<WebhookOutcome> {
    let json: unknown;
    try {
      json = JSON.parse(rawBody.toString('utf8'));
    } catch {
      return { result: 'malformed', reason: 'json' };
    }
    const update = updateSchema.safeParse(json);
    if (!update.success) return { result: 'malformed', reason: 'update' };
    if (update.data.update_type !== 'invoice_paid') return { result: 'ignored' };
    const parsed = invoiceSchema.safeParse(update.data.payload);
    if (!parsed.success) return { result: 'malformed', reason: 'invoice' };
    const invoice = parsed.data;
    const invoiceId = String(invoice.invoice_id);
    // Sandbox ids are only ours to mint when there is no real Crypto Pay app.
    if (invoiceId.startsWith(SANDBOX_PREFIX) !== this.sandbox) return { result: 'unknown_invoice' };
    if (invoice.status !== 'paid') return { result: 'ignored', reason: `status ${invoice.status}` };

    // Everything the credit needs besides the row is read first: inside the transaction only its own
    // connection is used, so concurrent replays waiting on the row lock cannot starve the pool.
    const found = await this.deps.pool.query<TransactionRow>(
      `SELECT * FROM cashier_transactions WHERE provider = $1 AND external_id = $2 AND type = 'deposit'`,
      [CRYPTOBOT, invoiceId],
    );
    const seen = found.rows[0];
    if (!seen) return { result: 'unknown_invoice' };
    if (seen.status !== 'pending') return { result: 'replayed' };
    const player = await this.deps.auth.getPlayer(BigInt(seen.user_id));
    if (!player) return { result: 'unknown_invoice', reason: 'player' };
    const precision = await this.precisionOf(seen.currency);
    const creditPrecision = await this.precisionOf(player.currency);

    const outcome = await withTx(this.deps.pool, async (tx): Promise<WebhookOutcome> => {
      const { rows } = await tx.client.query<TransactionRow>(
        'SELECT * FROM cashier_transactions WHERE id = $1 FOR UPDATE',
        [seen.id],
      );
      const row = rows[0];
      if (!row) return { result: 'unknown_invoice' };
      if (row.status !== 'pending') return { result: 'replayed' };
      const paid = parseMajor(invoice.amount, precision);
      const asset = CRYPTO_PAY_ASSETS[row.currency];
      if (paid !== BigInt(row.amount) || (invoice.asset !== undefined && invoice.asset !== asset))
        return { result: 'mismatch', reason: `${invoice.amount} ${invoice.asset ?? '?'}` };
      if (invoice.payload !== undefined && invoice.payload !== row.id)
        return { result: 'mismatch', reason: 'payload' };

      const x = BigInt(row.amount);
      const quote = await fxQuote(tx.client, x, row.currency, player.currency);
      const y = quote.amount;
      const ledger = this.deps.wallet.ledger;
      const metadata = { transactionId: row.id, invoiceId };
      await ledger.transfer(
        {
          idempotencyKey: `cryptobot:${invoiceId}:in`,
          kind: 'deposit',
          entries: [
            { account: { house: 'deposits_in_transit', currency: row.currency }, amount: -x },
            { account: { house: 'fx', currency: row.currency }, amount: x },
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
            idempotencyKey: `cryptobot:${invoiceId}:out`,
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
      await this.deps.auth.recordDeposit(player.id, tx);
      await tx.client.query(
        `UPDATE cashier_transactions SET status = 'completed', details = details || $2::jsonb, updated_at = $3
         WHERE id = $1`,
        [
          row.id,
          JSON.stringify({
            rate: { from: quote.fromRate, to: quote.toRate, currency: player.currency },
            credited: formatMajor(y, creditPrecision),
          }),
          this.deps.clock(),
        ],
      );
      tx.afterCommit(() =>
        announceTransaction(this.deps.publish, player, { status: 'completed', type: 'deposit' }),
      );
      return { result: 'credited', transactionId: row.id, credited: y };
    });
    return outcome;
  }
}
