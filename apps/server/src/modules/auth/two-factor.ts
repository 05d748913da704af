import type pg from 'pg';
import { type Tx, withTx } from '../../db/tx.ts';
import { AppError } from '../../http/errors.ts';
import type { RateLimiter, RateRule } from '../../http/rate-limit.ts';
import {
  matchTotp,
  newRecoveryCodes,
  newTotpSecret,
  otpauthUrl,
  recoveryCodeHash,
  SecretBox,
} from './totp.ts';

/** Whose second factor: a player (users) or a member of staff (operators). Same columns on both tables. */
export type TwoFactorOwner = { kind: 'player' | 'operator'; id: bigint };

const TABLE = { player: 'users', operator: 'operators' } as const;
/** A six-digit code is one in a million: ten wrong ones an hour per account, from anywhere, is the cap. */
const FAILURES_PER_OWNER: RateRule = { limit: 10, windowSeconds: 60 * 60 };

export interface TwoFactorSetup {
  secret: string;
  otpauthUrl: string;
}

export interface TwoFactor {
  isEnabled(owner: TwoFactorOwner): Promise<boolean>;
  /** A new secret to scan (replacing an unfinished setup); 409 two_factor_enabled once it is on. */
  begin(owner: TwoFactorOwner, account: string): Promise<TwoFactorSetup>;
  /** Turns it on with a code of the new secret; answers the recovery codes, shown this once. */
  enable(owner: TwoFactorOwner, code: string): Promise<string[]>;
  /**
   * Checks a code (TOTP or recovery code) of an owner who has two-factor on, using it up. Throws 401
   * two_factor_required without a code, 401 two_factor_invalid for a wrong or used one, 429 when too many
   * were wrong. An owner without two-factor passes.
   */
  verify(owner: TwoFactorOwner, code: string | undefined): Promise<void>;
  /** Turns it off, after a good code; the recovery codes go too. */
  disable(owner: TwoFactorOwner, code: string): Promise<void>;
  /** Turns it off without a code, in the caller's transaction (staff, after checking who asks). */
  reset(tx: Tx, owner: TwoFactorOwner): Promise<boolean>;
}

