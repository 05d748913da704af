import { describe, expect, it } from 'vitest';
import { bottomBarPromo } from './bottom-bar.ts';

describe('bottomBarPromo', () => {
  it('offers the wheel to a player with zero deposits', () => {
    expect(bottomBarPromo({ hasDeposits: false }, true)).toBe('wheel');
  });

  it('shows bonuses once the player has deposited', () => {
    expect(bottomBarPromo({ hasDeposits: true }, true)).toBe('bonuses');
  });

  it('shows bonuses to guests', () => {
    expect(bottomBarPromo(null, true)).toBe('bonuses');
  });

  it('shows bonuses while the wheel cannot be opened', () => {
    expect(bottomBarPromo({ hasDeposits: false }, false)).toBe('bonuses');
  });
});
