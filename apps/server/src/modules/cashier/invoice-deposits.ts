import { createHmac, timingSafeEqual } from 'node:crypto';
import { formatMajor, parseMajor } from '@casino/shared';
import type pg from 'pg';
import { withTx } from '../../db/tx.ts';
import { AppError, notFound, validationFailed } from '../../http/errors.ts';
import type { AuthService, Player } from '../auth/index.ts';
import type { PlayGuard } from '../protection/index.ts';
import type { Publish } from '../realtime/index.ts';
import type { Wallet } from '../wallet/index.ts';
import { CRYPTO_CURRENCIES } from './currencies.config.ts';
import { type CompleteDeposit, precisionOf } from './deposit-completion.ts';
import { announceTransaction } from './transaction-events.ts';
import type { TransactionRow } from './views.ts';

/** Sandbox invoices have ids of their own, so they never collide with a real provider's invoice ids. */
export const SANDBOX_INVOICE_PREFIX = 'sandbox-';

export interface InvoiceDepositsDeps {
  /** Player protection: no deposits while excluded, none over the player's deposit limits. */
  guard: PlayGuard;
  pool: pg.Pool;
  wallet: Wallet;
  auth: AuthService;
  publish: Publish;
  clock: () => Date;
  publicUrl: string;
  completeDeposit: CompleteDeposit;
  /** Sandbox providers may run (PAYMENTS_SANDBOX); without it a provider with no token is off. */
  sandboxAllowed: boolean;
  /** Keys the sandbox pages' ids. */
  sandboxPageKey: Buffer;
}

/** `{transactionId}-{24 hex of HMAC}`: the id of a sandbox page, unguessable without the server's key. */
export function sandboxPageId(key: Buffer, transactionId: string): string {
  return `${transactionId}-${createHmac('sha256', key).update(transactionId).digest('hex').slice(0, 24)}`;
}

/** The transaction id of a sandbox page id, or null when its hash does not match (constant time). */
export function transactionOfPageId(key: Buffer, pageId: string): string | null {
  const match = /^(\d{1,18})-([0-9a-f]{24})$/.exec(pageId);
  if (!match?.[1] || !match[2]) return null;
  const expected = Buffer.from(sandboxPageId(key, match[1]).slice(-24));
  const given = Buffer.from(match[2]);
  return timingSafeEqual(expected, given) ? match[1] : null;
}

/** What a provider needs to open an invoice; amounts are major-unit decimal strings. */
export interface InvoiceRequest {
  transactionId: string;
  asset: string;
  amount: string;
  description: string;
}

/**
 * One crypto-invoice provider (Crypto Pay, xRocket Pay): its name as the `provider` of the deposit, its
 * assets, and how to open an invoice there. `openInvoice` null = the sandbox: no HTTP; the player pays on
 * our own sandbox page, which sends the provider's webhook signed with the server's secret.
 */
export interface InvoiceProvider {
  readonly name: string;
  /** Our crypto currency codes → the provider's asset codes. */
  readonly assets: Readonly<Record<string, string>>;
  readonly openInvoice: ((request: InvoiceRequest) => Promise<{ invoiceId: string; url: string }>) | null;
}

export interface InvoiceDepositInput {
  currency: string;
  amount: string;
}

/** A provider's "invoice paid" report, as far as crediting relies on it. */
export interface PaidInvoice {
  invoiceId: string;
  status: string;
  asset?: string | undefined;
  /** Decimal string, or a number where the provider sends JSON numbers (xRocket). */
  amount: string | number;
  /** Our transaction id, echoed back by the provider. */
  payload?: string | undefined;
}

export type WebhookOutcome =
  | { result: 'credited'; transactionId: string; credited: bigint }
  | { result: 'replayed' | 'ignored' | 'unknown_invoice' | 'mismatch' | 'malformed'; reason?: string };

/** A number from a provider's JSON as a decimal string of at most `precision` decimals, or null. */
function decimalOf(amount: string | number, precision: number): bigint | null {
  if (typeof amount === 'string') return parseMajor(amount, precision);
  if (!Number.isFinite(amount) || amount < 0 || amount > 1e15) return null;
  return parseMajor(amount.toFixed(precision), precision);
}

