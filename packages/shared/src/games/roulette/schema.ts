import { z } from 'zod';
import { isLegalSpot, spotKey } from './rules.ts';

/** Chips per bet, a chip's share and all shares together: a full table fits, a typo does not. */
export const ROULETTE_MAX_CHIPS = 60;
export const ROULETTE_MAX_SHARE = 1_000;
export const ROULETTE_MAX_SHARES = 10_000;

const share = z.number().int().min(1).max(ROULETTE_MAX_SHARE);

export const rouletteBet = z.discriminatedUnion('type', [
  z
    .object({
      type: z.enum(['straight', 'split', 'street', 'corner', 'line']),
      numbers: z.array(z.number().int().min(0).max(36)).min(1).max(6),
      share,
    })
    .strict(),
  z.object({ type: z.enum(['dozen', 'column']), index: z.number().int().min(0).max(2), share }).strict(),
  z.object({ type: z.enum(['red', 'black', 'even', 'odd', 'low', 'high']), share }).strict(),
]);

export type RouletteBet = z.infer<typeof rouletteBet>;

/**
 * A roulette bet: its chips, each on a legal spot (a split two neighbours, a corner a square...), one chip
 * per spot; the bet's amount is split between them by share.
 */
export const rouletteParams = z
  .object({ bets: z.array(rouletteBet).min(1).max(ROULETTE_MAX_CHIPS) })
  .strict()
  .superRefine(({ bets }, ctx) => {
    const spots = new Set<string>();
    let shares = 0;
    bets.forEach((bet, index) => {
      if ('numbers' in bet && !isLegalSpot(bet.type, bet.numbers)) {
        ctx.addIssue({
          code: 'custom',
          message: 'Validation.invalid_format',
          path: ['bets', index, 'numbers'],
        });
      }
      const key = spotKey(bet);
      if (spots.has(key)) {
        ctx.addIssue({ code: 'custom', message: 'Validation.invalid_format', path: ['bets', index] });
      }
      spots.add(key);
      shares += bet.share;
    });
    if (shares > ROULETTE_MAX_SHARES) {
      ctx.addIssue({ code: 'custom', message: 'Validation.invalid_format', path: ['bets'] });
    }
  });

export type RouletteParams = z.infer<typeof rouletteParams>;
