import { createHmac } from 'node:crypto';

/**
 * What an authenticator app does, for specs that sign in with two-factor: RFC 4648 base32, RFC 4226 HOTP,
 * RFC 6238 TOTP (HMAC-SHA1, 30-second steps, 6 digits). Written apart from the server's own code, so a
 * mistake there cannot hide behind the same mistake here.
 */
export const TOTP_STEP_SECONDS = 30;

function base32Decode(text: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  const bytes: number[] = [];
  let bits = 0;
  let value = 0;
  for (const char of text.replace(/[\s=]/g, '').toUpperCase()) {
    const index = alphabet.indexOf(char);
    if (index < 0) throw new RangeError(`not base32: ${char}`);
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

/** The six digits of `secret` at time step `step` (RFC 4226 dynamic truncation). */
export function totp(secret: string, step: number): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const hmac = createHmac('sha1', base32Decode(secret)).update(counter).digest();
  const offset = (hmac[hmac.length - 1] as number) & 15;
  return String((hmac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}
