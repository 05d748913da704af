import {
  compileSlotMachine,
  evaluateSlotGrid,
  MULTIPLIER_SCALE,
  PAYLINES_5X3,
  playSlotBet,
  SLOT_MACHINES,
  type SlotMachine,
  slotFloatsNeeded,
  slotGrid,
  slotParams,
} from '@casino/shared';
import { describe, expect, it } from 'vitest';
import { type Fraction, fraction, toNumber } from '../fraction.ts';
import { floatStream } from '../test/float-source.ts';
import { RunningStats } from '../test/stats.ts';
import { slotEngine, slotEngines, slotMaxMultiplier } from './engine.ts';
import { expectedFreeSpins, slotRtp } from './exact-rtp.ts';
import { maxSpinWin } from './max-win.ts';

/** Pinned exact RTPs (the fractions themselves run to hundreds of digits). */
const EXACT_RTP = {
  'neon-fruits': 0.9647511444410839,
  'pharaoh-gold': 0.9630141331242116,
  'deep-space': 0.9637301682239449,
} as const;

/** A small machine every stop combination of which can be walked (6^5 = 7776). */
const toy: SlotMachine = {
  id: 'neon-fruits',
  title: 'Toy',
  theme: { background: '#000000', reels: '#000000', accent: '#000000', text: '#000000' },
  symbols: [
    { id: 'a', code: 'a', name: 'A', glyph: 'a' },
    { id: 'b', code: 'b', name: 'B', glyph: 'b' },
    { id: 'c', code: 'c', name: 'C', glyph: 'c' },
    { id: 'w', code: 'w', name: 'Wild', glyph: 'w' },
    { id: 's', code: 's', name: 'Scatter', glyph: 's' },
  ],
  wild: 'w',
  scatter: 's',
  rows: 3,
  reels: ['aabcws', 'abbcsa', 'wacbsb', 'aacbsw', 'bcsaab'],
  paylines: PAYLINES_5X3.slice(0, 5),
  paytable: {
    a: { 3: 2, 4: 5, 5: 20 },
    b: { 2: 1, 3: 4, 4: 10, 5: 40 },
    c: { 3: 10, 4: 30, 5: 100 },
    w: { 3: 25, 4: 80, 5: 400 },
  },
  scatterPays: { 2: 1, 3: 5, 5: 50 },
  freeSpins: { awards: { 3: 3, 4: 5 }, multiplier: 3, retrigger: true, maxPerBet: 7 },
};

function everyStop(machine: SlotMachine, visit: (stops: number[]) => void) {
  const lengths = machine.reels.map((strip) => strip.length);
  const stops = lengths.map(() => 0);
  for (;;) {
    visit(stops);
    let reel = lengths.length - 1;
    while (reel >= 0 && stops[reel] === (lengths[reel] as number) - 1) stops[reel--] = 0;
    if (reel < 0) return;
    stops[reel] = (stops[reel] as number) + 1;
  }
}

const add = (a: Fraction, b: Fraction) =>
  fraction(a.numerator * b.denominator + b.numerator * a.denominator, a.denominator * b.denominator);
const times = (a: Fraction, b: Fraction) =>
  fraction(a.numerator * b.numerator, a.denominator * b.denominator);

/** E[T] by backward recursion over (played, awarded): an independent formulation of the forward chain. */
function expectedFreeSpinsBackward(machine: SlotMachine): Fraction {
  const compiled = compileSlotMachine(machine);
  const { scatterCombinations, combinations } = slotRtp(machine);
  const cap = machine.freeSpins.maxPerBet;
  const award = (scatters: number) => compiled.freeSpinAwards[scatters] ?? 0;
  const memo = new Map<string, Fraction>();
  const from = (played: number, awarded: number): Fraction => {
    if (played === awarded) return fraction(BigInt(awarded), 1n);
    const key = `${played}:${awarded}`;
    const known = memo.get(key);
    if (known) return known;
    let total = fraction(0n, 1n);
    scatterCombinations.forEach((ways, scatters) => {
      if (ways === 0n) return;
      const next = machine.freeSpins.retrigger ? Math.min(cap, awarded + award(scatters)) : awarded;
      total = add(total, times(fraction(ways, combinations), from(played + 1, next)));
    });
    memo.set(key, total);
    return total;
  };
  let total = fraction(0n, 1n);
  scatterCombinations.forEach((ways, scatters) => {
    if (ways === 0n) return;
    total = add(total, times(fraction(ways, combinations), from(0, Math.min(cap, award(scatters)))));
  });
  return total;
}