/**
 * SPEC §4.3 "deposit" through a crypto-invoice provider: the invoice is opened with our transaction id as
 * its payload, and the provider's paid webhook credits it once (row lock + ledger keys of the invoice id).
 */
export class InvoiceDeposits {
  constructor(
    private readonly deps: InvoiceDepositsDeps,
    readonly provider: InvoiceProvider,
  ) {}

  get sandbox(): boolean {
    return this.provider.openInvoice === null;
  }

  /** A live provider, or a sandbox where sandboxes may run; otherwise deposits through it are refused. */
  get enabled(): boolean {
    return !this.sandbox || this.deps.sandboxAllowed;
  }

  /** POST /api/v1/wallet/txns/deposit with a provider. A replayed Idempotency-Key answers the first invoice. */
  async createDeposit(
    player: Player,
    input: InvoiceDepositInput,
    idempotencyKey?: string,
  ): Promise<{ redirectUrl: string }> {
    const { name } = this.provider;
    if (!this.enabled) throw new AppError(400, 'payments_are_disabled');
    this.deps.guard.assertNotExcluded(player);
    const settings = CRYPTO_CURRENCIES.find((c) => c.code === input.currency);
    const asset = this.provider.assets[input.currency];
    if (!settings || !asset || !settings.additionalProviders.includes(name))
      throw new AppError(400, 'error_currency_not_supported');
    const precision = await precisionOf(this.deps.pool, settings.code);
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

    const created = await withTx(
      this.deps.pool,
      async (tx): Promise<{ redirectUrl: string } | { txId: string }> => {
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
        await this.deps.guard.checkDeposit(tx, player, settings.code, amount);
        const now = this.deps.clock();
        const { rows } = await tx.client.query<{ id: string }>(
          `INSERT INTO cashier_transactions
           (user_id, type, status, currency, amount, provider, idempotency_key, created_at, updated_at)
         VALUES ($1, 'deposit', 'pending', $2, $3, $4, $5, $6, $6) RETURNING id`,
          [player.id.toString(), settings.code, amount.toString(), name, idempotencyKey ?? null, now],
        );
        const txId = rows[0]?.id;
        if (!txId) throw new Error('deposit insert returned nothing');
        return { txId };
      },
    );
    if ('redirectUrl' in created) return created;
    const { txId } = created;

    // The provider is called with no transaction open and no lock held: it may be slow or down.
    let invoice: { invoiceId: string; url: string };
    try {
      invoice = this.provider.openInvoice
        ? await this.provider.openInvoice({
            transactionId: txId,
            asset,
            amount: formatMajor(amount, precision),
            description: `Deposit #${txId}`,
          })
        : { invoiceId: `${SANDBOX_INVOICE_PREFIX}${txId}`, url: this.sandboxUrl(txId) };
      if (!invoice.invoiceId || !invoice.url) throw new Error('the provider answered no invoice');
    } catch {
      // Never shown to the player and nothing was paid to it: the row goes, as if never opened.
      await this.deps.pool.query(
        `DELETE FROM cashier_transactions WHERE id = $1 AND status = 'pending' AND external_id IS NULL`,
        [txId],
      );
      throw new AppError(502, 'payments_are_disabled');
    }
    await this.deps.pool.query(
      `UPDATE cashier_transactions SET external_id = $2, details = details || $3::jsonb WHERE id = $1`,
      [txId, invoice.invoiceId, JSON.stringify({ url: invoice.url, asset })],
    );
    announceTransaction(this.deps.publish, player, { status: 'pending', type: 'deposit' });
    return { redirectUrl: invoice.url };
  }

  /**
   * The sandbox page of a deposit: its id carries a keyed hash of the transaction id, so nobody reaches
   * another player's invoice by counting.
   */
  sandboxUrl(transactionId: string): string {
    return `${this.deps.publicUrl}/sandbox/${this.provider.name}/${sandboxPageId(this.deps.sandboxPageKey, transactionId)}`;
  }

