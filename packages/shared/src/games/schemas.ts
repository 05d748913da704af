import { z } from 'zod';
import { MINES_TILES } from './fairness/outcomes.ts';

/** Two decimals at most: the UIs and the results work in hundredths. */
const hundredths = (min: number, max: number) =>
  z
    .number()
    .min(min)
    .max(max)
    .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, {
      message: 'Validation.invalid_format',
    });

/** Dice: the win chance (over: 100 − target, under: target) must stay within 0.01 %–98 %. */
export const DICE_MIN_CHANCE = 0.01;
export const DICE_MAX_CHANCE = 98;
export const diceParams = z
  .object({ target: hundredths(0.01, 99.99), condition: z.enum(['over', 'under']) })
  .strict()
  .refine(
    ({ target, condition }) => {
      const chance = condition === 'over' ? 100 - target : target;
      return chance >= DICE_MIN_CHANCE - 1e-9 && chance <= DICE_MAX_CHANCE + 1e-9;
    },
    { message: 'Validation.invalid_format', path: ['target'] },
  );

export const LIMBO_MIN_TARGET = 1.01;
export const LIMBO_MAX_TARGET = 1_000_000;
export const limboParams = z.object({ target: hundredths(LIMBO_MIN_TARGET, LIMBO_MAX_TARGET) }).strict();

export const PLINKO_RISKS = ['low', 'medium', 'high'] as const;
export const PLINKO_MIN_ROWS = 8;
export const PLINKO_MAX_ROWS = 16;
export const plinkoParams = z
  .object({ rows: z.number().int().min(PLINKO_MIN_ROWS).max(PLINKO_MAX_ROWS), risk: z.enum(PLINKO_RISKS) })
  .strict();

export const minesParams = z
  .object({
    mines: z
      .number()
      .int()
      .min(1)
      .max(MINES_TILES - 1),
  })
  .strict();
export const minesReveal = z
  .object({
    tile: z
      .number()
      .int()
      .min(0)
      .max(MINES_TILES - 1),
  })
  .strict();

export const CRASH_MIN_AUTO_CASHOUT = 1.01;
export const crashParams = z
  .object({ autoCashout: hundredths(CRASH_MIN_AUTO_CASHOUT, LIMBO_MAX_TARGET).optional() })
  .strict();

export const slotParams = z.object({}).strict();

export type DiceParams = z.infer<typeof diceParams>;
export type LimboParams = z.infer<typeof limboParams>;
export type PlinkoParams = z.infer<typeof plinkoParams>;
export type MinesParams = z.infer<typeof minesParams>;
export type CrashParams = z.infer<typeof crashParams>;

/** POST /api/v1/games/{id}/bets body; `params` is checked by the game's own schema. */
export const placeBetBody = z.object({
  amount: z.string().max(40),
  params: z.record(z.string(), z.unknown()).default({}),
});

export const rotateSeedBody = z.object({ clientSeed: z.string().trim().min(1).max(64) }).strict();

/**
 * GET /api/v1/games/bets query. `offset` pages as before; `before` (the id of the last bet the client has)
 * pages by key instead: the bets with a smaller id, newest first, read straight off the player's index
 * however deep the history goes.
 */
export const betsQuery = z.object({
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(10),
  before: z
    .string({ error: 'Validation.invalid_format' })
    .regex(/^\d{1,18}$/, { error: 'Validation.invalid_format' })
    .optional(),
});

export const GAME_SORTS = ['rate', 'title', 'popularity', 'recently'] as const;
export const gamesQuery = z.object({
  sort: z.enum(GAME_SORTS).default('rate'),
  limit: z.coerce.number().int().min(1).max(100).default(30),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
  search: z.string().max(100).optional(),
  category: z.string().max(64).optional(),
  provider: z.string().max(64).optional(),
});
