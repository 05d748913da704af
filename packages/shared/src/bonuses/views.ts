import type { BetResult } from '../games/views.ts';
import type { Money } from '../money/money.ts';

/** SPEC §3 Conditions: what a bonus asks and gives. Amounts are Money in the player's currency. */
export interface BonusConditionsView {
  id: string;
  /** The personal offer's id when the bonus was granted to this player alone; otherwise null. */
  personalId: string | null;
  /** deposit (welcome steps, everyday), promo, promo_freespins, personal. */
  type: BonusType;
  /** The deposit this bonus is for (1 to 4 for the welcome steps; 5 for the everyday bonus); null: any. */
  minDepositNumber: number | null;
  minDeposit: Money | null;
  /** Exclusive upper bound; null: no upper bound. */
  maxDeposit: Money | null;
  /** Bonus = deposit × amountMultiplier (1.5 is 150%), capped by maxAmount. */
  amountMultiplier: number;
  freespinsCount: number;
  /** The stake of each free spin. */
  freespinsAmount: Money | null;
  /** The slot machine the free spins play. */
  freespinsGameId: string | null;
  /** Stakes needed = bonus × wager. */
  wager: number;
  /** Stakes needed for free-spin winnings = winnings × wagerFreespins. */
  wagerFreespins: number;
  /** The largest stake allowed while the bonus is active; null: no limit. */
  wagerMaxBet: Money | null;
  maxAmount: Money | null;
  /** What turns into main money at most: bonus × maxAmountMultiplier; null: no cap. */
  maxAmountMultiplier: number | null;
  freespinsMaxAmount: Money | null;
  freespinsMaxAmountMultiplier: number | null;
  deadlineHours: number;
  /** The games whose stakes count towards wagering, each with the percent of the stake that counts. */
  gamesWagers: BonusGameWager[];
}

export interface BonusGameWager {
  id: string;
  title: string;
  /** 0 to 100. */
  percent: number;
}

export const BONUS_TYPES = ['deposit', 'promo', 'promo_freespins', 'personal'] as const;
export type BonusType = (typeof BONUS_TYPES)[number];

/**
 * A bonus's state for one player. Welcome steps are available, claimed or disabled (SPEC §4.1); a claimed
 * bonus is active while its money is in play, then wagered, expired or forfeited.
 */
export const BONUS_STATUSES = [
  'available',
  'disabled',
  'active',
  'claimed',
  'wagered',
  'expired',
  'forfeited',
] as const;
export type BonusStatus = (typeof BONUS_STATUSES)[number];

/** SPEC §3 Bonus. */
export interface BonusView {
  id: string;
  title: string;
  status: BonusStatus;
  isPersonal: boolean;
  isClaimed: boolean;
  /** The first welcome step. */
  isFirst: boolean;
  /** Offered for the player's next deposit: range matching (SPEC §5.1) picks among these. */
  isCurrent: boolean;
  /** 1 to 4 for the welcome steps, null otherwise. */
  welcomeStep: number | null;
  conditions: BonusConditionsView;
  /** The player's bonus money and wagering while it is active. */
  progress: BonusProgressView | null;
}

export interface BonusProgressView {
  amount: Money;
  wager: { current: string; total: string };
  freespinsLeft: number;
  expiresAt: string;
}

/** SPEC §3 Bonus list response. */
export interface BonusSettings {
  isWelcomeEnabledFiat: boolean;
  isWelcomeEnabledCrypto: boolean;
  preferredFiat: { id: string | null; isEnabled: boolean };
  preferredCrypto: { id: string | null; isEnabled: boolean };
}

export interface BonusListResponse {
  items: BonusView[];
  settings: BonusSettings;
}

/** SPEC §3 Bonus-drawer status. */
export interface BonusDrawerStatus {
  isShowModal: boolean;
  countDeposit: number;
  lastShowModalAt: string | null;
}

/** SPEC §9: the everyday bonus shows as +5% to players with 4 or more deposits. */
export const EVERYDAY_BONUS_DEPOSITS = 4;
export const WELCOME_STEPS = 4;
/** SPEC §9: the bonus games list shows the first 10, then "+N more". */
export const BONUS_GAMES_SHOWN = 10;

/** POST /api/v1/promo-codes/activate: the three promo modal states of SPEC §2.4. */
export type PromoActivationResponse =
  | { kind: 'main'; amount: Money }
  | { kind: 'bonus'; bonus: BonusView }
  | { kind: 'conditions'; bonus: BonusView };

/**
 * A player's bonus free spins on one slot machine: real spins at `stake` each, paid by the casino; what
 * they win is bonus money (at most `maxWin` in all), wagered `wagerFreespins` times before it converts.
 */
export interface FreeSpinsView {
  /** The catalogue bonus that granted them. */
  bonusId: string | null;
  title: string;
  gameId: string;
  left: number;
  stake: Money;
  won: Money;
  /** The most the spins can win in all; null: no cap. */
  maxWin: Money | null;
  wagerFreespins: number;
  expiresAt: string;
}

/** GET /api/v1/games/{id}/freespins. */
export interface FreeSpinsResponse {
  freespins: FreeSpinsView | null;
}

/** POST /api/v1/games/{id}/freespins: the spin as a bet, the balance, and the spins left (null: none). */
export interface FreeSpinResult extends BetResult {
  freespins: FreeSpinsView | null;
}
