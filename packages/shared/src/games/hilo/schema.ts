import { z } from 'zod';

export const HILO_GUESSES = ['higher', 'lower'] as const;
export type HiloGuess = (typeof HILO_GUESSES)[number];

export const hiloParams = z.object({}).strict();
export const hiloAction = z.discriminatedUnion('action', [
  z.object({ action: z.literal('guess'), guess: z.enum(HILO_GUESSES) }).strict(),
  z.object({ action: z.literal('skip') }).strict(),
  z.object({ action: z.literal('cashout') }).strict(),
]);

export type HiloParams = z.infer<typeof hiloParams>;
export type HiloAction = z.infer<typeof hiloAction>;
