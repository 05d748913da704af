import { z } from 'zod';

/** Languages the site's content (tournaments, help articles, policies) is written in; English is the fallback. */
export const CONTENT_LANGUAGES = ['en', 'ru', 'uk'] as const;
export type ContentLanguage = (typeof CONTENT_LANGUAGES)[number];
export const FALLBACK_LANGUAGE: ContentLanguage = 'en';

export const contentLanguage = z.enum(CONTENT_LANGUAGES, { error: 'Validation.invalid_format' });

/** `?language=` of content calls: one of the site locales, English when left out. */
export const contentLanguageQuery = contentLanguage.default(FALLBACK_LANGUAGE);

const invalid = { error: 'Validation.invalid_format' } as const;

/**
 * A whole number in a query string: digits only (not "1e3", " 7" or "0x10", which Number() would take),
 * or a number when the page builds the query itself.
 */
const queryInteger = (min: number, max: number) =>
  z
    .union([z.int(), z.string().regex(/^\d{1,9}$/)], invalid)
    .transform(Number)
    .pipe(z.int().min(min, invalid).max(max, invalid));

/** List paging as every list call takes it (ARCHITECTURE "API conventions"). */
export const contentPageQuery = (defaultLimit: number, maxLimit: number) => ({
  offset: queryInteger(0, 100_000).default(0),
  limit: queryInteger(1, maxLimit).default(defaultLimit),
});

export const contentListMeta = z.object({ total: z.number(), offset: z.number(), limit: z.number() });
export type ContentListMeta = z.infer<typeof contentListMeta>;

/** Slugs of articles and policies: lower-case words joined by hyphens. */
export const contentSlug = z
  .string({ error: 'Validation.required' })
  .max(64, { error: 'Validation.invalid_format' })
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: 'Validation.invalid_format' });