export function createTwoFactor(deps: {
  pool: pg.Pool;
  clock: () => Date;
  secretKey: string;
  rateLimiter: RateLimiter;
  issuer: string;
}): TwoFactor {
  const { pool, clock, rateLimiter } = deps;
  const box = new SecretBox(deps.secretKey);
  const failuresKey = (owner: TwoFactorOwner) => `two-factor-failures:${owner.kind}:${owner.id}`;

  async function row(owner: TwoFactorOwner) {
    const { rows } = await pool.query<{ secret: string | null; enabled: boolean; last_step: string }>(
      `SELECT totp_secret AS secret, totp_enabled_at IS NOT NULL AS enabled, totp_last_step AS last_step
       FROM ${TABLE[owner.kind]} WHERE id = $1`,
      [owner.id.toString()],
    );
    const found = rows[0];
    if (!found) throw new AppError(401, 'unauthorized');
    return found;
  }

  /** Uses up the TOTP step or the recovery code `code` matches; false when it matches neither. */
  async function consume(owner: TwoFactorOwner, secret: string, lastStep: number, code: string) {
    const typed = code.trim();
    const step = matchTotp(secret, typed, clock(), lastStep);
    if (step !== null) {
      // Guarded by the step: of two requests with one code, one moves it and the other finds it moved.
      const { rowCount } = await pool.query(
        `UPDATE ${TABLE[owner.kind]} SET totp_last_step = $2 WHERE id = $1 AND totp_last_step < $2`,
        [owner.id.toString(), step],
      );
      return rowCount === 1;
    }
    if (typed.length > 32) return false;
    const { rowCount } = await pool.query(
      `UPDATE two_factor_recovery_codes SET used_at = $4
       WHERE owner_kind = $1 AND owner_id = $2 AND code_hash = $3 AND used_at IS NULL`,
      [owner.kind, owner.id.toString(), recoveryCodeHash(typed), clock()],
    );
    return rowCount === 1;
  }

  async function check(owner: TwoFactorOwner, secret: string, lastStep: number, code: string | undefined) {
    if (!code) throw new AppError(401, 'two_factor_required');
    await rateLimiter.check(failuresKey(owner), FAILURES_PER_OWNER);
    if (await consume(owner, secret, lastStep, code)) return;
    await rateLimiter.hit(failuresKey(owner), FAILURES_PER_OWNER).catch((error: unknown) => {
      if (!(error instanceof AppError && error.status === 429)) throw error;
    });
    throw new AppError(401, 'two_factor_invalid');
  }

  async function clear({ client }: Tx, owner: TwoFactorOwner): Promise<boolean> {
    const { rowCount } = await client.query(
      `UPDATE ${TABLE[owner.kind]} SET totp_secret = NULL, totp_enabled_at = NULL, totp_last_step = 0
       WHERE id = $1 AND totp_secret IS NOT NULL`,
      [owner.id.toString()],
    );
    await client.query('DELETE FROM two_factor_recovery_codes WHERE owner_kind = $1 AND owner_id = $2', [
      owner.kind,
      owner.id.toString(),
    ]);
    return rowCount === 1;
  }

  return {
    async isEnabled(owner) {
      return (await row(owner)).enabled;
    },

    async begin(owner, account) {
      if ((await row(owner)).enabled) throw new AppError(409, 'two_factor_enabled');
      const secret = newTotpSecret();
      await pool.query(
        `UPDATE ${TABLE[owner.kind]} SET totp_secret = $2, totp_last_step = 0
         WHERE id = $1 AND totp_enabled_at IS NULL`,
        [owner.id.toString(), box.seal(secret)],
      );
      return { secret, otpauthUrl: otpauthUrl(deps.issuer, account, secret) };
    },

    async enable(owner, code) {
      const current = await row(owner);
      if (current.enabled) throw new AppError(409, 'two_factor_enabled');
      if (!current.secret) throw new AppError(409, 'two_factor_required');
      const secret = box.open(current.secret);
      const step = matchTotp(secret, code.trim(), clock(), 0);
      if (step === null) {
        await rateLimiter.hit(failuresKey(owner), FAILURES_PER_OWNER);
        throw new AppError(400, 'two_factor_invalid');
      }
      const codes = newRecoveryCodes();
      await withTx(pool, async ({ client }) => {
        const { rowCount } = await client.query(
          `UPDATE ${TABLE[owner.kind]} SET totp_enabled_at = $2, totp_last_step = $3
           WHERE id = $1 AND totp_enabled_at IS NULL AND totp_secret = $4`,
          [owner.id.toString(), clock(), step, current.secret],
        );
        if (rowCount !== 1) throw new AppError(409, 'two_factor_enabled');
        await client.query('DELETE FROM two_factor_recovery_codes WHERE owner_kind = $1 AND owner_id = $2', [
          owner.kind,
          owner.id.toString(),
        ]);
        await client.query(
          `INSERT INTO two_factor_recovery_codes (owner_kind, owner_id, code_hash)
           SELECT $1, $2, unnest($3::text[])`,
          [owner.kind, owner.id.toString(), codes.map(recoveryCodeHash)],
        );
      });
      return codes;
    },

    async verify(owner, code) {
      const current = await row(owner);
      if (!current.enabled || !current.secret) return;
      await check(owner, box.open(current.secret), Number(current.last_step), code);
    },

    async disable(owner, code) {
      const current = await row(owner);
      if (!current.enabled || !current.secret) return;
      await check(owner, box.open(current.secret), Number(current.last_step), code);
      await withTx(pool, (tx) => clear(tx, owner));
    },

    reset: clear,
  };
}
