/**
 * The highest win one spin can show, at the 10^4 scale, found by a branch-and-bound search over the reel
 * windows (a full walk of the 2^25 stop combinations would take minutes). The bound of a partial screen is,
 * per line, the best pay any completion of its symbols so far could reach, plus the best scatter pay the
 * remaining reels could still make.
 */
import { compileSlotMachine, evaluateLine, MULTIPLIER_SCALE, type SlotMachine } from '@casino/shared';

const SCALE = Number(MULTIPLIER_SCALE);
const cache = new WeakMap<SlotMachine, number>();

export function maxSpinWin(machine: SlotMachine): number {
  const cached = cache.get(machine);
  if (cached !== undefined) return cached;
  const compiled = compileSlotMachine(machine);
  const reelCount = compiled.strips.length;
  const symbolCount = compiled.symbolIds.length;
  const { rows, paylines, lineUnit, scatter, scatterPays } = compiled;

  // Distinct windows per reel (symbol per row) and the symbols each reel can show on a given row.
  const windows = compiled.strips.map((strip) => {
    const seen = new Map<string, Uint8Array>();
    for (let stop = 0; stop < strip.length; stop++) {
      const window = new Uint8Array(rows);
      for (let row = 0; row < rows; row++) window[row] = strip[(stop + row) % strip.length] as number;
      seen.set(window.join(','), window);
    }
    return [...seen.values()];
  });
  const onReel = windows.map((list) => [...new Set(list.flatMap((window) => [...window]))]);

  // best[d][prefix]: the best pay of a line whose first d symbols are `prefix` (base symbolCount digits).
  const best: Int32Array[] = [];
  const tuple = new Uint8Array(reelCount);
  best[reelCount] = new Int32Array(symbolCount ** reelCount);
  const fill = (depth: number, prefix: number) => {
    if (depth === reelCount) {
      (best[reelCount] as Int32Array)[prefix] = evaluateLine(compiled, tuple)?.pays ?? 0;
      return;
    }
    for (let symbol = 0; symbol < symbolCount; symbol++) {
      tuple[depth] = symbol;
      fill(depth + 1, prefix * symbolCount + symbol);
    }
  };
  fill(0, 0);
  for (let depth = reelCount - 1; depth >= 0; depth--) {
    const next = best[depth + 1] as Int32Array;
    const level = new Int32Array(symbolCount ** depth);
    for (let prefix = 0; prefix < level.length; prefix++) {
      let top = 0;
      for (const symbol of onReel[depth] as number[])
        top = Math.max(top, next[prefix * symbolCount + symbol] as number);
      level[prefix] = top;
    }
    best[depth] = level;
  }

  const maxScattersFrom = new Array<number>(reelCount + 1).fill(0);
  for (let reel = reelCount - 1; reel >= 0; reel--) {
    const most = Math.max(
      ...(windows[reel] as Uint8Array[]).map((w) => w.filter((s) => s === scatter).length),
    );
    maxScattersFrom[reel] = (maxScattersFrom[reel + 1] as number) + most;
  }
  const bestScatterPay = (seen: number, more: number) => {
    let top = 0;
    for (let count = seen; count <= seen + more; count++) top = Math.max(top, scatterPays[count] as number);
    return top;
  };

  let record = 0;
  const prefixes = new Int32Array(paylines.length);
  const search = (reel: number, scatters: number) => {
    const level = best[reel] as Int32Array;
    let bound = bestScatterPay(scatters, maxScattersFrom[reel] as number) * SCALE;
    for (let line = 0; line < paylines.length; line++)
      bound += (level[prefixes[line] as number] as number) * lineUnit;
    if (bound <= record) return;
    if (reel === reelCount) {
      record = bound;
      return;
    }
    const saved = prefixes.slice();
    for (const window of windows[reel] as Uint8Array[]) {
      for (let line = 0; line < paylines.length; line++) {
        const row = (paylines[line] as Uint8Array)[reel] as number;
        prefixes[line] = (saved[line] as number) * symbolCount + (window[row] as number);
      }
      let shown = 0;
      for (const symbol of window) if (symbol === scatter) shown++;
      search(reel + 1, scatters + shown);
    }
    prefixes.set(saved);
  };
  search(0, 0);
  cache.set(machine, record);
  return record;
}
