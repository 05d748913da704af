import { z } from 'zod';
import { contentLanguage, contentLanguageQuery, contentSlug } from './languages.ts';

/** GET /api/v1/policies/{slug}?language: a well-formed unknown slug answers 404, a malformed one 400. */
export const policyParams = z.strictObject({ slug: contentSlug });
export const policyQuery = z.strictObject({ language: contentLanguageQuery });

export const policyView = z.object({
  slug: z.string(),
  title: z.string(),
  /** The document below its title, as Markdown (headings from `##`, lists, emphasis, links). */
  markdown: z.string(),
  /** Date (YYYY-MM-DD) the policy last changed. */
  updatedAt: z.string(),
  /** The language served: the one asked for, or English when there is no translation. */
  language: contentLanguage,
});
export type PolicyView = z.infer<typeof policyView>;

export const policySummary = z.object({ slug: z.string(), title: z.string() });
export type PolicySummary = z.infer<typeof policySummary>;
export const policyList = z.array(policySummary);
