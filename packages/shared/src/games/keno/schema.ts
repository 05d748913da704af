import { z } from 'zod';
import { KENO_NUMBERS } from '../fairness/outcomes.ts';

/** Keno: the player picks 1–10 distinct numbers of the 40 (10 are drawn). */
export const KENO_MAX_PICKS = 10;
export const KENO_RISKS = ['classic', 'low', 'medium', 'high'] as const;

export const kenoParams = z
  .object({
    risk: z.enum(KENO_RISKS),
    picks: z
      .array(z.number().int().min(1).max(KENO_NUMBERS))
      .min(1)
      .max(KENO_MAX_PICKS)
      .refine((picks) => new Set(picks).size === picks.length, { message: 'Validation.invalid_format' }),
  })
  .strict();

export type KenoParams = z.infer<typeof kenoParams>;
