import { createHmac, timingSafeEqual } from 'node:crypto';
import { SIGNATURE_PREFIX } from '@casino/shared';

/** `sha256=<hex HMAC-SHA256(secret, raw body)>`, the protocol's x-signature value. */
export function sign(secret: string, rawBody: string | Buffer): string {
  return `${SIGNATURE_PREFIX}${createHmac('sha256', secret).update(rawBody).digest('hex')}`;
}

/** Constant-time check of a received x-signature against the raw body. */
export function verifySignature(
  secret: string,
  rawBody: Buffer,
  header: string | string[] | undefined,
): boolean {
  if (typeof header !== 'string') return false;
  const expected = Buffer.from(sign(secret, rawBody), 'utf8');
  const given = Buffer.from(header.trim().toLowerCase(), 'utf8');
  // The lengths are public (a fixed-size digest); only the bytes need the constant-time compare.
  return given.length === expected.length && timingSafeEqual(given, expected);
}
