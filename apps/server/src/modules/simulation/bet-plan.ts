import { SLOT_MACHINE_IDS } from '@casino/shared';
import type { SimulatedGame, SimulatedPlayer, Stakes } from './roster.ts';

/** A uniform number in [0, 1); Math.random in the server, a seeded generator in tests. */
export type Random = () => number;

/** The bet limits of the player's currency, in minor units. */
export interface PlanLimits {
  minBet: bigint;
  maxBet: bigint;
}

export interface PlannedBet {
  gameId: string;
  /** Minor units: a whole number of minimum bets, within the limits. */
  stake: bigint;
  params: Record<string, unknown>;
}

/** Stakes as multiples of the currency's minimum bet (USD: 0.10, RUB: 10). */
const STAKE_STEPS: Record<Stakes, readonly number[]> = {
  low: [1, 1, 2, 2, 3, 5, 5, 10],
  mid: [5, 10, 10, 20, 25, 50],
  high: [20, 50, 100, 100, 200],
};
/**
 * Slot spins stay at 10 minimum bets or less: a machine's top win is tens of thousands of times the stake,
 * and the bet would otherwise break the currency's max payout.
 */
const SLOT_MAX_STEPS = 10n;
/** Dice win chances in hundredths of a percent. */
const DICE_CHANCES = [1000, 2000, 2500, 3300, 4950, 5000, 6600, 7500, 8000, 9000] as const;
const LIMBO_TARGETS = [1.2, 1.5, 2, 2, 3, 5, 10, 25, 100] as const;
const PLINKO_ROWS = [8, 10, 12, 14, 16] as const;
const PLINKO_RISKS = { low: 3, medium: 2, high: 1 } as const;

/** Between two bets of the whole crowd: 0.5 to 2 bets a second. */
export const MIN_DELAY_MS = 500;
export const MAX_DELAY_MS = 2000;

export function pick<T>(random: Random, items: readonly T[]): T {
  const item = items[Math.min(items.length - 1, Math.floor(random() * items.length))];
  if (item === undefined) throw new Error('nothing to pick from');
  return item;
}

export function weighted<K extends string>(random: Random, weights: Partial<Record<K, number>>): K {
  const entries = Object.entries(weights) as [K, number][];
  const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
  let left = random() * total;
  for (const [key, weight] of entries) {
    left -= weight;
    if (left < 0) return key;
  }
  const last = entries.at(-1);
  if (!last) throw new Error('no weights');
  return last[0];
}

export function nextDelayMs(random: Random): number {
  return Math.round(MIN_DELAY_MS + random() * (MAX_DELAY_MS - MIN_DELAY_MS));
}

function paramsFor(game: SimulatedGame, random: Random): { gameId: string; params: Record<string, unknown> } {
  switch (game) {
    case 'dice': {
      const chance = pick(random, DICE_CHANCES);
      const under = random() < 0.5;
      return {
        gameId: 'dice',
        params: { target: (under ? chance : 10_000 - chance) / 100, condition: under ? 'under' : 'over' },
      };
    }
    case 'limbo':
      return { gameId: 'limbo', params: { target: pick(random, LIMBO_TARGETS) } };
    case 'plinko':
      return {
        gameId: 'plinko',
        params: { rows: pick(random, PLINKO_ROWS), risk: weighted(random, PLINKO_RISKS) },
      };
    case 'slots':
      return { gameId: pick(random, SLOT_MACHINE_IDS), params: {} };
  }
}

/** The next bet of a simulated player: one of their games, a stake in their style, within the limits. */
export function planBet(player: SimulatedPlayer, limits: PlanLimits, random: Random): PlannedBet {
  const game = weighted(random, player.games);
  const { gameId, params } = paramsFor(game, random);
  let steps = BigInt(pick(random, STAKE_STEPS[player.stakes]));
  if (game === 'slots' && steps > SLOT_MAX_STEPS) steps = SLOT_MAX_STEPS;
  let stake = limits.minBet * steps;
  if (stake > limits.maxBet) stake = limits.maxBet;
  return { gameId, stake, params };
}

/** What a simulated player's balance is topped up to: enough for a long run of their biggest stakes. */
export function bankrollOf(limits: PlanLimits): bigint {
  return limits.minBet * 5_000n;
}

/** How much tops the balance back up to the bankroll: 0 until it falls below a tenth of it. */
export function topUpAmount(balance: bigint, limits: PlanLimits): bigint {
  const bankroll = bankrollOf(limits);
  return balance < bankroll / 10n ? bankroll - balance : 0n;
}
