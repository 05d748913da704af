import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn.ts';
import { AssetIcon } from '../components/asset-icon.tsx';

/** One deposit method: icon, name, minimum, and (crypto) the deposit bonus badge. */
export function MethodButton({
  icon,
  code,
  name,
  minimum,
  badge,
  onClick,
  testId,
  disabled = false,
}: {
  icon?: string | null;
  code: string;
  name: string;
  minimum: ReactNode;
  badge?: string | null;
  onClick: () => void;
  testId?: string;
  /** The method cannot take payments now; `minimum` then says so. */
  disabled?: boolean;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      data-testid={testId}
      disabled={disabled}
      className={cn(
        'group relative flex min-h-24 min-w-0 flex-col items-center justify-start gap-1.5 rounded-control border border-line bg-sunken/80 px-2 py-3 text-center transition',
        disabled
          ? 'cursor-not-allowed opacity-50'
          : 'hover:-translate-y-0.5 hover:border-accent/70 hover:bg-raised hover:shadow-glow focus-visible:border-accent',
      )}
    >
      {badge && (
        <span className="absolute -top-2 right-1.5 rounded-full bg-gradient-to-r from-gold to-gold-strong px-1.5 py-px text-[0.65rem] font-black text-deep shadow-glow-gold">
          {badge}
        </span>
      )}
      <AssetIcon src={icon} code={code} className="size-9 transition group-hover:scale-105" />
      {/* The name takes the free height, so icons and minimums line up across a row. */}
      <span className="flex w-full flex-1 items-center justify-center">
        <span className="line-clamp-2 text-[0.8rem] font-bold leading-tight text-ink sm:text-sm">{name}</span>
      </span>
      <span className="tabular w-full truncate text-[0.7rem] font-medium text-muted">{minimum}</span>
    </button>
  );
}

export function MethodSkeleton({ count }: { count: number }) {
  return (
    <>
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <span key={i} className="min-h-24 animate-pulse rounded-control bg-raised/70" aria-hidden="true" />
      ))}
    </>
  );
}
