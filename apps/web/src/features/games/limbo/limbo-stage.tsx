import { useEffect } from 'react';
import { useTranslation } from '../../../i18n/index.ts';
import { cn } from '../../../lib/cn.ts';
import { playSound } from '../lib/sound.ts';
import { useCountUp } from '../lib/use-count-up.ts';
import { chanceFor, formatChance, formatTarget } from './limbo-math.ts';

export interface LimboRound {
  id: string;
  result: number;
  win: boolean;
}

export const COUNT_UP_MS = 650;

/** The result counting up from 1.00× to where it stopped; green once it reaches the target. */
export function LimboStage({
  target,
  last,
  history,
}: {
  target: number;
  last: LimboRound | null;
  history: LimboRound[];
}) {
  const { t, i18n } = useTranslation('games');
  const { value, done } = useCountUp(last?.result ?? null, last?.id ?? null, COUNT_UP_MS);

  useEffect(() => {
    if (done && last) playSound(last.win ? 'win' : 'lose');
  }, [done, last]);

  const shown = value ?? 1;
  const reached = last !== null && shown >= target;
  return (
    <div className="flex flex-1 flex-col gap-2 p-3 sm:gap-4 sm:p-8">
      <ol className="flex min-h-8 flex-wrap justify-end gap-1.5" aria-label={t('limbo.history')}>
        {history.map((item) => (
          <li
            key={item.id}
            className={cn(
              'tabular animate-pop rounded-full px-2.5 py-1 text-xs font-bold',
              item.win ? 'bg-success/15 text-success' : 'bg-raised text-muted',
            )}
          >
            {formatTarget(item.result, i18n.language)}×
          </li>
        ))}
      </ol>
      <div className="relative flex flex-1 flex-col items-center justify-center gap-3 py-2 sm:py-6">
        <div
          aria-hidden="true"
          className={cn(
            'pointer-events-none absolute size-64 rounded-full blur-3xl transition-colors duration-300 sm:size-80',
            !last && 'bg-accent/10',
            last && !done && 'bg-accent/20',
            last && done && (last.win ? 'bg-success/20' : 'bg-danger/15'),
          )}
        />
        <p
          data-testid="limbo-result"
          className={cn(
            'tabular relative text-6xl font-black tracking-tight transition-colors duration-150 sm:text-8xl',
            !last && 'text-faint',
            last && reached && 'text-success',
            last && !reached && (done ? 'text-danger' : 'text-ink'),
          )}
        >
          {formatTarget(shown, i18n.language)}×
        </p>
        <p className="sr-only" aria-live="polite">
          {last && done
            ? `${formatTarget(last.result, i18n.language)}× · ${last.win ? t('limbo.won') : t('limbo.lost')}`
            : ''}
        </p>
        <div className="relative flex flex-wrap justify-center gap-2 text-xs font-semibold">
          <span className="tabular rounded-full border border-line bg-sunken px-3 py-1 text-muted">
            {t('limbo.target')}: <span className="text-ink">{formatTarget(target, i18n.language)}×</span>
          </span>
          <span className="tabular rounded-full border border-line bg-sunken px-3 py-1 text-muted">
            {t('limbo.chance')}: <span className="text-ink">{formatChance(chanceFor(target))}%</span>
          </span>
        </div>
      </div>
    </div>
  );
}
