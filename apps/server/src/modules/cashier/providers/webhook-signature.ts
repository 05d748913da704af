import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The webhook signature scheme Crypto Pay and xRocket Pay both publish: the header carries the hex
 * HMAC-SHA256 of the raw body, keyed with the SHA-256 of the app's API token.
 */
export function tokenSigningKey(token: string): Buffer {
  return createHash('sha256').update(token).digest();
}

/** Hex signature of a raw webhook body signed with `token`. */
export function signWithToken(token: string, rawBody: Buffer | string): string {
  return createHmac('sha256', tokenSigningKey(token)).update(rawBody).digest('hex');
}

/** Constant-time check of a hex HMAC-SHA256 header over the exact bytes received. */
export function verifyHexHmac(key: Buffer, rawBody: Buffer, header: string | string[] | undefined): boolean {
  if (typeof header !== 'string' || !/^[0-9a-fA-F]{64}$/.test(header)) return false;
  const expected = createHmac('sha256', key).update(rawBody).digest();
  const given = Buffer.from(header, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
