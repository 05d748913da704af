import { useTranslation } from '../../../i18n/index.ts';
import { cn } from '../../../lib/cn.ts';
import { type DiceCondition, formatPercent } from './dice-math.ts';

export interface DiceRoll {
  id: string;
  roll: number;
  win: boolean;
}

const TICKS = [0, 25, 50, 75, 100];

/**
 * The dice track: the winning side green, the losing side red, the target as a draggable thumb (a range
 * input, so keyboard and screen readers work), and the last roll as a marker that slides into place.
 */
export function DiceStage({
  target,
  condition,
  onTargetChange,
  last,
  history,
  disabled,
  hintId,
}: {
  target: number;
  condition: DiceCondition;
  onTargetChange: (target: number) => void;
  last: DiceRoll | null;
  history: DiceRoll[];
  disabled?: boolean;
  hintId?: string;
}) {
  const { t } = useTranslation('games');
  const green = 'var(--color-success)';
  const red = 'var(--color-danger)';
  const [left, right] = condition === 'over' ? [red, green] : [green, red];
  const track = `linear-gradient(90deg, ${left} 0%, ${left} ${target}%, ${right} ${target}%, ${right} 100%)`;

  return (
    <div className="flex flex-1 flex-col justify-between gap-3 p-3 sm:gap-6 sm:p-8">
      <ol className="flex min-h-8 flex-wrap justify-end gap-1.5" aria-label={t('dice.history')}>
        {history.map((item) => (
          <li
            key={item.id}
            className={cn(
              'tabular animate-pop rounded-full px-2.5 py-1 text-xs font-bold',
              item.win ? 'bg-success/15 text-success' : 'bg-raised text-muted',
            )}
          >
            {formatPercent(item.roll)}
          </li>
        ))}
      </ol>

      <div className="flex flex-col items-center gap-1" aria-live="polite">
        <output
          key={last?.id ?? 'none'}
          data-testid="dice-result"
          className={cn(
            'tabular animate-pop text-5xl font-black tracking-tight sm:text-7xl',
            !last && 'text-faint',
            last?.win && 'text-success drop-shadow-[0_0_24px_rgb(47_227_154/0.45)]',
            last && !last.win && 'text-danger',
          )}
        >
          {last ? formatPercent(last.roll) : '—'}
        </output>
        <span className="text-sm font-semibold text-muted">
          {last ? (last.win ? t('dice.won') : t('dice.lost')) : t('dice.pickTarget')}
        </span>
      </div>

      <div className="mx-auto w-full max-w-3xl pb-1 pt-11 sm:pt-12">
        <div className="rounded-full bg-sunken p-2.5 shadow-[inset_0_2px_8px_rgb(0_0_0/0.5)]">
          <div className="relative h-9">
            {/* The thumb's centre travels from half a thumb in from each end: the track and marker do too. */}
            <div className="absolute inset-y-0 left-[1.125rem] right-[1.125rem]">
              <div
                className="absolute inset-x-0 top-1/2 h-2.5 -translate-y-1/2 rounded-full"
                style={{ background: track }}
              />
              {last && (
                <div
                  className="pointer-events-none absolute bottom-full mb-4 -translate-x-1/2 transition-[left] duration-500 ease-out"
                  style={{ left: `${last.roll}%` }}
                  aria-hidden="true"
                >
                  <div
                    className={cn(
                      'tabular relative rounded-lg px-2 py-1 text-sm font-black shadow-card',
                      last.win ? 'bg-success text-deep' : 'bg-danger text-deep',
                    )}
                  >
                    {formatPercent(last.roll)}
                    <span
                      className={cn(
                        'absolute left-1/2 top-full size-2.5 -translate-x-1/2 -translate-y-1/2 rotate-45',
                        last.win ? 'bg-success' : 'bg-danger',
                      )}
                    />
                  </div>
                </div>
              )}
            </div>
            <input
              type="range"
              min={0}
              max={100}
              step={1}
              value={target}
              disabled={disabled}
              onChange={(event) => onTargetChange(Math.min(98, Math.max(2, Number(event.target.value))))}
              aria-label={condition === 'over' ? t('dice.rollOver') : t('dice.rollUnder')}
              aria-valuetext={formatPercent(target)}
              aria-describedby={hintId}
              className="range-thumb absolute inset-0 h-9 touch:h-11 w-full cursor-pointer disabled:cursor-not-allowed"
            />
          </div>
        </div>
        <div
          className="tabular relative mx-[1.75rem] mt-2 h-4 text-xs font-semibold text-faint"
          aria-hidden="true"
        >
          {TICKS.map((tick) => (
            <span key={tick} className="absolute -translate-x-1/2" style={{ left: `${tick}%` }}>
              {tick}
            </span>
          ))}
        </div>
      </div>
    </div>
  );
}
