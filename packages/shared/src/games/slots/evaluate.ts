/**
 * The pure spin evaluation the server plays with and the browser replays: reel stops from floats, the
 * grid, line wins (wild substitutes, leftmost reel first), scatter wins and the free-spin sequence.
 */
import { reelStops } from '../fairness/outcomes.ts';
import { MULTIPLIER_SCALE } from '../multiplier.ts';
import type { PaysByCount, SlotBetResult, SlotLineWin, SlotMachine, SlotSpinResult } from './types.ts';

/** A machine turned into index arrays so a spin costs a few array reads per line. */
export interface CompiledSlotMachine {
  machine: SlotMachine;
  /** Symbol ids by index. */
  symbolIds: readonly string[];
  /** Symbol index per stop, per reel. */
  strips: readonly Uint8Array[];
  wild: number;
  scatter: number;
  rows: number;
  paylines: readonly Uint8Array[];
  /** Line pays by symbol index, then by count (0..reels). */
  linePays: readonly Int32Array[];
  /** Scatter pays and free-spin awards by scatters on the screen (0..reels × rows). */
  scatterPays: Int32Array;
  freeSpinAwards: Int32Array;
  /** 10^4 / paylines: one line-bet unit at the multiplier scale. */
  lineUnit: number;
}

export interface LineHit {
  symbol: number;
  count: number;
  pays: number;
}

const compiled = new WeakMap<SlotMachine, CompiledSlotMachine>();
const SCALE = Number(MULTIPLIER_SCALE);

function isWholeNumber(value: unknown, min = 0): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= min;
}

/** "Highest listed count ≤ seen" as a table from 0 to `max`. */
function byCountTable(pays: PaysByCount, max: number, what: string): Int32Array {
  const table = new Int32Array(max + 1);
  for (const [count, value] of Object.entries(pays)) {
    if (!isWholeNumber(Number(count), 1) || !isWholeNumber(value)) throw new RangeError(`bad ${what}`);
  }
  let current = 0;
  for (let count = 0; count <= max; count++) {
    const listed = pays[count];
    if (listed !== undefined) current = listed;
    table[count] = current;
  }
  return table;
}

/** Checks a machine definition and compiles it (once per machine object). */
export function compileSlotMachine(machine: SlotMachine): CompiledSlotMachine {
  const cached = compiled.get(machine);
  if (cached) return cached;
  const reelCount = machine.reels.length;
  const symbolIds = machine.symbols.map((symbol) => symbol.id);
  const byCode = new Map(machine.symbols.map((symbol, index) => [symbol.code, index]));
  if (byCode.size !== symbolIds.length || new Set(symbolIds).size !== symbolIds.length) {
    throw new RangeError(`${machine.id}: symbol ids and codes must be unique`);
  }
  if (symbolIds.length > 255) throw new RangeError(`${machine.id}: too many symbols`);
  const strips = machine.reels.map((strip, reel) =>
    Uint8Array.from(strip, (code) => {
      const index = byCode.get(code);
      if (index === undefined) throw new RangeError(`${machine.id}: unknown code ${code} on reel ${reel}`);
      return index;
    }),
  );
  if (strips.some((strip) => strip.length < machine.rows)) throw new RangeError(`${machine.id}: short strip`);
  const wild = symbolIds.indexOf(machine.wild);
  const scatter = symbolIds.indexOf(machine.scatter);
  if (wild < 0 || scatter < 0 || wild === scatter) throw new RangeError(`${machine.id}: wild and scatter`);
  const paylines = machine.paylines.map((line) => {
    if (line.length !== reelCount || line.some((row) => !isWholeNumber(row) || row >= machine.rows)) {
      throw new RangeError(`${machine.id}: bad payline ${line.join(',')}`);
    }
    return Uint8Array.from(line);
  });
  if (paylines.length === 0 || SCALE % paylines.length !== 0) {
    throw new RangeError(`${machine.id}: the payline count must divide 10^4`);
  }
  for (const symbol of Object.keys(machine.paytable)) {
    if (!symbolIds.includes(symbol) || symbol === machine.scatter) {
      throw new RangeError(`${machine.id}: paytable symbol ${symbol}`);
    }
  }
  const linePays = symbolIds.map((id) => {
    const pays = machine.paytable[id] ?? {};
    const table = new Int32Array(reelCount + 1);
    for (const [count, value] of Object.entries(pays)) {
      if (!isWholeNumber(Number(count), 1) || Number(count) > reelCount || !isWholeNumber(value)) {
        throw new RangeError(`${machine.id}: bad pays of ${id}`);
      }
      table[Number(count)] = value;
    }
    return table;
  });
  const { freeSpins } = machine;
  if (!isWholeNumber(freeSpins.multiplier, 1) || !isWholeNumber(freeSpins.maxPerBet)) {
    throw new RangeError(`${machine.id}: bad free-spin settings`);
  }
  const cells = reelCount * machine.rows;
  const result: CompiledSlotMachine = {
    machine,
    symbolIds,
    strips,
    wild,
    scatter,
    rows: machine.rows,
    paylines,
    linePays,
    scatterPays: byCountTable(machine.scatterPays, cells, `${machine.id} scatter pays`),
    freeSpinAwards: byCountTable(freeSpins.awards, cells, `${machine.id} free-spin awards`),
    lineUnit: SCALE / paylines.length,
  };
  compiled.set(machine, result);
  return result;
}