describe('exact slot RTP', () => {
  it('matches a brute-force walk over every stop of a small machine', () => {
    const breakdown = slotRtp(toy);
    let units = 0n;
    let most = 0;
    const scatters = new Array<bigint>(16).fill(0n);
    everyStop(toy, (stops) => {
      const spin = evaluateSlotGrid(toy, slotGrid(toy, stops));
      const spinUnits = Math.round(spin.win * 10_000);
      units += BigInt(spinUnits);
      most = Math.max(most, spinUnits);
      scatters[spin.scatters] = (scatters[spin.scatters] as bigint) + 1n;
    });
    expect(breakdown.combinations).toBe(7776n);
    expect(breakdown.scatterCombinations).toEqual(scatters);
    const spin = fraction(units, 7776n * MULTIPLIER_SCALE);
    expect(breakdown.spinRtp).toBeCloseTo(toNumber(spin), 14);
    expect(breakdown.lineRtp + breakdown.scatterRtp).toBeCloseTo(breakdown.spinRtp, 14);
    expect(maxSpinWin(toy)).toBe(most);
  });

  it('E[free spins] of a coin: a spin awards one free spin on heads, at most 3 per bet', () => {
    // T = 0, 1, 2, 3 with probability 1/2, 1/4, 1/8, 1/8 (the cap stops the fourth): E[T] = 7/8.
    expect(expectedFreeSpins([1n, 1n], 2n, [0, 1], true, 3)).toEqual({ numerator: 7n, denominator: 8n });
    // Without retriggers only the paid spin awards.
    expect(expectedFreeSpins([1n, 1n], 2n, [0, 1], false, 3)).toEqual({ numerator: 1n, denominator: 2n });
    // An award of 5 is cut to the cap of 3.
    expect(expectedFreeSpins([1n, 1n], 2n, [0, 5], false, 3)).toEqual({ numerator: 3n, denominator: 2n });
  });

  it('E[free spins] equals the backward recursion, exactly', () => {
    for (const machine of [
      toy,
      { ...toy, freeSpins: { ...toy.freeSpins, retrigger: false } },
      ...Object.values(SLOT_MACHINES),
    ]) {
      expect(slotRtp(machine).expectedFreeSpins).toEqual(expectedFreeSpinsBackward(machine));
    }
  });

  it('E[free spins] with a far cap tends to P(trigger) × N / (1 − P(trigger) × N)', () => {
    // Neon fruits awards 10 spins on 3+ stars, retriggered alike: a branching process.
    const machine = SLOT_MACHINES['neon-fruits'];
    const { triggerChance } = slotRtp(machine);
    const uncapped = (triggerChance * 10) / (1 - triggerChance * 10);
    const far = { ...machine, freeSpins: { ...machine.freeSpins, maxPerBet: 400 } };
    expect(toNumber(slotRtp(far).expectedFreeSpins)).toBeCloseTo(uncapped, 12);
    // The cap of 50 costs a little, and the recursion shows it.
    expect(toNumber(slotRtp(machine).expectedFreeSpins)).toBeLessThan(uncapped);
    expect(toNumber(slotRtp(machine).expectedFreeSpins)).toBeGreaterThan(uncapped - 1e-4);
    // No retrigger: E[T] is simply Σ P(k scatters) × award(k).
    const once = { ...machine, freeSpins: { ...machine.freeSpins, retrigger: false } };
    expect(toNumber(slotRtp(once).expectedFreeSpins)).toBeCloseTo(triggerChance * 10, 14);
  });

  it('pins each machine between 95 % and 97.5 %', () => {
    for (const machine of Object.values(SLOT_MACHINES)) {
      const { rtp, exact, spinRtp, freeSpinsRtp } = slotRtp(machine);
      expect(rtp).toBeCloseTo(EXACT_RTP[machine.id], 13);
      expect(rtp).toBeGreaterThan(0.95);
      expect(rtp).toBeLessThan(0.975);
      expect(rtp).toBeCloseTo(spinRtp + freeSpinsRtp, 13);
      // All strips are 32 stops: the exact RTP is a dyadic fraction.
      expect(exact.denominator & (exact.denominator - 1n)).toBe(0n);
      expect(slotEngines[machine.id].rtp({})).toBe(rtp);
      expect(slotEngines[machine.id].catalogRtp).toBe(rtp);
    }
  });

  it('the max multiplier bounds every bet', () => {
    for (const machine of Object.values(SLOT_MACHINES)) {
      const { multiplier, maxPerBet } = machine.freeSpins;
      expect(slotMaxMultiplier(machine)).toBe(BigInt(maxSpinWin(machine) * (1 + multiplier * maxPerBet)));
    }
    expect(maxSpinWin(SLOT_MACHINES['neon-fruits'])).toBe(2_195_000); // 219.5×
  });
});

