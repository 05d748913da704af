import { z } from 'zod';
import { exclusionSchema } from '../protection/schemas.ts';

/** SPEC §3 Viewer as `/api/v1/me` and the sign-in calls answer it. */
export const viewerSchema = z.object({
  globalId: z.string(),
  email: z.string().nullable(),
  language: z.string(),
  /** `primary` is what balances are also shown in; `account` is the main account's currency. */
  currency: z.object({ primary: z.string(), account: z.string() }),
  /** Short-lived JWT for the realtime connection. */
  websocketToken: z.string(),
  isVip: z.boolean(),
  /** Earned by wagering (auth/vip-levels.ts): 0 none … VIP_MAX_LEVEL; wagered and to-next in US dollars. */
  vip: z.object({ level: z.number().int(), wagered: z.string(), toNextLevel: z.string().nullable() }),
  isNameChangeAvailable: z.boolean(),
  isPushNotificationsActive: z.boolean(),
  hasDeposits: z.boolean(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  gender: z.enum(['male', 'female']).nullable(),
  /** YYYY-MM-DD. */
  dateOfBirth: z.string().nullable(),
  /** A time-out or self-exclusion in force (no play, no deposits; withdrawals still work), else null. */
  exclusion: exclusionSchema.nullable(),
  /** The player's reality-check interval; null: off. */
  realityCheckMinutes: z.number().int().nullable(),
  /** Two-factor sign-in is on: withdrawals ask for a code (header x-two-factor-code). */
  twoFactorEnabled: z.boolean(),
  vipManager: z.object({ telegramUsername: z.string() }).nullable(),
  webimUser: z.object({
    fields: z.object({ id: z.string(), display_name: z.string(), email: z.string().optional() }),
    hash: z.string(),
  }),
});
export type Viewer = z.infer<typeof viewerSchema>;

export const authResponseSchema = z.object({ token: z.string(), user: viewerSchema });
export type AuthResponse = z.infer<typeof authResponseSchema>;
