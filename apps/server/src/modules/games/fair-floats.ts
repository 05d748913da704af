import { createHmac } from 'node:crypto';
import { floatsFromRounds, roundMessage, roundsFor, type SeedPair } from '@casino/shared';

/**
 * A bet's floats with node's HMAC, synchronously: the same bytes as the shared Web Crypto
 * `generateFloats` the browser verifies with (test/games/fair-floats.test.ts holds them equal), without a
 * crypto job and a promise per round on every bet.
 */
export function fairFloats(seeds: SeedPair, count: number): number[] {
  const rounds: Uint8Array[] = [];
  for (let round = 0; round < roundsFor(count); round++) {
    rounds.push(createHmac('sha256', seeds.serverSeed).update(roundMessage(seeds, round)).digest());
  }
  return floatsFromRounds(rounds, count);
}
