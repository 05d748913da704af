import type { PolicySlug } from '../lib/slugs.ts';

const PATHS: Record<PolicySlug, string> = {
  // A page with lines.
  terms: 'M7 3h7l5 5v12a1 1 0 0 1-1 1H7a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1zm7 0v5h5M9 12h6M9 16h6',
  // A shield with a check.
  privacy: 'M12 3l7 3v5c0 4.5-3 8.3-7 10-4-1.7-7-5.5-7-10V6l7-3zm-3 9l2 2 4-4',
  // A heart.
  'responsible-gaming': 'M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z',
  // An identity card.
  'aml-kyc':
    'M4 6h16a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1zm9 4h5m-5 4h4M9 11a2 2 0 1 0 0-.1M6 16c.5-1.5 1.6-2.2 3-2.2s2.5.7 3 2.2',
};

export function PolicyIcon({ slug, className }: { slug: PolicySlug; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" className={className} aria-hidden="true" focusable="false">
      <path
        d={PATHS[slug]}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
