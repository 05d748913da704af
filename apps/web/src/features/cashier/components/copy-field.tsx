import { useId } from 'react';
import { cn } from '../../../lib/cn.ts';
import { CopyButton } from './copy-button.tsx';

/** A read-only value (an address, a memo) with its copy button (SPEC §8, §9). */
export function CopyField({
  label,
  value,
  className,
  tone = 'default',
}: {
  label: string;
  value: string;
  className?: string;
  tone?: 'default' | 'warning';
}) {
  const labelId = useId();
  return (
    <div className={cn('flex min-w-0 flex-col gap-1.5', className)}>
      <span id={labelId} className="text-xs font-semibold uppercase tracking-wide text-muted">
        {label}
      </span>
      <div
        className={cn(
          'flex min-h-12 items-center gap-2 rounded-control border bg-sunken py-1.5 pr-1.5 pl-3',
          tone === 'warning' ? 'border-gold/60' : 'border-line',
        )}
      >
        <output
          aria-labelledby={labelId}
          className="min-w-0 flex-1 break-all font-mono text-sm font-semibold text-ink"
        >
          {value}
        </output>
        <CopyButton value={value} label={label} variant="icon" />
      </div>
    </div>
  );
}
