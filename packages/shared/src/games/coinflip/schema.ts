import { z } from 'zod';

export const COIN_SIDES = ['heads', 'tails'] as const;
export type CoinSide = (typeof COIN_SIDES)[number];

/** A round starts with the stake alone; each flip names its side. */
export const coinflipParams = z.object({}).strict();
export const coinflipAction = z.discriminatedUnion('action', [
  z.object({ action: z.literal('flip'), side: z.enum(COIN_SIDES) }).strict(),
  z.object({ action: z.literal('cashout') }).strict(),
]);

export type CoinflipParams = z.infer<typeof coinflipParams>;
export type CoinflipAction = z.infer<typeof coinflipAction>;
