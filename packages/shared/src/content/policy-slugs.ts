/** The policy pages /policies/{slug} (SPEC §2.1). Apart from the schemas, so links need no zod. */
export const POLICY_SLUGS = ['terms', 'privacy', 'responsible-gaming', 'aml-kyc'] as const;
export type PolicySlug = (typeof POLICY_SLUGS)[number];
