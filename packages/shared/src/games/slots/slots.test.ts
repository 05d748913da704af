import { describe, expect, it } from 'vitest';
import { SLOT_MACHINE_IDS } from '../ids.ts';
import { MULTIPLIER_SCALE } from '../multiplier.ts';
import {
  compileSlotMachine,
  evaluateLine,
  evaluateSlotGrid,
  playSlotBet,
  slotFloatsNeeded,
  slotGrid,
} from './evaluate.ts';
import { deepSpace, neonFruits, pharaohGold, SLOT_MACHINES } from './machines/index.ts';
import type { SlotMachine } from './types.ts';

const LINE_COUNTS = { 'neon-fruits': 10, 'pharaoh-gold': 20, 'deep-space': 25 } as const;

/** Stops of `reel` whose window shows (or does not show) the symbol. */
function stopsShowing(machine: SlotMachine, reel: number, symbol: string, shows = true): number[] {
  const strip = machine.reels[reel] as string;
  const code = machine.symbols.find((s) => s.id === symbol)?.code;
  const result: number[] = [];
  for (let stop = 0; stop < strip.length; stop++) {
    let seen = false;
    for (let row = 0; row < machine.rows; row++) if (strip[(stop + row) % strip.length] === code) seen = true;
    if (seen === shows) result.push(stop);
  }
  return result;
}

/** The float that makes a 32-stop reel stop at `stop`. */
const floatFor = (stop: number, length = 32) => (stop + 0.5) / length;

