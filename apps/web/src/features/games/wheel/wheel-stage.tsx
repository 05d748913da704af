import { useTranslation } from '../../../i18n/index.ts';
import { cn } from '../../../lib/cn.ts';
import { formatMultiplier } from '../lib/format.ts';
import { EMPTY_SEGMENT, segmentColors, segmentPath } from './wheel-geometry.ts';

export interface WheelSpin {
  id: string;
  segment: number;
  multiplier: number;
}

/** How long the wheel turns before it stops on the segment. */
export const SPIN_MS = 1600;

/** The wheel (pointer at the top), turned by `rotation`, and its legend: each multiplier and its odds. */
export function WheelStage({
  multipliers,
  rotation,
  landed,
  history,
  label,
}: {
  multipliers: readonly number[];
  rotation: number;
  /** The last spin once the wheel has stopped on it. */
  landed: WheelSpin | null;
  history: WheelSpin[];
  label: string;
}) {
  const { t } = useTranslation('games');
  const colors = segmentColors(multipliers);
  const size = 360 / multipliers.length;
  const legend = [...colors.keys()].sort((a, b) => a - b);
  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-3 p-3 sm:gap-5 sm:p-6">
      <ol className="flex min-h-7 w-full flex-wrap justify-end gap-1.5" aria-label={t('wheel.history')}>
        {history.map((spin) => (
          <li
            key={spin.id}
            className={cn(
              'tabular animate-pop rounded-full px-2.5 py-1 text-xs font-black',
              // The empty segment's slate is dark: light text on it, dark text on the bright ones.
              colors.get(spin.multiplier) === EMPTY_SEGMENT ? 'text-ink' : 'text-deep',
            )}
            style={{ backgroundColor: colors.get(spin.multiplier) ?? '#94a3b8' }}
          >
            {formatMultiplier(spin.multiplier)}
          </li>
        ))}
      </ol>
      <div className="relative w-full max-w-[22rem]">
        <svg viewBox="-110 -110 220 220" role="img" aria-label={label} className="block w-full">
          <circle r="106" fill="#0f172a" />
          <g
            style={{ transform: `rotate(${rotation}deg)`, transitionDuration: `${SPIN_MS}ms` }}
            className="transition-transform ease-[cubic-bezier(0.15,0.85,0.25,1)] motion-reduce:transition-none"
          >
            {multipliers.map((multiplier, segment) => (
              <path
                // biome-ignore lint/suspicious/noArrayIndexKey: a segment is its index
                key={segment}
                d={segmentPath(segment * size, (segment + 1) * size, 100, 72)}
                fill={colors.get(multiplier)}
                stroke="#0f172a"
                strokeWidth="0.8"
              />
            ))}
          </g>
          <circle r="66" fill="#111827" />
          <text
            y="8"
            textAnchor="middle"
            className="tabular fill-current text-[22px] font-black"
            fill={landed ? (colors.get(landed.multiplier) ?? '#fff') : '#94a3b8'}
          >
            {landed ? formatMultiplier(landed.multiplier) : '—'}
          </text>
          <path d="M-9 -112 L9 -112 L0 -92 Z" fill="#f8fafc" stroke="#0f172a" strokeWidth="1.5" />
        </svg>
      </div>
      <ul aria-label={t('wheel.legend')} className="flex w-full max-w-xl flex-wrap justify-center gap-1.5">
        {legend.map((multiplier) => {
          const count = multipliers.filter((m) => m === multiplier).length;
          return (
            <li
              key={multiplier}
              className={cn(
                'tabular flex min-w-16 flex-1 flex-col items-center rounded-lg border-b-4 bg-sunken px-2 py-1 text-xs font-bold',
                landed?.multiplier === multiplier ? 'text-ink ring-2 ring-neon' : 'text-muted',
              )}
              style={{ borderColor: colors.get(multiplier) }}
            >
              <span>{formatMultiplier(multiplier)}</span>
              <span className="text-[10px] text-faint">
                {t('wheel.odds', { count, segments: multipliers.length })}
              </span>
            </li>
          );
        })}
      </ul>
      <p className="sr-only" aria-live="polite">
        {landed ? t('wheel.landed', { multiplier: formatMultiplier(landed.multiplier) }) : ''}
      </p>
    </div>
  );
}
