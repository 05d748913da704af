import type { BalanceView } from '../realtime/channels.ts';

/** A settled or open bet as the API shows it; verifiable with the fairness data. */
export interface BetView {
  id: string;
  game: string;
  amount: string;
  currency: string;
  payout: string;
  /** Decimal string, "0" for a loss. */
  multiplier: string;
  outcome: Record<string, unknown>;
  status: 'open' | 'settled';
  serverSeedHash: string;
  /** Revealed once the seed pair is rotated; null before. */
  serverSeed: string | null;
  clientSeed: string;
  nonce: number;
  createdAt: string;
}

export interface BetResult {
  bet: BetView;
  balance: BalanceView;
}

export interface FairnessView {
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
}

export interface RotatedSeeds {
  previous: { serverSeed: string; serverSeedHash: string; clientSeed: string; nonce: number };
  current: FairnessView;
}

/** broadcast:last_bet payload and GET /api/v1/games/last-bets items (SPEC §9). */
export interface LastBet {
  id: string;
  game: string;
  gameTitle: string;
  player: string;
  amount: string;
  currency: string;
  multiplier: string;
  payout: string;
  createdAt: string;
}

/** SPEC §3 Game plus category, provider and rtp. */
export interface GameView {
  id: string;
  title: string;
  imageUrl: string;
  blacklists: { countries: string[]; currencies: string[] };
  label: { type: 'Exclusive' | 'Early Access' } | null;
  category: string;
  provider: string;
  /** Percent, e.g. "99.00". */
  rtp: string;
  /** `original`: our engines; `aggregator`: a studio's game launched through the aggregator (an iframe). */
  source?: 'original' | 'aggregator';
  volatility?: 'low' | 'medium' | 'high' | null;
  /** Whether the game can be played with fun money without signing in. */
  demoAllowed?: boolean;
}
