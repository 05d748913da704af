import { describe, expect, it } from 'vitest';
import { type Keys, Translator } from './translator.ts';

function translator(store: Record<string, Record<string, Keys>>, later: Record<string, Keys> = {}) {
  const loads: string[] = [];
  const instance = new Translator(
    {
      language: 'en',
      fallbackLanguage: 'en',
      defaultNamespace: 'common',
      load: (language, namespace) => {
        loads.push(`${language}/${namespace}`);
        return Promise.resolve(later[`${language}/${namespace}`] ?? {});
      },
    },
    store,
  );
  return { instance, loads };
}

const store = () => ({
  en: {
    common: { brand: 'Casino', hello: 'Hello, {{name}}!', nested: { deep: { key: 'Deep' } } },
    lobby: {
      games_one: '{{count}} game',
      games_other: '{{count}} games',
      onlyEnglish: 'English only',
      plain: 'Plain',
    },
  },
  ru: {
    common: { brand: 'Казино' },
    lobby: {
      games_one: '{{count}} игра',
      games_few: '{{count}} игры',
      games_many: '{{count}} игр',
      games_other: '{{count}} игры',
      plain: 'Просто',
    },
  },
});

describe('translator', () => {
  it('looks keys up by dotted path in the default namespace, or the namespace before a colon', () => {
    const { instance } = translator(store());
    expect(instance.t('brand')).toBe('Casino');
    expect(instance.t('nested.deep.key')).toBe('Deep');
    expect(instance.t('lobby:plain')).toBe('Plain');
    expect(instance.t('plain', { ns: 'lobby' })).toBe('Plain');
  });

  it('interpolates {{name}}, keeping the placeholder of a missing value, not escaping HTML', () => {
    const { instance } = translator(store());
    expect(instance.t('hello', { name: '<b>Ann</b>' })).toBe('Hello, <b>Ann</b>!');
    expect(instance.t('hello')).toBe('Hello, {{name}}!');
    expect(instance.t('hello', {})).toBe('Hello, {{name}}!');
  });

  it('picks the plural form of the language for count', () => {
    const { instance } = translator(store());
    const en = instance.getFixedT('en', 'lobby');
    expect(en('games', { count: 1 })).toBe('1 game');
    expect(en('games', { count: 5 })).toBe('5 games');
    const ru = instance.getFixedT('ru', 'lobby');
    expect([1, 3, 5, 21, 1.5].map((count) => ru('games', { count }))).toEqual([
      '1 игра',
      '3 игры',
      '5 игр',
      '21 игра',
      '1.5 игры',
    ]);
  });

  it('searches the given namespaces in order, then the fallback language, then the default value', () => {
    const { instance } = translator(store());
    const t = instance.getFixedT('ru', ['lobby', 'common']);
    expect(t('plain')).toBe('Просто');
    expect(t('brand')).toBe('Казино');
    expect(t('onlyEnglish')).toBe('English only');
    expect(t('missing.key', { defaultValue: 'Fallback {{n}}', n: 2 })).toBe('Fallback 2');
    expect(t('missing.key')).toBe('missing.key');
  });

  it('loads a missing namespace once, with one promise for all who wait, without re-rendering everyone', async () => {
    const { instance, loads } = translator(store(), { 'en/wallet': { title: 'Wallet' } });
    let heard = 0;
    instance.subscribe(() => {
      heard += 1;
    });
    expect(instance.pending(['common'])).toBeUndefined();
    const first = instance.pending(['wallet', 'common']);
    expect(first).toBeDefined();
    expect(instance.pending(['wallet', 'common'])).toBe(first);
    await first;
    expect(loads).toEqual(['en/wallet']);
    expect(instance.pending(['wallet'])).toBeUndefined();
    expect(instance.t('wallet:title')).toBe('Wallet');
    expect(heard).toBe(0);
  });

  it('forgets a failed load so the next render retries it', async () => {
    let fail = true;
    const instance = new Translator(
      {
        language: 'en',
        fallbackLanguage: 'en',
        defaultNamespace: 'common',
        load: () => (fail ? Promise.reject(new Error('offline')) : Promise.resolve({ title: 'Wallet' })),
      },
      { en: { common: {} } },
    );
    await expect(instance.loadNamespaces(['wallet'])).rejects.toThrow('offline');
    fail = false;
    await instance.loadNamespaces(['wallet']);
    expect(instance.t('wallet:title')).toBe('Wallet');
  });

  it('brings only the namespaces asked for so far into a new language', async () => {
    const { instance, loads } = translator(
      { en: { common: {} }, ru: { common: {}, lobby: {}, wallet: {} } },
      { 'en/lobby': {} },
    );
    void instance.changeLanguage('ru');
    await instance.loadNamespaces(['lobby']);
    await instance.changeLanguage('en');
    expect(loads).toEqual(['en/lobby']);
    expect(instance.language).toBe('en');
  });

  it('changes language at once when the namespaces in use are there, else after they load', async () => {
    const { instance } = translator(store(), { 'uk/common': { brand: 'Казино UA' }, 'uk/lobby': {} });
    let revision = instance.getRevision();
    void instance.changeLanguage('ru');
    expect(instance.language).toBe('ru');
    expect(instance.getRevision()).toBeGreaterThan(revision);
    revision = instance.getRevision();
    const switching = instance.changeLanguage('uk');
    expect(instance.language).toBe('ru');
    await switching;
    expect(instance.language).toBe('uk');
    expect(instance.t('brand')).toBe('Казино UA');
    expect(instance.getRevision()).toBeGreaterThan(revision);
  });
});
