import {
  SNIPPET_MATCH_END,
  SNIPPET_MATCH_START,
  type SupportArticle,
  type SupportArticleList,
  snippetParts,
} from '@casino/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedSupportArticles } from '../../src/modules/support/index.ts';
import { createTestApp, type TestApp } from '../app.ts';
import { expectEnvelope } from '../platform/helpers.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'off' });
});
afterAll(async () => {
  await t?.close();
});

const SLUGS = [
  'making-a-deposit',
  'withdrawal-times-and-limits',
  'account-verification-kyc',
  'bonuses-and-wagering',
  'provably-fair',
  'responsible-gaming-limits',
  'account-security',
  'telegram-mini-app',
  'ton-deposits-and-memo',
  'payment-disputes',
  'vip-programme',
  'deposit-not-credited',
];

const get = (query: Record<string, string>) => t.app.inject({ url: '/api/v1/support/articles', query });
const list = async (query: Record<string, string> = {}) => {
  const response = await get(query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as SupportArticleList;
};
const slugs = (page: SupportArticleList) => page.items.map((item) => item.slug);
const matched = (snippet: string) =>
  snippetParts(snippet)
    .filter((part) => part.match)
    .map((part) => part.text.toLowerCase());

describe('GET /api/v1/support/articles without a search', () => {
  it('lists the help centre in its order, 30 per page, each with its opening as the snippet', async () => {
    for (const language of ['en', 'ru', 'uk']) {
      const page = await list({ language });
      expect(slugs(page)).toEqual(SLUGS);
      expect(page.meta).toEqual({ total: 12, offset: 0, limit: 30 });
      for (const item of page.items) {
        expect(Object.keys(item).sort()).toEqual(['id', 'language', 'slug', 'snippet', 'title']);
        expect(item.language).toBe(language);
        expect(item.snippet.length).toBeGreaterThan(40);
        expect(item.snippet.length).toBeLessThanOrEqual(161);
        expect(item.snippet).not.toMatch(/[*#<>]/);
        expect(snippetParts(item.snippet).every((part) => !part.match)).toBe(true);
      }
    }
    expect((await list()).items[0]?.title).toBe('How to make a deposit');
    expect((await list({ language: 'uk' })).items[1]?.title).toBe('Виведення коштів: терміни та ліміти');
  });

  it('pages with offset and limit', async () => {
    const page = await list({ offset: '10', limit: '5' });
    expect(slugs(page)).toEqual(SLUGS.slice(10));
    expect(page.meta).toEqual({ total: 12, offset: 10, limit: 5 });
    expect((await list({ offset: '50' })).items).toEqual([]);
  });
});

describe('GET /api/v1/support/articles?search', () => {
  it('matches the word being typed as a prefix: "withdr" finds the withdrawal article first', async () => {
    const page = await list({ search: 'withdr' });
    expect(page.items[0]?.slug).toBe('withdrawal-times-and-limits');
    expect(page.meta.total).toBe(page.items.length);
    const snippet = page.items[0]?.snippet ?? '';
    expect(snippet).toContain(SNIPPET_MATCH_START);
    expect(snippet).toContain(SNIPPET_MATCH_END);
    expect(matched(snippet).every((word) => word.startsWith('withdr'))).toBe(true);
    expect(snippet).not.toMatch(/[<>*#]/);
  });

  it('puts articles with every word first, then those with some', async () => {
    const page = await list({ search: 'deposit memo' });
    // Only these two have both words; the withdrawal article mentions the memo but no deposit.
    expect(slugs(page).slice(0, 2)).toEqual(['ton-deposits-and-memo', 'deposit-not-credited']);
    expect(slugs(page)).toContain('withdrawal-times-and-limits');
    expect(slugs(page)).toContain('making-a-deposit');
    expect(page.meta.total).toBe(page.items.length);
    expect((await list({ search: 'provably fair' })).items[0]?.slug).toBe('provably-fair');
  });

  it('falls back to any word for a question no article answers word for word', async () => {
    const page = await list({ search: 'how long does a withdrawal take zzzz' });
    expect(page.items[0]?.slug).toBe('withdrawal-times-and-limits');
  });

  it('understands Russian word forms: "вывода", "выводом" find "вывод"', async () => {
    for (const search of ['вывода', 'выводом средств', 'Вывода']) {
      const page = await list({ search, language: 'ru' });
      expect(page.items[0]?.slug, search).toBe('withdrawal-times-and-limits');
      expect(page.items[0]?.language).toBe('ru');
    }
    const snippet = (await list({ search: 'вывода', language: 'ru' })).items[0]?.snippet ?? '';
    expect(matched(snippet).some((word) => word.startsWith('вывод'))).toBe(true);
  });

  it('matches Ukrainian words by prefix (PostgreSQL has no Ukrainian stemmer)', async () => {
    const page = await list({ search: 'виведенн коштів', language: 'uk' });
    expect(page.items[0]?.slug).toBe('withdrawal-times-and-limits');
    expect(page.items[0]?.language).toBe('uk');
    expect((await list({ search: 'верифікац', language: 'uk' })).items[0]?.slug).toBe(
      'account-verification-kyc',
    );
  });

  it('searches only the reader’s language', async () => {
    expect((await list({ search: 'вывод', language: 'en' })).items).toEqual([]);
    expect((await list({ search: 'withdrawal', language: 'ru' })).items).toEqual([]);
  });

  it('counts every match and pages them', async () => {
    const all = await list({ search: 'deposit' });
    expect(all.meta.total).toBeGreaterThan(3);
    const second = await list({ search: 'deposit', offset: '2', limit: '2' });
    expect(slugs(second)).toEqual(slugs(all).slice(2, 4));
    expect(second.meta).toEqual({ total: all.meta.total, offset: 2, limit: 2 });
    expect(await list({ search: 'deposit', offset: '100' })).toEqual({
      items: [],
      meta: { total: all.meta.total, offset: 100, limit: 30 },
    });
  });

  it('finds nothing, without failing, for hostile or empty-of-words input', async () => {
    for (const search of [
      "'&|!:*()",
      '!!!',
      ':*:*:*',
      '<->',
      "1' OR '1'='1",
      "'); DROP TABLE support_articles; --",
      'withdr & !deposit | (kyc',
      'the and of',
      '\\\\\\',
      'abcабв123',
      'é'.normalize('NFD').repeat(40),
      '%00%27--',
      '<script>alert(1)</script>',
      '😀😀😀',
    ]) {
      const response = await get({ search });
      expect(response.statusCode, `${search}: ${response.body}`).toBe(200);
      const page = response.json() as SupportArticleList;
      for (const item of page.items) expect(item.snippet).not.toMatch(/[<>]/);
    }
    // A NUL byte is no search at all: the hostile-input guard refuses it before any query runs.
    const nul = await get({ search: 'a\u0000bc' });
    expect(nul.statusCode).toBe(400);
    expect(nul.json().errors).toEqual([{ field: 'search', message: 'Validation.invalid_format' }]);
    // The operators are dropped, the words still count.
    expect((await list({ search: "!withdr:*')" })).items[0]?.slug).toBe('withdrawal-times-and-limits');
    expect((await list({ search: "'&|!:*()" })).meta.total).toBe(0);
  });

  it('falls back to the English article where a translation is missing', async () => {
    await t.db.database.pool.query(
      `INSERT INTO support_articles (slug, language, title, body)
       VALUES ('sportsbook-rules', 'en', 'Sportsbook rules', 'How sportsbook bets settle. <img src=x onerror=alert(1)>')`,
    );
    try {
      for (const language of ['ru', 'uk']) {
        const page = await list({ language });
        expect(page.meta.total).toBe(13);
        expect(page.items.at(-1)).toMatchObject({ slug: 'sportsbook-rules', language: 'en' });
        expect(page.items.slice(0, 12).every((item) => item.language === language)).toBe(true);
        const found = await list({ search: 'sportsbo', language });
        expect(found.items).toHaveLength(1);
        expect(found.items[0]).toMatchObject({ slug: 'sportsbook-rules', language: 'en' });
        expect(found.items[0]?.snippet).not.toMatch(/[<>]/);
        const article = await t.app.inject({
          url: `/api/v1/support/articles/sportsbook-rules?language=${language}`,
        });
        expect(article.statusCode).toBe(200);
        expect((article.json() as SupportArticle).language).toBe('en');
      }
    } finally {
      await t.db.database.pool.query(`DELETE FROM support_articles WHERE slug = 'sportsbook-rules'`);
    }
  });

  it.each([
    ['ab', 'search=ab'],
    ['two characters between spaces', `search=${encodeURIComponent('  ab  ')}`],
    ['empty', 'search='],
    ['spaces only', 'search=%20%20%20%20'],
    ['10 kB', `search=${'x'.repeat(10 * 1024)}`],
    ['101 characters', `search=${'x'.repeat(101)}`],
    ['repeated', 'search=withdraw&search=deposit'],
  ])('search %s → 400 validation_error on search', async (_name, query) => {
    const body = expectEnvelope(
      await t.app.inject({ url: `/api/v1/support/articles?${query}` }),
      400,
      'validation_error',
    );
    expect(body.errors?.length).toBeGreaterThan(0);
    for (const error of body.errors ?? [])
      expect(error).toEqual({ field: 'search', message: 'Validation.invalid_format' });
  });

  it.each([
    'limit=31',
    'limit=0',
    'limit=abc',
    'limit=-5',
    'offset=-1',
    'offset=1.5',
    'offset=1e2',
    'language=de',
    'language=EN',
    'language=',
    'language=en&language=ru',
    'lang=en',
    `language=${'e'.repeat(10 * 1024)}`,
  ])('?%.40s → 400 validation_error', async (query) => {
    const body = expectEnvelope(
      await t.app.inject({ url: `/api/v1/support/articles?search=deposit&${query}` }),
      400,
      'validation_error',
    );
    expect(body.errors?.length).toBeGreaterThan(0);
  });
});

describe('seeding', () => {
  it('runs again on every start; an unchanged article keeps its updatedAt', async () => {
    const before = (
      await t.app.inject({ url: '/api/v1/support/articles/provably-fair' })
    ).json() as SupportArticle;
    await seedSupportArticles(t.db.database.pool);
    expect((await t.app.inject({ url: '/api/v1/support/articles/provably-fair' })).json()).toEqual(before);
    const { rows } = await t.db.database.pool.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM support_articles',
    );
    expect(rows[0]?.n).toBe(36);
  });
});

describe('GET /api/v1/support/articles/{slug}', () => {
  it('answers the whole article in the language asked for', async () => {
    const response = await t.app.inject({
      url: '/api/v1/support/articles/ton-deposits-and-memo?language=ru',
    });
    expect(response.statusCode, response.body).toBe(200);
    const article = response.json() as SupportArticle;
    expect(Object.keys(article).sort()).toEqual(['body', 'id', 'language', 'slug', 'title', 'updatedAt']);
    expect(article).toMatchObject({
      slug: 'ton-deposits-and-memo',
      language: 'ru',
      title: 'Криптодепозиты и мемо для TON',
    });
    expect(article.body).toContain('**мемо**');
    expect(new Date(article.updatedAt).toISOString()).toBe(article.updatedAt);
    const english = (await t.app.inject({ url: '/api/v1/support/articles/ton-deposits-and-memo' })).json();
    expect(english).toMatchObject({ language: 'en', title: 'Crypto deposits and the TON memo' });
  });

  it('answers 404 for an unknown slug', async () => {
    expectEnvelope(await t.app.inject({ url: '/api/v1/support/articles/no-such-article' }), 404, 'not_found');
  });

  it.each(['Bad_Slug', 'UPPER', '-leading', 'double--hyphen', "x'%20OR%201=1", '%00', 'a'.repeat(65)])(
    '/support/articles/%s → 400 validation_error on slug',
    async (slug) => {
      const body = expectEnvelope(
        await t.app.inject({ url: `/api/v1/support/articles/${slug}` }),
        400,
        'validation_error',
      );
      expect(body.errors).toEqual([{ field: 'slug', message: 'Validation.invalid_format' }]);
    },
  );

  it('refuses a bad language or an unknown query key, and a 10 kB slug', async () => {
    for (const query of ['language=de', 'language=', 'search=deposit']) {
      expectEnvelope(
        await t.app.inject({ url: `/api/v1/support/articles/provably-fair?${query}` }),
        400,
        'validation_error',
      );
    }
    expectEnvelope(await t.app.inject({ url: `/api/v1/support/articles/${'a'.repeat(10 * 1024)}` }), '4xx');
  });
});
