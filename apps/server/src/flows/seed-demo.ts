import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { AppError } from '../http/errors.ts';
import type { AuthService } from '../modules/auth/index.ts';
import type { Backoffice } from '../modules/backoffice/index.ts';
import type { Wallet } from '../modules/wallet/index.ts';

export interface DemoAccount {
  label: 'player' | 'operator' | 'cashier';
  email: string;
  /** Only on the start that chose it: it is printed once, then read from `file`. */
  password: string | undefined;
  file: string;
}

/** Where the demo passwords are kept, readable by the owner only (mode 0600). */
export const DEMO_ACCOUNTS_FILE = 'demo-accounts.json';

const DEMO_PLAYER = { email: 'demo@casino.local', currency: 'USD' } as const;
/** Signs in at /api/admin/v1/auth/login. */
const DEMO_OPERATOR_EMAIL = 'operator@casino.local';
/** A second member of staff with the cashier role, to show what roles limit. */
const DEMO_CASHIER_EMAIL = 'cashier@casino.local';
const STAFF = {
  operator: { email: DEMO_OPERATOR_EMAIL, role: 'admin' },
  cashier: { email: DEMO_CASHIER_EMAIL, role: 'cashier' },
} as const;
const emailOf = (label: DemoAccount['label']) =>
  label === 'player' ? DEMO_PLAYER.email : STAFF[label].email;
/**
 * The fixed passwords older versions seeded, public in this repository's history. An install still
 * holding one gets a random password instead; a password its owner chose is left alone.
 */
const FORMER_PASSWORDS = { player: 'demo-player-2026', operator: 'demo-operator-2026' } as const;
/** 1,000.00 USD of play money, credited once. */
const DEMO_BALANCE = 100_000n;

type Stored = Partial<Record<DemoAccount['label'], string>>;

/** 18 random bytes: 144 bits, and base64url keeps it easy to paste. */
const randomPassword = () => randomBytes(18).toString('base64url');

function readStored(file: string): Stored {
  if (!existsSync(file)) return {};
  // An older or hand-made file may be readable by others; the passwords in it are not for them.
  chmodSync(file, 0o600);
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as Record<string, { password?: unknown }>;
  const stored: Stored = {};
  for (const label of ['player', 'operator', 'cashier'] as const) {
    const password = parsed[label]?.password;
    if (typeof password === 'string' && password) stored[label] = password;
  }
  return stored;
}

/** Written whole before the passwords are set, so a crash in between never loses one. */
function writeStored(file: string, accounts: Record<string, { email: string; password: string }>): void {
  mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(accounts, null, 2)}\n`, { mode: 0o600 });
  renameSync(temporary, file);
}

/**
 * First start: a demo player with a funded wallet and, in the embedded default only, a demo operator
 * (with DATABASE_URL operators come from `npm run operator` alone). Passwords are random per install, kept
 * in `<dataDir>/demo-accounts.json` and returned (to be printed) only when chosen. Idempotent: the credit
 * carries a fixed idempotency key, so restarts never add money, and existing accounts keep their passwords.
 */
export async function seedDemo(deps: {
  auth: AuthService;
  wallet: Wallet;
  backoffice: Pick<Backoffice, 'ensureOperator'>;
  dataDir: string;
  /** False under DATABASE_URL: no operator is created. */
  embedded: boolean;
}): Promise<DemoAccount[]> {
  const file = path.join(deps.dataDir, DEMO_ACCOUNTS_FILE);
  const stored = readStored(file);
  const labels = deps.embedded ? (['player', 'operator', 'cashier'] as const) : (['player'] as const);
  const chosen: Stored = {};
  for (const label of labels) if (!stored[label]) chosen[label] = randomPassword();
  const passwords = { ...stored, ...chosen };
  if (Object.keys(chosen).length > 0) {
    const entries = Object.entries(passwords).map(([label, password]) => [
      label,
      { email: emailOf(label as DemoAccount['label']), password },
    ]);
    writeStored(file, Object.fromEntries(entries));
  }

  await seedPlayer(deps, passwords.player ?? '', chosen.player !== undefined);
  const accounts: DemoAccount[] = [
    { label: 'player', email: DEMO_PLAYER.email, password: chosen.player, file },
  ];
  if (deps.embedded) {
    for (const label of ['operator', 'cashier'] as const) {
      const former = label === 'operator' && chosen.operator ? FORMER_PASSWORDS.operator : undefined;
      await deps.backoffice.ensureOperator(
        STAFF[label].email,
        passwords[label] ?? '',
        former,
        STAFF[label].role,
      );
      accounts.push({ label, email: STAFF[label].email, password: chosen[label], file });
    }
  }
  return accounts;
}

async function seedPlayer(deps: { auth: AuthService; wallet: Wallet }, password: string, chosen: boolean) {
  const caller = { ip: 'seed' };
  const signIn = (secret: string) => deps.auth.login({ email: DEMO_PLAYER.email, password: secret }, caller);
  let session: Awaited<ReturnType<AuthService['login']>> | undefined;
  try {
    session = await deps.auth.register({ ...DEMO_PLAYER, password, language: 'en' }, caller);
  } catch (error) {
    if (!(error instanceof AppError) || error.detail !== 'email_taken') throw error;
    session = await signIn(chosen ? FORMER_PASSWORDS.player : password).catch(() => undefined);
    // The former fixed password still opens the account: it gets the new random one, sessions end.
    if (session && chosen) {
      const former = await deps.auth.getPlayerByGlobalId(session.user.globalId);
      if (former) await deps.auth.setPassword(former.id, password);
    }
  }
  // The owner changed the password: the account is theirs now, and was credited on its first start.
  if (!session) return;
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
}
