import { useId } from 'react';
import { cn } from '../../lib/cn.ts';

export interface SegmentedOption<T extends string | number> {
  value: T;
  label: string;
}

/**
 * A radio group drawn as a segmented control. Native radios underneath: arrow keys move the choice and
 * screen readers announce it as they do any radio group.
 */
export function Segmented<T extends string | number>({
  label,
  options,
  value,
  onChange,
  disabled,
  className,
}: {
  label: string;
  options: readonly SegmentedOption<T>[];
  value: T;
  onChange: (value: T) => void;
  disabled?: boolean;
  className?: string;
}) {
  const name = useId();
  return (
    <fieldset
      disabled={disabled}
      className={cn('m-0 flex min-w-0 rounded-control border border-line bg-sunken p-1', className)}
    >
      <legend className="sr-only">{label}</legend>
      {options.map((option) => {
        const checked = option.value === value;
        return (
          <label key={String(option.value)} className="relative flex min-w-0 flex-1">
            <input
              type="radio"
              name={name}
              value={String(option.value)}
              checked={checked}
              onChange={() => onChange(option.value)}
              className="peer sr-only"
            />
            <span
              className={cn(
                'flex min-h-9 flex-1 cursor-pointer touch:min-h-11 items-center justify-center rounded-lg px-2 text-sm font-bold transition peer-focus-visible:outline-2 peer-focus-visible:outline-neon peer-disabled:cursor-not-allowed peer-disabled:opacity-50',
                checked ? 'bg-accent text-accent-ink shadow-glow' : 'text-muted hover:text-ink',
              )}
            >
              {option.label}
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}
