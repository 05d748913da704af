import { POLICY_SLUGS, type PolicySlug } from '@casino/shared';

export { POLICY_SLUGS, type PolicySlug };

export function isPolicySlug(value: string | undefined): value is PolicySlug {
  return (POLICY_SLUGS as readonly string[]).includes(value ?? '');
}

export const policyPath = (locale: string, slug: PolicySlug) => `/${locale}/policies/${slug}`;
