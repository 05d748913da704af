/** A keno bet's outcome `{risk, picks, drawn, hits}`, read defensively (numbers only). */
export interface KenoRound {
  id: string;
  picks: number[];
  drawn: number[];
  hits: number[];
  multiplier: string;
}

const numbers = (value: unknown): number[] =>
  Array.isArray(value) ? value.filter((n): n is number => typeof n === 'number') : [];

export function readKenoOutcome(id: string, multiplier: string, outcome: Record<string, unknown>): KenoRound {
  const drawn = numbers(outcome.drawn);
  const picks = numbers(outcome.picks);
  const hits = Array.isArray(outcome.hits) ? numbers(outcome.hits) : picks.filter((n) => drawn.includes(n));
  return { id, picks, drawn, hits, multiplier };
}

/** Up to `count` numbers of 1–40 not yet picked, chosen at random (a UI helper: the draw is the server's). */
export function randomPicks(current: readonly number[], count: number, random: () => number = Math.random) {
  const left = Array.from({ length: 40 }, (_, i) => i + 1).filter((n) => !current.includes(n));
  const chosen: number[] = [];
  while (chosen.length < count && left.length > 0) {
    chosen.push(left.splice(Math.floor(random() * left.length), 1)[0] as number);
  }
  return chosen;
}
