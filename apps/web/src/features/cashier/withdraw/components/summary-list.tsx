import type { ReactNode } from 'react';
import { cn } from '../../../../lib/cn.ts';

/** Label/value rows (the confirmation's summary, the fee box). */
export function SummaryList({
  rows,
  className,
}: {
  rows: ReadonlyArray<{
    label: ReactNode;
    value: ReactNode;
    strong?: boolean;
    mono?: boolean;
    testId?: string;
  }>;
  className?: string;
}) {
  return (
    <dl
      className={cn(
        'divide-y divide-line/60 rounded-control border border-line bg-sunken/60 text-sm',
        className,
      )}
    >
      {rows.map((row, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows keep their order.
        <div key={index} className="flex items-baseline justify-between gap-4 px-3.5 py-2.5">
          <dt className="shrink-0 text-muted">{row.label}</dt>
          <dd
            data-testid={row.testId}
            className={cn(
              'tabular min-w-0 text-right font-semibold break-all',
              row.strong && 'text-base font-extrabold text-ink',
              row.mono && 'font-mono text-xs',
            )}
          >
            {row.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
