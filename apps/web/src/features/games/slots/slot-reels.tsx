import type { SlotLineWin, SlotMachine } from '@casino/shared';
import { type CSSProperties, useMemo } from 'react';
import { useTranslation } from '../../../i18n/index.ts';
import { cn } from '../../../lib/cn.ts';
import './slots.css';

/** The first reel spins this long; each next one stops a little later. */
export const REEL_BASE_MS = 650;
export const REEL_STAGGER_MS = 220;
export const spinDurationMs = (reels: number) => REEL_BASE_MS + (reels - 1) * REEL_STAGGER_MS;

/** Colours of the win lines drawn over the reels (cycled). */
const LINE_COLORS = ['#ffd84d', '#4dfff3', '#ff5ccf', '#7dff6b', '#ff9f40', '#a78bfa', '#ff5277', '#38bdf8'];
export const lineColor = (index: number) => LINE_COLORS[index % LINE_COLORS.length] as string;

export interface SlotReelsProps {
  machine: SlotMachine;
  /** What the reels stop on: symbol ids per reel, top to bottom. */
  grid: string[][];
  /** What the reels showed before, where the spin starts from. */
  previousGrid: string[][];
  /** Animate from the previous grid to this one; changes with each spin. */
  spinId: number;
  spinning: boolean;
  reducedMotion: boolean;
  /** Wins to mark once the reels stopped. */
  lineWins: readonly SlotLineWin[];
  /** Scatters paid: mark them too. */
  scatterWin: boolean;
}

export function useSymbolName(machine: SlotMachine) {
  const { t } = useTranslation('slots');
  return (id: string) => {
    const symbol = machine.symbols.find((item) => item.id === id);
    return t(`symbol.${id}`, { defaultValue: symbol?.name ?? id });
  };
}

/** Cells (reel, row) a line win covers: from the leftmost reel for `count` reels. */
export function winCells(machine: SlotMachine, win: SlotLineWin): Array<[number, number]> {
  const line = machine.paylines[win.line] ?? [];
  return line.slice(0, win.count).map((row, reel) => [reel, row]);
}

/** Decorative symbols that fly past while a reel spins, taken from the reel's own strip. */
function fillerFor(machine: SlotMachine, reel: number, count: number, seed: number): string[] {
  const strip = machine.reels[reel] ?? '';
  const byCode = new Map(machine.symbols.map((symbol) => [symbol.code, symbol.id]));
  const start = (seed * 7 + reel * 11) % Math.max(1, strip.length);
  return Array.from({ length: count }, (_, index) => {
    const code = strip[(start + index) % strip.length] ?? '';
    return byCode.get(code) ?? machine.symbols[0]?.id ?? '';
  });
}

/** The 5×3 window: reels spin with a CSS transform and stop on the grid; wins light up once stopped. */
export function SlotReels(props: SlotReelsProps) {
  const { t } = useTranslation('slots');
  const { machine, grid, previousGrid, spinId, spinning, reducedMotion, lineWins } = props;
  const name = useSymbolName(machine);
  const glyphs = useMemo(
    () => new Map(machine.symbols.map((symbol) => [symbol.id, symbol.glyph])),
    [machine],
  );
  const rows = machine.rows;
  const reels = grid.length || machine.reels.length;
  const animate = spinning && !reducedMotion;

  const winning = new Set<string>();
  if (!spinning) {
    for (const win of lineWins)
      for (const [reel, row] of winCells(machine, win)) winning.add(`${reel}:${row}`);
    if (props.scatterWin)
      grid.forEach((column, reel) => {
        column.forEach((id, row) => {
          if (id === machine.scatter) winning.add(`${reel}:${row}`);
        });
      });
  }

  return (
    <ul
      aria-label={t('reels')}
      aria-busy={spinning || undefined}
      className="relative m-0 grid w-full list-none gap-1.5 p-0 sm:gap-2"
      style={{ gridTemplateColumns: `repeat(${reels}, minmax(0, 1fr))` }}
    >
      {Array.from({ length: reels }, (_, reel) => {
        const target = grid[reel] ?? [];
        const filler = animate ? fillerFor(machine, reel, 10 + reel * 3, spinId) : [];
        const before = animate ? (previousGrid[reel] ?? target) : [];
        const cells = [...target, ...filler, ...before];
        const total = cells.length || rows;
        const style = animate
          ? ({
              '--slot-from': `${(-(total - rows) / total) * 100}%`,
              '--slot-duration': `${REEL_BASE_MS + reel * REEL_STAGGER_MS}ms`,
            } as CSSProperties)
          : undefined;
        return (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: reels are positions
            key={reel}
            className="relative overflow-hidden rounded-lg"
            style={{ aspectRatio: `1 / ${rows}`, background: machine.theme.reels }}
          >
            <div
              key={animate ? spinId : 'still'}
              className={cn('absolute inset-x-0 top-0', animate && 'slot-reel-strip')}
              style={{ height: `${(total / rows) * 100}%`, ...style }}
            >
              {cells.map((id, index) => {
                const height = { height: `${100 / total}%` };
                if (index >= rows) {
                  return (
                    <div
                      // biome-ignore lint/suspicious/noArrayIndexKey: a cell is a position on the strip
                      key={index}
                      aria-hidden="true"
                      className="flex items-center justify-center p-1"
                      style={height}
                    >
                      <Glyph glyph={glyphs.get(id)} win={false} dim={false} accent={machine.theme.accent} />
                    </div>
                  );
                }
                const win = !spinning && winning.has(`${reel}:${index}`);
                return (
                  <div
                    // biome-ignore lint/suspicious/noArrayIndexKey: a cell is a position on the strip
                    key={index}
                    role="img"
                    aria-label={name(id)}
                    data-symbol={id}
                    data-win={String(win)}
                    className="flex items-center justify-center p-1"
                    style={height}
                  >
                    <Glyph
                      glyph={glyphs.get(id)}
                      win={win}
                      dim={!spinning && winning.size > 0 && !win}
                      accent={machine.theme.accent}
                    />
                  </div>
                );
              })}
            </div>
          </li>
        );
      })}
      {!spinning && lineWins.length > 0 ? (
        <svg
          viewBox={`0 0 ${reels * 100} ${rows * 100}`}
          preserveAspectRatio="none"
          className="pointer-events-none absolute inset-0 h-full w-full"
          aria-hidden="true"
          focusable="false"
        >
          {lineWins.map((win, index) => {
            const line = machine.paylines[win.line] ?? [];
            const points = line.map((row, reel) => `${reel * 100 + 50},${row * 100 + 50}`).join(' ');
            return (
              <polyline
                key={`${win.line}-${win.symbol}`}
                data-line={win.line}
                points={points}
                fill="none"
                stroke={lineColor(index)}
                strokeWidth="4"
                strokeLinejoin="round"
                strokeLinecap="round"
                vectorEffect="non-scaling-stroke"
                className="slot-line"
                opacity="0.9"
              />
            );
          })}
        </svg>
      ) : null}
    </ul>
  );
}

function Glyph({
  glyph,
  win,
  dim,
  accent,
}: {
  glyph: string | undefined;
  win: boolean;
  dim: boolean;
  accent: string;
}) {
  return (
    <span
      className={cn(
        'grid aspect-square h-full max-h-full place-items-center rounded-md text-[clamp(1.4rem,7vw,3rem)] leading-none font-black transition',
        win && 'slot-cell-win',
        dim && 'opacity-40',
      )}
      style={win ? { boxShadow: `0 0 0 2px ${accent}, 0 0 18px ${accent}` } : undefined}
    >
      {glyph ?? '?'}
    </span>
  );
}
