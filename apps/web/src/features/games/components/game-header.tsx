import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/index.ts';
import { cn } from '../../../lib/cn.ts';
import { useGamePageActions } from './game-page-actions.tsx';
import { setTheatreMode, useTheatreMode } from './theatre-mode.ts';

const TOOL = 'grid size-10 touch:size-11 shrink-0 place-items-center rounded-control border transition';

/** Theatre mode on/off: the page takes the window's whole width (wide screens only, where it changes anything). */
export function TheatreToggle() {
  const { t } = useTranslation('games');
  const on = useTheatreMode();
  return (
    <button
      type="button"
      aria-pressed={on}
      aria-label={t('page.theatre')}
      title={t('page.theatre')}
      onClick={() => setTheatreMode(!on)}
      className={cn(
        TOOL,
        'max-lg:hidden',
        on
          ? 'border-accent/60 bg-accent/15 text-accent-strong'
          : 'border-line bg-sunken text-faint hover:text-ink',
      )}
    >
      <svg
        viewBox="0 0 24 24"
        className="size-5"
        aria-hidden="true"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      >
        <rect x="2.5" y="6" width="19" height="12" rx="2" />
        {on ? <path d="M7 10v4M17 10v4" strokeLinecap="round" /> : <path d="M6 10l-2 2 2 2M18 10l2 2-2 2" />}
      </svg>
    </button>
  );
}

/** A game page's title bar: the name, the RTP, the page's actions (favorites), theatre mode and `tools`. */
export function GameHeader({ title, rtp, tools }: { title: string; rtp?: string; tools?: ReactNode }) {
  const { t } = useTranslation('games');
  const actions = useGamePageActions();
  return (
    <div className="flex items-center gap-2 sm:gap-3">
      <h1 className="min-w-0 flex-1 truncate text-xl font-black tracking-tight sm:text-2xl">{title}</h1>
      {rtp && (
        <span className="tabular hidden rounded-full border border-line bg-sunken px-3 py-1 text-xs font-bold text-muted min-[400px]:inline">
          {t('rtp', { rtp: Number(rtp).toFixed(2) })}
        </span>
      )}
      {actions}
      <TheatreToggle />
      {tools}
    </div>
  );
}

/** The page's width: theatre mode lifts the 80rem cap. */
export function useGamePageWidth(): string {
  return useTheatreMode() ? 'max-w-none' : 'max-w-7xl';
}
