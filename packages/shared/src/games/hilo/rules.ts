/**
 * Hi-lo: a card shows; the player guesses whether the next is higher-or-same or lower-or-same (ranks ace
 * low … king high), skips it (HILO_MAX_SKIPS a round), or cashes out after at least one right guess. Cards
 * come with replacement, one float each (`playingCard`), so each rank has chance 1/13 whatever came before.
 * A guess winning on n of the 13 ranks pays 0.99 × 13 / n, multiplied into the round's multiplier.
 * On an ace "higher or same" would be certain and on a king "lower or same": there the guess is strictly
 * higher (lower), 12 ranks of 13, so no guess is a sure thing.
 */
import { playingCard } from '../fairness/outcomes.ts';
import { formatMultiplier, MULTIPLIER_SCALE } from '../multiplier.ts';
import { CARD_RANKS, cardRank, IllegalActionError } from '../stepped.ts';
import type { HiloAction, HiloGuess } from './schema.ts';

export const HILO_MAX_SKIPS = 10;
export const HILO_MAX_GUESSES = 50;
/** The first card, then one per guess or skip. */
export const HILO_FLOATS_NEEDED = 1 + HILO_MAX_GUESSES + HILO_MAX_SKIPS;
/** Every guess returns at most 99 % of its stake. */
export const HILO_RTP = 0.99;
const KING = CARD_RANKS - 1;

/** How many of the 13 ranks win `guess` on `rank`. */
export function hiloWinningRanks(rank: number, guess: HiloGuess): number {
  if (guess === 'higher') return rank === 0 ? KING : CARD_RANKS - rank;
  return rank === KING ? KING : rank + 1;
}

export function hiloWins(rank: number, guess: HiloGuess, next: number): boolean {
  if (guess === 'higher') return rank === 0 ? next > 0 : next >= rank;
  return rank === KING ? next < KING : next <= rank;
}

/** One guess's multiplier at the 10^4 scale: floor(0.99 × 13 / n × 10^4). */
export function hiloGuessMultiplier(rank: number, guess: HiloGuess): bigint {
  return 128_700n / BigInt(hiloWinningRanks(rank, guess));
}

/** The round's multiplier after a right guess: the product, floored to the scale at each step. */
export const hiloCompound = (multiplier: bigint, guess: bigint): bigint =>
  (multiplier * guess) / MULTIPLIER_SCALE;

export interface HiloStep {
  /** The card shown after this step. */
  card: number;
  /** What the player did to get it (null for the first card). */
  move: HiloGuess | 'skip' | null;
  /** Whether the guess was right (null for the first card and skips). */
  win: boolean | null;
}

export interface HiloState {
  /** Server-only until the round ends: every card the round may show, in order. */
  cards: number[];
  history: HiloStep[];
  /** ×10^4 as a decimal string (JSON keeps no bigints); 10^4 before the first right guess. */
  multiplier: string;
  guesses: number;
  skips: number;
  status: 'open' | 'lost' | 'cashed';
  step: number;
}

export function hiloStart(floats: readonly number[]): HiloState {
  if (floats.length < HILO_FLOATS_NEEDED) throw new RangeError('not enough floats');
  const cards = floats.slice(0, HILO_FLOATS_NEEDED).map(playingCard);
  return {
    cards,
    history: [{ card: cards[0] as number, move: null, win: null }],
    multiplier: MULTIPLIER_SCALE.toString(),
    guesses: 0,
    skips: 0,
    status: 'open',
    step: 0,
  };
}

const currentCard = (state: HiloState) => (state.history[state.history.length - 1] as HiloStep).card;

export function hiloAct(state: HiloState, action: HiloAction): HiloState {
  if (state.status !== 'open') throw new IllegalActionError('round_over');
  const step = state.step + 1;
  if (action.action === 'cashout') {
    if (state.guesses === 0) throw new IllegalActionError('nothing_to_cash_out');
    return { ...state, status: 'cashed', step };
  }
  const next = state.cards[state.history.length] as number;
  if (action.action === 'skip') {
    if (state.skips >= HILO_MAX_SKIPS) throw new IllegalActionError('no_skips_left');
    return {
      ...state,
      history: [...state.history, { card: next, move: 'skip', win: null }],
      skips: state.skips + 1,
      step,
    };
  }
  const rank = cardRank(currentCard(state));
  const win = hiloWins(rank, action.guess, cardRank(next));
  const guesses = state.guesses + 1;
  const history = [...state.history, { card: next, move: action.guess, win }];
  if (!win) return { ...state, history, guesses, status: 'lost', step };
  const multiplier = hiloCompound(BigInt(state.multiplier), hiloGuessMultiplier(rank, action.guess));
  // The last guess a round allows cashes out by itself.
  const status = guesses === HILO_MAX_GUESSES ? 'cashed' : 'open';
  return { ...state, history, guesses, multiplier: multiplier.toString(), status, step };
}

/** The round's multiplier if `guess` is right now (the max-payout check before the guess). */
export function hiloMultiplierIfRight(state: HiloState, guess: HiloGuess): bigint {
  return hiloCompound(BigInt(state.multiplier), hiloGuessMultiplier(cardRank(currentCard(state)), guess));
}

export function hiloResultMultiplier(state: HiloState): bigint {
  return state.status === 'cashed' ? BigInt(state.multiplier) : 0n;
}

/** The public round: the cards shown so far, the odds and multipliers of both guesses on the current card. */
export function hiloView(state: HiloState) {
  const rank = cardRank(currentCard(state));
  const option = (guess: HiloGuess) => ({
    chance: hiloWinningRanks(rank, guess) / CARD_RANKS,
    multiplier: formatMultiplier(hiloGuessMultiplier(rank, guess)),
    ifRight: formatMultiplier(hiloMultiplierIfRight(state, guess)),
  });
  return {
    status: state.status,
    step: state.step,
    history: state.history,
    card: currentCard(state),
    guesses: state.guesses,
    skipsLeft: HILO_MAX_SKIPS - state.skips,
    multiplier: formatMultiplier(
      state.status === 'lost' || state.guesses === 0 ? 0n : BigInt(state.multiplier),
    ),
    higher: option('higher'),
    lower: option('lower'),
  };
}
export type HiloView = ReturnType<typeof hiloView>;
