import { isValidAddress } from '@casino/shared';
import type pg from 'pg';
import { withTx } from '../../db/tx.ts';
import { AppError } from '../../http/errors.ts';
import type { Player } from '../auth/index.ts';
import { type CashierCurrencyConfig, CRYPTO_CURRENCIES } from './currencies.config.ts';
import type { DepositAddressDeriver } from './providers/address-deriver.ts';

/** SPEC §3 crypto deposit address; `memo` only on shared-address networks (TON). */
export interface DepositAddressView {
  address: string;
  memo?: string;
  minAmount: string;
}

/** How many of a player's addresses per currency GET /addresses/{code} lists. */
const LATEST_LIMIT = 10;
/** Sequences tried past a collision before giving up (a collision is already a one-in-10^16 event). */
const MAX_SEQUENCE_ATTEMPTS = 5;

interface AddressRow {
  address: string;
  memo: string | null;
  sequence: number;
}

/**
 * Per-player deposit addresses (SPEC §7 POST /api/v1/wallet/txns/deposit {currency}). A player keeps one
 * address per currency: asking again answers the same latest address, so a page reload never scatters a
 * player's deposits over many addresses. The `sequence` column is there for rotation (a compromised or
 * poisoned address); nothing on the player API mints a new one.
 */
export class DepositAddressesService {
  constructor(private readonly deps: { pool: pg.Pool; deriver: DepositAddressDeriver; clock: () => Date }) {}

  private currency(code: string): CashierCurrencyConfig & { network: string; addressFormat: string } {
    const config = CRYPTO_CURRENCIES.find((c) => c.code === code);
    if (!config?.network || !config.addressFormat) throw new AppError(400, 'error_currency_not_supported');
    return { ...config, network: config.network, addressFormat: config.addressFormat };
  }

  private view(config: CashierCurrencyConfig, row: AddressRow): DepositAddressView {
    return {
      address: row.address,
      ...(row.memo === null ? {} : { memo: row.memo }),
      minAmount: config.minDepositAmount,
    };
  }

  /** GET /api/v1/wallet/addresses/{code}: the player's addresses for the currency, newest first. */
  async latest(player: Player, code: string): Promise<DepositAddressView[]> {
    const config = this.currency(code);
    const { rows } = await this.deps.pool.query<AddressRow>(
      `SELECT address, memo, sequence FROM deposit_addresses WHERE user_id = $1 AND currency = $2
       ORDER BY sequence DESC, id DESC LIMIT $3`,
      [player.id.toString(), config.code, LATEST_LIMIT],
    );
    return rows.map((row) => this.view(config, row));
  }

  /** POST /api/v1/wallet/txns/deposit {currency}: the latest address, created on first request. */
  async depositAddress(player: Player, code: string): Promise<DepositAddressView> {
    const config = this.currency(code);
    const row = await withTx(this.deps.pool, async (tx) => {
      // One player's requests queue here, so two first requests at once create one address.
      await tx.client.query('SELECT pg_advisory_xact_lock(727005, $1::int)', [
        Number(player.id % 2_147_483_647n),
      ]);
      const latest = await tx.client.query<AddressRow>(
        `SELECT address, memo, sequence FROM deposit_addresses WHERE user_id = $1 AND currency = $2
         ORDER BY sequence DESC, id DESC LIMIT 1`,
        [player.id.toString(), config.code],
      );
      if (latest.rows[0]) return latest.rows[0];
      for (let sequence = 0; sequence < MAX_SEQUENCE_ATTEMPTS; sequence++) {
        const derived = this.deps.deriver.derive(config.network, player.id, sequence);
        // Fail closed: an address the page's own pattern refuses must never be shown to a player.
        if (!isValidAddress(derived.address, config.addressFormat))
          throw new Error(`derived ${config.code} address does not match its format`);
        // Another player already holding this address (or memo) is skipped, never shared.
        const inserted = await tx.client.query<AddressRow>(
          `INSERT INTO deposit_addresses (user_id, currency, address, memo, sequence, created_at)
           SELECT $1::bigint, $2::text, $3::text, $4::text, $5::int, $6::timestamptz
           WHERE NOT EXISTS (SELECT 1 FROM deposit_addresses WHERE currency = $2::text AND address = $3::text
                               AND memo IS NOT DISTINCT FROM $4::text)
           RETURNING address, memo, sequence`,
          [player.id.toString(), config.code, derived.address, derived.memo, sequence, this.deps.clock()],
        );
        if (inserted.rows[0]) return inserted.rows[0];
      }
      throw new Error(`no free ${config.code} deposit address`);
    });
    return this.view(config, row);
  }

  /** Whose deposit address this is: address and memo must both match (memo null off memo networks). */
  async ownerOf(currency: string, address: string, memo: string | null): Promise<bigint | null> {
    const { rows } = await this.deps.pool.query<{ user_id: string }>(
      `SELECT user_id FROM deposit_addresses
       WHERE currency = $1 AND address = $2 AND memo IS NOT DISTINCT FROM $3::text LIMIT 1`,
      [currency, address, memo],
    );
    return rows[0] ? BigInt(rows[0].user_id) : null;
  }
}
