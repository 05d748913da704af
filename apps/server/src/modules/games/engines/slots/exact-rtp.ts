/**
 * Exact RTP of a slot machine, free spins included.
 *
 * Each reel stops uniformly and independently (strips of 32 stops: a 32-bit float picks each stop for
 * exactly 2^27 of its values), so the exact figure is an expectation over the Π(strip lengths)
 * combinations of stops. It is taken without visiting all 2^25 of them:
 *
 * - Lines. A payline reads one fixed row per reel, and a uniformly chosen stop puts every stop of the strip
 *   on that row equally often, so the symbols a line reads are independent across reels with the strips'
 *   symbol counts as weights, whatever the line. Every line therefore has the same expected pay,
 *   E[line] = Σ over symbol tuples of Π count_r(s_r) × pay(s) / Π length_r, and the spin's expected line
 *   win, Σ over lines of E[line] / lines, is E[line] itself.
 * - Scatters. The number of scatters a reel shows depends only on its own stop; the screen's count is the
 *   convolution of the per-reel counts. That gives the scatter pays and the free-spin awards.
 * - Free spins. Every free spin reads fresh floats and is played only because of earlier spins, so its
 *   expected win is E[spin] × multiplier whatever happened before, and the expected free-spin win is
 *   E[T] × multiplier × E[spin] where T is the number of free spins played. T follows a Markov chain on
 *   (spins played, spins awarded): a spin awards more (retriggers) per the scatter distribution, and the
 *   award is cut at the per-bet cap. E[T] is summed exactly over the chain's at most cap² states.
 *
 * So RTP = E[spin] × (1 + multiplier × E[T]), a fraction of bigints. slots.test.ts checks the line and
 * scatter parts against a brute-force enumeration of every stop of a small machine, and the whole against
 * long simulations of real bets.
 */
import { compileSlotMachine, evaluateLine, type SlotMachine } from '@casino/shared';
import { type Fraction, fraction, toNumber } from '../fraction.ts';

export interface SlotRtpBreakdown {
  /** Π strip lengths: the equally likely outcomes of one spin. */
  combinations: bigint;
  /** Stop combinations by the number of scatters they show (index = scatters). */
  scatterCombinations: bigint[];
  /** Expected line win of one spin in total-bet units (= expected pay of one line in line-bet units). */
  lineRtp: number;
  /** Expected scatter win of one spin, total-bet units. */
  scatterRtp: number;
  /** Expected win of the paid spin: lineRtp + scatterRtp. */
  spinRtp: number;
  /** Chance that a spin awards free spins. */
  triggerChance: number;
  /** Expected free spins played per bet, the cap included. */
  expectedFreeSpins: Fraction;
  /** Expected free-spin win per bet. */
  freeSpinsRtp: number;
  /** The machine's RTP, exact. */
  exact: Fraction;
  rtp: number;
}

/** Σ over symbol tuples of Π counts × line pay: the numerator of E[line] over Π strip lengths. */
function lineNumerator(machine: SlotMachine): bigint {
  const compiled = compileSlotMachine(machine);
  const counts = compiled.strips.map((strip) => {
    const perSymbol = new Array<number>(compiled.symbolIds.length).fill(0);
    for (const symbol of strip) perSymbol[symbol] = (perSymbol[symbol] as number) + 1;
    return perSymbol.flatMap((count, symbol) => (count > 0 ? [{ symbol, count }] : []));
  });
  const tuple = new Uint8Array(counts.length);
  // Weights stay below 2^53: Σ weights = Π lengths (2^25 for 5 reels of 32) and pays are small integers.
  let total = 0;
  const visit = (reel: number, weight: number) => {
    if (reel === counts.length) {
      const hit = evaluateLine(compiled, tuple);
      if (hit) total += weight * hit.pays;
      return;
    }
    for (const { symbol, count } of counts[reel] as { symbol: number; count: number }[]) {
      tuple[reel] = symbol;
      visit(reel + 1, weight * count);
    }
  };
  visit(0, 1);
  if (!Number.isSafeInteger(total)) throw new RangeError(`${machine.id}: line sum out of range`);
  return BigInt(total);
}

