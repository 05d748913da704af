import {
  COINFLIP_MAX_FLIPS,
  COINFLIP_RTP,
  type CoinflipAction,
  type CoinflipParams,
  type CoinflipState,
  coinflipAct,
  coinflipAction,
  coinflipMultiplier,
  coinflipNextMultiplier,
  coinflipParams,
  coinflipResultMultiplier,
  coinflipStart,
  coinflipView,
  payoutFor,
} from '@casino/shared';
import type { SteppedEngine } from '../stepped/stepped-engine.ts';

/**
 * Coin flip: a streak of k right calls pays floor(1.98^k) (10^4 scale). Each flip returns 99 % of what it
 * risks, so cashing out after k flips returns 0.99^k of the stake at most (coinflipStrategyRtp).
 */
export const coinflipEngine: SteppedEngine<CoinflipParams, CoinflipState, CoinflipAction> = {
  id: 'coinflip',
  params: coinflipParams,
  action: coinflipAction,
  floatsNeeded: COINFLIP_MAX_FLIPS,
  // The first flip is what a round risks at its start; each next one is checked when called.
  maxMultiplier: () => coinflipMultiplier(1),
  start: (_params, floats) => coinflipStart(floats),
  act: coinflipAct,
  step: (state) => state.step,
  done: (state) => state.status !== 'open',
  view: (state) =>
    state.status === 'open' ? coinflipView(state) : { ...coinflipView(state), sides: state.sides },
  stake: (_state, base) => base,
  result(state, base) {
    const multiplier = coinflipResultMultiplier(state);
    return { payout: payoutFor(base, multiplier), multiplier };
  },
  reachIfWon: (state, action) => (action.action === 'flip' ? coinflipNextMultiplier(state) : null),
  catalogRtp: COINFLIP_RTP,
};

/** Exact RTP of "cash out after k right calls": (1/2)^k × floor(1.98^k) ≤ 0.99^k. */
export function coinflipStrategyRtp(flips: number): number {
  return Number(coinflipMultiplier(flips)) / 10_000 / 2 ** flips;
}
