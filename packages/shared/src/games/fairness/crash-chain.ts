/**
 * Crash rounds come from a hash chain committed in advance: link[i] = SHA-256(link[i-1]) from a secret
 * seed; the last link is published before any round is played, and rounds reveal the links backwards, so
 * each round's hash hashes to the previous round's (the first round's to the commitment). Nobody, the
 * house included, can pick a round's result after the commitment.
 */
import { floatFromBytes, fromHex, sha256Hex } from './bytes.ts';
import { limboResult } from './outcomes.ts';

/** Crash point in hundredths from a round's hash: the first 4 bytes as a float, as limbo's result. */
export function crashPoint(roundHash: string): number {
  return limboResult(floatFromBytes(fromHex(roundHash.slice(0, 8))));
}

/** The link `steps` hashes after `link`. */
export async function hashForward(link: string, steps: number): Promise<string> {
  let current = link;
  for (let i = 0; i < steps; i++) current = await sha256Hex(current);
  return current;
}

/** Does `roundHash` hash to `previous` (the previous round's hash, or the commitment for the first round)? */
export async function followsInChain(roundHash: string, previous: string): Promise<boolean> {
  return (await sha256Hex(roundHash)) === previous;
}
