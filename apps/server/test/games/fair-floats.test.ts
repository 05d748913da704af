import { randomBytes, randomInt } from 'node:crypto';
import { generateFloats, newServerSeed } from '@casino/shared';
import { describe, expect, it } from 'vitest';
import { fairFloats } from '../../src/modules/games/fair-floats.ts';

describe('fairFloats', () => {
  it('reads the very floats the shared Web Crypto verifier reads, across rounds', async () => {
    for (const count of [0, 1, 7, 8, 9, 16, 17, 100]) {
      const seeds = {
        serverSeed: newServerSeed(),
        clientSeed: randomBytes(randomInt(1, 40)).toString('base64url'),
        nonce: randomInt(0, 2 ** 31),
      };
      const floats = fairFloats(seeds, count);
      expect(floats).toHaveLength(count);
      expect(floats).toEqual(await generateFloats(seeds, count));
    }
  });

  it('refuses a count that is not a whole number of floats', () => {
    const seeds = { serverSeed: newServerSeed(), clientSeed: 'c', nonce: 0 };
    expect(() => fairFloats(seeds, -1)).toThrow(RangeError);
    expect(() => fairFloats(seeds, 1.5)).toThrow(RangeError);
  });
});
