import { crashMultiplierAt } from '@casino/shared';
import { useId } from 'react';

const WIDTH = 400;
const HEIGHT = 240;
const SAMPLES = 48;

export interface CrashChartProps {
  /** ms since the round started (0 before). */
  elapsedMs: number;
  crashed: boolean;
}

/** The rising curve, scaled so the tip stays inside the frame as the round runs on. */
export function CrashChart({ elapsedMs, crashed }: CrashChartProps) {
  // useId's punctuation is not welcome inside url(#…).
  const gradientId = `crash-fill-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const elapsed = Math.max(0, elapsedMs);
  const tip = crashMultiplierAt(elapsed);
  const xMax = Math.max(10_000, elapsed * 1.15);
  const yMax = Math.max(200, tip * 1.2);
  const x = (ms: number) => (ms / xMax) * WIDTH;
  const y = (hundredths: number) => HEIGHT - ((hundredths - 100) / (yMax - 100)) * HEIGHT;

  const points: string[] = [];
  for (let i = 0; i <= SAMPLES; i++) {
    const t = (elapsed * i) / SAMPLES;
    points.push(`${x(t).toFixed(1)},${y(crashMultiplierAt(t)).toFixed(1)}`);
  }
  const line = `M${points.join(' L')}`;
  const area = `${line} L${x(elapsed).toFixed(1)},${HEIGHT} L0,${HEIGHT} Z`;
  const grid = [0.25, 0.5, 0.75].map((share) => HEIGHT * share);
  const tone = crashed ? 'var(--color-danger)' : 'var(--color-neon)';

  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      preserveAspectRatio="none"
      className="absolute inset-0 h-full w-full"
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={tone} stopOpacity="0.45" />
          <stop offset="1" stopColor={tone} stopOpacity="0" />
        </linearGradient>
      </defs>
      {grid.map((lineY) => (
        <line
          key={lineY}
          x1="0"
          x2={WIDTH}
          y1={lineY}
          y2={lineY}
          stroke="var(--color-line)"
          strokeDasharray="4 6"
          vectorEffect="non-scaling-stroke"
        />
      ))}
      {elapsed > 0 ? (
        <>
          <path d={area} fill={`url(#${gradientId})`} />
          <path
            d={line}
            fill="none"
            stroke={tone}
            strokeWidth="4"
            strokeLinecap="round"
            strokeLinejoin="round"
            vectorEffect="non-scaling-stroke"
          />
        </>
      ) : null}
    </svg>
  );
}
