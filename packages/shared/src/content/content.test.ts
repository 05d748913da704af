import { describe, expect, it } from 'vitest';
import {
  SNIPPET_MATCH_END as END,
  SNIPPET_MATCH_START as START,
  snippetParts,
  supportArticlesQuery,
  tournamentDescriptionIn,
  tournamentStatus,
  tournamentsQuery,
} from './index.ts';

describe('tournamentStatus', () => {
  const startsAt = new Date('2026-12-01T00:00:00Z');
  const endsAt = new Date('2026-12-08T00:00:00Z');
  it('is upcoming before the start, active from the start, finished from the end', () => {
    expect(tournamentStatus(startsAt, endsAt, new Date(startsAt.getTime() - 1))).toBe('upcoming');
    expect(tournamentStatus(startsAt, endsAt, startsAt)).toBe('active');
    expect(tournamentStatus(startsAt, endsAt, new Date(endsAt.getTime() - 1))).toBe('active');
    expect(tournamentStatus(startsAt, endsAt, endsAt)).toBe('finished');
  });
});

describe('tournamentDescriptionIn', () => {
  const tournament = {
    descriptions: { en: { name: 'Race', description: '' }, ru: { name: 'Гонка', description: '' } },
  };
  it('uses the language when present, else English', () => {
    expect(tournamentDescriptionIn(tournament, 'ru').name).toBe('Гонка');
    expect(tournamentDescriptionIn(tournament, 'uk').name).toBe('Race');
  });
});

describe('snippetParts', () => {
  it('splits on the match markers and drops them', () => {
    expect(snippetParts(`To ${START}withdraw${END}, open the ${START}wallet${END}`)).toEqual([
      { text: 'To ', match: false },
      { text: 'withdraw', match: true },
      { text: ', open the ', match: false },
      { text: 'wallet', match: true },
    ]);
    expect(snippetParts('<b>plain</b>')).toEqual([{ text: '<b>plain</b>', match: false }]);
    expect(snippetParts('')).toEqual([]);
  });
});

describe('query schemas', () => {
  it('default and bound the paging (SPEC §9: support pages by 30)', () => {
    expect(supportArticlesQuery.parse({})).toEqual({ language: 'en', offset: 0, limit: 30 });
    expect(supportArticlesQuery.safeParse({ limit: '31' }).success).toBe(false);
    expect(tournamentsQuery.parse({ offset: '3', limit: 3 })).toEqual({ offset: 3, limit: 3 });
    for (const offset of ['1e3', ' 1', '0x10', '-1', '1.0', ''])
      expect(tournamentsQuery.safeParse({ offset }).success, offset).toBe(false);
  });

  it('need 3 characters of search after trimming (SPEC §5.6)', () => {
    expect(supportArticlesQuery.parse({ search: '  kyc ' }).search).toBe('kyc');
    const short = supportArticlesQuery.safeParse({ search: ' ab ' });
    expect(short.success).toBe(false);
    expect(short.error?.issues[0]?.message).toBe('Validation.invalid_format');
    expect(supportArticlesQuery.safeParse({ search: 'x'.repeat(101) }).success).toBe(false);
  });
});
