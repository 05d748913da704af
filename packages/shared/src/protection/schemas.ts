import { z } from 'zod';
import { EXCLUSION_KINDS, LIMIT_KINDS, LIMIT_PERIODS, REALITY_CHECK_MINUTES } from './rules.ts';

/** Bodies and answers of `/api/v1/me/protection…`. Amounts are decimal strings in major units. */

const REQUIRED = 'Validation.required';
const INVALID = 'Validation.invalid_format';
const objectError = (issue: { input?: unknown }) => (issue.input === undefined ? REQUIRED : INVALID);

/** PUT /api/v1/me/protection/limits/{kind}/{period}: the amount in the account currency. */
export const setLimitRequestSchema = z.object(
  {
    amount: z
      .string({ error: objectError })
      .max(40, { error: INVALID })
      .regex(/^\d+(\.\d+)?$/, { error: INVALID }),
  },
  { error: objectError },
);
export type SetLimitRequest = z.infer<typeof setLimitRequestSchema>;

/** PUT /api/v1/me/protection/reality-check: null turns it off. */
export const realityCheckRequestSchema = z.object(
  {
    intervalMinutes: z
      .number({ error: objectError })
      .refine((n) => (REALITY_CHECK_MINUTES as readonly number[]).includes(n), { error: INVALID })
      .nullable(),
  },
  { error: objectError },
);
export type RealityCheckRequest = z.infer<typeof realityCheckRequestSchema>;

/** POST /api/v1/me/protection/exclusion: the password confirms it is the player, not someone at their screen. */
export const exclusionRequestSchema = z.object(
  {
    kind: z.enum(EXCLUSION_KINDS, { error: objectError }),
    duration: z.string({ error: objectError }).max(16, { error: INVALID }),
    password: z.string({ error: objectError }).max(128, { error: INVALID }).optional(),
  },
  { error: objectError },
);
export type ExclusionRequest = z.infer<typeof exclusionRequestSchema>;

export const playerLimitSchema = z.object({
  kind: z.enum(LIMIT_KINDS),
  period: z.enum(LIMIT_PERIODS),
  amount: z.string(),
  currency: z.string(),
  /** Counted so far in the current period, in `currency`. */
  used: z.string(),
  /** The current period ends (and `used` starts again from zero) at this ISO time. */
  resetsAt: z.string(),
  /** A raise (amount) or removal (null) waiting out the cooling-off until `from`. */
  pending: z.object({ amount: z.string().nullable(), from: z.string() }).nullable(),
});
export type PlayerLimit = z.infer<typeof playerLimitSchema>;

export const exclusionSchema = z.object({
  kind: z.enum(EXCLUSION_KINDS),
  /** ISO time; null: permanent. */
  until: z.string().nullable(),
});
export type ExclusionView = z.infer<typeof exclusionSchema>;

/** GET /api/v1/me/protection. */
export const protectionSchema = z.object({
  limits: z.array(playerLimitSchema),
  realityCheck: z.object({ intervalMinutes: z.number().int().nullable() }),
  exclusion: exclusionSchema.nullable(),
});
export type Protection = z.infer<typeof protectionSchema>;

/** GET /api/v1/me/protection/session: what the reality check shows, for the session of the caller's token. */
export const playSessionSchema = z.object({
  startedAt: z.string(),
  /** Server time, so the page counts minutes on the server's clock. */
  now: z.string(),
  intervalMinutes: z.number().int().nullable(),
  currency: z.string(),
  bets: z.number().int(),
  wagered: z.string(),
  /** Payouts less stakes since the session started; negative is a loss. */
  net: z.string(),
});
export type PlaySession = z.infer<typeof playSessionSchema>;
