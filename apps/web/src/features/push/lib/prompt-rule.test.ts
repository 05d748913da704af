import { describe, expect, it } from 'vitest';
import {
  PUSH_REFUSAL_PAUSE_MS,
  PUSH_REFUSAL_TOAST_MS,
  type PushPromptInput,
  readPushRefusal,
  savePushRefusal,
  shouldShowPushPrompt,
} from './prompt-rule.ts';

const NOW = Date.parse('2026-03-10T12:00:00.000Z');
const DAY = 24 * 60 * 60 * 1000;
const base: PushPromptInput = {
  enabled: true,
  supported: true,
  permission: 'default',
  refusedAt: null,
  now: NOW,
};

describe('shouldShowPushPrompt (SPEC §4.6, §9)', () => {
  it('shows when enabled, supported, not granted and never refused', () => {
    expect(shouldShowPushPrompt(base)).toBe(true);
  });

  it('does not show when disabled or unsupported', () => {
    expect(shouldShowPushPrompt({ ...base, enabled: false })).toBe(false);
    expect(shouldShowPushPrompt({ ...base, supported: false })).toBe(false);
  });

  it('does not show once permission is granted; denied is still "not granted"', () => {
    expect(shouldShowPushPrompt({ ...base, permission: 'granted' })).toBe(false);
    expect(shouldShowPushPrompt({ ...base, permission: 'denied' })).toBe(true);
  });

  it('stays away for 7 days after a refusal, then shows again', () => {
    expect(PUSH_REFUSAL_PAUSE_MS).toBe(7 * DAY);
    expect(PUSH_REFUSAL_TOAST_MS).toBe(2500);
    expect(shouldShowPushPrompt({ ...base, refusedAt: NOW - DAY })).toBe(false);
    expect(shouldShowPushPrompt({ ...base, refusedAt: NOW - 7 * DAY + 1 })).toBe(false);
    expect(shouldShowPushPrompt({ ...base, refusedAt: NOW - 7 * DAY })).toBe(true);
    expect(shouldShowPushPrompt({ ...base, refusedAt: NOW - 30 * DAY })).toBe(true);
  });
});

describe('the refusal date is kept per player', () => {
  function memoryStorage() {
    const map = new Map<string, string>();
    return {
      getItem: (k: string) => map.get(k) ?? null,
      setItem: (k: string, v: string) => void map.set(k, v),
    };
  }

  it('reads back what was saved, for that player only', () => {
    const storage = memoryStorage();
    savePushRefusal('player-a', NOW, storage);
    expect(readPushRefusal('player-a', storage)).toBe(NOW);
    expect(readPushRefusal('player-b', storage)).toBeNull();
  });

  it('ignores garbage and survives a storage that throws', () => {
    const storage = memoryStorage();
    storage.setItem('casino.push.refusedAt.x', 'yesterday');
    expect(readPushRefusal('x', storage)).toBeNull();
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(readPushRefusal('x', broken)).toBeNull();
    expect(() => savePushRefusal('x', NOW, broken)).not.toThrow();
  });
});
