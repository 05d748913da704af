import {
  type CryptoWithdrawRequest,
  formatMajor,
  parseAmount,
  parseMajor,
  validateCryptoWithdrawal,
  type WithdrawFeeQuote,
} from '@casino/shared';
import type pg from 'pg';
import { withTx } from '../../db/tx.ts';
import { AppError, validationFailed } from '../../http/errors.ts';
import type { AuthService, Player } from '../auth/index.ts';
import type { Publish } from '../realtime/index.ts';
import { fxQuote, type Wallet } from '../wallet/index.ts';
import { type CashierCurrencyConfig, CRYPTO_CURRENCIES } from './currencies.config.ts';
import { precisionOf } from './deposit-completion.ts';
import { tonAccountHash, tonAddress } from './providers/address-encoding.ts';
import { announceTransaction } from './transaction-events.ts';
import { CANCEL_WINDOW_MS, refuseWithdrawal, type WithdrawalsService } from './withdrawals.service.ts';

export interface CryptoWithdrawalsDeps {
  pool: pg.Pool;
  wallet: Wallet;
  auth: AuthService;
  publish: Publish;
  clock: () => Date;
  /** Owns the withdrawal guards (wager, personal data, daily limit) and settlement of every withdrawal. */
  withdrawals: WithdrawalsService;
}

interface CryptoCurrency {
  config: CashierCurrencyConfig;
  precision: number;
}

interface FeeQuote extends WithdrawFeeQuote {
  /** The player's main balance, in the account currency's minor units. */
  main: bigint;
}

/** Rates come back as numeric(30,12); the same 12-decimal scaling convertViaQuote uses. */
const RATE_SCALE = 12;
function scaledRate(rate: string): bigint {
  const [whole = '0', fraction = ''] = rate.split('.');
  const value = parseMajor(fraction ? `${whole}.${fraction.slice(0, RATE_SCALE)}` : whole, RATE_SCALE);
  if (value === null || value <= 0n) throw new RangeError(`invalid rate ${rate}`);
  return value;
}

/** `amount` of `from` in `to` minor units, rounded up: the house never pays for truncation. */
function convertUp(
  amount: bigint,
  from: { precision: number; rate: string },
  to: { precision: number; rate: string },
): bigint {
  const numerator = amount * scaledRate(from.rate) * 10n ** BigInt(to.precision);
  const denominator = scaledRate(to.rate) * 10n ** BigInt(from.precision);
  const floor = numerator / denominator;
  return numerator % denominator === 0n ? floor : floor + 1n;
}

/**
 * SPEC §4.4/§5.4 crypto withdrawals: the amount plus the network fee (in the crypto currency) is converted
 * to the account currency and held from the main balance when the row is created; the withdrawals
 * service settles it (post on approval, void on decline or cancel) like a sell.
 */
/**
 * The lower-cased spellings under which `address` may be stored: itself (EVM and bech32 addresses are
 * case-insensitive; base58 ones differ in case only by astronomical chance) and, for a TON address in any
 * form, the forms our deriver issues.
 */
export function addressForms(address: string): string[] {
  const forms = [address.toLowerCase()];
  const ton = tonAccountHash(address);
  if (ton) forms.push(tonAddress(ton, false).toLowerCase(), tonAddress(ton, true).toLowerCase());
  return forms;
}

export class CryptoWithdrawalsService {
  constructor(private readonly deps: CryptoWithdrawalsDeps) {}

  private async currency(code: string): Promise<CryptoCurrency> {
    const config = CRYPTO_CURRENCIES.find((c) => c.code === code);
    if (!config?.withdrawAllowed) throw new AppError(400, 'error_currency_not_supported');
    const { rows } = await this.deps.pool.query<{ precision: number }>(
      'SELECT precision FROM currencies WHERE code = $1 AND NOT is_fiat',
      [code],
    );
    const precision = rows[0]?.precision;
    if (precision === undefined) throw new AppError(400, 'error_currency_not_supported');
    return { config, precision };
  }

  private async quote(player: Player, currency: CryptoCurrency): Promise<FeeQuote> {
    const major = (value: string) => parseMajor(value, currency.precision) ?? 0n;
    const fee = major(currency.config.withdrawFee);
    const minAmount = major(currency.config.minWithdrawAmount);
    const { main } = await this.deps.wallet.ledger.playerBalances(player.id, player.currency);
    const converted =
      main > 0n ? (await fxQuote(this.deps.pool, main, player.currency, currency.config.code)).amount : 0n;
    const maxAmount = converted > fee ? converted - fee : 0n;
    return { fee, minAmount, maxAmount, main };
  }

