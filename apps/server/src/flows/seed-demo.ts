import { AppError } from '../http/errors.ts';
import type { AuthService } from '../modules/auth/index.ts';
import type { Wallet } from '../modules/wallet/index.ts';

export interface DemoAccount {
  label: string;
  email: string;
  password: string;
}

const DEMO_PLAYER = { email: 'demo@casino.local', password: 'demo-player-2026', currency: 'USD' } as const;
/** 1,000.00 USD of play money, credited once. */
const DEMO_BALANCE = 100_000n;

/**
 * First start: a demo player with a funded wallet. Idempotent: an existing player is signed in instead,
 * and the credit carries a fixed idempotency key, so restarts never add money.
 */
export async function seedDemo(deps: { auth: AuthService; wallet: Wallet }): Promise<DemoAccount[]> {
  const caller = { ip: 'seed' };
  let session: Awaited<ReturnType<AuthService['register']>>;
  try {
    session = await deps.auth.register({ ...DEMO_PLAYER, language: 'en' }, caller);
  } catch (error) {
    if (!(error instanceof AppError) || error.detail !== 'email_taken') throw error;
    session = await deps.auth.login({ email: DEMO_PLAYER.email, password: DEMO_PLAYER.password }, caller);
  }
  const player = await deps.auth.getPlayerByGlobalId(session.user.globalId);
  if (!player) throw new Error('demo player vanished');
  await deps.wallet.ledger.transfer({
    idempotencyKey: `seed:demo:${player.globalId}:welcome`,
    kind: 'demo_credit',
    entries: [
      { account: { house: 'adjustments', currency: player.currency }, amount: -DEMO_BALANCE },
      { account: { userId: player.id, name: 'main', currency: player.currency }, amount: DEMO_BALANCE },
    ],
  });
  return [{ label: 'player', email: DEMO_PLAYER.email, password: DEMO_PLAYER.password }];
}
