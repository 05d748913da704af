import type { SlotMachineId } from '../ids.ts';

/** A symbol as the reels show it. */
export interface SlotSymbol {
  id: string;
  /** One character naming the symbol in the reel strips below. */
  code: string;
  name: string;
  /** An emoji or a short glyph the web draws on the reels. */
  glyph: string;
}

/** Pays by count of a kind: { 3: 5, 4: 20, 5: 100 }. */
export type PaysByCount = Readonly<Partial<Record<number, number>>>;

export interface SlotTheme {
  background: string;
  reels: string;
  accent: string;
  text: string;
}

/**
 * A video slot. Reels spin independently: one float per reel picks a stop, and a reel shows `rows`
 * consecutive stops from it (wrapping at the end of the strip), top to bottom.
 */
export interface SlotMachine {
  id: SlotMachineId;
  title: string;
  theme: SlotTheme;
  symbols: readonly SlotSymbol[];
  /** Symbol id that substitutes for every symbol but the scatter on a line, and pays on its own. */
  wild: string;
  /** Symbol id that pays anywhere on the screen and triggers free spins. It never forms lines. */
  scatter: string;
  rows: number;
  /** Reel strips, one symbol code per stop. Keep every strip 32 stops long (see slot-machines.test.ts). */
  reels: readonly string[];
  /** Row index per reel of each payline. */
  paylines: readonly (readonly number[])[];
  /**
   * Line pays in line-bet units (line bet = total bet / paylines) by count of a kind counted from the
   * leftmost reel; integers, so a spin's multiplier is exact at 4 decimals when the line count divides 10^4.
   */
  paytable: Readonly<Record<string, PaysByCount>>;
  /** Scatter pays in total-bet units by the number of scatters anywhere (the highest listed count ≤ seen). */
  scatterPays: PaysByCount;
  freeSpins: {
    /** Free spins awarded by the number of scatters (the highest listed count ≤ seen). */
    awards: PaysByCount;
    /** Whole-number win multiplier of every free spin. */
    multiplier: number;
    /** Whether scatters during free spins award more free spins. */
    retrigger: boolean;
    /** Most free spins one bet can play; awards beyond it are cut. Bounds the floats a bet uses. */
    maxPerBet: number;
  };
}

export interface SlotLineWin {
  /** Index into the machine's paylines. */
  line: number;
  symbol: string;
  count: number;
  /** Line-bet units, the spin's multiplier included. */
  pays: number;
}

export interface SlotSpinResult {
  stops: number[];
  /** Symbol ids per reel, top to bottom. */
  grid: string[][];
  lineWins: SlotLineWin[];
  /** Total-bet units, the spin's multiplier included. */
  scatterWin: number;
  /** Scatters on the screen. */
  scatters: number;
  /** Free spins this spin awarded (after the per-bet cap). */
  freeSpinsAwarded: number;
  free: boolean;
  /** Win multiplier of this spin: 1 for the paid spin, the machine's free-spin multiplier otherwise. */
  multiplier: number;
  /** The spin's win in total-bet units (Σ line pays / paylines + scatter win). */
  win: number;
}

/** A bet's whole result: the paid spin and every free spin it led to. */
export interface SlotBetResult {
  spins: SlotSpinResult[];
  freeSpins: number;
  /** The bet's total win in total-bet units (the multiplier as a decimal number). */
  totalPays: number;
  /** The same at the 10^4 multiplier scale. */
  multiplier: bigint;
}
