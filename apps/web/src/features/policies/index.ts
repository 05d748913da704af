/** The policies feature's public face: other features and the app import from here only. */
export { PolicyLinks } from './components/policy-links.tsx';
export { PolicyPage } from './components/policy-page.tsx';
export { isPolicySlug, POLICY_SLUGS, type PolicySlug, policyPath } from './lib/slugs.ts';
