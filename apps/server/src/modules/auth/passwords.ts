import { randomBytes } from 'node:crypto';
import { type Algorithm, hash, verify } from '@node-rs/argon2';

// `Algorithm` is a const enum in the package's typings and cannot be imported as a value; 2 is Argon2id.
const ARGON2ID = 2 as Algorithm;
/** OWASP's argon2id minimum: 19 MiB, 2 passes, 1 lane. */
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

let dummyHash: Promise<string> | undefined;

function dummy(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  return dummyHash;
}

/** Computes the dummy hash ahead of the first unknown e-mail, so that answer is not slower either. */
export function prepareDummyHash(): void {
  dummy().catch(() => {
    dummyHash = undefined;
  });
}

/**
 * Checks a password against a stored hash. Without a stored hash (unknown email, Telegram-only player)
 * a dummy hash is verified anyway, so the answer takes as long as for a real account.
 */
export async function verifyPassword(stored: string | null | undefined, password: string): Promise<boolean> {
  if (!stored) {
    await verify(await dummy(), password).catch(() => false);
    return false;
  }
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}
