import { describe, expect, it } from 'vitest';
import {
  base32Decode,
  base32Encode,
  matchTotp,
  newRecoveryCodes,
  otpauthUrl,
  recoveryCodeHash,
  SecretBox,
  totpCode,
  totpStep,
} from './totp.ts';

// RFC 6238 Appendix B: the SHA-1 seed is the ASCII string "12345678901234567890"; codes are the last 6 digits.
const RFC_SECRET = base32Encode(Buffer.from('12345678901234567890'));
const vectors: Array<[number, string]> = [
  [59, '287082'],
  [1111111109, '081804'],
  [1111111111, '050471'],
  [1234567890, '005924'],
  [2000000000, '279037'],
  [20000000000, '353130'],
];

describe('TOTP', () => {
  it('matches the RFC 6238 test vectors', () => {
    for (const [seconds, code] of vectors) {
      expect(totpCode(RFC_SECRET, totpStep(new Date(seconds * 1000)))).toBe(code);
    }
  });

  it('round-trips base32', () => {
    const bytes = Buffer.from([0, 1, 2, 250, 251, 252, 253, 254, 255, 7]);
    expect(base32Decode(base32Encode(bytes))).toEqual(bytes);
    expect(() => base32Decode('not base32!')).toThrow();
  });

  it('accepts the previous, current and next step once each, and nothing older than the last used', () => {
    const now = new Date(1_800_000_000_000);
    const step = totpStep(now);
    const code = (s: number) => totpCode(RFC_SECRET, s);
    expect(matchTotp(RFC_SECRET, code(step - 1), now, 0)).toBe(step - 1);
    expect(matchTotp(RFC_SECRET, code(step), now, 0)).toBe(step);
    expect(matchTotp(RFC_SECRET, code(step + 1), now, 0)).toBe(step + 1);
    expect(matchTotp(RFC_SECRET, code(step - 2), now, 0)).toBeNull();
    expect(matchTotp(RFC_SECRET, code(step + 2), now, 0)).toBeNull();
    // Used: the same code again, or an older one, is refused.
    expect(matchTotp(RFC_SECRET, code(step), now, step)).toBeNull();
    expect(matchTotp(RFC_SECRET, code(step - 1), now, step)).toBeNull();
    expect(matchTotp(RFC_SECRET, code(step + 1), now, step)).toBe(step + 1);
    for (const bad of ['', '12345', '1234567', 'abcdef', ' 123456'])
      expect(matchTotp(RFC_SECRET, bad, now, 0)).toBeNull();
  });

  it('writes an otpauth URL authenticator apps read', () => {
    const url = new URL(otpauthUrl('Casino', 'ann@example.com', RFC_SECRET));
    expect(url.protocol).toBe('otpauth:');
    expect(url.host).toBe('totp');
    expect(decodeURIComponent(url.pathname)).toBe('/Casino:ann@example.com');
    expect(url.searchParams.get('secret')).toBe(RFC_SECRET);
    expect(url.searchParams.get('period')).toBe('30');
  });

  it('makes distinct recovery codes that hash alike however they are typed', () => {
    const codes = newRecoveryCodes();
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/);
    const [first = ''] = codes;
    expect(recoveryCodeHash(first.toUpperCase().replace('-', ''))).toBe(recoveryCodeHash(first));
  });

  it('seals secrets so only the same key opens them, and a changed byte fails', () => {
    const box = new SecretBox('key-one');
    const sealed = box.seal(RFC_SECRET);
    expect(sealed).not.toContain(RFC_SECRET);
    expect(box.open(sealed)).toBe(RFC_SECRET);
    expect(() => new SecretBox('key-two').open(sealed)).toThrow();
    const raw = Buffer.from(sealed, 'base64');
    raw[raw.length - 1] = (raw[raw.length - 1] as number) ^ 1;
    expect(() => box.open(raw.toString('base64'))).toThrow();
  });
});
