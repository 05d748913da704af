import { describe, expect, it } from 'vitest';
import {
  VIP_LEVEL_NAMES,
  VIP_LEVEL_THRESHOLDS_CENTS,
  VIP_MAX_LEVEL,
  vipCentsToNextLevel,
  vipLevelFor,
} from './vip-levels.ts';

describe('VIP levels', () => {
  it('are reached at each threshold, not a cent before', () => {
    expect(VIP_LEVEL_NAMES).toHaveLength(VIP_LEVEL_THRESHOLDS_CENTS.length);
    for (const [level, threshold] of VIP_LEVEL_THRESHOLDS_CENTS.entries()) {
      expect(vipLevelFor(threshold)).toBe(level);
      if (level > 0) expect(vipLevelFor(threshold - 1n)).toBe(level - 1);
    }
    expect(vipLevelFor(10n ** 15n)).toBe(VIP_MAX_LEVEL);
  });
  it('say what is left to the next level, and nothing at the top', () => {
    expect(vipCentsToNextLevel(0, 0n)).toBe(100_000n);
    expect(vipCentsToNextLevel(0, 99_999n)).toBe(1n);
    expect(vipCentsToNextLevel(1, 100_000n)).toBe(900_000n);
    // An operator's level: the next threshold less what was wagered.
    expect(vipCentsToNextLevel(4, 0n)).toBe(100_000_000n);
    expect(vipCentsToNextLevel(VIP_MAX_LEVEL, 0n)).toBeNull();
  });
});
