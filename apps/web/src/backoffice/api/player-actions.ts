import type { BalanceView, BanReason } from '@casino/shared';
import { admin } from './admin-client.ts';
import type { PlayerSummary } from './types.ts';

const base = (globalId: string) => `/players/${encodeURIComponent(globalId)}`;

/** The player page's actions (POST /players/{globalId}/…); money ones carry the action's Idempotency-Key. */
export const playerActions = {
  /** `amount` signed, in major units of the player's account currency. */
  adjust: (globalId: string, body: { amount: string; currency: string; reason: string }, key: string) =>
    admin.post<BalanceView>(`${base(globalId)}/adjustments`, { body, idempotencyKey: key }),
  grantBonus: (
    globalId: string,
    body: { amount: string; currency: string; wager: number; days: number; title: string },
    key: string,
  ) => admin.post<BalanceView>(`${base(globalId)}/bonuses`, { body, idempotencyKey: key }),
  ban: (globalId: string, reason: BanReason) =>
    admin.post<PlayerSummary>(`${base(globalId)}/ban`, { body: { reason } }),
  unban: (globalId: string) => admin.post<PlayerSummary>(`${base(globalId)}/unban`),
  setVip: (globalId: string, body: { isVip: boolean; level?: number; vipManagerTelegram?: string | null }) =>
    admin.post<PlayerSummary>(`${base(globalId)}/vip`, { body }),
  restrict: (globalId: string, body: { buyBanned?: boolean; fiatBanned?: boolean }) =>
    admin.post<PlayerSummary>(`${base(globalId)}/restrictions`, { body }),
};
