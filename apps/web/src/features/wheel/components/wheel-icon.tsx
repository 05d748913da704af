/** A small prize-wheel icon for buttons (the header, the bottom bar); decorative. */
export function WheelIcon({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" className={className} aria-hidden="true" fill="none">
      <circle cx="12" cy="13" r="9" stroke="currentColor" strokeWidth="2" />
      <path
        d="M12 13 12 4M12 13l7.8-4.5M12 13l7.8 4.5M12 13v9M12 13l-7.8 4.5M12 13 4.2 8.5"
        stroke="currentColor"
        strokeWidth="1.4"
        opacity=".7"
      />
      <circle cx="12" cy="13" r="2.4" fill="currentColor" />
      <path d="M12 5.5 9.8 1.5h4.4Z" fill="currentColor" />
    </svg>
  );
}
