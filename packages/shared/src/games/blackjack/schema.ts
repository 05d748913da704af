import { z } from 'zod';

export const blackjackParams = z.object({}).strict();
export const blackjackAction = z.discriminatedUnion('action', [
  z.object({ action: z.literal('hit') }).strict(),
  z.object({ action: z.literal('stand') }).strict(),
  z.object({ action: z.literal('double') }).strict(),
  z.object({ action: z.literal('split') }).strict(),
  z.object({ action: z.literal('insurance'), take: z.boolean() }).strict(),
]);

export type BlackjackParams = z.infer<typeof blackjackParams>;
export type BlackjackAction = z.infer<typeof blackjackAction>;
export type BlackjackMove = BlackjackAction['action'];
