import type { OperatorMe, OperatorPermission } from '@casino/shared';

/**
 * What the signed-in operator may use, from GET /me's `permissions`. Only for showing: the server checks
 * every call again, and a 403 it answers is shown as such (errorText), never trusted away.
 */
export function can(
  me: Pick<OperatorMe, 'permissions'> | undefined,
  permission: OperatorPermission,
): boolean {
  return me?.permissions.includes(permission) ?? false;
}

/** Where the back office lives; links are absolute (relative ones inside a splat route are easy to misread). */
export const BASE = '/backoffice';

export type SectionId =
  | 'cashier'
  | 'support'
  | 'players'
  | 'reports'
  | 'audit'
  | 'ledger'
  | 'promotions'
  | 'games';

/** The left nav, in order, each with the permission that opens it. */
export const SECTIONS: ReadonlyArray<{ id: SectionId; path: string; permission: OperatorPermission }> = [
  { id: 'cashier', path: 'cashier', permission: 'cashier.read' },
  { id: 'support', path: 'support', permission: 'support.chat' },
  { id: 'players', path: 'players', permission: 'players.read' },
  { id: 'reports', path: 'reports', permission: 'reports.read' },
  { id: 'audit', path: 'audit', permission: 'audit.read' },
  { id: 'ledger', path: 'ledger', permission: 'ledger.audit' },
  { id: 'promotions', path: 'promotions', permission: 'promotions.manage' },
  { id: 'games', path: 'games', permission: 'games.manage' },
];

export function visibleSections(me: Pick<OperatorMe, 'permissions'> | undefined) {
  return SECTIONS.filter((section) => can(me, section.permission));
}

/** Where /backoffice lands: the first section the role may open (none: the shell's empty state). */
export function homeSection(me: Pick<OperatorMe, 'permissions'> | undefined): string | null {
  const first = visibleSections(me)[0];
  return first ? `${BASE}/${first.path}` : null;
}

/** The player page's actions, each with its permission (POST /players/{globalId}/…). */
export const PLAYER_ACTIONS = [
  { id: 'adjust', permission: 'players.adjust' },
  { id: 'bonus', permission: 'players.bonus' },
  { id: 'ban', permission: 'players.ban' },
  { id: 'vip', permission: 'players.vip' },
  { id: 'restrictions', permission: 'players.restrict' },
] as const satisfies ReadonlyArray<{ id: string; permission: OperatorPermission }>;

export type PlayerActionId = (typeof PLAYER_ACTIONS)[number]['id'];

export function allowedPlayerActions(me: Pick<OperatorMe, 'permissions'> | undefined): PlayerActionId[] {
  return PLAYER_ACTIONS.filter((action) => can(me, action.permission)).map((action) => action.id);
}
