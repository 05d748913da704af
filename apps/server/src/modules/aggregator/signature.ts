import { createHmac, timingSafeEqual } from 'node:crypto';
import { SIGNATURE_PREFIX } from '@casino/shared';

/** `sha256=<hex HMAC-SHA256(secret, body)>`: the x-signature header of every call in both directions. */
export function signBody(secret: string, body: Buffer | string): string {
  return `${SIGNATURE_PREFIX}${createHmac('sha256', secret).update(body).digest('hex')}`;
}

const SIGNATURE = /^sha256=([0-9a-f]{64})$/;

/**
 * Whether `header` signs `body` with `secret`. A missing, repeated or malformed header is simply invalid;
 * the digests are compared in constant time (both are 32 bytes by then, as timingSafeEqual needs).
 */
export function verifyBody(secret: string, body: Buffer, header: string | string[] | undefined): boolean {
  if (!secret || typeof header !== 'string') return false;
  const match = SIGNATURE.exec(header.trim().toLowerCase());
  if (!match?.[1]) return false;
  const given = Buffer.from(match[1], 'hex');
  const expected = createHmac('sha256', secret).update(body).digest();
  return given.length === expected.length && timingSafeEqual(given, expected);
}