  /** GET /api/v1/wallet/currencies/{code}/withdraw_fee?amount=: SPEC §3 withdraw fee, decimal strings. */
  async feeQuote(
    player: Player,
    code: string,
    amount?: string,
  ): Promise<{ fee: string; minAmount: string; maxAmount: string }> {
    const currency = await this.currency(code);
    if (amount !== undefined && parseAmount(amount, currency.precision) === null) {
      throw validationFailed([{ field: 'amount', message: 'Validation.invalid_amount' }]);
    }
    const q = await this.quote(player, currency);
    const format = (minor: bigint) => formatMajor(minor, currency.precision);
    return { fee: format(q.fee), minAmount: format(q.minAmount), maxAmount: format(q.maxAmount) };
  }

  /** POST /api/v1/wallet/txns/withdraw → {id}. */
  async withdraw(
    player: Player,
    input: CryptoWithdrawRequest,
    idempotencyKey?: string,
  ): Promise<{ id: string }> {
    const currency = await this.currency(input.currency);
    const { config } = currency;
    if (input.provider !== undefined && !config.additionalProviders.includes(input.provider)) {
      throw validationFailed([{ field: 'provider', message: 'Validation.invalid_format' }]);
    }
    await this.deps.withdrawals.assertMayWithdraw(player);

    const q = await this.quote(player, currency);
    const errors = validateCryptoWithdrawal(
      {
        amount: input.amount,
        address: input.address,
        memo: input.memo ?? null,
        provider: input.provider ?? null,
      },
      {
        code: config.code,
        precision: currency.precision,
        network: config.network ?? '',
        addressFormat: config.addressFormat ?? '',
        minWithdrawAmount: q.minAmount,
      },
      q,
    );
    refuseWithdrawal(errors);
    const amount = parseAmount(input.amount, currency.precision);
    if (amount === null) throw validationFailed([{ field: 'amount', message: 'Validation.invalid_amount' }]);
    const address = input.address.trim();
    const memo = input.memo?.trim() ? input.memo.trim() : null;

    if (address !== '') {
      // Any address the casino issued (the player's own or another's): the payout would land in our
      // own deposit watcher, crediting a deposit out of a withdrawal.
      const internal = await this.deps.pool.query(
        'SELECT 1 FROM deposit_addresses WHERE lower(address) = ANY($1) LIMIT 1',
        [addressForms(address)],
      );
      if (internal.rowCount) throw new AppError(400, 'error_internal_address');
    }

    // Amount and fee, converted to the account currency rounded up, are what the player pays.
    const rates = await fxQuote(this.deps.pool, amount + q.fee, config.code, player.currency);
    const held = convertUp(
      amount + q.fee,
      { precision: currency.precision, rate: rates.fromRate },
      { precision: await precisionOf(this.deps.pool, player.currency), rate: rates.toRate },
    );
    if (held <= 0n) throw validationFailed([{ field: 'amount', message: 'Validation.invalid_amount' }]);

    const id = await withTx(this.deps.pool, async (tx) => {
      const { replayOf, now } = await this.deps.withdrawals.openSlot(tx, player, idempotencyKey);
      if (replayOf) return { id: replayOf, replayed: true };
      const { rows } = await tx.client.query<{ id: string }>(
        `INSERT INTO cashier_transactions
           (user_id, type, status, currency, amount, fee, provider, address, memo, details, cancellable_until,
            idempotency_key, created_at, updated_at)
         VALUES ($1, 'withdraw', 'pending', $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $11) RETURNING id`,
        [
          player.id.toString(),
          config.code,
          amount.toString(),
          q.fee.toString(),
          input.provider ?? null,
          address === '' ? null : address,
          memo,
          JSON.stringify({
            rate: rates.fromRate,
            accountRate: rates.toRate,
            accountCurrency: player.currency,
            held: held.toString(),
          }),
          new Date(now.getTime() + CANCEL_WINDOW_MS),
          idempotencyKey ?? null,
          now,
        ],
      );
      const txId = rows[0]?.id;
      if (!txId) throw new Error('withdraw insert returned nothing');
      // The ledger refuses the hold if the balance cannot cover it; the row goes with it.
      const hold = await this.deps.wallet.ledger.hold(
        {
          idempotencyKey: `withdraw:${txId}`,
          account: { userId: player.id, name: 'main', currency: player.currency },
          amount: held,
          kind: 'withdrawal',
        },
        tx,
      );
      await tx.client.query('UPDATE cashier_transactions SET hold_id = $2 WHERE id = $1', [
        txId,
        hold.id.toString(),
      ]);
      tx.afterCommit(() =>
        announceTransaction(this.deps.publish, player, { status: 'pending', type: 'withdraw' }),
      );
      return { id: txId, replayed: false };
    });
    return { id: id.id };
  }
}
