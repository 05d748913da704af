import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  CONTENT_LANGUAGES,
  type ContentLanguage,
  FALLBACK_LANGUAGE,
  POLICY_SLUGS,
  type PolicySummary,
  type PolicyView,
} from '@casino/shared';
import { notFound } from '../../http/errors.ts';

/** Policies are Markdown files `{slug}.{language}.md` so legal text is edited and reviewed as text. */
export const POLICIES_DIR = fileURLToPath(new URL('../../../content/policies/', import.meta.url));

/**
 * A policy file: a front matter with its `updated` date, the `# Title`, then the document.
 * The date is in the file, not taken from the file system, where a checkout or a copy would change it.
 */
const POLICY_FILE = /^---\r?\nupdated: (\d{4}-\d{2}-\d{2})\r?\n---\r?\n+# (.+)\r?\n([\s\S]+)$/;

type Document = Omit<PolicyView, 'slug' | 'language'>;

export class PolicyLibrary {
  constructor(private readonly documents: ReadonlyMap<string, Partial<Record<ContentLanguage, Document>>>) {}

  /** Every policy's title in `language` (English where it has no translation), in the footer's order. */
  list(language: ContentLanguage): PolicySummary[] {
    return [...this.documents.keys()].map((slug) => {
      const { title } = this.get(slug, language);
      return { slug, title };
    });
  }

  get(slug: string, language: ContentLanguage): PolicyView {
    const translations = this.documents.get(slug);
    const served = translations?.[language] ? language : FALLBACK_LANGUAGE;
    const document = translations?.[served];
    if (!document) throw notFound();
    return { slug, ...document, language: served };
  }
}

/**
 * Reads every policy at start. A missing English text or a malformed file stops the server: a policy page
 * that answers 404 or half a document is worse than a failed deploy.
 */
export function loadPolicies(dir = POLICIES_DIR): PolicyLibrary {
  const documents = new Map<string, Partial<Record<ContentLanguage, Document>>>();
  for (const slug of POLICY_SLUGS) {
    const translations: Partial<Record<ContentLanguage, Document>> = {};
    for (const language of CONTENT_LANGUAGES) {
      const file = path.join(dir, `${slug}.${language}.md`);
      if (!existsSync(file)) continue;
      const match = POLICY_FILE.exec(readFileSync(file, 'utf8').trim());
      if (!match?.[1] || !match[2] || !match[3])
        throw new Error(`policy ${file}: expected "---", "updated: YYYY-MM-DD", "---", "# Title", the text`);
      translations[language] = { updatedAt: match[1], title: match[2].trim(), markdown: match[3].trim() };
    }
    if (!translations[FALLBACK_LANGUAGE]) throw new Error(`policy ${slug}: no ${FALLBACK_LANGUAGE} text`);
    documents.set(slug, translations);
  }
  return new PolicyLibrary(documents);
}
