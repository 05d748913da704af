/** The board's artwork, inline so it scales with the tile and needs no request. */
export function GemIcon({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" className={className} aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="mines-gem-fill" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#7ef9c6" />
          <stop offset="1" stopColor="#15b37a" />
        </linearGradient>
      </defs>
      <path d="M20 8h24l14 16-26 32L6 24z" fill="url(#mines-gem-fill)" />
      <path
        d="M6 24h52M20 8l-4 16 16 32 16-32-4-16M16 24 32 8l16 16"
        fill="none"
        stroke="#0b5e41"
        strokeWidth="2"
        strokeLinejoin="round"
        opacity="0.55"
      />
      <path d="M22 12h8l-6 8z" fill="#ffffff" opacity="0.6" />
    </svg>
  );
}

export function MineIcon({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" className={className} aria-hidden="true" focusable="false">
      <g className="stroke-danger" strokeWidth="5" strokeLinecap="round">
        <path d="M32 6v10M32 48v10M6 32h10M48 32h10M13.6 13.6l7 7M43.4 43.4l7 7M13.6 50.4l7-7M43.4 20.6l7-7" />
      </g>
      <circle cx="32" cy="32" r="17" className="fill-danger-deep stroke-danger" strokeWidth="3" />
      <circle cx="26" cy="26" r="5" fill="#ffffff" opacity="0.55" />
    </svg>
  );
}
