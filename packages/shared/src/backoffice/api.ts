import { z } from 'zod';
import { OPERATOR_PERMISSIONS, OPERATOR_ROLES } from './roles.ts';

/**
 * Answers of the operator API added for the back office (issue 20), shared with its screens. Amounts are
 * decimal strings in major units of `currency`; times are ISO-8601.
 */

const pageMeta = z.object({ total: z.number().int(), offset: z.number().int(), limit: z.number().int() });

/** GET /api/admin/v1/me. */
export const operatorMeSchema = z.object({
  email: z.string(),
  role: z.enum(OPERATOR_ROLES),
  permissions: z.array(z.enum(OPERATOR_PERMISSIONS)),
  twoFactorEnabled: z.boolean(),
  /** Until set up, every other call answers 403 two_factor_setup_required. */
  twoFactorRequired: z.boolean(),
});
export type OperatorMe = z.infer<typeof operatorMeSchema>;

/** POST /api/admin/v1/auth/two-factor/setup (and the player's /api/v1/me/two-factor/setup). */
export const twoFactorSetupSchema = z.object({ secret: z.string(), otpauthUrl: z.string() });
export type TwoFactorSetupView = z.infer<typeof twoFactorSetupSchema>;
export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });

/** GET /api/admin/v1/players?query=&offset=&limit=: e-mail, global id, Telegram id or username, address. */
export const playerSearchSchema = z.object({
  items: z.array(
    z.object({
      globalId: z.string(),
      email: z.string().nullable(),
      telegramId: z.string().nullable(),
      telegramUsername: z.string().nullable(),
      currency: z.string(),
      isVip: z.boolean(),
      vipLevel: z.number().int(),
      banReason: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
  meta: pageMeta,
});
export type PlayerSearch = z.infer<typeof playerSearchSchema>;

/** GET /api/admin/v1/players/{globalId}/ledger: the player's postings, newest first. */
export const playerLedgerSchema = z.object({
  items: z.array(
    z.object({
      id: z.string(),
      /** The transfer's kind: bet_stake, bet_payout, deposit, withdrawal_hold, adjustment, bonus_grant, … */
      kind: z.string(),
      account: z.string(),
      currency: z.string(),
      /** Signed: negative left the account. */
      amount: z.string(),
      idempotencyKey: z.string(),
      createdAt: z.string(),
    }),
  ),
  meta: pageMeta,
});
export type PlayerLedger = z.infer<typeof playerLedgerSchema>;

/** GET /api/admin/v1/players/{globalId}/bets. */
export const playerBetsSchema = z.object({
  items: z.array(
    z.object({
      id: z.string(),
      gameId: z.string(),
      currency: z.string(),
      amount: z.string(),
      payout: z.string(),
      /** e.g. "2.00" */
      multiplier: z.string(),
      status: z.string(),
      freeSpin: z.boolean(),
      createdAt: z.string(),
    }),
  ),
  meta: pageMeta,
});
export type PlayerBets = z.infer<typeof playerBetsSchema>;

/** GET /api/admin/v1/players/{globalId}/transactions: deposits, buy orders, withdrawals and sells. */
export const playerTransactionsSchema = z.object({
  items: z.array(
    z.object({
      id: z.string(),
      type: z.string(),
      status: z.string(),
      currency: z.string(),
      amount: z.string(),
      provider: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
  meta: pageMeta,
});
export type PlayerTransactions = z.infer<typeof playerTransactionsSchema>;

/** GET /api/admin/v1/players/{globalId}/bonuses: every bonus the player was granted, newest first. */
export const playerBonusesSchema = z.object({
  items: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      source: z.string(),
      currency: z.string(),
      amount: z.string(),
      wagerMultiplier: z.number().int(),
      freespinsLeft: z.number().int(),
      status: z.enum(['active', 'wagered', 'expired', 'forfeited']),
      createdAt: z.string(),
      expiresAt: z.string(),
    }),
  ),
  meta: pageMeta,
});
export type PlayerBonuses = z.infer<typeof playerBonusesSchema>;

/** GET /api/admin/v1/players/{globalId}/sessions: open sign-ins, newest first (never the tokens). */
export const playerSessionsSchema = z.object({
  items: z.array(z.object({ createdAt: z.string(), expiresAt: z.string() })),
});
export type PlayerSessions = z.infer<typeof playerSessionsSchema>;

/** GET /api/admin/v1/reports/daily?from=YYYY-MM-DD&to=YYYY-MM-DD[&currency=][&format=csv] (UTC days). */
export const dailyReportSchema = z.object({
  items: z.array(
    z.object({
      day: z.string(),
      currency: z.string(),
      deposits: z.string(),
      depositCount: z.number().int(),
      withdrawals: z.string(),
      withdrawalCount: z.number().int(),
      bets: z.number().int(),
      stakes: z.string(),
      payouts: z.string(),
      /** Gross gaming revenue: stakes less payouts. */
      ggr: z.string(),
      /** Bonus money granted (bonus grants, free-spin winnings credited, bonus prizes). */
      bonusCost: z.string(),
    }),
  ),
});
export type DailyReport = z.infer<typeof dailyReportSchema>;

/** POST /api/admin/v1/ledger/audit: the checks of `npm run ledger:audit`, run now. */
export const ledgerAuditSchema = z.object({
  ok: z.boolean(),
  violations: z.array(z.object({ check: z.string(), detail: z.string() })),
  checkedAt: z.string(),
  durationMs: z.number(),
});
export type LedgerAuditResult = z.infer<typeof ledgerAuditSchema>;
