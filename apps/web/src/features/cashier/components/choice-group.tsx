import { type ReactNode, useId } from 'react';
import { cn } from '../../../lib/cn.ts';

/** The look of a picked option and of the keyboard focus, shared by every option card. */
const CHECKED =
  'peer-checked:border-accent peer-checked:bg-accent/15 peer-checked:text-ink peer-focus-visible:outline-2 peer-focus-visible:outline-neon';

/**
 * A radio group drawn as cards (currencies, banks, dispute options): a legend, then one card per option
 * around a visually hidden radio, so arrows, Tab and screen readers work as for native radios.
 */
export function ChoiceGroup<T extends string>({
  legend,
  name,
  value,
  onChange,
  options,
  className,
  optionClassName,
  shape = 'card',
  error,
}: {
  legend: ReactNode;
  /** The radios' name (a generated one when absent). */
  name?: string;
  value: T | null;
  onChange: (value: T) => void;
  options: ReadonlyArray<{ value: T; content: ReactNode }>;
  /** The options' container: a grid or a row. */
  className?: string;
  /** Each card's box (size, padding, layout); border, colours and the checked look are added. */
  optionClassName?: string;
  shape?: 'card' | 'pill';
  error?: string | null;
}) {
  const generated = useId();
  const errorId = `${generated}-error`;
  return (
    <fieldset className="min-w-0" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-2 text-xs font-semibold uppercase tracking-wide text-muted">{legend}</legend>
      <div className={className}>
        {options.map((option) => (
          <label key={option.value} className="relative shrink-0">
            <input
              type="radio"
              name={name ?? generated}
              value={option.value}
              checked={option.value === value}
              onChange={() => onChange(option.value)}
              className="peer sr-only"
            />
            <span
              className={cn(
                'flex h-full cursor-pointer border bg-raised text-sm font-bold text-muted transition hover:border-line-strong hover:text-ink',
                shape === 'pill' ? 'rounded-full' : 'rounded-control',
                error ? 'border-danger' : 'border-line',
                CHECKED,
                optionClassName,
              )}
            >
              {option.content}
            </span>
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} role="alert" className="mt-1.5 text-xs font-medium text-danger">
          {error}
        </p>
      )}
    </fieldset>
  );
}
