/**
 * Coin flip with a streak: each right call multiplies the stake by 1.98 (99 % of the fair 2×), the player
 * flips again or cashes out; a wrong call loses the stake. Flip i reads float i, so a round reads at most
 * COINFLIP_MAX_FLIPS floats, all drawn when it starts.
 */
import { coinSide } from '../fairness/outcomes.ts';
import { formatMultiplier } from '../multiplier.ts';
import { IllegalActionError } from '../stepped.ts';
import type { CoinflipAction, CoinSide } from './schema.ts';

export const COINFLIP_MAX_FLIPS = 20;
/** Per flip: 1.98× for a 1/2 chance. A streak of k returns 0.99^k of the stake. */
export const COINFLIP_RTP = 0.99;

/** floor(1.98^streak) at the 10^4 scale, exact: 198^k × 10^4 / 100^k. 0n before the first right call. */
export function coinflipMultiplier(streak: number): bigint {
  if (!Number.isInteger(streak) || streak < 0 || streak > COINFLIP_MAX_FLIPS) throw new RangeError('streak');
  if (streak === 0) return 0n;
  const k = BigInt(streak);
  return (198n ** k * 10_000n) / 100n ** k;
}

export interface CoinflipState {
  /** Server-only until the round ends: the side each flip lands on. */
  sides: CoinSide[];
  calls: CoinSide[];
  status: 'open' | 'lost' | 'cashed';
  /** Decisions applied (flips and the cash-out): a retried decision names the step it was made at. */
  step: number;
}

export function coinflipStart(floats: readonly number[]): CoinflipState {
  if (floats.length < COINFLIP_MAX_FLIPS) throw new RangeError('not enough floats');
  return { sides: floats.slice(0, COINFLIP_MAX_FLIPS).map(coinSide), calls: [], status: 'open', step: 0 };
}

/** Right calls so far (every call but a losing last one). */
export const coinflipStreak = (state: CoinflipState): number =>
  state.status === 'lost' ? state.calls.length - 1 : state.calls.length;

export function coinflipAct(state: CoinflipState, action: CoinflipAction): CoinflipState {
  if (state.status !== 'open') throw new IllegalActionError('round_over');
  const step = state.step + 1;
  if (action.action === 'cashout') {
    if (state.calls.length === 0) throw new IllegalActionError('nothing_to_cash_out');
    return { ...state, status: 'cashed', step };
  }
  const flip = state.calls.length;
  const calls = [...state.calls, action.side];
  if (state.sides[flip] !== action.side) return { ...state, calls, status: 'lost', step };
  // The last flip of the streak cashes out by itself: nothing is left to risk.
  return { ...state, calls, status: calls.length === COINFLIP_MAX_FLIPS ? 'cashed' : 'open', step };
}

/** The multiplier a right call now would reach (null once no flip is left). */
export function coinflipNextMultiplier(state: CoinflipState): bigint | null {
  const streak = coinflipStreak(state);
  return state.status === 'open' && streak < COINFLIP_MAX_FLIPS ? coinflipMultiplier(streak + 1) : null;
}

/** What the round pays at its end: the streak's multiplier when cashed, nothing when lost. */
export function coinflipResultMultiplier(state: CoinflipState): bigint {
  return state.status === 'cashed' ? coinflipMultiplier(coinflipStreak(state)) : 0n;
}

/** The public round: every call with where the coin landed; no flip not yet made. */
export function coinflipView(state: CoinflipState) {
  const next = coinflipNextMultiplier(state);
  return {
    status: state.status,
    step: state.step,
    calls: state.calls,
    results: state.sides.slice(0, state.calls.length),
    streak: coinflipStreak(state),
    multiplier: formatMultiplier(state.status === 'lost' ? 0n : coinflipMultiplier(coinflipStreak(state))),
    nextMultiplier: next === null ? null : formatMultiplier(next),
  };
}
export type CoinflipView = ReturnType<typeof coinflipView>;
