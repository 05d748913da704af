import { AppError } from '../http/errors.ts';
import type { AuthService } from '../modules/auth/index.ts';
import type { Backoffice } from '../modules/backoffice/index.ts';
import type { Wallet } from '../modules/wallet/index.ts';

export interface DemoAccount {
  label: string;
  email: string;
  password: string;
}

const DEMO_PLAYER = { email: 'demo@casino.local', password: 'demo-player-2026', currency: 'USD' } as const;
/** Signs in at /api/admin/v1/auth/login. */
const DEMO_OPERATOR = { email: 'operator@casino.local', password: 'demo-operator-2026' } as const;
/** 1,000.00 USD of play money, credited once. */
const DEMO_BALANCE = 100_000n;

/**
 * First start: a demo player with a funded wallet, and a demo operator. Idempotent: an existing player is
 * signed in instead, the credit carries a fixed idempotency key, so restarts never add money, and an
 * existing operator keeps its password.
 */
export async function seedDemo(deps: {
  auth: AuthService;
  wallet: Wallet;
  backoffice: Pick<Backoffice, 'ensureOperator'>;
}): Promise<DemoAccount[]> {
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
  await deps.backoffice.ensureOperator(DEMO_OPERATOR.email, DEMO_OPERATOR.password);
  return [
    { label: 'player', email: DEMO_PLAYER.email, password: DEMO_PLAYER.password },
    { label: 'operator', email: DEMO_OPERATOR.email, password: DEMO_OPERATOR.password },
  ];
}
