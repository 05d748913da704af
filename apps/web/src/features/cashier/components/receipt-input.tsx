import { useEffect, useId, useState } from 'react';
import { cn } from '../../../lib/cn.ts';
import { LineIcon } from './status-hero.tsx';

/** SPEC §5.3: receipts are images; the server takes JPEG, PNG or WebP. */
export const RECEIPT_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/**
 * A receipt image picker (the 'I paid' form and the dispute form, SPEC §5.3): a drop area that shows the
 * chosen file's name and, once picked, a preview of the image.
 */
export function ReceiptInput({
  label,
  pickText,
  hint,
  previewAlt,
  file,
  onChange,
  error,
  testId,
}: {
  label: string;
  /** Shown until a file is picked. */
  pickText: string;
  hint: string;
  previewAlt: string;
  file: File | null;
  onChange: (file: File | null) => void;
  error: string | null;
  testId?: string;
}) {
  const id = useId();
  const errorId = useId();
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    if (!file?.type.startsWith('image/') || typeof URL.createObjectURL !== 'function') {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-xs font-semibold uppercase tracking-wide text-muted">
        {label}
      </label>
      <label
        htmlFor={id}
        className={cn(
          'flex min-h-28 cursor-pointer flex-col items-center justify-center gap-2 rounded-control border-2 border-dashed bg-sunken p-4 text-center transition focus-within:border-accent hover:border-accent',
          error ? 'border-danger' : 'border-line-strong',
        )}
      >
        {preview ? (
          <img src={preview} alt={previewAlt} className="max-h-32 rounded-lg object-contain" />
        ) : (
          <span
            className="grid size-10 place-items-center rounded-full bg-accent/20 text-accent-strong"
            aria-hidden="true"
          >
            <LineIcon
              d="M12 16V4m0 0-4.5 4.5M12 4l4.5 4.5M4 16v2.5A1.5 1.5 0 0 0 5.5 20h13a1.5 1.5 0 0 0 1.5-1.5V16"
              className="size-5"
            />
          </span>
        )}
        <span className="max-w-full truncate text-sm font-bold">{file ? file.name : pickText}</span>
        <span className="text-xs text-faint">{hint}</span>
        <input
          id={id}
          type="file"
          accept={RECEIPT_TYPES.join(',')}
          className="sr-only"
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          data-testid={testId}
          onChange={(event) => onChange(event.target.files?.[0] ?? null)}
        />
      </label>
      {error && (
        <p id={errorId} role="alert" className="text-xs font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
