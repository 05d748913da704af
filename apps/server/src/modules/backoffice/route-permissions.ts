import type { OperatorPermission } from '@casino/shared';

/**
 * What each operator route needs, by method and path under /api/admin/v1. 'signed-in': any operator, even
 * before setting up two-factor (their own account and its setup); 'any': any operator with two-factor
 * done. A route missing here is the admin role's alone, so a new route is closed to others until listed.
 */
export const ROUTE_PERMISSIONS: Record<string, OperatorPermission | 'any' | 'signed-in'> = {
  'GET /me': 'signed-in',
  'POST /auth/logout': 'signed-in',
  'POST /auth/two-factor/setup': 'signed-in',
  'POST /auth/two-factor/enable': 'signed-in',

  'GET /orders/buy': 'cashier.read',
  'GET /orders/buy/:id/receipt': 'cashier.read',
  'POST /orders/buy/:id/confirm': 'cashier.decide',
  'POST /orders/buy/:id/decline': 'cashier.decide',
  'GET /withdrawals': 'cashier.read',
  'POST /withdrawals/:id/approve': 'cashier.decide',
  'POST /withdrawals/:id/decline': 'cashier.decide',
  'GET /disputes': 'cashier.read',
  'GET /disputes/:id/evidence': 'cashier.read',
  'POST /disputes/:id/accept': 'cashier.decide',
  'POST /disputes/:id/reject': 'cashier.decide',
  'GET /chain-deposits': 'cashier.read',
  'POST /sandbox/chain-payments': 'sandbox',

  'GET /players': 'players.read',
  'GET /players/:globalId': 'players.read',
  'GET /players/:globalId/ledger': 'players.read',
  'GET /players/:globalId/bets': 'players.read',
  'GET /players/:globalId/transactions': 'players.read',
  'GET /players/:globalId/sessions': 'players.read',
  'GET /players/:globalId/bonuses': 'players.read',
  'GET /players/:globalId/protection': 'players.read',
  'POST /players/:globalId/adjustments': 'players.adjust',
  'POST /players/:globalId/bonuses': 'players.bonus',
  'POST /players/:globalId/ban': 'players.ban',
  'POST /players/:globalId/unban': 'players.ban',
  'POST /players/:globalId/vip': 'players.vip',
  'POST /players/:globalId/restrictions': 'players.restrict',
  'POST /players/:globalId/two-factor/reset': 'players.security',

  'GET /bonuses': 'promotions.manage',
  'POST /bonuses': 'promotions.manage',
  'PATCH /bonuses/:id': 'promotions.manage',
  'POST /bonuses/:id/retire': 'promotions.manage',
  'POST /bonuses/:id/offers': 'promotions.manage',
  'GET /tournaments': 'promotions.manage',
  'POST /tournaments': 'promotions.manage',
  'PATCH /tournaments/:id': 'promotions.manage',
  'POST /tournaments/:id/end': 'promotions.manage',
  'POST /tournaments/:id/cancel': 'promotions.manage',

  'GET /sportsbook/events': 'sportsbook.manage',
  'POST /sportsbook/markets/:id/settle': 'sportsbook.manage',
  'POST /sportsbook/markets/:id/suspend': 'sportsbook.manage',
  'POST /sportsbook/events/:id/void': 'sportsbook.manage',
  'POST /sandbox/sportsbook/events/:id/finish': 'sandbox',

  'GET /games': 'games.manage',
  'GET /games/:id': 'games.manage',
  'PATCH /games/:id': 'games.manage',
  'POST /games/order': 'games.manage',
  'POST /games/import': 'games.manage',

  'GET /reports/daily': 'reports.read',
  'GET /audit': 'audit.read',
  'POST /ledger/audit': 'ledger.audit',

  'GET /support/conversations': 'support.chat',
  'GET /support/conversations/:id': 'support.chat',
  'POST /support/conversations/:id/messages': 'support.chat',
  'POST /support/conversations/:id/attachments': 'support.chat',
  'GET /support/conversations/:id/attachments/:attachmentId': 'support.chat',
  'POST /support/conversations/:id/assign': 'support.chat',
  'POST /support/conversations/:id/close': 'support.chat',
  'POST /support/conversations/:id/reopen': 'support.chat',
  'POST /support/conversations/:id/read': 'support.chat',
  'POST /support/conversations/:id/typing': 'support.chat',
};

const PREFIX = '/api/admin/v1';

/** The permission a route needs; unlisted routes need admin's whole set (see ROUTE_PERMISSIONS). */
export function permissionOf(
  method: string | string[],
  url: string | undefined,
): OperatorPermission | 'any' | 'signed-in' | 'admin' {
  const path = (url ?? '').startsWith(PREFIX) ? (url ?? '').slice(PREFIX.length) : (url ?? '');
  return ROUTE_PERMISSIONS[`${String(method)} ${path}`] ?? 'admin';
}
