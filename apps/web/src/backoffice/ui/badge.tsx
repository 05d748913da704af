import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

export type Tone = 'neutral' | 'info' | 'success' | 'warning' | 'danger' | 'accent';

/** Text colours keep 4.5:1 on their own tinted background (the page's tokens at 15% under them). */
const tones: Record<Tone, string> = {
  neutral: 'border-line-strong bg-raised text-muted',
  info: 'border-neon/40 bg-neon/10 text-neon',
  success: 'border-success/40 bg-success/10 text-success',
  warning: 'border-gold/40 bg-gold/10 text-gold',
  danger: 'border-danger/50 bg-danger/10 text-danger',
  accent: 'border-accent-strong/50 bg-accent/20 text-accent-strong',
};

export function Badge({
  tone = 'neutral',
  children,
  className,
}: {
  tone?: Tone;
  children: ReactNode;
  className?: string;
}) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 whitespace-nowrap rounded-md border px-1.5 py-px text-[0.6875rem] font-bold uppercase tracking-wide',
        tones[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}

/** A status word's tone: settled and good, refused, waiting, or anything else. */
export function statusTone(status: string): Tone {
  if (/^(completed|confirmed|accepted|credited|success|active|settled|won|paid)$/.test(status))
    return 'success';
  if (/^(declined|rejected|cancell?ed|failed|expired|lost|retired|banned|unmatched)$/.test(status))
    return 'danger';
  if (/(wait|pending|open|processing|disputed|upcoming|below_minimum)/.test(status)) return 'warning';
  return 'neutral';
}
