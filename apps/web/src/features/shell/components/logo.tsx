export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" className={className} aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="logo-ring" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ffe08a" />
          <stop offset="1" stopColor="#f7a948" />
        </linearGradient>
      </defs>
      <rect width="64" height="64" rx="16" fill="#1d1948" />
      <circle
        cx="32"
        cy="32"
        r="19"
        fill="none"
        stroke="url(#logo-ring)"
        strokeWidth="5"
        strokeDasharray="7.5 5.4"
      />
      <circle cx="32" cy="32" r="8.5" fill="#8b5cf6" />
      <circle cx="32" cy="32" r="4" fill="#22e4ff" />
    </svg>
  );
}
