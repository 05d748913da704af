/**
 * The translations the page uses, in the subset of i18next's behaviour this app relies on (decision 012):
 * keys `ns:path.to.key` or a path looked up in the given namespaces in order, then in the fallback
 * language; plural keys `key_one`/`key_few`/`key_many`/`key_other` chosen by `Intl.PluralRules` for
 * `count`; `{{name}}` replaced by `options.name` (left as it is when missing), no HTML escaping (React
 * escapes); `defaultValue` when no language has the key, else the key itself. Namespaces load on demand
 * through `load`; subscribers hear of every language change.
 */
export type Keys = Record<string, unknown>;
export interface TOptions {
  ns?: string | readonly string[];
  count?: number;
  defaultValue?: string;
  [name: string]: unknown;
}
export type TFunction = (key: string, options?: TOptions) => string;

export interface TranslatorConfig {
  language: string;
  fallbackLanguage: string;
  defaultNamespace: string;
  /** One namespace of one language; resolves with its keys. */
  load: (language: string, namespace: string) => Promise<Keys>;
}

const INTERPOLATION = /\{\{\s*([^{}\s]+)\s*\}\}/g;

/** A value at a dotted path in nested keys (or, failing that, under the whole key). */
function lookup(keys: Keys | undefined, path: string): unknown {
  if (!keys) return undefined;
  let node: unknown = keys;
  for (const part of path.split('.')) {
    if (node === null || typeof node !== 'object') return keys[path];
    node = (node as Keys)[part];
  }
  return node === undefined ? keys[path] : node;
}

function interpolate(text: string, options: TOptions | undefined): string {
  if (!options || !text.includes('{{')) return text;
  return text.replace(INTERPOLATION, (placeholder, name: string) => {
    const value = options[name];
    return value === undefined || value === null ? placeholder : String(value);
  });
}

export class Translator {
  language: string;
  private readonly store: Record<string, Record<string, Keys>>;
  private readonly loading = new Map<string, Promise<void>>();
  private readonly listeners = new Set<() => void>();
  private readonly pluralRules = new Map<string, Intl.PluralRules>();
  /** Namespaces asked for so far: a language change brings these, not every namespace a bundle held. */
  private readonly used: Set<string>;
  private revision = 0;

  constructor(
    private readonly config: TranslatorConfig,
    store: Record<string, Record<string, Keys>> = {},
  ) {
    this.language = config.language;
    this.store = store;
    this.used = new Set([config.defaultNamespace, ...Object.keys(store[config.language] ?? {})]);
  }

  /** For `useSyncExternalStore`: a number that changes with the language. */
  readonly getRevision = (): number => this.revision;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private changed(): void {
    this.revision += 1;
    for (const listener of this.listeners) listener();
  }

  private hasNamespace(language: string, namespace: string): boolean {
    return this.store[language]?.[namespace] !== undefined;
  }

  /**
   * Adds keys without telling subscribers: only the components waiting for a namespace need it, and they
   * render again when their promise settles. (Re-rendering every translated component for each namespace of
   * a locale preloaded in the background cost the lobby about half a second of main thread.)
   */
  addResourceBundle(language: string, namespace: string, keys: Keys): void {
    this.store[language] ??= {};
    this.store[language][namespace] = { ...this.store[language][namespace], ...keys };
  }

  /**
   * Undefined when the namespaces are there in `language`; else one promise (the same on every call until
   * it settles, as React's `use` needs) that resolves when they are.
   */
  pending(namespaces: readonly string[], language = this.language): Promise<void> | undefined {
    for (const ns of namespaces) this.used.add(ns);
    const missing = namespaces.filter((ns) => !this.hasNamespace(language, ns));
    if (missing.length === 0) return undefined;
    const id = `${language}|${missing.join(',')}`;
    let promise = this.loading.get(id);
    if (!promise) {
      promise = Promise.all(missing.map((ns) => this.loadOne(language, ns))).then(
        () => {
          this.loading.delete(id);
        },
        (error: unknown) => {
          this.loading.delete(id);
          throw error;
        },
      );
      this.loading.set(id, promise);
    }
    return promise;
  }

  loadNamespaces(namespaces: readonly string[], language = this.language): Promise<void> {
    return this.pending(namespaces, language) ?? Promise.resolve();
  }

  private loadOne(language: string, namespace: string): Promise<void> {
    return this.config.load(language, namespace).then((keys) => {
      if (!this.hasNamespace(language, namespace)) this.addResourceBundle(language, namespace, keys);
    });
  }

  /**
   * Switches once the namespaces in use are there in the new language (no flash of keys): at once, as
   * i18next does, when they already are.
   */
  changeLanguage(language: string): Promise<void> {
    const switchTo = () => {
      if (this.language === language) return;
      this.language = language;
      this.changed();
    };
    const waiting = this.pending([...this.used], language);
    if (!waiting) {
      switchTo();
      return Promise.resolve();
    }
    return waiting.then(switchTo);
  }

  t: TFunction = (key, options) =>
    this.translate(this.language, [this.config.defaultNamespace], key, options);

  getFixedT(language: string | null, namespaces?: string | readonly string[]): TFunction {
    const list =
      namespaces === undefined ? [this.config.defaultNamespace] : ([] as string[]).concat(namespaces);
    return (key, options) => this.translate(language ?? this.language, list, key, options);
  }

  private plural(language: string, count: number): string {
    let rules = this.pluralRules.get(language);
    if (!rules) {
      rules = new Intl.PluralRules(language);
      this.pluralRules.set(language, rules);
    }
    return rules.select(count);
  }

  private translate(
    language: string,
    namespaces: readonly string[],
    key: string,
    options?: TOptions,
  ): string {
    let list = options?.ns === undefined ? namespaces : ([] as string[]).concat(options.ns);
    let path = key;
    const separator = key.indexOf(':');
    if (separator > 0) {
      list = [key.slice(0, separator)];
      path = key.slice(separator + 1);
    }
    const count = typeof options?.count === 'number' ? options.count : undefined;
    const languages =
      language === this.config.fallbackLanguage ? [language] : [language, this.config.fallbackLanguage];
    for (const lng of languages) {
      const candidates =
        count === undefined ? [path] : [`${path}_${this.plural(lng, count)}`, `${path}_other`, path];
      for (const ns of list) {
        for (const candidate of candidates) {
          const value = lookup(this.store[lng]?.[ns], candidate);
          if (typeof value === 'string') return interpolate(value, options);
        }
      }
    }
    return interpolate(options?.defaultValue ?? path, options);
  }
}
