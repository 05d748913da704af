/**
 * Chi-square goodness of fit of the raw draws from real fairness floats (HMAC-SHA256 via node:crypto,
 * checked against the shared Web Crypto code in engines.test.ts), fixed seeds. A test rejects only at
 * p < 1e-4, so a fair source fails it about once in ten thousand seeds; these seeds are fixed, so it is
 * deterministic.
 */
import { diceRoll, MINES_TILES, minePositions, plinkoPath } from '@casino/shared';
import { describe, expect, it } from 'vitest';
import { fairnessFloatsSync, floatStream } from './test/float-source.ts';
import { chiSquarePValue, chiSquareTest } from './test/stats.ts';

const REJECT_BELOW = 1e-4;
const SERVER_SEED = '3a7bd3e2360a3d29eea436fcfb7e44c735d117c42d1c1835420b6b9942dd4f1b';

/** Merges the outermost bins into their neighbours until every bin expects at least 5 counts. */
function mergeSparseTails(observed: number[], probabilities: number[], total: number) {
  const o = [...observed];
  const p = [...probabilities];
  while (o.length > 2 && (p[0] as number) * total < 5) {
    o.splice(0, 2, (o[0] as number) + (o[1] as number));
    p.splice(0, 2, (p[0] as number) + (p[1] as number));
  }
  while (o.length > 2 && (p[p.length - 1] as number) * total < 5) {
    o.splice(-2, 2, (o[o.length - 2] as number) + (o[o.length - 1] as number));
    p.splice(-2, 2, (p[p.length - 2] as number) + (p[p.length - 1] as number));
  }
  return { observed: o, probabilities: p };
}

function diceBins(float: () => number, rounds: number) {
  // 100 bins of 100 rolls each (0–99, …, 9900–9999) and the roll 10000 on its own.
  const observed = new Array<number>(101).fill(0);
  for (let i = 0; i < rounds; i++) {
    const roll = diceRoll(float());
    const bin = Math.floor(roll / 100);
    observed[bin] = (observed[bin] as number) + 1;
  }
  const probabilities = observed.map((_, bin) => (bin === 100 ? 1 : 100) / 10_001);
  return { observed, probabilities };
}

describe('chi-square helpers', () => {
  it('p-values match published quantiles', () => {
    expect(chiSquarePValue(3.841459, 1)).toBeCloseTo(0.05, 6);
    expect(chiSquarePValue(18.307038, 10)).toBeCloseTo(0.05, 6);
    expect(chiSquarePValue(124.342113, 100)).toBeCloseTo(0.05, 6);
    expect(chiSquarePValue(6.634897, 1)).toBeCloseTo(0.01, 6);
    expect(chiSquarePValue(2, 2)).toBeCloseTo(Math.exp(-1), 12); // df 2: p = e^(−x/2)
    expect(chiSquarePValue(0, 5)).toBe(1);
  });
});

describe('distributions from the fairness floats', () => {
  it('dice rolls are uniform over 0.00–100.00', () => {
    let nonce = 0;
    const rounds = 100_000;
    const { observed, probabilities } = diceBins(
      () => fairnessFloatsSync(SERVER_SEED, 'dice', nonce++, 1)[0] as number,
      rounds,
    );
    const { p } = chiSquareTest(observed, probabilities);
    expect(p).toBeGreaterThan(REJECT_BELOW);
  });

  it('the test can fail: a skewed float source is rejected', () => {
    const stream = floatStream('skew');
    const { observed, probabilities } = diceBins(() => stream.next() ** 1.02, 200_000);
    expect(chiSquareTest(observed, probabilities).p).toBeLessThan(REJECT_BELOW);
  });

  it('every tile is equally likely to hold a mine', () => {
    for (const mines of [1, 5, 20]) {
      const counts = new Array<number>(MINES_TILES).fill(0);
      for (let nonce = 0; nonce < 20_000; nonce++) {
        for (const tile of minePositions(
          fairnessFloatsSync(SERVER_SEED, `mines-${mines}`, nonce, mines),
          mines,
        )) {
          counts[tile] = (counts[tile] as number) + 1;
        }
      }
      // Each board puts `mines` mines on 25 tiles: every tile expects mines / 25 of the placements.
      const { p } = chiSquareTest(counts, new Array(MINES_TILES).fill(1 / MINES_TILES));
      expect(p).toBeGreaterThan(REJECT_BELOW);
    }
  });

  it('the first mine is uniform, and so is the last of 24 (position by draw order)', () => {
    const first = new Array<number>(MINES_TILES).fill(0);
    const last = new Array<number>(MINES_TILES).fill(0);
    for (let nonce = 0; nonce < 15_000; nonce++) {
      const board = minePositions(fairnessFloatsSync(SERVER_SEED, 'order', nonce, 24), 24);
      first[board[0] as number] = (first[board[0] as number] as number) + 1;
      last[board[23] as number] = (last[board[23] as number] as number) + 1;
    }
    expect(chiSquareTest(first, new Array(MINES_TILES).fill(1 / MINES_TILES)).p).toBeGreaterThan(
      REJECT_BELOW,
    );
    expect(chiSquareTest(last, new Array(MINES_TILES).fill(1 / MINES_TILES)).p).toBeGreaterThan(REJECT_BELOW);
  });

  it('plinko slots follow the binomial distribution', () => {
    for (const rows of [8, 12, 16]) {
      const rounds = 40_000;
      const observed = new Array<number>(rows + 1).fill(0);
      for (let nonce = 0; nonce < rounds; nonce++) {
        const { slot } = plinkoPath(fairnessFloatsSync(SERVER_SEED, `plinko-${rows}`, nonce, rows), rows);
        observed[slot] = (observed[slot] as number) + 1;
      }
      let coefficient = 1;
      const probabilities = observed.map((_, k) => {
        const probability = coefficient / 2 ** rows;
        coefficient = (coefficient * (rows - k)) / (k + 1);
        return probability;
      });
      const merged = mergeSparseTails(observed, probabilities, rounds);
      const { p } = chiSquareTest(merged.observed, merged.probabilities);
      expect(p).toBeGreaterThan(REJECT_BELOW);
    }
  });
});
