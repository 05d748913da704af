import { type Rng, shuffled } from '../rng.ts';

/**
 * Reel slots: 5 reels by 3 rows, 10 or 20 fixed paylines, pays left to right from the first reel.
 * Symbols 0..7 pay (0 lowest), WILD (reels 2 to 5 only) stands in for any paying symbol, BLANK never
 * pays. Every reel stops uniformly on its strip, so each row of a reel shows the strip's symbol mix and
 * every line has the same expected pay: the machine's RTP is one line's expectation, computed exactly
 * from the strip counts (slotRtp) with no simulation.
 */
export const PAYING_SYMBOLS = 8;
export const WILD = 8;
export const BLANK = 9;
export const REELS = 5;
export const ROWS = 3;

export type Volatility = 'low' | 'medium' | 'high';
export type SlotLines = 10 | 20;

/** Pays in line bets for 3, 4 and 5 of a kind, per paying symbol (lowest first). */
export const PAYTABLES: Record<Volatility, readonly (readonly [number, number, number])[]> = {
  low: [
    [6, 15, 50],
    [7, 20, 70],
    [10, 25, 80],
    [10, 30, 100],
    [15, 50, 150],
    [20, 75, 250],
    [25, 100, 350],
    [35, 150, 700],
  ],
  medium: [
    [5, 15, 50],
    [5, 20, 70],
    [8, 25, 100],
    [10, 30, 125],
    [15, 50, 250],
    [20, 80, 400],
    [25, 125, 750],
    [50, 250, 2000],
  ],
  high: [
    [3, 12, 50],
    [5, 20, 80],
    [5, 25, 125],
    [8, 40, 200],
    [12, 60, 400],
    [25, 125, 1000],
    [50, 250, 2500],
    [125, 750, 10000],
  ],
};

/** Rows (0 top .. 2 bottom) a line crosses on reels 1..5; the first 10 are the 10-line machines'. */
export const PAYLINES: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [0, 1, 1, 1, 0],
  [2, 1, 1, 1, 2],
  [1, 0, 1, 2, 1],
  [1, 2, 1, 0, 1],
  [0, 1, 0, 1, 0],
  [2, 1, 2, 1, 2],
  [1, 1, 0, 1, 1],
  [1, 1, 2, 1, 1],
  [0, 2, 0, 2, 0],
  [2, 0, 2, 0, 2],
  [0, 2, 2, 2, 0],
];

export interface SlotMachine {
  volatility: Volatility;
  lines: SlotLines;
  /** Five reel strips of symbol ids; the first has no wild. */
  reels: readonly (readonly number[])[];
}

export interface LineWin {
  /** Index into PAYLINES. */
  line: number;
  symbol: number;
  count: 3 | 4 | 5;
  /** In line bets. */
  pay: number;
}

export interface SlotSpin {
  stops: number[];
  /** window[reel][row]. */
  window: number[][];
  wins: LineWin[];
  /** The sum of the line wins, in line bets. */
  totalPay: number;
}

/** The pay of one line's five symbols (reel 1 first), or null. */
export function linePay(
  volatility: Volatility,
  symbols: readonly number[],
): { symbol: number; count: 3 | 4 | 5; pay: number } | null {
  const first = symbols[0];
  if (first === undefined || first >= PAYING_SYMBOLS) return null;
  let count = 1;
  while (count < REELS && (symbols[count] === first || symbols[count] === WILD)) count++;
  if (count < 3) return null;
  const pays = PAYTABLES[volatility][first];
  if (!pays) return null;
  const pay = pays[count - 3] as number;
  return { symbol: first, count: count as 3 | 4 | 5, pay };
}

