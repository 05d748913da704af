import {
  type BetResult,
  type BetView,
  type CrashState,
  contentListMeta,
  type FairnessView,
  type GameView,
  type LastBet,
  type RotatedSeeds,
} from '@casino/shared';
import { z } from 'zod';
import { balanceResponse } from '../wallet/index.ts';

/**
 * Response schemas of the game routes: what is listed here is all that leaves (zod drops unlisted keys),
 * and `satisfies` keeps each in step with the view type the services build.
 */

export const betView = z.object({
  id: z.string(),
  game: z.string(),
  amount: z.string(),
  currency: z.string(),
  payout: z.string(),
  multiplier: z.string(),
  outcome: z.record(z.string(), z.unknown()),
  status: z.enum(['open', 'settled']),
  serverSeedHash: z.string(),
  serverSeed: z.string().nullable(),
  clientSeed: z.string(),
  nonce: z.number(),
  createdAt: z.string(),
}) satisfies z.ZodType<BetView>;

export const betResult = z.object({ bet: betView, balance: balanceResponse }) satisfies z.ZodType<BetResult>;

export const fairnessView = z.object({
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  nonce: z.number(),
}) satisfies z.ZodType<FairnessView>;

export const rotatedSeeds = z.object({
  previous: z.object({
    serverSeed: z.string(),
    serverSeedHash: z.string(),
    clientSeed: z.string(),
    nonce: z.number(),
  }),
  current: fairnessView,
}) satisfies z.ZodType<RotatedSeeds>;

export const betLimits = z.object({
  currency: z.string(),
  minBet: z.string(),
  maxBet: z.string(),
  maxPayout: z.string(),
});

export const betPage = z.object({ items: z.array(betView), meta: contentListMeta });

export const lastBets = z.array(
  z.object({
    id: z.string(),
    game: z.string(),
    gameTitle: z.string(),
    player: z.string(),
    amount: z.string(),
    currency: z.string(),
    multiplier: z.string(),
    payout: z.string(),
    createdAt: z.string(),
  }) satisfies z.ZodType<LastBet>,
);

export const minesRound = z.object({ bet: betView.nullable() });

export const gameView = z.object({
  id: z.string(),
  title: z.string(),
  imageUrl: z.string(),
  blacklists: z.object({ countries: z.array(z.string()), currencies: z.array(z.string()) }),
  label: z.object({ type: z.enum(['Exclusive', 'Early Access']) }).nullable(),
  category: z.string(),
  provider: z.string(),
  rtp: z.string(),
  source: z.enum(['original', 'aggregator']),
  volatility: z.enum(['low', 'medium', 'high']).nullable(),
  demoAllowed: z.boolean(),
}) satisfies z.ZodType<GameView>;

export const gamePage = z.object({ items: z.array(gameView), meta: contentListMeta });

/** Categories and providers: the same filter entries; `count` is how many games the caller may see in it. */
export const filterList = z.object({
  items: z.array(
    z.object({ id: z.string(), value: z.string(), title: z.string(), count: z.number().int().optional() }),
  ),
});

export const favoriteList = z.object({ items: z.array(z.object({ id: z.string() })) });

const crashRoundView = z.object({
  id: z.string(),
  status: z.enum(['betting', 'running', 'crashed']),
  bettingEndsAt: z.string(),
  startedAt: z.string().nullable(),
  crashPoint: z.number().nullable(),
  hash: z.string().nullable(),
});

const crashPlayerBet = z.object({
  betId: z.string(),
  player: z.string(),
  amount: z.string(),
  currency: z.string(),
  autoCashout: z.number().nullable(),
  cashedOutAt: z.number().nullable(),
  payout: z.string().nullable(),
});

export const crashState = z.object({
  round: crashRoundView.nullable(),
  serverTime: z.string(),
  commitment: z.string(),
  history: z.array(z.object({ id: z.string(), crashPoint: z.number(), hash: z.string() })),
  bets: z.array(crashPlayerBet),
}) satisfies z.ZodType<CrashState>;

/** 204 answers carry no body. */
export const noContent = z.null().describe('No content');
