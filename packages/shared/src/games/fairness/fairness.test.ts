import { describe, expect, it } from 'vitest';
import {
  BYTES_PER_ROUND,
  drawPositions,
  FLOATS_PER_ROUND,
  floatFromBytes,
  fromHex,
  generateFloats,
  hmacSha256,
  sha256Hex,
  toHex,
} from './bytes.ts';
import { crashPoint, followsInChain, hashForward } from './crash-chain.ts';
import {
  diceRoll,
  limboResult,
  MAX_RESULT_HUNDREDTHS,
  minePositions,
  plinkoPath,
  reelStops,
} from './outcomes.ts';

/**
 * node:crypto, loaded without its types: this package is typed for the browser (no @types/node), and the
 * point here is an implementation independent of the Web Crypto code under test.
 */
interface NodeCrypto {
  createHmac(algorithm: 'sha256', key: string): { update(data: string): { digest(): Uint8Array } };
}
const { createHmac } = (await import('node:crypto' as string)) as NodeCrypto;

/** The published scheme written out again: HMAC-SHA256(serverSeed, `clientSeed:nonce:round`), 4 bytes a float. */
function referenceFloats(serverSeed: string, clientSeed: string, nonce: number, count: number): number[] {
  const floats: number[] = [];
  for (let round = 0; floats.length < count; round++) {
    const bytes = createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}:${round}`).digest();
    for (let i = 0; i < 32 && floats.length < count; i += 4) {
      const word =
        (bytes[i] as number) * 2 ** 24 +
        (bytes[i + 1] as number) * 2 ** 16 +
        (bytes[i + 2] as number) * 2 ** 8 +
        (bytes[i + 3] as number);
      floats.push(word / 2 ** 32);
    }
  }
  return floats;
}

const VECTOR = {
  serverSeed: '7f3c9a1e5b2d4f6081a2c3e4d5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718',
  clientSeed: 'lucky-client',
  nonce: 42,
};

describe('hashes', () => {
  it('HMAC-SHA256 matches RFC 4231 test case 2', async () => {
    const mac = await hmacSha256('Jefe', 'what do ya want for nothing?');
    expect(toHex(mac)).toBe('5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843');
  });

  it('HMAC-SHA256 matches RFC 4231 test case 1 with a byte key', async () => {
    const mac = await hmacSha256(new Uint8Array(20).fill(0x0b), 'Hi There');
    expect(toHex(mac)).toBe('b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7');
  });

  it('SHA-256 of the empty string and of "abc"', async () => {
    expect(await sha256Hex('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(await sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('hex round-trips and refuses non-hex', () => {
    const bytes = Uint8Array.from([0, 1, 127, 128, 255]);
    expect(toHex(bytes)).toBe('00017f80ff');
    expect(fromHex('00017f80ff')).toEqual(bytes);
    expect(() => fromHex('abc')).toThrow(RangeError);
    expect(() => fromHex('zz')).toThrow(RangeError);
  });
});

describe('generateFloats', () => {
  it('equals an independent node:crypto implementation across round boundaries', async () => {
    const cases = [
      { ...VECTOR, count: 20 },
      { serverSeed: 'server', clientSeed: 'client', nonce: 0, count: 8 },
      { serverSeed: 'server', clientSeed: 'client', nonce: 1, count: 9 },
      { serverSeed: 'ünïcødé seed', clientSeed: 'клиент', nonce: 123_456_789, count: 33 },
      { serverSeed: 'x', clientSeed: '', nonce: 7, count: 1 },
    ];
    for (const { count, ...seeds } of cases) {
      const floats = await generateFloats(seeds, count);
      expect(floats).toHaveLength(count);
      expect(floats).toEqual(referenceFloats(seeds.serverSeed, seeds.clientSeed, seeds.nonce, count));
    }
  });

  it('is a prefix-stable cursor: fewer floats are the first of more', async () => {
    const many = await generateFloats(VECTOR, 20);
    expect(await generateFloats(VECTOR, 3)).toEqual(many.slice(0, 3));
    expect(await generateFloats(VECTOR, FLOATS_PER_ROUND + 1)).toEqual(many.slice(0, FLOATS_PER_ROUND + 1));
    expect(await generateFloats(VECTOR, 0)).toEqual([]);
    await expect(generateFloats(VECTOR, -1)).rejects.toThrow(RangeError);
  });

  it('reads floats as Σ byte_i / 256^(i+1)', () => {
    expect(floatFromBytes(Uint8Array.from([0, 0, 0, 0]))).toBe(0);
    expect(floatFromBytes(Uint8Array.from([128, 0, 0, 0]))).toBe(0.5);
    expect(floatFromBytes(Uint8Array.from([255, 255, 255, 255]))).toBe(1 - 2 ** -32);
    expect(floatFromBytes(Uint8Array.from([9, 1, 2, 3, 4]), 1)).toBe(
      (1 * 2 ** 24 + 2 * 2 ** 16 + 3 * 256 + 4) / 2 ** 32,
    );
    expect(BYTES_PER_ROUND / FLOATS_PER_ROUND).toBe(4);
  });
});

describe('known answers (pinned from the published formulas)', () => {
  it('first round bytes and floats', async () => {
    const round0 = await hmacSha256(VECTOR.serverSeed, 'lucky-client:42:0');
    expect(toHex(round0)).toBe('c90e5a3936c324c2ff0c653b71cbb7d238649848c2fd5ba6be4037f5a18b2852');
    const [first] = await generateFloats(VECTOR, 1);
    expect(first).toBe(0xc90e5a39 / 2 ** 32);
    expect(first).toBeCloseTo(0.7853752507362515, 15);
  });

  it('dice, limbo, plinko, mines and reels from the same bet', async () => {
    const floats = await generateFloats(VECTOR, 24);
    const first = floats[0] as number;
    expect(diceRoll(first)).toBe(7854); // floor(0.78537… × 10001): 78.54
    expect(limboResult(first)).toBe(126); // floor(99 / 0.78537…): 1.26×
    expect(plinkoPath(floats, 16)).toEqual({
      path: [1, 0, 1, 0, 0, 1, 1, 1, 0, 0, 1, 1, 0, 1, 0, 1],
      slot: 9,
    });
    expect(minePositions(floats, 5)).toEqual([19, 5, 24, 10, 4]);
    expect(reelStops(floats, [32, 32, 32, 32, 32])).toEqual([25, 6, 31, 14, 7]);
  });

  it('a second seed pair', async () => {
    const [first] = await generateFloats({ serverSeed: 'server', clientSeed: 'client', nonce: 0 }, 1);
    expect(diceRoll(first as number)).toBe(8783);
    expect(limboResult(first as number)).toBe(112);
  });

  it('outcome edges', () => {
    expect(diceRoll(0)).toBe(0);
    expect(diceRoll(1 - 2 ** -32)).toBe(10_000);
    expect(limboResult(0)).toBe(MAX_RESULT_HUNDREDTHS);
    expect(limboResult(1 - 2 ** -32)).toBe(100);
    expect(limboResult(0.99)).toBe(100);
    expect(limboResult(0.495)).toBeGreaterThanOrEqual(199);
    expect(() => plinkoPath([0.1, 0.9], 3)).toThrow(RangeError);
    expect(plinkoPath([0.4999999, 0.5, 0], 3)).toEqual({ path: [0, 1, 0], slot: 1 });
  });
});

describe('drawPositions', () => {
  it('draws distinct positions in range for any floats', async () => {
    for (let nonce = 0; nonce < 50; nonce++) {
      const floats = await generateFloats({ ...VECTOR, nonce }, 24);
      for (const count of [1, 3, 12, 24]) {
        const drawn = drawPositions(floats, 25, count);
        expect(drawn).toHaveLength(count);
        expect(new Set(drawn).size).toBe(count);
        for (const position of drawn)
          expect(position >= 0 && position < 25 && Number.isInteger(position)).toBe(true);
      }
    }
    // The extreme floats too: 0 takes the first left, 1 − 2^-32 the last.
    expect(drawPositions([0, 0, 0], 5, 3)).toEqual([0, 1, 2]);
    expect(drawPositions([1 - 2 ** -32, 1 - 2 ** -32], 5, 2)).toEqual([4, 3]);
    expect(() => drawPositions([0.5], 5, 2)).toThrow(RangeError);
    expect(() => drawPositions([0.5, 0.5], 1, 2)).toThrow(RangeError);
  });
});

describe('crash chain', () => {
  it('each link hashes to the previous one; the commitment is the last', async () => {
    const seed = 'crash chain seed';
    const links = [seed];
    for (let i = 0; i < 5; i++) links.push(await sha256Hex(links[links.length - 1] as string));
    const commitment = links[5] as string;
    expect(await hashForward(seed, 5)).toBe(commitment);
    // Rounds reveal the links backwards: links[4] first (it hashes to the commitment), then links[3]...
    expect(await followsInChain(links[4] as string, commitment)).toBe(true);
    expect(await followsInChain(links[3] as string, links[4] as string)).toBe(true);
    expect(await followsInChain(links[3] as string, commitment)).toBe(false);
    expect(await followsInChain(links[4] as string, links[3] as string)).toBe(false);
  });

  it('crash point of a pinned hash', async () => {
    const hash = await sha256Hex('crash chain seed');
    expect(hash).toBe('625334f32652417a46dc617baff5e76a782fb0834d5799f15d4af3001fb7a52d');
    // 0x625334f3 / 2^32 = 0.38408…; floor(99 / 0.38408…) = 257: 2.57×
    expect(crashPoint(hash)).toBe(257);
    expect(crashPoint(hash)).toBe(Math.floor(99 / (0x625334f3 / 2 ** 32)));
    expect(crashPoint(`00000000${'0'.repeat(56)}`)).toBe(MAX_RESULT_HUNDREDTHS);
    expect(crashPoint(`ffffffff${'0'.repeat(56)}`)).toBe(100);
  });
});