/** Stop combinations by scatters on the screen: per-reel counts convolved. */
function scatterDistribution(machine: SlotMachine): bigint[] {
  const compiled = compileSlotMachine(machine);
  let distribution = [1n];
  for (const strip of compiled.strips) {
    const perReel = new Array<bigint>(compiled.rows + 1).fill(0n);
    for (let stop = 0; stop < strip.length; stop++) {
      let shown = 0;
      for (let row = 0; row < compiled.rows; row++) {
        if (strip[(stop + row) % strip.length] === compiled.scatter) shown++;
      }
      perReel[shown] = (perReel[shown] as bigint) + 1n;
    }
    const next = new Array<bigint>(distribution.length + compiled.rows).fill(0n);
    distribution.forEach((ways, before) => {
      perReel.forEach((reelWays, shown) => {
        next[before + shown] = (next[before + shown] as bigint) + ways * reelWays;
      });
    });
    distribution = next;
  }
  return distribution;
}

/**
 * E[T], T = free spins played in one bet (D = combinations of one spin). After the paid spin and `played`
 * free spins, mass[a] is the weight, over D^(played + 1), of "a free spins awarded so far"; a state with
 * a = played is final and adds played × its probability to E[T]. Sums over D^(cap + 1).
 */
export function expectedFreeSpins(
  scatterCombinations: readonly bigint[],
  combinations: bigint,
  awards: ArrayLike<number>,
  retrigger: boolean,
  cap: number,
): Fraction {
  const awardFor = (scatters: number) => Math.min(awards[scatters] ?? 0, cap);
  // mass[a] = weight of "a free spins awarded" after the paid spin and `played` free spins.
  let mass = new Array<bigint>(cap + 1).fill(0n);
  scatterCombinations.forEach((ways, scatters) => {
    const awarded = awardFor(scatters);
    mass[awarded] = (mass[awarded] as bigint) + ways;
  });
  let numerator = 0n;
  for (let played = 0; played <= cap; played++) {
    // Final states: every awarded spin has been played.
    numerator += BigInt(played) * (mass[played] as bigint) * combinations ** BigInt(cap - played);
    if (played === cap) break;
    const next = new Array<bigint>(cap + 1).fill(0n);
    for (let awarded = played + 1; awarded <= cap; awarded++) {
      const weight = mass[awarded] as bigint;
      if (weight === 0n) continue;
      scatterCombinations.forEach((ways, scatters) => {
        const after = retrigger ? Math.min(cap, awarded + awardFor(scatters)) : awarded;
        next[after] = (next[after] as bigint) + weight * ways;
      });
    }
    mass = next;
  }
  return fraction(numerator, combinations ** BigInt(cap + 1));
}

const cache = new WeakMap<SlotMachine, SlotRtpBreakdown>();

export function slotRtp(machine: SlotMachine): SlotRtpBreakdown {
  const cached = cache.get(machine);
  if (cached) return cached;
  const compiled = compileSlotMachine(machine);
  const combinations = compiled.strips.reduce((product, strip) => product * BigInt(strip.length), 1n);
  const line = lineNumerator(machine);
  const scatterCombinations = scatterDistribution(machine);
  let scatter = 0n;
  let triggering = 0n;
  scatterCombinations.forEach((ways, scatters) => {
    scatter += ways * BigInt(compiled.scatterPays[scatters] ?? 0);
    if ((compiled.freeSpinAwards[scatters] ?? 0) > 0) triggering += ways;
  });
  const spin = line + scatter; // over `combinations`
  const { multiplier, retrigger, maxPerBet } = machine.freeSpins;
  const freeSpins = expectedFreeSpins(
    scatterCombinations,
    combinations,
    compiled.freeSpinAwards,
    retrigger,
    maxPerBet,
  );
  // RTP = spin / D × (1 + multiplier × E[T])
  const exact = fraction(
    spin * (freeSpins.denominator + BigInt(multiplier) * freeSpins.numerator),
    combinations * freeSpins.denominator,
  );
  const breakdown: SlotRtpBreakdown = {
    combinations,
    scatterCombinations,
    lineRtp: toNumber(fraction(line, combinations)),
    scatterRtp: toNumber(fraction(scatter, combinations)),
    spinRtp: toNumber(fraction(spin, combinations)),
    triggerChance: toNumber(fraction(triggering, combinations)),
    expectedFreeSpins: freeSpins,
    freeSpinsRtp: toNumber(
      fraction(spin * BigInt(multiplier) * freeSpins.numerator, combinations * freeSpins.denominator),
    ),
    exact,
    rtp: toNumber(exact),
  };
  cache.set(machine, breakdown);
  return breakdown;
}
