import {
  ALL_SPORTS,
  AUTO_RACING,
  CYBERSPORTS,
  SPECIAL_OFFERS,
  SPORTS,
  sportBySegment,
  sportKindOf,
  sportSegment,
} from '@casino/shared';
import { describe, expect, it } from 'vitest';
import en from '../../../i18n/locales/en/shell.json';

describe('sports config', () => {
  it('has a long list of sports and cybersports and both groups', () => {
    expect(SPORTS.length).toBeGreaterThanOrEqual(30);
    expect(CYBERSPORTS.length).toBeGreaterThanOrEqual(10);
    expect(AUTO_RACING.length).toBeGreaterThan(0);
    expect(SPECIAL_OFFERS.length).toBeGreaterThan(0);
  });

  it('uses the slug-id pairs of SPEC §2.1', () => {
    const segments = ALL_SPORTS.map(sportSegment);
    for (const known of ['soccer-1', 'tennis-5', 'basketball-2', 'ice-hockey-4', 'volleyball-23'])
      expect(segments).toContain(known);
    for (const known of ['cs-109', 'dota-111', 'lol-110']) expect(segments).toContain(known);
  });

  it('has unique ids and slugs, each translated', () => {
    expect(new Set(ALL_SPORTS.map((sport) => sport.id)).size).toBe(ALL_SPORTS.length);
    expect(new Set(ALL_SPORTS.map((sport) => sport.slug)).size).toBe(ALL_SPORTS.length);
    for (const sport of ALL_SPORTS) expect(en.sports).toHaveProperty(sport.slug);
  });

  it('finds an entry by its path segment, and nothing for a wrong one', () => {
    expect(sportBySegment('soccer-1')?.slug).toBe('soccer');
    expect(sportBySegment('ice-hockey-4')?.id).toBe(4);
    expect(sportBySegment('soccer-2')).toBeUndefined();
    expect(sportBySegment('soccer')).toBeUndefined();
    expect(sportBySegment(undefined)).toBeUndefined();
    const cs = sportBySegment('cs-109');
    const tennis = sportBySegment('tennis-5');
    expect(cs && sportKindOf(cs)).toBe('cybersport');
    expect(tennis && sportKindOf(tennis)).toBe('sport');
  });
});