/**
 * The pay of one line given its symbols (indices, leftmost reel first). The line pays the better of the
 * leading wilds on their own and the first other symbol continued by itself or wilds. A scatter ends a line.
 */
export function evaluateLine(machine: CompiledSlotMachine, symbols: ArrayLike<number>): LineHit | null {
  const { wild, scatter, linePays } = machine;
  const length = symbols.length;
  let wilds = 0;
  while (wilds < length && symbols[wilds] === wild) wilds++;
  const wildPays = (linePays[wild] as Int32Array)[wilds] as number;
  const first = symbols[wilds];
  if (first === undefined || first === scatter) {
    return wildPays > 0 ? { symbol: wild, count: wilds, pays: wildPays } : null;
  }
  let count = wilds + 1;
  while (count < length && (symbols[count] === first || symbols[count] === wild)) count++;
  const pays = (linePays[first] as Int32Array)[count] as number;
  if (pays > 0 && pays >= wildPays) return { symbol: first, count, pays };
  return wildPays > 0 ? { symbol: wild, count: wilds, pays: wildPays } : null;
}

/** Symbol indices per reel, top to bottom, for the given stops. */
export function compiledGrid(machine: CompiledSlotMachine, stops: readonly number[]): number[][] {
  const grid: number[][] = [];
  for (let reel = 0; reel < machine.strips.length; reel++) {
    const strip = machine.strips[reel] as Uint8Array;
    const stop = stops[reel] as number;
    const column: number[] = [];
    for (let row = 0; row < machine.rows; row++) column.push(strip[(stop + row) % strip.length] as number);
    grid.push(column);
  }
  return grid;
}

function countScatters(machine: CompiledSlotMachine, grid: readonly (readonly number[])[]): number {
  let scatters = 0;
  for (const column of grid) for (const symbol of column) if (symbol === machine.scatter) scatters++;
  return scatters;
}

interface GridEvaluation {
  lineWins: { line: number; hit: LineHit }[];
  /** Σ line pays in line-bet units, before the spin multiplier. */
  linePays: number;
  scatters: number;
}

function evaluateCompiledGrid(
  machine: CompiledSlotMachine,
  grid: readonly (readonly number[])[],
): GridEvaluation {
  const lineWins: GridEvaluation['lineWins'] = [];
  const symbols: number[] = new Array(grid.length).fill(0);
  let linePays = 0;
  for (let line = 0; line < machine.paylines.length; line++) {
    const payline = machine.paylines[line] as Uint8Array;
    for (let reel = 0; reel < grid.length; reel++) {
      symbols[reel] = (grid[reel] as number[])[payline[reel] as number] as number;
    }
    const hit = evaluateLine(machine, symbols);
    if (hit) {
      lineWins.push({ line, hit });
      linePays += hit.pays;
    }
  }
  return { lineWins, linePays, scatters: countScatters(machine, grid) };
}

/** A spin's win at the 10^4 scale: multiplier × (Σ line pays / paylines + scatter pays). */
function spinUnits(machine: CompiledSlotMachine, linePays: number, scatters: number, multiplier: number) {
  return multiplier * (linePays * machine.lineUnit + (machine.scatterPays[scatters] as number) * SCALE);
}

