/**
 * The provably fair scheme leading crypto casinos publish: result bytes are
 * HMAC-SHA256(key = serverSeed, message = `${clientSeed}:${nonce}:${round}`), read with a cursor, 4 bytes
 * per float. Web Crypto only, so the browser verifies with the very same code the server plays with.
 */

const encoder = new TextEncoder();

/** Bytes per HMAC round and per float. */
export const BYTES_PER_ROUND = 32;
export const BYTES_PER_FLOAT = 4;
export const FLOATS_PER_ROUND = BYTES_PER_ROUND / BYTES_PER_FLOAT;

export interface SeedPair {
  serverSeed: string;
  clientSeed: string;
  nonce: number;
}

function subtle() {
  const api = globalThis.crypto?.subtle;
  if (!api) throw new Error('Web Crypto is not available');
  return api;
}

export function toHex(bytes: Uint8Array): string {
  let hex = '';
  for (const byte of bytes) hex += byte.toString(16).padStart(2, '0');
  return hex;
}

export function fromHex(hex: string): Uint8Array {
  if (!/^(?:[0-9a-f]{2})*$/i.test(hex)) throw new RangeError('not a hex string');
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

/** SHA-256 of a string's UTF-8 bytes, hex. The server seed's hash is published as this. */
export async function sha256Hex(text: string): Promise<string> {
  return toHex(new Uint8Array(await subtle().digest('SHA-256', encoder.encode(text))));
}

async function hmacKey(key: string | Uint8Array) {
  const raw = typeof key === 'string' ? encoder.encode(key) : key;
  return subtle().importKey('raw', raw as Uint8Array<ArrayBuffer>, { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
  ]);
}

type HmacKey = Awaited<ReturnType<typeof hmacKey>>;

async function sign(key: HmacKey, message: string): Promise<Uint8Array> {
  return new Uint8Array(await subtle().sign('HMAC', key, encoder.encode(message)));
}

export async function hmacSha256(key: string | Uint8Array, message: string): Promise<Uint8Array> {
  return sign(await hmacKey(key), message);
}

/** The 32 result bytes of one round. */
export function roundBytes(seeds: SeedPair, round: number): Promise<Uint8Array> {
  return hmacSha256(seeds.serverSeed, roundMessage(seeds, round));
}

/** A float in [0, 1) from 4 bytes: Σ byte_i / 256^(i+1). */
export function floatFromBytes(bytes: Uint8Array, offset = 0): number {
  let value = 0;
  let divisor = 1;
  for (let i = 0; i < BYTES_PER_FLOAT; i++) {
    divisor *= 256;
    value += (bytes[offset + i] ?? 0) / divisor;
  }
  return value;
}

/** How many HMAC rounds `count` floats read. */
export function roundsFor(count: number): number {
  if (!Number.isInteger(count) || count < 0) throw new RangeError('count must be a non-negative integer');
  return Math.ceil(count / FLOATS_PER_ROUND);
}

/** The message HMAC-signed for one round of a bet. */
export const roundMessage = (seeds: SeedPair, round: number) => `${seeds.clientSeed}:${seeds.nonce}:${round}`;

/** The first `count` floats read from the rounds' bytes: the cursor moves 4 bytes per float, 32 per round. */
export function floatsFromRounds(rounds: readonly Uint8Array[], count: number): number[] {
  const floats: number[] = [];
  for (const bytes of rounds) {
    for (let offset = 0; offset < BYTES_PER_ROUND && floats.length < count; offset += BYTES_PER_FLOAT) {
      floats.push(floatFromBytes(bytes, offset));
    }
  }
  return floats;
}

/**
 * The first `count` floats of a bet. Web Crypto, as the browser verifies; the server computes the same
 * bytes with its own synchronous HMAC (see the server's fair-floats.ts) through `floatsFromRounds`.
 */
export async function generateFloats(seeds: SeedPair, count: number): Promise<number[]> {
  const rounds = roundsFor(count);
  // One imported key for every round of the bet: a slot bet with free spins reads dozens of rounds.
  const key = rounds > 0 ? await hmacKey(seeds.serverSeed) : undefined;
  const bytes: Uint8Array[] = [];
  for (let round = 0; key && round < rounds; round++) bytes.push(await sign(key, roundMessage(seeds, round)));
  return floatsFromRounds(bytes, count);
}

/**
 * Draws `count` distinct positions out of `size` (Fisher–Yates driven by the floats): each float picks
 * one of the positions still left. Used where positions are drawn, such as the mines of a mines board.
 */
export function drawPositions(floats: readonly number[], size: number, count: number): number[] {
  if (count > size || count > floats.length) throw new RangeError('not enough floats or positions');
  const left = Array.from({ length: size }, (_, i) => i);
  const drawn: number[] = [];
  for (let i = 0; i < count; i++) {
    const index = Math.floor((floats[i] as number) * left.length);
    drawn.push(left.splice(index, 1)[0] as number);
  }
  return drawn;
}

/** A fresh server seed: 32 random bytes, hex. */
export function newServerSeed(): string {
  const bytes = new Uint8Array(32);
  globalThis.crypto.getRandomValues(bytes);
  return toHex(bytes);
}
