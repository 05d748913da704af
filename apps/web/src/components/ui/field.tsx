import { forwardRef, type InputHTMLAttributes, type ReactNode, useId } from 'react';
import { cn } from '../../lib/cn.ts';

export interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: ReactNode;
  error?: string | null;
  hint?: ReactNode;
  /** Shown inside the input on the right (a unit, a currency, a button). */
  suffix?: ReactNode;
  inputClassName?: string;
}

/** A labelled input with its error announced and tied to it by aria-describedby. */
export const Field = forwardRef<HTMLInputElement, FieldProps>(function Field(
  { label, error, hint, suffix, className, inputClassName, id, ...rest },
  ref,
) {
  const generated = useId();
  const inputId = id ?? generated;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('flex min-w-0 flex-col gap-1.5', className)}>
      <label htmlFor={inputId} className="text-xs font-semibold uppercase tracking-wide text-muted">
        {label}
      </label>
      <div
        className={cn(
          'flex min-h-11 items-center rounded-control border bg-sunken transition focus-within:border-accent',
          error ? 'border-danger' : 'border-line',
        )}
      >
        <input
          ref={ref}
          id={inputId}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={cn(
            'tabular min-w-0 flex-1 bg-transparent px-3 py-2 text-sm touch:min-h-11 font-semibold text-ink outline-none placeholder:text-faint',
            inputClassName,
          )}
          {...rest}
        />
        {suffix}
      </div>
      {hint && (
        <p id={hintId} className="text-xs text-faint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} role="alert" className="text-xs font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
});