describe('machine definitions', () => {
  it('has one valid machine per slot id', () => {
    expect(Object.keys(SLOT_MACHINES).sort()).toEqual([...SLOT_MACHINE_IDS].sort());
    for (const machine of Object.values(SLOT_MACHINES)) {
      expect(() => compileSlotMachine(machine)).not.toThrow();
      expect(machine.rows).toBe(3);
      expect(machine.reels).toHaveLength(5);
      // 32 stops: a 32-bit float picks each stop for exactly 2^27 values, so the exact RTP is exact.
      for (const strip of machine.reels) expect(strip).toHaveLength(32);
      expect(machine.paylines).toHaveLength(LINE_COUNTS[machine.id]);
      expect(10_000 % machine.paylines.length).toBe(0);
      expect(new Set(machine.paylines.map((line) => line.join(''))).size).toBe(machine.paylines.length);
      // Display data for the web.
      expect(machine.title.length).toBeGreaterThan(0);
      for (const color of Object.values(machine.theme)) expect(color).toMatch(/^#[0-9a-f]{6}$/);
      for (const symbol of machine.symbols) {
        expect(symbol.glyph.length).toBeGreaterThan(0);
        expect(symbol.name.length).toBeGreaterThan(0);
        expect(symbol.code).toHaveLength(1);
        // Every symbol appears on the reels, and every regular symbol pays on lines (deep space's wild has no
        // pays of its own: it never reaches the first reel).
        expect(machine.reels.some((strip) => strip.includes(symbol.code))).toBe(true);
        if (symbol.id !== machine.scatter && symbol.id !== machine.wild) {
          expect(Object.keys(machine.paytable[symbol.id] ?? {})).not.toHaveLength(0);
        }
      }
      // At most one scatter on screen per reel (scatters at least `rows` stops apart).
      for (let reel = 0; reel < 5; reel++) {
        const code = machine.symbols.find((s) => s.id === machine.scatter)?.code as string;
        const strip = machine.reels[reel] as string;
        for (let stop = 0; stop < 32; stop++) {
          const window = [0, 1, 2].map((row) => strip[(stop + row) % 32]);
          expect(window.filter((c) => c === code).length).toBeLessThanOrEqual(1);
        }
      }
    }
  });

  it('rejects broken definitions', () => {
    expect(() => compileSlotMachine({ ...neonFruits, paylines: neonFruits.paylines.slice(0, 3) })).toThrow(
      /divide/,
    );
    expect(() => compileSlotMachine({ ...neonFruits, reels: ['CCZ', 'CCC', 'CCC', 'CCC', 'CCC'] })).toThrow(
      /unknown/,
    );
    expect(() => compileSlotMachine({ ...neonFruits, wild: 'nope' })).toThrow(/wild/);
    expect(() => compileSlotMachine({ ...neonFruits, paylines: [[0, 0, 0, 0, 3]] })).toThrow(/payline/);
    expect(() => compileSlotMachine({ ...neonFruits, paytable: { star: { 3: 1 } } })).toThrow(/paytable/);
    expect(() => compileSlotMachine({ ...neonFruits, paytable: { cherry: { 3: 1.5 } } })).toThrow(/pays/);
  });

  it('shows rows consecutive stops from the stop, wrapping', () => {
    const grid = slotGrid(neonFruits, [0, 30, 31, 5, 10]);
    const id = (code: string | undefined) => neonFruits.symbols.find((s) => s.code === code)?.id;
    const strip = (reel: number) => neonFruits.reels[reel] as string;
    expect(grid[0]).toEqual([0, 1, 2].map((i) => id(strip(0)[i])));
    expect(grid[1]).toEqual([30, 31, 0].map((i) => id(strip(1)[i])));
    expect(grid[2]).toEqual([31, 0, 1].map((i) => id(strip(2)[i])));
  });
});

describe('line and scatter pays (neon fruits, 10 lines)', () => {
  // Fillers chosen so that no other line wins.
  const base = [
    ['lemon', 'X', 'orange'],
    ['grape', 'X', 'bell'],
    ['melon', 'X', 'seven'],
    ['lemon', 'X', 'orange'],
    ['bell', 'X', 'lemon'],
  ];
  const withMiddle = (middle: string[]) =>
    base.map((column, reel) => [column[0], middle[reel], column[2]] as string[]);

  it('a wild substitutes in a line', () => {
    const spin = evaluateSlotGrid(neonFruits, withMiddle(['cherry', 'joker', 'cherry', 'grape', 'melon']));
    expect(spin.lineWins).toEqual([{ line: 0, symbol: 'cherry', count: 3, pays: 8 }]);
    expect(spin.win).toBe(0.8);
    expect(spin.scatterWin).toBe(0);
    expect(spin.freeSpinsAwarded).toBe(0);
  });

  it('leading wilds take the symbol after them, or pay on their own when that is better', () => {
    const sevens = evaluateSlotGrid(neonFruits, withMiddle(['joker', 'joker', 'seven', 'seven', 'cherry']));
    expect(sevens.lineWins).toContainEqual({ line: 0, symbol: 'seven', count: 4, pays: 200 });
    const jokers = evaluateSlotGrid(neonFruits, withMiddle(['joker', 'joker', 'joker', 'cherry', 'grape']));
    expect(jokers.lineWins).toContainEqual({ line: 0, symbol: 'joker', count: 3, pays: 100 });
    // A tie goes to the symbol: 3 jokers (100) against 5 lemons (100).
    const tie = evaluateSlotGrid(neonFruits, withMiddle(['joker', 'joker', 'joker', 'lemon', 'lemon']));
    expect(tie.lineWins).toContainEqual({ line: 0, symbol: 'lemon', count: 5, pays: 100 });
    const five = evaluateSlotGrid(neonFruits, withMiddle(['joker', 'joker', 'joker', 'joker', 'joker']));
    expect(five.lineWins).toContainEqual({ line: 0, symbol: 'joker', count: 5, pays: 2000 });
  });

  it('a scatter ends a line and never takes a wild', () => {
    const spin = evaluateSlotGrid(neonFruits, withMiddle(['cherry', 'cherry', 'star', 'cherry', 'cherry']));
    expect(spin.lineWins).toEqual([]);
    const starFirst = evaluateSlotGrid(
      neonFruits,
      withMiddle(['star', 'joker', 'joker', 'cherry', 'cherry']),
    );
    expect(starFirst.lineWins).toEqual([]);
  });

  it('scatters pay anywhere, times the total bet, and award free spins', () => {
    const grid = withMiddle(['cherry', 'grape', 'lemon', 'melon', 'orange']);
    (grid[0] as string[])[0] = 'star';
    (grid[2] as string[])[1] = 'star';
    (grid[4] as string[])[2] = 'star';
    const spin = evaluateSlotGrid(neonFruits, grid);
    expect(spin.scatters).toBe(3);
    expect(spin.scatterWin).toBe(2);
    expect(spin.freeSpinsAwarded).toBe(10);
    expect(spin.win).toBe(2);
    // Two scatters pay nothing.
    (grid[4] as string[])[2] = 'lemon';
    expect(evaluateSlotGrid(neonFruits, grid)).toMatchObject({
      scatters: 2,
      scatterWin: 0,
      freeSpinsAwarded: 0,
    });
  });

  it('free spins multiply every win', () => {
    const grid = withMiddle(['cherry', 'joker', 'cherry', 'grape', 'melon']);
    (grid[0] as string[])[0] = 'star';
    (grid[2] as string[])[0] = 'star';
    (grid[3] as string[])[2] = 'star';
    const spin = evaluateSlotGrid(neonFruits, grid, true);
    expect(spin.multiplier).toBe(2);
    expect(spin.lineWins).toEqual([{ line: 0, symbol: 'cherry', count: 3, pays: 16 }]);
    expect(spin.scatterWin).toBe(4);
    expect(spin.win).toBe(16 / 10 + 4);
  });

  it('pays two of a kind where the paytable lists it (pharaoh gold)', () => {
    const compiled = compileSlotMachine(pharaohGold);
    const index = (id: string) => compiled.symbolIds.indexOf(id);
    expect(evaluateLine(compiled, ['eye', 'eye', 'jack', 'queen', 'king'].map(index))).toEqual({
      symbol: index('eye'),
      count: 2,
      pays: 5,
    });
    expect(evaluateLine(compiled, ['jack', 'jack', 'queen', 'queen', 'king'].map(index))).toBeNull();
    expect(evaluateLine(compiled, ['pharaoh', 'pharaoh', 'pyramid', 'eye', 'eye'].map(index))).toEqual({
      symbol: index('pharaoh'),
      count: 2,
      pays: 10,
    });
  });
});

describe('a whole bet', () => {
  const machine = neonFruits;
  const noStar = (reel: number) => stopsShowing(machine, reel, 'star', false)[0] as number;
  const star = (reel: number) => stopsShowing(machine, reel, 'star')[0] as number;
  const quiet = [0, 1, 2, 3, 4].map(noStar);
  const triggering = [star(0), star(1), star(2), noStar(3), noStar(4)];

  function betFloats(spins: number[][]): number[] {
    const floats = new Array<number>(slotFloatsNeeded(machine)).fill(0.123456);
    spins.forEach((stops, spin) => {
      stops.forEach((stop, reel) => {
        floats[spin * 5 + reel] = floatFor(stop);
      });
    });
    return floats;
  }

  it('a paid spin without free spins uses 5 floats', () => {
    const bet = playSlotBet(machine, betFloats([quiet]));
    expect(bet.spins).toHaveLength(1);
    expect(bet.freeSpins).toBe(0);
    expect(bet.spins[0]?.stops).toEqual(quiet);
    expect(bet.spins[0]?.free).toBe(false);
    expect(bet.multiplier).toBe(BigInt(Math.round((bet.spins[0]?.win ?? 0) * 10_000)));
  });

  it('3 scatters play 10 free spins at ×2 from the next floats', () => {
    const spins = [triggering, ...Array.from({ length: 10 }, () => quiet)];
    const bet = playSlotBet(machine, betFloats(spins));
    expect(bet.freeSpins).toBe(10);
    expect(bet.spins).toHaveLength(11);
    expect(bet.spins[0]).toMatchObject({ free: false, scatters: 3, freeSpinsAwarded: 10, multiplier: 1 });
    for (const spin of bet.spins.slice(1))
      expect(spin).toMatchObject({ free: true, multiplier: 2, stops: quiet });
    const units = bet.spins.reduce((sum, spin) => sum + Math.round(spin.win * 10_000), 0);
    expect(bet.multiplier).toBe(BigInt(units));
    expect(bet.totalPays).toBe(units / 10_000);
  });

  it('scatters during free spins retrigger, up to the per-bet cap', () => {
    const retrigger = [triggering, quiet, quiet, triggering, ...Array.from({ length: 17 }, () => quiet)];
    const bet = playSlotBet(machine, betFloats(retrigger));
    expect(bet.freeSpins).toBe(20);
    expect(bet.spins).toHaveLength(21);
    expect(bet.spins[3]).toMatchObject({ free: true, freeSpinsAwarded: 10 });

    const always = Array.from({ length: 51 }, () => triggering);
    const capped = playSlotBet(machine, betFloats(always));
    expect(capped.freeSpins).toBe(machine.freeSpins.maxPerBet);
    expect(capped.spins).toHaveLength(51);
    expect(capped.spins.map((spin) => spin.freeSpinsAwarded).slice(0, 7)).toEqual([10, 10, 10, 10, 10, 0, 0]);
    // The last free spin reads the last floats floatsNeeded allows.
    expect(slotFloatsNeeded(machine)).toBe(5 * 51);
    expect(capped.spins[50]?.stops).toEqual(triggering);
  });

  it('outcomes are JSON-safe and every machine plays any floats', () => {
    for (const machine of [neonFruits, pharaohGold, deepSpace]) {
      const floats = Array.from(
        { length: slotFloatsNeeded(machine) },
        (_, i) => ((i * 0.618034) % 1) as number,
      );
      const bet = playSlotBet(machine, floats);
      const { multiplier, ...rest } = bet;
      expect(JSON.parse(JSON.stringify(rest))).toEqual(rest);
      expect(multiplier % 1n).toBe(0n);
      expect(Number(multiplier) / Number(MULTIPLIER_SCALE)).toBe(bet.totalPays);
      expect(bet.spins[0]?.grid).toHaveLength(5);
      for (const column of bet.spins[0]?.grid ?? []) expect(column).toHaveLength(3);
    }
  });
});
