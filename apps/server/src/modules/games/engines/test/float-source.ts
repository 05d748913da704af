/**
 * Float sources for tests and the RTP benchmark (never for real bets).
 *
 * - `floatStream(seed)`: fast and deterministic, AES-128-CTR keystream of the seed's SHA-256, read 4 bytes
 *   per float exactly as the fairness scheme reads HMAC bytes. Millions of floats per second.
 * - `fairnessFloatsSync(...)`: the fairness scheme itself (HMAC-SHA256(serverSeed, `clientSeed:nonce:round`))
 *   with node:crypto, synchronous; engines.test.ts checks it against the shared Web Crypto `generateFloats`.
 */
import { createCipheriv, createHash, createHmac } from 'node:crypto';

const CHUNK_BYTES = 1 << 16;
const TWO_32 = 2 ** 32;

export interface FloatStream {
  next(): number;
  /** Fills `target` with the next target.length floats and returns it. */
  fill(target: number[]): number[];
}

export function floatStream(seed: string): FloatStream {
  const key = createHash('sha256').update(seed).digest();
  const cipher = createCipheriv('aes-128-ctr', key.subarray(0, 16), key.subarray(16, 32));
  const zeros = Buffer.alloc(CHUNK_BYTES);
  let bytes = cipher.update(zeros);
  let offset = 0;
  const next = () => {
    if (offset === CHUNK_BYTES) {
      bytes = cipher.update(zeros);
      offset = 0;
    }
    const value = bytes.readUInt32BE(offset) / TWO_32;
    offset += 4;
    return value;
  };
  return {
    next,
    fill(target) {
      for (let i = 0; i < target.length; i++) target[i] = next();
      return target;
    },
  };
}

/** The fairness floats of one bet, via node:crypto. */
export function fairnessFloatsSync(serverSeed: string, clientSeed: string, nonce: number, count: number) {
  const floats: number[] = [];
  for (let round = 0; floats.length < count; round++) {
    const bytes = createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}:${round}`).digest();
    for (let offset = 0; offset < 32 && floats.length < count; offset += 4) {
      floats.push(bytes.readUInt32BE(offset) / TWO_32);
    }
  }
  return floats;
}
