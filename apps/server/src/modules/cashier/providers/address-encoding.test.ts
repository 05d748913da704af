import { describe, expect, it } from 'vitest';
import { addressForms } from '../crypto-withdrawals.service.ts';
import {
  base58check,
  ethereumAddress,
  segwitV0Address,
  tonAccountHash,
  tonAddress,
  tronAddress,
} from './address-encoding.ts';

const hex = (value: string) => Buffer.from(value, 'hex');

describe('deposit address encodings', () => {
  it('encodes segwit v0 as BIP-173 does', () => {
    // BIP-173's P2WPKH test vector.
    expect(segwitV0Address('bc', hex('751e76e8199196d454941c45d1b3a323f1433bd6'))).toBe(
      'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
    );
    expect(segwitV0Address('ltc', hex('751e76e8199196d454941c45d1b3a323f1433bd6'))).toMatch(
      /^ltc1q[a-z0-9]{38}$/,
    );
  });

  it('encodes base58check as Bitcoin does, and Tron addresses with their T prefix', () => {
    // The Bitcoin wiki's worked example of a P2PKH address.
    expect(base58check(hex('00010966776006953d5567439e5e39f86a0d273bee'))).toBe(
      '16UwLL9Risc3QfPqBUvKofHmBQ7wMtjvM',
    );
    expect(tronAddress(hex('a614f803b6fd780986a42c78ec9c7f77e6ded13c'))).toMatch(
      /^T[1-9A-HJ-NP-Za-km-z]{33}$/,
    );
  });

  it('encodes TON user-friendly addresses with their CRC-16', () => {
    // TON documentation's example account, bounceable and not.
    const account = hex('83dfd552e63729b472fcbcc8c45ebcc6691702558b68ec7527e1ba403a0f31a8');
    expect(tonAddress(account, true)).toBe('EQCD39VS5jcptHL8vMjEXrzGaRcCVYto7HUn4bpAOg8xqB2N');
    expect(tonAddress(account)).toBe('UQCD39VS5jcptHL8vMjEXrzGaRcCVYto7HUn4bpAOg8xqEBI');
  });

  it('writes Ethereum addresses as 0x and 40 hex digits', () => {
    expect(ethereumAddress(hex('00'.repeat(32)))).toBe(`0x${'0'.repeat(40)}`);
  });
});

describe('tonAccountHash and the internal-address forms', () => {
  const hash = new Uint8Array(32).map((_, i) => (i * 7 + 3) & 0xff);
  const issued = tonAddress(hash);

  it('reads the account hash from every spelling of one TON address, and nothing else', () => {
    const bounceable = tonAddress(hash, true);
    const raw = `0:${Buffer.from(hash).toString('hex')}`;
    const base64 = issued.replaceAll('-', '+').replaceAll('_', '/');
    for (const form of [issued, bounceable, raw, raw.toUpperCase().replace('0X', '0x'), base64]) {
      expect(tonAccountHash(form)?.equals(Buffer.from(hash)), form).toBe(true);
    }
    const badCrc = `${issued.slice(0, -1)}${issued.endsWith('A') ? 'B' : 'A'}`;
    for (const other of [badCrc, 'not-an-address', `-1:${'0'.repeat(64)}`, '']) {
      expect(tonAccountHash(other)).toBeNull();
    }
  });

  it('spells a withdrawal address the ways an issued deposit address may be stored', () => {
    expect(addressForms(tonAddress(hash, true))).toContain(issued.toLowerCase());
    expect(addressForms('0xAbCdEf0000000000000000000000000000000001')).toEqual([
      '0xabcdef0000000000000000000000000000000001',
    ]);
  });
});
