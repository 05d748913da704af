import type { ReactNode } from 'react';

function Icon({ className = 'size-10', children }: { className?: string; children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

type P = { className?: string };

export const ShieldBanIcon = (p: P) => (
  <Icon {...p}>
    <path d="M12 3 4.5 6v5.5c0 4.6 3.2 8.3 7.5 9.5 4.3-1.2 7.5-4.9 7.5-9.5V6z" />
    <path d="m9 9 6 6M15 9l-6 6" />
  </Icon>
);

export const GlobeLockIcon = (p: P) => (
  <Icon {...p}>
    <path d="M20.9 10.5A9 9 0 1 0 11 21" />
    <path d="M3 12h9M12 3c2 2.2 3.2 4.7 3.6 7.5M12 3c-2.5 2.7-3.8 5.7-3.8 9s1.3 6.3 3.8 9" />
    <rect x="15" y="16" width="6.5" height="5" rx="1" />
    <path d="M16.5 16v-1.5a1.75 1.75 0 0 1 3.5 0V16" />
  </Icon>
);

export const WifiOffIcon = (p: P) => (
  <Icon {...p}>
    <path d="M2 8.8a15 15 0 0 1 4.2-2.6M10.7 5.1A15 15 0 0 1 22 8.8M5 12.5a10 10 0 0 1 4.3-2.3M16.5 11a10 10 0 0 1 2.5 1.5M8.5 16a5 5 0 0 1 7 0M12 20h.01M3 3l18 18" />
  </Icon>
);

export const BotIcon = (p: P) => (
  <Icon {...p}>
    <rect x="4" y="8" width="16" height="12" rx="3" />
    <path d="M12 8V4M9 4h6M9 13h.01M15 13h.01M9.5 17h5M2 13v3M22 13v3" />
  </Icon>
);

export const BellIcon = (p: P) => (
  <Icon {...p}>
    <path d="M6 8a6 6 0 0 1 12 0c0 7 3 8.5 3 8.5H3S6 15 6 8" />
    <path d="M10.3 20a2 2 0 0 0 3.4 0" />
  </Icon>
);

export const RefreshIcon = (p: P) => (
  <Icon {...p}>
    <path d="M20 11a8 8 0 0 0-14.3-4.9L4 8M4 4v4h4M4 13a8 8 0 0 0 14.3 4.9L20 16M20 20v-4h-4" />
  </Icon>
);
