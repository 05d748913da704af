/**
 * What the aggregator knows about a session's currency: its precision (to show amounts) and a "cent"
 * in minor units (about one US cent), which scales the stake ladders and the demo balance. A currency it
 * does not know is taken as a two-decimal fiat one.
 */
interface CurrencyInfo {
  precision: number;
  cent: bigint;
}

const KNOWN: Record<string, CurrencyInfo> = {
  USD: { precision: 2, cent: 1n },
  EUR: { precision: 2, cent: 1n },
  GBP: { precision: 2, cent: 1n },
  BTC: { precision: 8, cent: 10n },
  ETH: { precision: 9, cent: 5_000n },
  LTC: { precision: 8, cent: 10_000n },
  TRX: { precision: 6, cent: 40_000n },
  TON: { precision: 9, cent: 2_000_000n },
  USDT: { precision: 6, cent: 10_000n },
  USDC: { precision: 6, cent: 10_000n },
};

export function currencyInfo(code: string): CurrencyInfo {
  return KNOWN[code] ?? { precision: 2, cent: 1n };
}

/**
 * Stakes offered per engine, in cents: slot stakes divide by 20 (so by 10 or 20 lines), crash stakes by
 * 100 (so a 2-decimal cash-out target times the stake is whole).
 */
const LADDERS = {
  slots: [20n, 40n, 100n, 200n, 400n, 1_000n, 2_000n, 5_000n],
  roulette: [10n, 50n, 100n, 200n, 500n, 1_000n, 2_500n, 5_000n],
  crash: [100n, 200n, 500n, 1_000n, 2_000n, 5_000n, 10_000n],
} as const;
export type EngineKind = keyof typeof LADDERS;

export function stakeLadder(kind: EngineKind, currency: string): bigint[] {
  const { cent } = currencyInfo(currency);
  return LADDERS[kind].map((cents) => cents * cent);
}

/** Fun money for demo sessions: about 1,000.00 US dollars' worth. */
export function demoBalance(currency: string): bigint {
  return 100_000n * currencyInfo(currency).cent;
}

/** 1250n at precision 2 -> "12.50". */
export function formatMinor(minor: bigint, precision: number): string {
  const negative = minor < 0n;
  const digits = (negative ? -minor : minor).toString().padStart(precision + 1, '0');
  const whole = digits.slice(0, digits.length - precision);
  const fraction = precision > 0 ? `.${digits.slice(digits.length - precision)}` : '';
  return `${negative ? '-' : ''}${whole}${fraction}`;
}
