import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { POLICY_SLUGS, type PolicySummary, type PolicyView } from '@casino/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadPolicies } from '../../src/modules/policies/index.ts';
import { createTestApp, type TestApp } from '../app.ts';
import { expectEnvelope } from '../platform/helpers.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'off' });
});
afterAll(async () => {
  await t?.close();
});

const get = async (url: string) => {
  const response = await t.app.inject({ url });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

describe('GET /api/v1/policies', () => {
  it('lists the four policies with titles in the language asked for', async () => {
    expect(await get('/api/v1/policies')).toEqual([
      { slug: 'terms', title: 'Terms and Conditions' },
      { slug: 'privacy', title: 'Privacy Policy' },
      { slug: 'responsible-gaming', title: 'Responsible Gaming' },
      { slug: 'aml-kyc', title: 'Anti-Money Laundering and KYC Policy' },
    ]);
    const russian = (await get('/api/v1/policies?language=ru')) as PolicySummary[];
    expect(russian.map((p) => p.slug)).toEqual([...POLICY_SLUGS]);
    expect(russian[0]?.title).toBe('Правила и условия');
    expect(((await get('/api/v1/policies?language=uk')) as PolicySummary[])[2]?.title).toBe(
      'Відповідальна гра',
    );
  });
});

describe('GET /api/v1/policies/{slug}', () => {
  it('answers every policy in every language as real Markdown below its title', async () => {
    for (const slug of POLICY_SLUGS) {
      for (const language of ['en', 'ru', 'uk'] as const) {
        const policy = (await get(`/api/v1/policies/${slug}?language=${language}`)) as PolicyView;
        expect(Object.keys(policy).sort()).toEqual(['language', 'markdown', 'slug', 'title', 'updatedAt']);
        expect(policy).toMatchObject({
          slug,
          language,
          updatedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        });
        expect(policy.markdown).toMatch(/^## /m);
        expect(policy.markdown).not.toMatch(/^# /m);
        const words = policy.markdown.split(/\s+/).length;
        expect(words, `${slug}.${language}`).toBeGreaterThan(language === 'en' ? 350 : 150);
      }
    }
    const terms = (await get('/api/v1/policies/terms')) as PolicyView;
    expect(terms).toMatchObject({ title: 'Terms and Conditions', language: 'en' });
    expect(terms.markdown).toContain('## 1. Who may play');
  });

  it('answers 404 for a well-formed unknown slug', async () => {
    for (const slug of ['cookies', 'terms-of-service', 'a']) {
      expectEnvelope(await t.app.inject({ url: `/api/v1/policies/${slug}` }), 404, 'not_found');
    }
  });

  it.each([
    'Terms',
    'terms_and',
    '-terms',
    'terms-',
    "terms'%20OR%201=1",
    '%00',
    '..%2F..%2Fetc',
    'a'.repeat(65),
  ])('/policies/%s → 400 validation_error on slug', async (slug) => {
    const body = expectEnvelope(
      await t.app.inject({ url: `/api/v1/policies/${slug}` }),
      400,
      'validation_error',
    );
    expect(body.errors).toEqual([{ field: 'slug', message: 'Validation.invalid_format' }]);
  });

  it.each([
    'language=de',
    'language=EN',
    'language=',
    'language=en&language=ru',
    'lang=en',
    `language=${'x'.repeat(10 * 1024)}`,
  ])('?%.40s → 400 validation_error', async (query) => {
    for (const url of [`/api/v1/policies/terms?${query}`, `/api/v1/policies?${query}`]) {
      const body = expectEnvelope(await t.app.inject({ url }), 400, 'validation_error');
      expect(body.errors?.length).toBeGreaterThan(0);
    }
  });

  it('refuses a 10 kB slug', async () => {
    expectEnvelope(await t.app.inject({ url: `/api/v1/policies/${'a'.repeat(10 * 1024)}` }), '4xx');
  });
});

describe('policy files', () => {
  const source = fileURLToPath(new URL('../../content/policies/', import.meta.url));
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'policies-'));
    // Only the English texts: every other language falls back to them.
    for (const slug of POLICY_SLUGS) {
      writeFileSync(path.join(dir, `${slug}.en.md`), readFileSync(path.join(source, `${slug}.en.md`)));
    }
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('fall back to English where a translation is missing', () => {
    const library = loadPolicies(dir);
    expect(library.get('privacy', 'uk')).toMatchObject({ language: 'en', title: 'Privacy Policy' });
    expect(library.list('ru').map((p) => p.title)[0]).toBe('Terms and Conditions');
    expect(() => library.get('cookies', 'en')).toThrow();
  });

  it('stop the server when an English text is missing or a file is malformed', () => {
    rmSync(path.join(dir, 'aml-kyc.en.md'));
    expect(() => loadPolicies(dir)).toThrow(/aml-kyc: no en text/);
    writeFileSync(path.join(dir, 'aml-kyc.en.md'), '# No front matter\n\nText.');
    expect(() => loadPolicies(dir)).toThrow(/expected/);
  });
});
