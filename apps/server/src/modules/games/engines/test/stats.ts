/** Statistics for the RTP and distribution tests. */

/** Running mean and variance (Welford) of per-round multipliers. */
export class RunningStats {
  n = 0;
  mean = 0;
  private m2 = 0;

  add(value: number) {
    this.n++;
    const delta = value - this.mean;
    this.mean += delta / this.n;
    this.m2 += delta * (value - this.mean);
  }

  get variance() {
    return this.n > 1 ? this.m2 / (this.n - 1) : 0;
  }

  /** Standard error of the mean. */
  get standardError() {
    return Math.sqrt(this.variance / this.n);
  }

  /** (mean − expected) / standard error. */
  z(expected: number) {
    const se = this.standardError;
    return se === 0 ? (this.mean === expected ? 0 : Number.POSITIVE_INFINITY) : (this.mean - expected) / se;
  }
}

function logGamma(x: number): number {
  // Lanczos approximation (g = 7, n = 9), accurate to ~1e-15 for x > 0.
  const c = [
    0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059,
    12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7,
  ];
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - logGamma(1 - x);
  const z = x - 1;
  let sum = c[0] as number;
  for (let i = 1; i < 9; i++) sum += (c[i] as number) / (z + i);
  const t = z + 7.5;
  return 0.5 * Math.log(2 * Math.PI) + (z + 0.5) * Math.log(t) - t + Math.log(sum);
}

/** Regularized upper incomplete gamma Q(a, x) (series below a + 1, continued fraction above). */
function upperGamma(a: number, x: number): number {
  if (x <= 0) return 1;
  const lead = -x + a * Math.log(x) - logGamma(a);
  if (x < a + 1) {
    let term = 1 / a;
    let sum = term;
    for (let n = 1; n < 10_000; n++) {
      term *= x / (a + n);
      sum += term;
      if (Math.abs(term) < Math.abs(sum) * 1e-15) break;
    }
    return 1 - sum * Math.exp(lead);
  }
  // Lentz's continued fraction.
  const tiny = 1e-300;
  let b = x + 1 - a;
  let c = 1 / tiny;
  let d = 1 / b;
  let h = d;
  for (let i = 1; i < 10_000; i++) {
    const an = -i * (i - a);
    b += 2;
    d = an * d + b;
    if (Math.abs(d) < tiny) d = tiny;
    c = b + an / c;
    if (Math.abs(c) < tiny) c = tiny;
    d = 1 / d;
    const delta = d * c;
    h *= delta;
    if (Math.abs(delta - 1) < 1e-15) break;
  }
  return Math.exp(lead) * h;
}

/** P(χ² with `df` degrees of freedom ≥ statistic). */
export function chiSquarePValue(statistic: number, df: number): number {
  return upperGamma(df / 2, statistic / 2);
}

/** Pearson's statistic and p-value of observed counts against expected probabilities. */
export function chiSquareTest(observed: readonly number[], probabilities: readonly number[]) {
  const total = observed.reduce((sum, count) => sum + count, 0);
  let statistic = 0;
  observed.forEach((count, i) => {
    const expected = total * (probabilities[i] as number);
    statistic += (count - expected) ** 2 / expected;
  });
  const df = observed.length - 1;
  return { statistic, df, p: chiSquarePValue(statistic, df) };
}