describe('slot engines', () => {
  it('play the whole bet from floatsNeeded floats', () => {
    for (const machine of Object.values(SLOT_MACHINES)) {
      const engine = slotEngine(machine);
      expect(engine.id).toBe(machine.id);
      expect(engine.params).toBe(slotParams);
      expect(engine.floatsNeeded({})).toBe(slotFloatsNeeded(machine));
      const stream = floatStream(`engine ${machine.id}`);
      const floats = stream.fill(new Array(engine.floatsNeeded({})).fill(0));
      const result = engine.play({}, floats);
      const bet = playSlotBet(machine, floats);
      expect(result.multiplier).toBe(bet.multiplier);
      expect(result.outcome).toEqual({
        machine: machine.id,
        spins: bet.spins,
        freeSpins: bet.freeSpins,
        totalPays: bet.totalPays,
      });
      expect(JSON.parse(JSON.stringify(result.outcome))).toEqual(result.outcome);
    }
  });
});

describe('exact slot RTP against long simulations', () => {
  const BETS = 200_000;

  for (const machine of Object.values(SLOT_MACHINES)) {
    it(`${machine.id}: |z| < 4 for the bet, the paid spin, the trigger rate and the free spins`, () => {
      const exact = slotRtp(machine);
      const stream = floatStream(`slots ${machine.id}`);
      const floats = stream.fill(new Array<number>(slotFloatsNeeded(machine)).fill(0));
      const bets = new RunningStats();
      const paid = new RunningStats();
      const triggers = new RunningStats();
      const freeSpins = new RunningStats();
      let most = 0n;
      for (let i = 0; i < BETS; i++) {
        const bet = playSlotBet(machine, floats);
        bets.add(bet.totalPays);
        const first = bet.spins[0];
        paid.add(first?.win ?? 0);
        triggers.add((first?.freeSpinsAwarded ?? 0) > 0 ? 1 : 0);
        freeSpins.add(bet.freeSpins);
        if (bet.multiplier > most) most = bet.multiplier;
        // Fresh floats where this bet read them; unread ones stay unseen, so every bet reads fresh floats.
        for (let j = 0; j < 5 * (1 + bet.freeSpins); j++) floats[j] = stream.next();
      }
      expect(Math.abs(bets.z(exact.rtp))).toBeLessThan(4);
      expect(Math.abs(paid.z(exact.spinRtp))).toBeLessThan(4);
      expect(Math.abs(triggers.z(exact.triggerChance))).toBeLessThan(4);
      expect(Math.abs(freeSpins.z(toNumber(exact.expectedFreeSpins)))).toBeLessThan(4);
      expect(most).toBeLessThanOrEqual(slotMaxMultiplier(machine));
    });
  }
});
