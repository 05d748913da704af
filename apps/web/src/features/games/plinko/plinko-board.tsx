import { memo, useEffect, useMemo, useRef, useState } from 'react';
import { cn } from '../../../lib/cn.ts';
import { playSound } from '../lib/sound.ts';
import {
  BOARD_WIDTH,
  type BoardGeometry,
  ballPosition,
  ballWaypoints,
  boardGeometry,
  pinX,
  rowY,
  slotX,
} from './plinko-geometry.ts';

export interface PlinkoDrop {
  id: string;
  path: number[];
  slot: number;
  onLanded?: () => void;
}

/** Time per row; a 16-row drop takes about 1.9 s. */
export const ROW_MS = 110;

/** Red at the edges (rare, high), gold in the middle (common, low). */
function slotColor(slot: number, rows: number): string {
  const distance = Math.abs(slot - rows / 2) / (rows / 2);
  const hue = 48 - distance * 48;
  return `hsl(${hue} 100% ${58 - distance * 6}%)`;
}

function shortMultiplier(value: number, narrow: boolean): string {
  if (value >= 1000) return `${value / 1000}K`;
  if (narrow && value >= 100) return String(Math.round(value));
  return narrow ? String(value) : `${value}×`;
}

const Pins = memo(function Pins({ g }: { g: BoardGeometry }) {
  const pins: Array<{ x: number; y: number; key: string }> = [];
  for (let row = 0; row < g.rows; row++) {
    for (let i = 0; i < row + 3; i++) pins.push({ x: pinX(g, row, i), y: rowY(row, g), key: `${row}:${i}` });
  }
  return (
    <g>
      {pins.map((pin) => (
        <circle key={pin.key} cx={pin.x} cy={pin.y} r={g.pinRadius} fill="#e8e4ff" opacity={0.9} />
      ))}
    </g>
  );
});

interface Ball {
  drop: PlinkoDrop;
  start: number;
  points: ReturnType<typeof ballWaypoints>;
  lastRow: number;
}

/** The pins, the multiplier slots and every ball in flight (several may fall at once in auto-bet). */
export function PlinkoBoard({
  rows,
  multipliers,
  drops,
  label,
}: {
  rows: number;
  multipliers: number[];
  drops: PlinkoDrop[];
  label: string;
}) {
  const g = useMemo(() => boardGeometry(rows), [rows]);
  const balls = useRef(new Map<string, Ball>());
  const [, setFrame] = useState(0);
  /** Slots a ball just landed in, with how many balls are still bouncing them. */
  const [hits, setHits] = useState<Record<number, number>>({});
  const raf = useRef(0);

  useEffect(() => {
    const now = performance.now();
    let added = false;
    for (const drop of drops) {
      if (balls.current.has(drop.id)) continue;
      balls.current.set(drop.id, { drop, start: now, points: ballWaypoints(g, drop.path), lastRow: -1 });
      added = true;
    }
    if (!added || raf.current) return;
    const tick = (time: number) => {
      const duration = (g.rows + 1) * ROW_MS;
      for (const [id, ball] of balls.current) {
        const progress = (time - ball.start) / duration;
        const row = Math.floor(progress * (g.rows + 1)) - 1;
        if (row > ball.lastRow && row < g.rows) {
          ball.lastRow = row;
          if (balls.current.size <= 2) playSound('tick');
        }
        if (progress >= 1) {
          balls.current.delete(id);
          const slot = ball.drop.slot;
          setHits((current) => ({ ...current, [slot]: (current[slot] ?? 0) + 1 }));
          setTimeout(
            () => setHits((current) => ({ ...current, [slot]: Math.max(0, (current[slot] ?? 1) - 1) })),
            300,
          );
          ball.drop.onLanded?.();
        }
      }
      setFrame((n) => n + 1);
      raf.current = balls.current.size > 0 ? requestAnimationFrame(tick) : 0;
    };
    raf.current = requestAnimationFrame(tick);
  }, [drops, g]);

  useEffect(
    () => () => {
      cancelAnimationFrame(raf.current);
      raf.current = 0;
    },
    [],
  );

  const now = performance.now();
  const duration = (g.rows + 1) * ROW_MS;
  const narrow = rows >= 12;
  const slotWidth = g.spacing * 0.92;
  const fontSize = Math.min(26, g.spacing * (narrow ? 0.36 : 0.3));

  return (
    <svg
      viewBox={`0 0 ${BOARD_WIDTH} ${g.height}`}
      className="h-auto w-full max-w-[44rem] select-none"
      role="img"
      aria-label={label}
    >
      <defs>
        <radialGradient id="plinko-ball" cx="35%" cy="35%" r="65%">
          <stop offset="0" stopColor="#fff6cc" />
          <stop offset="0.5" stopColor="#ffd24a" />
          <stop offset="1" stopColor="#e58a00" />
        </radialGradient>
      </defs>
      <Pins g={g} />
      {multipliers.map((multiplier, slot) => {
        const fresh = (hits[slot] ?? 0) > 0;
        const x = slotX(g, slot);
        return (
          <g
            // biome-ignore lint/suspicious/noArrayIndexKey: a slot is its index
            key={slot}
            style={{ transform: `translate(${x}px, ${g.slotTop + (fresh ? g.slotHeight * 0.18 : 0)}px)` }}
            className="transition-transform duration-150"
          >
            <rect
              x={-slotWidth / 2}
              y={0}
              width={slotWidth}
              height={g.slotHeight}
              rx={Math.min(10, slotWidth * 0.18)}
              fill={slotColor(slot, rows)}
              className={cn(fresh && 'brightness-125')}
              opacity={fresh ? 1 : 0.92}
            />
            <text
              x={0}
              y={g.slotHeight / 2}
              dominantBaseline="central"
              textAnchor="middle"
              fontSize={fontSize}
              fontWeight={800}
              fill="#1a1033"
            >
              {shortMultiplier(multiplier, narrow)}
            </text>
          </g>
        );
      })}
      {[...balls.current.values()].map((ball) => {
        const p = ballPosition(ball.points, Math.min(1, (now - ball.start) / duration));
        return <circle key={ball.drop.id} cx={p.x} cy={p.y} r={g.ballRadius} fill="url(#plinko-ball)" />;
      })}
    </svg>
  );
}
