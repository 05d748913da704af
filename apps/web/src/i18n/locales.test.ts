import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/** Plural forms differ per language (ru and uk have _few and _many); a key counts once without them. */
const PLURAL = /_(zero|one|two|few|many|other)$/;

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), 'locales');
const locales = readdirSync(root).filter((name) => !name.startsWith('.'));

function keysOf(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object' || Array.isArray(value))
    return [prefix.replace(PLURAL, '')];
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}

function load(locale: string): Map<string, Set<string>> {
  const namespaces = new Map<string, Set<string>>();
  for (const file of readdirSync(path.join(root, locale)).filter((name) => name.endsWith('.json'))) {
    const json: unknown = JSON.parse(readFileSync(path.join(root, locale, file), 'utf8'));
    namespaces.set(file.replace(/\.json$/, ''), new Set(keysOf(json)));
  }
  return namespaces;
}

describe('translations', () => {
  const all = new Map(locales.map((locale) => [locale, load(locale)]));
  const namespaces = [...new Set([...all.values()].flatMap((byNs) => [...byNs.keys()]))].sort();

  it('has en, ru and uk', () => {
    expect(locales.sort()).toEqual(['en', 'ru', 'uk']);
  });

  for (const namespace of namespaces) {
    it(`${namespace}: every locale has every key another locale has`, () => {
      const union = new Set<string>();
      for (const byNs of all.values()) for (const key of byNs.get(namespace) ?? []) union.add(key);
      const missing: Record<string, string[]> = {};
      for (const [locale, byNs] of all) {
        const keys = byNs.get(namespace) ?? new Set<string>();
        const absent = [...union].filter((key) => !keys.has(key)).sort();
        if (absent.length) missing[locale] = absent;
      }
      expect(missing).toEqual({});
    });
  }

  it('every plural key has its "other" form', () => {
    for (const [locale] of all) {
      for (const file of readdirSync(path.join(root, locale)).filter((name) => name.endsWith('.json'))) {
        const text = readFileSync(path.join(root, locale, file), 'utf8');
        const json: unknown = JSON.parse(text);
        const leaves = (value: unknown, prefix = ''): string[] =>
          value && typeof value === 'object'
            ? Object.entries(value).flatMap(([k, v]) => leaves(v, prefix ? `${prefix}.${k}` : k))
            : [prefix];
        const all = leaves(json);
        const plurals = all.filter((key) => PLURAL.test(key)).map((key) => key.replace(PLURAL, ''));
        for (const base of new Set(plurals))
          expect(all, `${locale}/${file}: ${base}`).toContain(`${base}_other`);
      }
    }
  });
});
