import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn.ts';

const TONES = {
  danger: 'bg-danger/15 text-danger shadow-[0_0_40px_rgb(255_82_119/0.3)]',
  success: 'bg-success/15 text-success shadow-[0_0_40px_rgb(47_227_154/0.35)]',
  accent: 'border border-accent/40 bg-accent/15 text-accent-strong',
  gold: 'border border-gold/40 bg-gold/10 text-gold',
  neutral: 'border border-line bg-raised text-muted',
} as const;

export type HeroTone = keyof typeof TONES;

/** A 24-unit line icon in the current colour (the status views' pictograms). */
export function LineIcon({
  d,
  className = 'size-8',
  strokeWidth = 1.8,
  children,
}: {
  d?: string;
  className?: string;
  strokeWidth?: number;
  children?: ReactNode;
}) {
  return (
    <svg
      viewBox="0 0 24 24"
      className={className}
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {d && <path d={d} />}
      {children}
    </svg>
  );
}

/**
 * The head of a status screen (error, pending, wager, withdrawals off, empty history, deposit success): a
 * pictogram on a tinted disc, a title and a line of text. `media` replaces the disc (the pending spinner);
 * `role` announces the words (alert for errors, status for progress).
 */
export function StatusHero({
  tone = 'neutral',
  icon,
  media,
  title,
  text,
  role,
  className,
}: {
  tone?: HeroTone;
  icon?: ReactNode;
  media?: ReactNode;
  title?: ReactNode;
  text?: ReactNode;
  role?: 'alert' | 'status';
  className?: string;
}) {
  return (
    <div className={cn('flex flex-col items-center gap-3 text-center', className)}>
      {media ?? (
        <span
          className={cn('grid size-16 shrink-0 place-items-center rounded-full', TONES[tone])}
          aria-hidden="true"
        >
          {icon}
        </span>
      )}
      <div role={role} aria-live={role === 'status' ? 'polite' : undefined}>
        {title && <h3 className="text-xl font-extrabold">{title}</h3>}
        {text && <p className="mx-auto mt-1 max-w-sm text-sm text-muted">{text}</p>}
      </div>
    </div>
  );
}
