import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/index.ts';
import { cn } from '../../lib/cn.ts';
import { shortId } from '../lib/format.ts';
import { BASE } from '../lib/permissions.ts';
import { Badge } from '../ui/badge.tsx';

/** The player behind a queue item, linked to their page (the full globalId in the title). */
export function PlayerLink({ globalId }: { globalId: string | null }) {
  const { t } = useTranslation('backoffice');
  if (!globalId) return <span className="text-faint">{t('cashier.noPlayer')}</span>;
  return (
    <Link
      to={`${BASE}/players/${globalId}`}
      title={globalId}
      className="font-mono text-xs font-semibold text-accent-strong underline-offset-4 hover:underline"
    >
      {shortId(globalId)}
    </Link>
  );
}

export function NewChip() {
  const { t } = useTranslation('backoffice');
  return <Badge tone="info">{t('cashier.new')}</Badge>;
}

/**
 * The row's decisions. From tablet width up they stay in view at the right edge while the table scrolls
 * sideways; on a phone they scroll with the row (pinned, they would hide the amount under them).
 */
export function ActionsCell({ children }: { children: ReactNode }) {
  return (
    <td className="bg-surface px-2 py-1.5 md:sticky md:right-0 md:shadow-[-8px_0_12px_-8px_rgb(0_0_0/0.6)]">
      <div className="flex items-center justify-end gap-1.5">{children}</div>
    </td>
  );
}

const actionTone = {
  success: 'border-success/50 text-success hover:bg-success/10',
  danger: 'border-danger/50 text-danger hover:bg-danger/10',
  neutral: 'border-line text-ink hover:border-line-strong hover:bg-raised',
};

/** A compact row action (the table is dense; fingers still get 44 px where they point). */
export function RowAction({
  tone = 'neutral',
  onClick,
  disabled,
  children,
  label,
}: {
  tone?: keyof typeof actionTone;
  onClick: () => void;
  disabled?: boolean;
  children: ReactNode;
  /** The accessible name when the visible text alone is ambiguous across rows ("Confirm order 12"). */
  label?: string;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      aria-label={label}
      className={cn(
        'min-h-8 whitespace-nowrap rounded-lg border bg-transparent px-2.5 text-xs font-bold transition disabled:cursor-not-allowed disabled:opacity-40 touch:min-h-11',
        actionTone[tone],
      )}
    >
      {children}
    </button>
  );
}
