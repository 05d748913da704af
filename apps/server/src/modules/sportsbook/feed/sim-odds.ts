/**
 * Fair probabilities the simulated feed prices from: Poisson scoring for goal sports, a best-of-N series
 * for sets and maps. Prices are not money, so floats are fine here.
 */

/** P(X = k) for X ~ Poisson(lambda), k = 0..max. */
export function poisson(lambda: number, max: number): number[] {
  const pmf = new Array<number>(max + 1).fill(0);
  if (lambda <= 0) {
    pmf[0] = 1;
    return pmf;
  }
  let p = Math.exp(-lambda);
  for (let k = 0; k <= max; k++) {
    pmf[k] = p;
    p = (p * lambda) / (k + 1);
  }
  return pmf;
}

const cutoff = (lambda: number) => Math.ceil(lambda + 10 * Math.sqrt(lambda) + 10);

/** The final margin (home − away) of a match now at `home`:`away` with Poisson goals still to come. */
export class GoalsOutlook {
  private readonly diff = new Map<number, number>();
  private readonly more: number[];
  /** P(no goal for a side from now), 0 once it has scored. */
  private readonly zeroHome: number;
  private readonly zeroAway: number;

  constructor(
    private readonly home: number,
    private readonly away: number,
    restHome: number,
    restAway: number,
  ) {
    const px = poisson(restHome, cutoff(restHome));
    const py = poisson(restAway, cutoff(restAway));
    for (let x = 0; x < px.length; x++) {
      for (let y = 0; y < py.length; y++) {
        const d = home + x - (away + y);
        this.diff.set(d, (this.diff.get(d) ?? 0) + (px[x] as number) * (py[y] as number));
      }
    }
    const rest = restHome + restAway;
    this.more = poisson(rest, cutoff(rest));
    this.zeroHome = home > 0 ? 0 : (px[0] as number);
    this.zeroAway = away > 0 ? 0 : (py[0] as number);
  }

  /** P(home − away + line > 0), P(= 0), P(< 0). */
  margin(line = 0): [number, number, number] {
    let win = 0;
    let tie = 0;
    let lose = 0;
    for (const [d, p] of this.diff) {
      const v = d + line;
      if (v > 1e-9) win += p;
      else if (v < -1e-9) lose += p;
      else tie += p;
    }
    return [win, tie, lose];
  }

  /** P(total goals > line). */
  over(line: number): number {
    const need = line - (this.home + this.away);
    let p = 0;
    for (let z = 0; z < this.more.length; z++) if (z > need) p += this.more[z] as number;
    return p;
  }

  /** P(both sides score at least once). */
  bothScore(): number {
    return (1 - this.zeroHome) * (1 - this.zeroAway);
  }
}

/**
 * Final periods won in a best-of series now at `home`:`away`: the period in play goes home's way with
 * probability `current`, later ones with `later`.
 */
export function seriesOutcomes(
  home: number,
  away: number,
  needed: number,
  current: number,
  later: number,
): Map<string, number> {
  const result = new Map<string, number>();
  const walk = (h: number, a: number, p: number, first: boolean) => {
    if (h >= needed || a >= needed) {
      const key = `${h}:${a}`;
      result.set(key, (result.get(key) ?? 0) + p);
      return;
    }
    const q = first ? current : later;
    walk(h + 1, a, p * q, false);
    walk(h, a + 1, p * (1 - q), false);
  };
  walk(home, away, 1, true);
  return result;
}

/** Sums the probability of the series results that pass `test`. */
export function seriesProbability(
  outcomes: Map<string, number>,
  test: (home: number, away: number) => boolean,
): number {
  let p = 0;
  for (const [key, q] of outcomes) {
    const [h, a] = key.split(':').map(Number) as [number, number];
    if (test(h, a)) p += q;
  }
  return p;
}
