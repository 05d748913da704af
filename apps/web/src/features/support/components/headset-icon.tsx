/** The support button's icon, apart from the modal's icons: it is on every page's first screen. */
const stroke = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

export function HeadsetIcon({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" className={className} aria-hidden="true" focusable="false">
      <path {...stroke} d="M4 14v-2a8 8 0 0 1 16 0v2" />
      <path
        {...stroke}
        d="M4 14a2 2 0 0 1 2-2h1v6H6a2 2 0 0 1-2-2v-2zm16 0a2 2 0 0 0-2-2h-1v6h1a2 2 0 0 0 2-2v-2z"
      />
      <path {...stroke} d="M18 18c0 1.7-2 3-5 3" />
    </svg>
  );
}
