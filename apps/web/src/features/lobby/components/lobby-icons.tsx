/** Small line icons of the lobby (decorative: callers give the text). */
type IconProps = { className?: string };

const stroke = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round' as const,
  strokeLinejoin: 'round' as const,
};

export function LobbyIcon({ className }: IconProps) {
  return (
    <svg viewBox="0 0 24 24" className={className} aria-hidden="true" {...stroke}>
      <rect x="3.5" y="3.5" width="7" height="7" rx="2" />
      <rect x="13.5" y="3.5" width="7" height="7" rx="2" />
      <rect x="3.5" y="13.5" width="7" height="7" rx="2" />
      <rect x="13.5" y="13.5" width="7" height="7" rx="2" />
    </svg>
  );
}

export function FavoritesIcon({ className }: IconProps) {
  return (
    <svg viewBox="0 0 24 24" className={className} aria-hidden="true" {...stroke}>
      <path d="M12 20.5s-7.5-4.4-9.2-9.3C1.6 7.6 4 4.5 7.3 4.5c2 0 3.6 1.1 4.7 2.7 1.1-1.6 2.7-2.7 4.7-2.7 3.3 0 5.7 3.1 4.5 6.7-1.7 4.9-9.2 9.3-9.2 9.3Z" />
    </svg>
  );
}

export function ProviderIcon({ className }: IconProps) {
  return (
    <svg viewBox="0 0 24 24" className={className} aria-hidden="true" {...stroke}>
      <path d="M4 20V9l8-5 8 5v11" />
      <path d="M9 20v-6h6v6" />
    </svg>
  );
}

export function LiveIcon({ className }: IconProps) {
  return (
    <svg viewBox="0 0 24 24" className={className} aria-hidden="true" {...stroke}>
      <path d="M3 12h4l3-7 4 14 3-7h4" />
    </svg>
  );
}

/** One line path per category (decorative); anything unknown gets a star. */
const CATEGORY_PATHS: Record<string, string> = {
  new: 'M12 3v4M12 17v4M3 12h4M17 12h4M6 6l2.5 2.5M15.5 15.5 18 18M18 6l-2.5 2.5M8.5 15.5 6 18',
  popular:
    'M12 21c-4 0-7-2.7-7-6.5C5 10 9.5 8 9.5 3c3 1.5 5 4.5 5 7.5 1-.5 2-1.8 2.2-3 1.8 1.8 2.3 4.2 2.3 6 0 4.3-3 7.5-7 7.5Z',
  live: 'M8.5 8.5a5 5 0 0 0 0 7M15.5 8.5a5 5 0 0 1 0 7M5.5 5.5a9.2 9.2 0 0 0 0 13M18.5 5.5a9.2 9.2 0 0 1 0 13M12 11v2',
  'table-games':
    'M6.5 4.5h8a2 2 0 0 1 2 2v11a2 2 0 0 1-2 2h-8a2 2 0 0 1-2-2v-11a2 2 0 0 1 2-2ZM18.5 7.5l1 .4a2 2 0 0 1 1.1 2.6l-3.1 7.5M10.5 9l-2 3 2 3 2-3-2-3Z',
  crash: 'M3.5 20.5h17M4.5 17c5 0 9-3.5 11.5-11M12.5 6H16v3.5',
};

/** Originals get a die, slots a cherry, the others their line icon, anything else a star. */
export function CategoryIcon({ value, className }: IconProps & { value: string }) {
  if (value === 'originals')
    return (
      <svg viewBox="0 0 24 24" className={className} aria-hidden="true" {...stroke}>
        <rect x="4" y="4" width="16" height="16" rx="4" />
        <circle cx="9" cy="9" r="1.2" fill="currentColor" />
        <circle cx="15" cy="15" r="1.2" fill="currentColor" />
        <circle cx="15" cy="9" r="1.2" fill="currentColor" />
        <circle cx="9" cy="15" r="1.2" fill="currentColor" />
      </svg>
    );
  if (value === 'slots')
    return (
      <svg viewBox="0 0 24 24" className={className} aria-hidden="true" {...stroke}>
        <circle cx="7.5" cy="16" r="3.5" />
        <circle cx="16.5" cy="17" r="3.5" />
        <path d="M8.5 12.7C9 8 11.5 5 16 3.5M16 13.5c-.5-4-1.5-7.5 0-10M12 4.5c1.5.2 3 .8 4 2" />
      </svg>
    );
  return (
    <svg viewBox="0 0 24 24" className={className} aria-hidden="true" {...stroke}>
      <path
        d={
          CATEGORY_PATHS[value] ??
          'm12 3.5 2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9L12 3.5Z'
        }
      />
    </svg>
  );
}

export function HistoryIcon({ className }: IconProps) {
  return (
    <svg viewBox="0 0 24 24" className={className} aria-hidden="true" {...stroke}>
      <path d="M3.5 12a8.5 8.5 0 1 0 2.5-6M3.5 4v4h4M12 7.5V12l3 2" />
    </svg>
  );
}

export function SearchIcon({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className={className}
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.2"
      strokeLinecap="round"
    >
      <circle cx="10.5" cy="10.5" r="6.5" />
      <path d="m15.5 15.5 5 5" />
    </svg>
  );
}
