import { describe, expect, it } from 'vitest';
import { RETENTION_PROMPT_MS, shouldShowRetention } from './retention.ts';

describe('shouldShowRetention (SPEC §2.6, §9)', () => {
  const base = { hasDeposits: false, reason: 'button' as const, lastShownAt: null, now: 5_000_000 };
  it('shows for a player without deposits closing by button, Esc or backdrop', () => {
    for (const reason of ['button', 'escape', 'backdrop'] as const)
      expect(shouldShowRetention({ ...base, reason })).toBe(true);
  });
  it('never after a drag, never for a player with deposits', () => {
    expect(shouldShowRetention({ ...base, reason: 'drag' })).toBe(false);
    expect(shouldShowRetention({ ...base, hasDeposits: true })).toBe(false);
  });
  it('at most once per 10 minutes (600000 ms)', () => {
    expect(RETENTION_PROMPT_MS).toBe(600_000);
    expect(shouldShowRetention({ ...base, lastShownAt: base.now - RETENTION_PROMPT_MS + 1 })).toBe(false);
    expect(shouldShowRetention({ ...base, lastShownAt: base.now - RETENTION_PROMPT_MS })).toBe(true);
  });
});
