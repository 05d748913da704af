import { type ReactNode, useEffect, useRef } from 'react';
import { cn } from '../../../lib/cn.ts';

type Tone = 'danger' | 'gold' | 'accent';

const TONES: Record<Tone, string> = {
  danger: 'from-danger/30 to-danger-deep/20 text-danger border-danger/40',
  gold: 'from-gold/25 to-gold/5 text-gold border-gold/40',
  accent: 'from-accent/30 to-neon/10 text-accent-strong border-accent/50',
};

/** The badge on top of every screen and overlay: an icon in a glowing tile. */
export function Emblem({ tone, children }: { tone: Tone; children: ReactNode }) {
  return (
    <div className="relative grid size-24 place-items-center" aria-hidden="true">
      <span
        className={cn('absolute inset-2 rounded-full bg-gradient-to-br opacity-70 blur-2xl', TONES[tone])}
      />
      <span
        className={cn(
          'relative grid size-20 place-items-center rounded-[1.6rem] border bg-gradient-to-br shadow-card',
          TONES[tone],
        )}
      >
        {children}
      </span>
    </div>
  );
}

/**
 * A blocking panel over the whole page (region, connection): announced as an alert dialog, focus on its
 * first control, the page behind does not scroll.
 */
export function OverlayPanel({
  labelledBy,
  describedBy,
  children,
  testId,
}: {
  labelledBy: string;
  describedBy: string;
  children: ReactNode;
  testId: string;
}) {
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    const first = panel.current?.querySelector<HTMLElement>('button, a[href]');
    (first ?? panel.current)?.focus();
    return () => {
      document.body.style.overflow = overflow;
    };
  }, []);
  return (
    <div className="fixed inset-0 z-[80] flex items-center justify-center bg-deep/85 p-4 backdrop-blur-md animate-fade-in">
      <div
        ref={panel}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        tabIndex={-1}
        data-testid={testId}
        onKeyDown={(event) => {
          // The panel's own controls keep the focus while it covers the page.
          if (event.key !== 'Tab' || !panel.current) return;
          const items = [...panel.current.querySelectorAll<HTMLElement>('button:not([disabled]), a[href]')];
          if (items.length === 0) return;
          const index = items.indexOf(document.activeElement as HTMLElement);
          const next = event.shiftKey ? index - 1 : index + 1;
          event.preventDefault();
          items[(next + items.length) % items.length]?.focus();
        }}
        className="relative flex w-full max-w-md animate-slide-up flex-col items-center gap-4 rounded-card border border-line bg-gradient-to-b from-raised to-surface px-6 py-8 text-center shadow-card outline-none"
      >
        {children}
      </div>
    </div>
  );
}

/** A full page that replaces the app (banned, invalid bot). */
export function ScreenPage({ children, testId }: { children: ReactNode; testId: string }) {
  return (
    <main
      id="main"
      data-testid={testId}
      className="flex min-h-dvh flex-1 flex-col items-center justify-center gap-5 px-5 py-16 text-center"
    >
      {children}
    </main>
  );
}
