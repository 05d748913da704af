import { KENO_NUMBERS } from '@casino/shared';
import { useTranslation } from '../../../i18n/index.ts';
import { cn } from '../../../lib/cn.ts';
import type { KenoRound } from './keno-outcome.ts';

/** Drawn numbers appear one after another: this many ms apart. */
export const KENO_REVEAL_STEP_MS = 60;

/**
 * The 40 numbers as toggle buttons (8 × 5). After a bet the drawn ones light up in draw order and the hits
 * (picked and drawn) turn gold.
 */
export function KenoBoard({
  picks,
  last,
  disabled,
  onToggle,
}: {
  picks: readonly number[];
  last: KenoRound | null;
  disabled: boolean;
  onToggle: (n: number) => void;
}) {
  const { t } = useTranslation('games');
  const drawOrder = new Map((last?.drawn ?? []).map((n, i) => [n, i]));
  const full = picks.length >= 10;
  return (
    <fieldset
      aria-label={t('keno.board')}
      className="m-0 grid w-full max-w-2xl min-w-0 grid-cols-8 border-0 p-0 gap-1.5 sm:gap-2"
    >
      {Array.from({ length: KENO_NUMBERS }, (_, i) => i + 1).map((n) => {
        const picked = picks.includes(n);
        const order = drawOrder.get(n);
        const drawn = order !== undefined;
        const hit = picked && drawn;
        const state = hit ? t('keno.hit') : drawn ? t('keno.drawn') : '';
        return (
          <button
            key={`${n}:${last?.id ?? ''}`}
            type="button"
            aria-pressed={picked}
            aria-label={state ? `${n}, ${state}` : String(n)}
            disabled={disabled || (!picked && full)}
            onClick={() => onToggle(n)}
            style={drawn ? { animationDelay: `${(order ?? 0) * KENO_REVEAL_STEP_MS}ms` } : undefined}
            className={cn(
              'tabular relative grid aspect-square min-h-9 place-items-center rounded-lg border text-sm font-black transition sm:text-base',
              'focus-visible:outline-2 focus-visible:outline-neon disabled:cursor-not-allowed',
              !picked && !drawn && 'border-line bg-sunken text-muted hover:border-accent hover:text-ink',
              picked && !drawn && 'border-accent bg-accent text-accent-ink shadow-glow',
              drawn && !picked && 'animate-pop border-line bg-raised text-ink',
              hit && 'animate-pop border-gold bg-gold text-deep',
              disabled && !picked && !drawn && 'opacity-70',
            )}
          >
            {n}
            {drawn && !hit && (
              <span
                aria-hidden="true"
                className="absolute inset-1.5 rounded-full border-2 border-danger/70"
              />
            )}
          </button>
        );
      })}
    </fieldset>
  );
}
