import { useTranslation } from '../../../i18n/index.ts';
import { cn } from '../../../lib/cn.ts';
import { GUEST_PRIZES, type GuestPrize, SEGMENT_DEGREES } from '../lib/guest-wheel.ts';

const R = 100;
const FILLS = ['#8b5cf6', '#241f5c', '#6d3fe0', '#1a1648'];

/** A point on a circle of radius `r`, `degrees` clockwise from the top. */
function point(r: number, degrees: number): [number, number] {
  const radians = ((degrees - 90) * Math.PI) / 180;
  return [Number((r * Math.cos(radians)).toFixed(3)), Number((r * Math.sin(radians)).toFixed(3))];
}

function segmentPath(index: number, degrees: number): string {
  const [x0, y0] = point(R, index * degrees);
  const [x1, y1] = point(R, (index + 1) * degrees);
  return `M0 0L${x0} ${y0}A${R} ${R} 0 0 1 ${x1} ${y1}Z`;
}

/** The short text on a segment: "+150%", "50 FS", "$10". */
export function usePrizeLabel() {
  const { t } = useTranslation('wheel');
  return (prize: GuestPrize, long = false) => {
    const kind = long ? 'prizeLong' : 'prize';
    if (prize.kind === 'bonus') return t(`${kind}.bonus`, { percent: prize.percent });
    if (prize.kind === 'spins') return t(`${kind}.spins`, { count: prize.count });
    return t(`${kind}.cash`, { amount: prize.amount });
  };
}

/** One segment of the disc: its short text, gold for the biggest prizes, dimmed for no prize. */
export interface DiscSegment {
  label: string;
  gold?: boolean;
  dim?: boolean;
}

const GUEST_TOP = new Set([6, 11, 12]);
const SPIN_EASING = 'cubic-bezier(0.12, 0.82, 0.16, 1)';

/**
 * The wheel: its segments clockwise from the top (the guest wheel's 14 by default; gold for the biggest
 * prizes), a ring of lights and the pointer at the top. The disc turns by `rotation` degrees over
 * `durationMs` (0: at once).
 */
export function WheelDisc({
  rotation,
  durationMs,
  winner,
  className,
  segments,
  easing = SPIN_EASING,
}: {
  rotation: number;
  durationMs: number;
  /** The segment to light up once the wheel has stopped. */
  winner?: number | null;
  className?: string;
  segments?: readonly DiscSegment[];
  /** The turn's timing function (a spin decelerates; an idle turn eases in and out). */
  easing?: string;
}) {
  const label = usePrizeLabel();
  const list: readonly DiscSegment[] =
    segments ?? GUEST_PRIZES.map((prize, i) => ({ label: label(prize), gold: GUEST_TOP.has(i) }));
  const degrees = list.length > 0 ? 360 / list.length : SEGMENT_DEGREES;
  const fontSize = list.length > 14 ? 9.5 : 10.5;
  return (
    <div className={cn('relative aspect-square w-full', className)}>
      <div
        className="absolute inset-[-6%] rounded-full bg-[radial-gradient(circle,rgb(139_92_246/0.45),transparent_65%)] blur-xl"
        aria-hidden="true"
      />
      <svg
        viewBox="-118 -118 236 236"
        className="relative size-full drop-shadow-[0_20px_40px_rgb(0_0_0/0.5)]"
        aria-hidden="true"
      >
        <defs>
          <linearGradient id="wheel-rim" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#ffe08a" />
            <stop offset="0.5" stopColor="#f7c948" />
            <stop offset="1" stopColor="#b8860b" />
          </linearGradient>
          <radialGradient id="wheel-hub" cx="0.35" cy="0.3" r="0.8">
            <stop offset="0" stopColor="#ffe08a" />
            <stop offset="1" stopColor="#c9961a" />
          </radialGradient>
        </defs>
        <circle r="116" fill="url(#wheel-rim)" />
        <circle r="108" fill="#0e0c2b" />
        {Array.from({ length: 28 }, (_, i) => {
          const [x, y] = point(112, i * (360 / 28));
          return <circle key={`bulb-${x}-${y}`} cx={x} cy={y} r="2.6" fill={i % 2 ? '#fff8dc' : '#22e4ff'} />;
        })}
        <g
          data-testid="wheel-disc"
          data-rotation={rotation}
          style={{
            transform: `rotate(${rotation}deg)`,
            transition: durationMs > 0 ? `transform ${durationMs}ms ${easing}` : 'none',
          }}
        >
          {list.map((segment, i) => {
            const gold = segment.gold ?? false;
            const [lx, ly] = point(66, (i + 0.5) * degrees);
            const won = winner === i;
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: a segment is its position on the wheel
              <g key={i}>
                <path
                  d={segmentPath(i, degrees)}
                  fill={gold ? '#f7c948' : segment.dim ? '#15123a' : (FILLS[i % FILLS.length] ?? '#8b5cf6')}
                  stroke="#0b0a24"
                  strokeWidth="1.2"
                  opacity={winner !== null && winner !== undefined && !won ? 0.55 : 1}
                />
                <text
                  x={lx}
                  y={ly}
                  transform={`rotate(${(i + 0.5) * degrees - 90} ${lx} ${ly})`}
                  textAnchor="middle"
                  dominantBaseline="central"
                  fontSize={fontSize}
                  fontWeight="900"
                  fill={gold ? '#1b1035' : segment.dim ? '#a39fd0' : '#f3f0ff'}
                  style={{ fontFamily: 'Inter, system-ui, sans-serif' }}
                >
                  {segment.label}
                </text>
              </g>
            );
          })}
          {winner !== null && winner !== undefined && (
            <path
              d={segmentPath(winner, degrees)}
              fill="none"
              stroke="#ffe08a"
              strokeWidth="3"
              strokeLinejoin="round"
              className="drop-shadow-[0_0_6px_rgb(247_201_72/0.9)]"
            />
          )}
        </g>
        <circle r="22" fill="url(#wheel-hub)" stroke="#0b0a24" strokeWidth="2" />
        <circle r="15" fill="#141136" />
        <path d="m0-8 2.4 5 5.4.8-3.9 3.8.9 5.4L0 4.5-4.8 7l.9-5.4L-7.8-2.2l5.4-.8Z" fill="#f7c948" />
        <path
          d="M0-95-10-117H10Z"
          fill="url(#wheel-rim)"
          stroke="#0b0a24"
          strokeWidth="2"
          strokeLinejoin="round"
        />
      </svg>
    </div>
  );
}
