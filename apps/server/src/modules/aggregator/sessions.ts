import { createHash, randomBytes } from 'node:crypto';
import type pg from 'pg';

/** How long a real-mode launch may take new stakes (wins are paid after it too). */
export const SESSION_TTL_MS = 12 * 60 * 60 * 1000;

export const tokenHashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Opens a real-mode session: a random 32-byte token goes to the aggregator (and back on every wallet call);
 * only its hash is kept.
 */
export async function openSession(
  pool: pg.Pool,
  session: { userId: bigint; gameId: string; currency: string; country: string | null; now: Date },
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await pool.query(
    `INSERT INTO aggregator_sessions (token_hash, user_id, game_id, currency, mode, country, created_at, expires_at)
     VALUES ($1, $2, $3, $4, 'real', $5, $6, $7)`,
    [
      tokenHashOf(token),
      session.userId.toString(),
      session.gameId,
      session.currency,
      session.country,
      session.now,
      new Date(session.now.getTime() + SESSION_TTL_MS),
    ],
  );
  return token;
}
