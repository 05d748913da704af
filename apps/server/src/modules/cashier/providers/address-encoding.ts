import { createHash } from 'node:crypto';

/**
 * The chains' own address encodings, so derived deposit addresses look and check like real ones to any
 * wallet or validator (the checksums are real; the keys behind the sandbox's addresses are not).
 */

const BECH32_CHARSET = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
const BECH32_GENERATORS = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3];

function bech32Polymod(values: number[]): number {
  let checksum = 1;
  for (const value of values) {
    const top = checksum >>> 25;
    checksum = ((checksum & 0x1ffffff) << 5) ^ value;
    for (let i = 0; i < 5; i++) if ((top >>> i) & 1) checksum ^= BECH32_GENERATORS[i] ?? 0;
  }
  return checksum;
}

function hrpExpand(hrp: string): number[] {
  const codes = [...hrp].map((c) => c.charCodeAt(0));
  return [...codes.map((c) => c >>> 5), 0, ...codes.map((c) => c & 31)];
}

/** 8-bit bytes → 5-bit groups, padded (BIP-173 convertbits). */
function toFiveBits(bytes: Uint8Array): number[] {
  const out: number[] = [];
  let accumulator = 0;
  let bits = 0;
  for (const byte of bytes) {
    accumulator = (accumulator << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      bits -= 5;
      out.push((accumulator >>> bits) & 31);
    }
  }
  if (bits > 0) out.push((accumulator << (5 - bits)) & 31);
  return out;
}

/** A segwit v0 address (BIP-173 bech32): `bc1q…` for Bitcoin, `ltc1q…` for Litecoin. */
export function segwitV0Address(hrp: string, program: Uint8Array): string {
  const data = [0, ...toFiveBits(program)];
  const polymod = bech32Polymod([...hrpExpand(hrp), ...data, 0, 0, 0, 0, 0, 0]) ^ 1;
  const checksum = Array.from({ length: 6 }, (_, i) => (polymod >>> (5 * (5 - i))) & 31);
  return `${hrp}1${[...data, ...checksum].map((d) => BECH32_CHARSET[d]).join('')}`;
}

const BASE58_ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

function base58(bytes: Uint8Array): string {
  let value = BigInt(`0x${Buffer.from(bytes).toString('hex') || '0'}`);
  let out = '';
  while (value > 0n) {
    out = BASE58_ALPHABET[Number(value % 58n)] + out;
    value /= 58n;
  }
  for (const byte of bytes) {
    if (byte !== 0) break;
    out = `1${out}`;
  }
  return out;
}

const sha256 = (data: Uint8Array) => createHash('sha256').update(data).digest();

/** Base58check: the payload and the first 4 bytes of its double SHA-256, in base58. */
export function base58check(payload: Uint8Array): string {
  return base58(Buffer.concat([payload, sha256(sha256(payload)).subarray(0, 4)]));
}

/** A Tron address: base58check of 0x41 and a 20-byte account id, always `T` and 34 characters. */
export function tronAddress(accountId: Uint8Array): string {
  return base58check(Buffer.concat([Buffer.from([0x41]), accountId.subarray(0, 20)]));
}

/** An Ethereum address: 0x and 20 bytes in lower-case hex (valid without the optional EIP-55 casing). */
export function ethereumAddress(accountId: Uint8Array): string {
  return `0x${Buffer.from(accountId.subarray(0, 20)).toString('hex')}`;
}

/** CRC-16/XMODEM, the checksum of TON user-friendly addresses. */
function crc16(data: Uint8Array): number {
  let crc = 0;
  for (const byte of data) {
    crc ^= byte << 8;
    for (let i = 0; i < 8; i++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc;
}

/**
 * A TON user-friendly address of a basechain account: flag, workchain 0, the 32-byte account hash and a
 * CRC-16, in URL-safe base64. Non-bounceable (`UQ…`), as wallets receiving payments are shown.
 */
export function tonAddress(accountHash: Uint8Array, bounceable = false): string {
  const body = Buffer.concat([Buffer.from([bounceable ? 0x11 : 0x51, 0x00]), accountHash.subarray(0, 32)]);
  const crc = crc16(body);
  return Buffer.concat([body, Buffer.from([crc >>> 8, crc & 0xff])]).toString('base64url');
}

/**
 * The 32-byte account hash of a basechain TON address in any of its forms: user-friendly (bounceable or
 * not, test-only or not, base64 or base64url, with a valid CRC-16) or raw `0:<64 hex>`. Null otherwise.
 */
export function tonAccountHash(address: string): Buffer | null {
  const raw = /^0:([0-9a-fA-F]{64})$/.exec(address);
  if (raw?.[1]) return Buffer.from(raw[1], 'hex');
  if (!/^[A-Za-z0-9+/_-]{48}$/.test(address)) return null;
  const bytes = Buffer.from(address.replaceAll('-', '+').replaceAll('_', '/'), 'base64');
  if (bytes.length !== 36 || bytes[1] !== 0x00 || ![0x11, 0x51, 0x91, 0xd1].includes(bytes[0] ?? 0))
    return null;
  const crc = crc16(bytes.subarray(0, 34));
  if (bytes[34] !== crc >>> 8 || bytes[35] !== (crc & 0xff)) return null;
  return bytes.subarray(2, 34);
}
