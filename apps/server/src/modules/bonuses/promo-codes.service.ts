import type { PromoActivationResponse } from '@casino/shared';
import type pg from 'pg';
import { withTx } from '../../db/tx.ts';
import { AppError } from '../../http/errors.ts';
import type { Player } from '../auth/index.ts';
import type { Wallet } from '../wallet/index.ts';
import type { OffersService } from './offers.service.ts';

export const PROMO_CODE_PATTERN = /^[A-Z0-9_-]{3,32}$/;

/** Codes are matched case-insensitively and without surrounding spaces. */
export const normalisePromoCode = (code: string): string => code.trim().toUpperCase();

interface CodeRow {
  code: string;
  kind: 'main' | 'bonus' | 'conditions';
  amount: string | null;
  bonus_id: string | null;
  usage_limit: number | null;
  used_count: number;
  expires_at: Date | null;
}

/**
 * POST /api/v1/promo-codes/activate. One activation per player and code (the primary key), at most
 * usage_limit in all (a CHECK on the counter, taken under the code's row lock), never after expiry. Money
 * codes credit main money through the ledger; bonus codes grant the bonus; conditions codes open it.
 */
export class PromoCodesService {
  constructor(
    private readonly deps: { pool: pg.Pool; wallet: Wallet; offers: OffersService; clock: () => Date },
  ) {}

  async activate(player: Player, input: string): Promise<PromoActivationResponse> {
    const code = normalisePromoCode(input);
    if (!PROMO_CODE_PATTERN.test(code)) throw new AppError(400, 'promo_code_invalid');
    const now = this.deps.clock();
    const result = await withTx(this.deps.pool, async (tx) => {
      // The player's lock first (as every claim takes it), then the code's.
      await tx.client.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [player.id.toString()]);
      const { rows } = await tx.client.query<CodeRow>(
        'SELECT * FROM promo_codes WHERE code = $1 FOR UPDATE',
        [code],
      );
      const row = rows[0];
      if (!row) throw new AppError(400, 'promo_code_invalid');
      if (row.expires_at !== null && row.expires_at <= now) throw new AppError(400, 'promo_code_expired');
      const inserted = await tx.client.query(
        `INSERT INTO promo_code_activations (code, user_id, created_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`,
        [code, player.id.toString(), now],
      );
      if (inserted.rowCount !== 1) throw new AppError(400, 'promo_code_used');
      if (row.usage_limit !== null && row.used_count >= row.usage_limit) {
        throw new AppError(400, 'promo_code_exhausted');
      }
      await tx.client.query('UPDATE promo_codes SET used_count = used_count + 1 WHERE code = $1', [code]);
      const source = `promo:${code}:${player.id}`;
      if (row.kind === 'main') {
        const terms = await this.deps.offers.termsOf(player, tx.client);
        const amount = terms.minor(BigInt(row.amount ?? 0));
        if (amount <= 0n) throw new AppError(400, 'promo_code_invalid');
        await this.deps.wallet.ledger.transfer(
          {
            idempotencyKey: source,
            kind: 'promo_code',
            entries: [
              { account: { house: 'bonus_cost', currency: player.currency }, amount: -amount },
              { account: { userId: player.id, name: 'main', currency: player.currency }, amount },
            ],
            metadata: { code },
          },
          tx,
        );
        return { kind: 'main' as const, money: terms.money(amount) };
      }
      const bonusId = BigInt(row.bonus_id ?? 0);
      if (row.kind === 'bonus') await this.deps.offers.grantByCode(tx, player, bonusId, source);
      return { kind: row.kind, bonusId };
    });
    if (result.kind === 'main') return { kind: 'main', amount: result.money };
    return { kind: result.kind, bonus: await this.deps.offers.viewOf(player, result.bonusId) };
  }
}
