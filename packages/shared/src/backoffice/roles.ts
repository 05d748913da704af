/**
 * Back-office roles and what each may do (issue 20). The server checks the permission of every operator
 * call; the back office only hides what the role cannot use.
 */
export const OPERATOR_ROLES = ['admin', 'cashier', 'support', 'risk'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

export const OPERATOR_PERMISSIONS = [
  /** See buy orders, withdrawals, disputes and chain deposits. */
  'cashier.read',
  /** Confirm or decline buy orders, approve or decline withdrawals, resolve disputes. */
  'cashier.decide',
  'players.read',
  /** Credit or debit a player's balance by hand. */
  'players.adjust',
  'players.bonus',
  'players.ban',
  'players.vip',
  /** Payment restrictions (buy and fiat bans). */
  'players.restrict',
  /** Reset a player's two-factor sign-in once their identity is checked (a lost phone). */
  'players.security',
  /** The bonus catalogue and tournaments. */
  'promotions.manage',
  'reports.read',
  'audit.read',
  'ledger.audit',
  /** The sandbox chain's test payments (embedded default only). */
  'sandbox',
  /** Answer players in the live support chat: the queue, replies, assignment, closing. */
  'support.chat',
  /** Sportsbook events and markets: settle, re-settle, suspend, void. */
  'sportsbook.manage',
  /** The game catalogue: edit, hide, order and label games, import the aggregator's list. */
  'games.manage',
] as const;
export type OperatorPermission = (typeof OPERATOR_PERMISSIONS)[number];

export const ROLE_PERMISSIONS: Record<OperatorRole, readonly OperatorPermission[]> = {
  admin: OPERATOR_PERMISSIONS,
  // Works the queues; sees the player behind an order, changes nothing else.
  cashier: ['cashier.read', 'cashier.decide', 'players.read', 'sandbox'],
  // Answers players: sees everything about them, decides nothing about money.
  support: ['cashier.read', 'players.read', 'players.security', 'audit.read', 'support.chat'],
  // Fraud and responsible gambling: bans, restrictions, reports, the ledger's health.
  risk: [
    'cashier.read',
    'players.read',
    'players.ban',
    'players.restrict',
    'players.security',
    'reports.read',
    'audit.read',
    'ledger.audit',
  ],
};

export function roleAllows(role: OperatorRole, permission: OperatorPermission): boolean {
  return ROLE_PERMISSIONS[role].includes(permission);
}