/** The window and wins for given reel stops (the stop is the top row's strip index). */
export function evaluateStops(machine: SlotMachine, stops: readonly number[]): SlotSpin {
  const window = machine.reels.map((strip, reel) => {
    const stop = stops[reel] ?? 0;
    return Array.from({ length: ROWS }, (_, row) => strip[(stop + row) % strip.length] as number);
  });
  const wins: LineWin[] = [];
  for (let line = 0; line < machine.lines; line++) {
    const rows = PAYLINES[line] as readonly number[];
    const win = linePay(
      machine.volatility,
      rows.map((row, reel) => window[reel]?.[row] as number),
    );
    if (win) wins.push({ line, ...win });
  }
  return { stops: [...stops], window, wins, totalPay: wins.reduce((sum, w) => sum + w.pay, 0) };
}

export function spinSlots(machine: SlotMachine, rng: Rng): SlotSpin {
  return evaluateStops(
    machine,
    machine.reels.map((strip) => rng.below(strip.length)),
  );
}

/** The win in minor units: the stake is split evenly over the lines (stakes are multiples of the line count). */
export function slotWin(machine: SlotMachine, stake: bigint, spin: SlotSpin): bigint {
  return (stake / BigInt(machine.lines)) * BigInt(spin.totalPay);
}

/** How many of each symbol (0..BLANK) each reel holds. */
export function reelCounts(reels: readonly (readonly number[])[]): number[][] {
  return reels.map((strip) => {
    const counts = new Array<number>(BLANK + 1).fill(0);
    for (const symbol of strip) counts[symbol] = (counts[symbol] ?? 0) + 1;
    return counts;
  });
}

/**
 * The exact RTP as a fraction: one line's expected pay in line bets. A line pays symbol s for k of a kind
 * when reel 1 shows s, reels 2..k show s or a wild, and reel k+1 (if any) shows neither.
 */
export function slotRtpFromCounts(
  volatility: Volatility,
  counts: readonly (readonly number[])[],
): { numerator: bigint; denominator: bigint } {
  const lengths = counts.map((c) => BigInt(c.reduce((a, b) => a + b, 0)));
  const [L1, L2, L3, L4, L5] = lengths as [bigint, bigint, bigint, bigint, bigint];
  let numerator = 0n;
  for (let s = 0; s < PAYING_SYMBOLS; s++) {
    const [p3, p4, p5] = (PAYTABLES[volatility][s] as readonly number[]).map(BigInt) as [
      bigint,
      bigint,
      bigint,
    ];
    const c1 = BigInt(counts[0]?.[s] ?? 0);
    const a = counts.map((c) => BigInt((c[s] ?? 0) + (c[WILD] ?? 0)));
    const [, a2, a3, a4, a5] = a as [bigint, bigint, bigint, bigint, bigint];
    numerator +=
      c1 * (a2 * a3 * (L4 - a4) * L5 * p3 + a2 * a3 * a4 * (L5 - a5) * p4 + a2 * a3 * a4 * a5 * p5);
  }
  return { numerator, denominator: L1 * L2 * L3 * L4 * L5 };
}

export function slotRtp(machine: SlotMachine): { numerator: bigint; denominator: bigint } {
  return slotRtpFromCounts(machine.volatility, reelCounts(machine.reels));
}

/** A fraction as a percentage string with two decimals, rounded half up ("96.47"). */
export function percentString(fraction: { numerator: bigint; denominator: bigint }): string {
  const hundredths = (fraction.numerator * 20000n + fraction.denominator) / (2n * fraction.denominator);
  const text = hundredths.toString().padStart(3, '0');
  return `${text.slice(0, -2)}.${text.slice(-2)}`;
}

/** Per volatility: how many of each paying symbol (lowest first) and wilds a reel holds before tuning. */
const BASE_COUNTS: Record<Volatility, { paying: readonly number[]; wild: number }> = {
  low: { paying: [7, 7, 6, 6, 5, 4, 3, 3], wild: 5 },
  medium: { paying: [7, 6, 6, 5, 4, 3, 3, 2], wild: 4 },
  high: { paying: [8, 7, 6, 5, 4, 3, 2, 2], wild: 3 },
};