  /**
   * Credits a verified "invoice paid" report once: the row is locked and must still be pending, its amount
   * and asset must be the invoice's, and the ledger keys are the invoice's, so replays change nothing.
   */
  async credit(invoice: PaidInvoice): Promise<WebhookOutcome> {
    const { name } = this.provider;
    if (!this.enabled) return { result: 'ignored', reason: 'disabled' };
    // Sandbox ids are only ours to mint when there is no real provider.
    if (invoice.invoiceId.startsWith(SANDBOX_INVOICE_PREFIX) !== this.sandbox)
      return { result: 'unknown_invoice' };
    if (invoice.status !== 'paid') return { result: 'ignored', reason: `status ${invoice.status}` };

    // Everything the credit needs besides the row is read first: inside the transaction only its own
    // connection is used, so concurrent replays waiting on the row lock cannot starve the pool.
    const found = await this.deps.pool.query<TransactionRow>(
      `SELECT * FROM cashier_transactions WHERE provider = $1 AND external_id = $2 AND type = 'deposit'`,
      [name, invoice.invoiceId],
    );
    const seen = found.rows[0];
    if (!seen) return { result: 'unknown_invoice' };
    if (seen.status !== 'pending') return { result: 'replayed' };
    const player = await this.deps.auth.getPlayer(BigInt(seen.user_id));
    if (!player) return { result: 'unknown_invoice', reason: 'player' };
    const precision = await precisionOf(this.deps.pool, seen.currency);

    return withTx(this.deps.pool, async (tx): Promise<WebhookOutcome> => {
      const { rows } = await tx.client.query<TransactionRow>(
        'SELECT * FROM cashier_transactions WHERE id = $1 FOR UPDATE',
        [seen.id],
      );
      const row = rows[0];
      if (!row) return { result: 'unknown_invoice' };
      if (row.status !== 'pending') return { result: 'replayed' };
      const paid = decimalOf(invoice.amount, precision);
      const asset = this.provider.assets[row.currency];
      if (paid !== BigInt(row.amount) || (invoice.asset !== undefined && invoice.asset !== asset))
        return { result: 'mismatch', reason: `${invoice.amount} ${invoice.asset ?? '?'}` };
      if (invoice.payload !== undefined && invoice.payload !== row.id)
        return { result: 'mismatch', reason: 'payload' };

      const credited = await this.deps.completeDeposit(tx, {
        transactionId: row.id,
        type: 'deposit',
        player,
        currency: row.currency,
        amount: BigInt(row.amount),
        ledgerKey: `${name}:${invoice.invoiceId}`,
        metadata: { invoiceId: invoice.invoiceId },
      });
      return { result: 'credited', transactionId: row.id, credited };
    });
  }

  /** A sandbox invoice of this provider and its currency's precision, for the sandbox checkout; null when none. */
  async sandboxInvoice(transactionId: string): Promise<(TransactionRow & { precision: number }) | null> {
    if (!this.sandbox || !this.enabled || !/^\d{1,18}$/.test(transactionId)) return null;
    const { rows } = await this.deps.pool.query<TransactionRow & { precision: number }>(
      `SELECT t.*, c.precision FROM cashier_transactions t JOIN currencies c ON c.code = t.currency
       WHERE t.provider = $1 AND t.external_id = $2 AND t.type = 'deposit'`,
      [this.provider.name, `${SANDBOX_INVOICE_PREFIX}${transactionId}`],
    );
    return rows[0] ?? null;
  }

  /**
   * The player closed the sandbox invoice unpaid: the deposit is declined, never credited. A real provider
   * has no such report (its invoices simply expire), so this exists in sandbox mode only.
   */
  async declineSandboxInvoice(transactionId: string): Promise<TransactionRow> {
    if (!this.sandbox || !this.enabled || !/^\d{1,18}$/.test(transactionId)) throw notFound();
    const { rows } = await this.deps.pool.query<TransactionRow>(
      `UPDATE cashier_transactions SET status = 'declined', updated_at = $3
       WHERE provider = $1 AND external_id = $2 AND type = 'deposit' AND status = 'pending' RETURNING *`,
      [this.provider.name, `${SANDBOX_INVOICE_PREFIX}${transactionId}`, this.deps.clock()],
    );
    const row = rows[0];
    if (!row) throw new AppError(409, 'conflict');
    const player = await this.deps.auth.getPlayer(BigInt(row.user_id));
    if (player) announceTransaction(this.deps.publish, player, { status: 'declined', type: 'deposit' });
    return row;
  }
}
