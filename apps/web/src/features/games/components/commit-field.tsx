import { type ReactNode, useId, useState } from 'react';
import { cn } from '../../../lib/cn.ts';

/**
 * A numeric field that edits a draft and commits on blur or Enter; until the player types it shows `value`.
 * `onCommit` gets the parsed number (or NaN) and the parent answers with the value it made of it.
 */
export function CommitField({
  label,
  value,
  onCommit,
  suffix,
  action,
  disabled,
  className,
  inputMode = 'decimal',
}: {
  label: ReactNode;
  value: string;
  onCommit: (value: number) => void;
  suffix?: ReactNode;
  /** A button inside the field, after the value. */
  action?: ReactNode;
  disabled?: boolean;
  className?: string;
  inputMode?: 'decimal' | 'numeric';
}) {
  const id = useId();
  /** What the player typed since the last commit; null shows `value`. */
  const [draft, setDraft] = useState<string | null>(null);

  const commit = () => {
    if (draft === null) return;
    const parsed = Number(draft.replace(',', '.').replace(/\s/g, ''));
    setDraft(null);
    onCommit(draft.trim() === '' ? Number.NaN : parsed);
  };

  return (
    <div className={cn('flex min-w-0 flex-col gap-1.5', className)}>
      <label htmlFor={id} className="truncate text-xs font-semibold uppercase tracking-wide text-muted">
        {label}
      </label>
      <div className="flex min-h-11 items-center rounded-control border border-line bg-sunken transition focus-within:border-accent">
        <input
          id={id}
          inputMode={inputMode}
          autoComplete="off"
          disabled={disabled}
          value={draft ?? value}
          onBlur={commit}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              commit();
              (event.target as HTMLInputElement).blur();
            }
          }}
          className="tabular min-w-0 flex-1 bg-transparent px-3 py-2 text-sm font-bold text-ink outline-none disabled:opacity-60 touch:min-h-11"
        />
        {suffix && <span className="pr-3 text-xs font-bold text-faint">{suffix}</span>}
        {action}
      </div>
    </div>
  );
}
