import {
  CARD_RANKS,
  HILO_FLOATS_NEEDED,
  HILO_RTP,
  type HiloAction,
  type HiloGuess,
  type HiloParams,
  type HiloState,
  hiloAct,
  hiloAction,
  hiloCompound,
  hiloGuessMultiplier,
  hiloMultiplierIfRight,
  hiloParams,
  hiloResultMultiplier,
  hiloStart,
  hiloView,
  hiloWinningRanks,
  hiloWins,
  payoutFor,
} from '@casino/shared';
import type { SteppedEngine } from '../stepped/stepped-engine.ts';

/** The largest single guess: a king "higher or same" (or an ace "lower or same"), 1 rank in 13. */
const MAX_GUESS_MULTIPLIER = 128_700n;

/**
 * Hi-lo: each guess pays 0.99 / P(right), compounded, so every way of playing returns at most 99 % per
 * guess; cashing out after the first right guess returns 0.99 whatever the card (floored to 10^-4).
 */
export const hiloEngine: SteppedEngine<HiloParams, HiloState, HiloAction> = {
  id: 'hilo',
  params: hiloParams,
  action: hiloAction,
  floatsNeeded: HILO_FLOATS_NEEDED,
  maxMultiplier: () => MAX_GUESS_MULTIPLIER,
  start: (_params, floats) => hiloStart(floats),
  act: hiloAct,
  step: (state) => state.step,
  done: (state) => state.status !== 'open',
  // The cards not yet shown stay server-side even after the round: they are never the player's business,
  // and the verifier recomputes them from the revealed seed.
  view: (state) => hiloView(state),
  stake: (_state, base) => base,
  result(state, base) {
    const multiplier = hiloResultMultiplier(state);
    return { payout: payoutFor(base, multiplier), multiplier };
  },
  reachIfWon: (state, action) =>
    action.action === 'guess' ? hiloMultiplierIfRight(state, action.guess) : null,
  catalogRtp: HILO_RTP,
};

/** The guess a simple player makes: the likelier side (higher on a tie). */
export const likelierGuess = (rank: number): HiloGuess =>
  hiloWinningRanks(rank, 'higher') >= hiloWinningRanks(rank, 'lower') ? 'higher' : 'lower';

/**
 * Exact RTP of "guess the likelier side, cash out after `guesses` right guesses", flooring included:
 * every rank sequence enumerated (13^guesses paths).
 */
export function hiloStrategyRtp(guesses: number): number {
  const value = (rank: number, left: number, multiplier: bigint): number => {
    if (left === 0) return Number(multiplier) / 10_000;
    const guess = likelierGuess(rank);
    const next = hiloCompound(multiplier, hiloGuessMultiplier(rank, guess));
    let sum = 0;
    for (let card = 0; card < CARD_RANKS; card++) {
      if (hiloWins(rank, guess, card)) sum += value(card, left - 1, next);
    }
    return sum / CARD_RANKS;
  };
  let total = 0;
  for (let rank = 0; rank < CARD_RANKS; rank++) total += value(rank, guesses, 10_000n);
  return total / CARD_RANKS;
}