/** The same expectation in floating point, as a percentage: for tuning only (stated RTPs are exact). */
function approxRtp(volatility: Volatility, counts: readonly (readonly number[])[]): number {
  const lengths = counts.map((c) => c.reduce((a, b) => a + b, 0));
  let total = 0;
  for (let s = 0; s < PAYING_SYMBOLS; s++) {
    const [p3, p4, p5] = PAYTABLES[volatility][s] as readonly [number, number, number];
    const q = counts.map(
      (c, reel) => ((c[s] ?? 0) + (reel === 0 ? 0 : (c[WILD] ?? 0))) / (lengths[reel] as number),
    );
    const [q1, q2, q3, q4, q5] = q as [number, number, number, number, number];
    total += q1 * q2 * q3 * ((1 - q4) * p3 + q4 * (1 - q5) * p4 + q4 * q5 * p5);
  }
  return total * 100;
}

/**
 * A machine whose exact RTP lands at or just under `targetPercent` (within a few hundredths): the strips
 * start from the volatility's mix with a seeded nudge, then blanks go onto the reels one at a time, each
 * time onto the reel whose blank lowers the RTP the least while it is still above the target (reel 5's
 * blanks only touch five-of-a-kind, so the steps get fine near the end).
 */
export function tuneSlotMachine(
  volatility: Volatility,
  lines: SlotLines,
  targetPercent: number,
  rng: Rng,
): SlotMachine {
  const base = BASE_COUNTS[volatility];
  const counts: number[][] = Array.from({ length: REELS }, (_, reel) => {
    const c = new Array<number>(BLANK + 1).fill(0);
    base.paying.forEach((n, s) => {
      // A seeded nudge so titles sharing a volatility do not share strips.
      c[s] = n + (rng.below(3) === 0 ? 1 : 0);
    });
    c[WILD] = reel === 0 ? 0 : base.wild;
    return c;
  });
  for (let guard = 0; guard < 2000; guard++) {
    const now = approxRtp(volatility, counts);
    if (now <= targetPercent) break;
    const afters = counts.map((_, reel) => {
      const trial = counts.map((c) => [...c]);
      (trial[reel] as number[])[BLANK] = ((trial[reel] as number[])[BLANK] ?? 0) + 1;
      return approxRtp(volatility, trial);
    });
    // The biggest drop that stays above the target; when every blank crosses it, the smallest drop.
    const above = afters.filter((after) => after > targetPercent);
    const chosen = above.length > 0 ? Math.min(...above) : Math.max(...afters);
    const best = afters.indexOf(chosen);
    (counts[best] as number[])[BLANK] = ((counts[best] as number[])[BLANK] ?? 0) + 1;
  }
  // The greedy pass can end a coarse step under the target: move single blanks between reels while that
  // brings the RTP closer from below.
  for (let guard = 0; guard < 50; guard++) {
    let bestRtp = approxRtp(volatility, counts);
    let bestCounts: number[][] | null = null;
    for (let from = 0; from < REELS; from++) {
      if ((counts[from]?.[BLANK] ?? 0) === 0) continue;
      for (let to = 0; to < REELS; to++) {
        if (to === from) continue;
        const trial = counts.map((c) => [...c]);
        (trial[from] as number[])[BLANK] = ((trial[from] as number[])[BLANK] ?? 0) - 1;
        (trial[to] as number[])[BLANK] = ((trial[to] as number[])[BLANK] ?? 0) + 1;
        const after = approxRtp(volatility, trial);
        if (after <= targetPercent && after > bestRtp) {
          bestRtp = after;
          bestCounts = trial;
        }
      }
    }
    if (!bestCounts) break;
    counts.splice(0, counts.length, ...bestCounts);
  }
  const reels = counts.map((c) =>
    shuffled(
      rng,
      c.flatMap((n, symbol) => new Array<number>(n).fill(symbol)),
    ),
  );
  return { volatility, lines, reels };
}
