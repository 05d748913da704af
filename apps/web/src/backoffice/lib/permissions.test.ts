import { OPERATOR_ROLES, ROLE_PERMISSIONS } from '@casino/shared';
import { describe, expect, it } from 'vitest';
import { allowedPlayerActions, can, homeSection, visibleSections } from './permissions.ts';

const meOf = (role: keyof typeof ROLE_PERMISSIONS) => ({ permissions: [...ROLE_PERMISSIONS[role]] });
const sections = (role: keyof typeof ROLE_PERMISSIONS) => visibleSections(meOf(role)).map((s) => s.id);

describe('role-based visibility', () => {
  it('shows an admin every section and every player action', () => {
    expect(sections('admin')).toEqual([
      'cashier',
      'support',
      'players',
      'reports',
      'audit',
      'ledger',
      'promotions',
      'games',
    ]);
    expect(allowedPlayerActions(meOf('admin'))).toEqual(['adjust', 'bonus', 'ban', 'vip', 'restrictions']);
  });

  it('shows a cashier the queues and players, and no player action', () => {
    expect(sections('cashier')).toEqual(['cashier', 'players']);
    expect(allowedPlayerActions(meOf('cashier'))).toEqual([]);
    expect(can(meOf('cashier'), 'cashier.decide')).toBe(true);
  });

  it('lets support answer the chat and read (queues, players, audit) but decide nothing', () => {
    expect(sections('support')).toEqual(['cashier', 'support', 'players', 'audit']);
    expect(can(meOf('support'), 'cashier.decide')).toBe(false);
    expect(allowedPlayerActions(meOf('support'))).toEqual([]);
  });

  it('gives risk reports, the audit log, ledger health, bans and restrictions', () => {
    expect(sections('risk')).toEqual(['cashier', 'players', 'reports', 'audit', 'ledger']);
    expect(allowedPlayerActions(meOf('risk'))).toEqual(['ban', 'restrictions']);
  });

  it('lands on the first section the role may open, or nowhere', () => {
    for (const role of OPERATOR_ROLES) expect(homeSection(meOf(role))).toBe('/backoffice/cashier');
    expect(homeSection({ permissions: ['reports.read'] })).toBe('/backoffice/reports');
    expect(homeSection({ permissions: [] })).toBeNull();
    expect(homeSection(undefined)).toBeNull();
  });

  it('allows nothing before /me has answered', () => {
    expect(can(undefined, 'players.read')).toBe(false);
    expect(visibleSections(undefined)).toEqual([]);
  });
});
