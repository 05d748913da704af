import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { MoneyField } from './report-series.ts';

export interface ChartSeries {
  field: MoneyField;
  label: string;
  /** A theme colour token (styles.css), read at draw time. */
  token: string;
  fallback: string;
  bars?: boolean;
}

const HEIGHT = 240;

function tokenColor(token: string, fallback: string): string {
  const value = getComputedStyle(document.documentElement).getPropertyValue(token).trim();
  return value || fallback;
}

/**
 * A uPlot chart of daily amounts (canvas: fast with a year of days, ~20 KB gzip). Days are UTC, as the
 * report counts them. Drawn only: the same figures are in the table under it, which is what assistive
 * technology reads (the canvas is hidden from it).
 */
export function DailyChart({
  x,
  values,
  series,
  language,
}: {
  x: number[];
  values: Record<MoneyField, number[]>;
  series: ChartSeries[];
  language: string;
}) {
  const host = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = host.current;
    if (!element) return;
    const muted = tokenColor('--color-muted', '#aaa3d6');
    const grid = tokenColor('--color-line', '#2c2766');
    const compact = new Intl.NumberFormat(language, { notation: 'compact', maximumFractionDigits: 1 });
    const bars = uPlot.paths.bars?.({ size: [0.6, 24], align: 0 });
    const plot = new uPlot(
      {
        width: Math.max(280, element.clientWidth),
        height: HEIGHT,
        legend: { show: false },
        cursor: { drag: { x: false, y: false } },
        tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), 'Etc/UTC'),
        // Half a day either side, so the first and last days' bars are drawn whole.
        scales: { x: { time: true, range: (_u, min, max) => [min - 43_200, max + 43_200] } },
        axes: [
          { stroke: muted, grid: { stroke: grid, width: 1 }, ticks: { stroke: grid } },
          {
            stroke: muted,
            grid: { stroke: grid, width: 1 },
            ticks: { stroke: grid },
            // Compact ("1.5K"): the currency is in the heading, and long labels would be cut at the edge.
            size: 52,
            values: (_u, ticks) => ticks.map((tick) => compact.format(tick)),
          },
        ],
        series: [
          {},
          ...series.map((s) => {
            const color = tokenColor(s.token, s.fallback);
            return s.bars && bars
              ? { label: s.label, stroke: color, fill: `${color}99`, paths: bars, points: { show: false } }
              : { label: s.label, stroke: color, width: 2, points: { show: x.length < 40 } };
          }),
        ],
      },
      [x, ...series.map((s) => values[s.field])],
      element,
    );
    const observer = new ResizeObserver(() =>
      plot.setSize({ width: Math.max(280, element.clientWidth), height: HEIGHT }),
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      plot.destroy();
    };
  }, [x, values, series, language]);

  return <div ref={host} aria-hidden="true" className="min-w-0 overflow-hidden" data-testid="daily-chart" />;
}