function spinResult(
  machine: CompiledSlotMachine,
  stops: number[],
  grid: readonly (readonly number[])[],
  free: boolean,
  freeSpinsAwarded: number,
): { result: SlotSpinResult; units: number } {
  const multiplier = free ? machine.machine.freeSpins.multiplier : 1;
  const evaluation = evaluateCompiledGrid(machine, grid);
  const units = spinUnits(machine, evaluation.linePays, evaluation.scatters, multiplier);
  const lineWins: SlotLineWin[] = [];
  for (const { line, hit } of evaluation.lineWins) {
    lineWins.push({
      line,
      symbol: machine.symbolIds[hit.symbol] as string,
      count: hit.count,
      pays: hit.pays * multiplier,
    });
  }
  return {
    units,
    result: {
      stops,
      grid: grid.map((column) => column.map((symbol) => machine.symbolIds[symbol] as string)),
      lineWins,
      scatterWin: (machine.scatterPays[evaluation.scatters] as number) * multiplier,
      scatters: evaluation.scatters,
      freeSpinsAwarded,
      free,
      multiplier,
      win: units / SCALE,
    },
  };
}

/** Free spins a spin with `scatters` scatters awards, cut so the bet stays within the per-bet cap. */
function awardFor(machine: CompiledSlotMachine, scatters: number, free: boolean, awardedSoFar: number) {
  const { retrigger, maxPerBet } = machine.machine.freeSpins;
  if (free && !retrigger) return 0;
  return Math.min(machine.freeSpinAwards[scatters] as number, maxPerBet - awardedSoFar);
}

/** Floats one bet may use: one per reel for the paid spin and for each free spin up to the cap. */
export function slotFloatsNeeded(machine: SlotMachine): number {
  return machine.reels.length * (1 + machine.freeSpins.maxPerBet);
}

/**
 * Plays a whole bet: the paid spin from the first floats (one per reel), then, while free spins are left,
 * one free spin from each next group of floats.
 */
export function playSlotBet(machine: SlotMachine, floats: readonly number[]): SlotBetResult {
  const compiledMachine = compileSlotMachine(machine);
  const reelCount = compiledMachine.strips.length;
  const lengths = compiledMachine.strips.map((strip) => strip.length);
  const spins: SlotSpinResult[] = [];
  let awarded = 0;
  let units = 0;
  for (let spin = 0; spin === 0 || spin <= awarded; spin++) {
    const free = spin > 0;
    const stops = reelStops(floats.slice(spin * reelCount, (spin + 1) * reelCount), lengths);
    const grid = compiledGrid(compiledMachine, stops);
    const award = awardFor(compiledMachine, countScatters(compiledMachine, grid), free, awarded);
    awarded += award;
    const { result, units: spinWin } = spinResult(compiledMachine, stops, grid, free, award);
    spins.push(result);
    units += spinWin;
  }
  return { spins, freeSpins: awarded, totalPays: units / SCALE, multiplier: BigInt(units) };
}

/** Symbol ids per reel (top to bottom) for the given stops: what the reels show. */
export function slotGrid(machine: SlotMachine, stops: readonly number[]): string[][] {
  const compiledMachine = compileSlotMachine(machine);
  return compiledGrid(compiledMachine, stops).map((column) =>
    column.map((symbol) => compiledMachine.symbolIds[symbol] as string),
  );
}

/** Evaluates a screen given as symbol ids per reel, top to bottom (hand-built grids, replays). */
export function evaluateSlotGrid(
  machine: SlotMachine,
  grid: readonly (readonly string[])[],
  free = false,
): Omit<SlotSpinResult, 'stops'> {
  const compiledMachine = compileSlotMachine(machine);
  const indices = grid.map((column) =>
    column.map((id) => {
      const index = compiledMachine.symbolIds.indexOf(id);
      if (index < 0) throw new RangeError(`unknown symbol ${id}`);
      return index;
    }),
  );
  if (indices.length !== compiledMachine.strips.length || indices.some((c) => c.length !== machine.rows)) {
    throw new RangeError('the grid does not match the machine');
  }
  const award = awardFor(compiledMachine, countScatters(compiledMachine, indices), free, 0);
  const { result } = spinResult(compiledMachine, [], indices, free, award);
  const { stops: _stops, ...rest } = result;
  return rest;
}
