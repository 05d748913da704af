import { describe, expect, it } from 'vitest';
import { screenOf } from './screens.ts';

describe('back-office screens by path', () => {
  it('maps each section, a player, and the landing path', () => {
    expect(screenOf('/backoffice')).toEqual({ id: 'home' });
    expect(screenOf('/backoffice/')).toEqual({ id: 'home' });
    for (const id of ['cashier', 'support', 'players', 'reports', 'audit', 'ledger', 'promotions', 'games'])
      expect(screenOf(`/backoffice/${id}`)).toEqual({ id });
    expect(screenOf('/backoffice/players/6f1c2a44-0000-4000-8000-000000000001')).toEqual({
      id: 'player',
      globalId: '6f1c2a44-0000-4000-8000-000000000001',
    });
  });

  it('answers not-found for anything else', () => {
    for (const path of [
      '/backoffice/nope',
      '/backoffice/cashier/1',
      '/backoffice/players/a/b',
      '/backofficex',
      '/backoffice/players/%E0',
    ])
      expect(screenOf(path)).toEqual({ id: 'not-found' });
  });
});
