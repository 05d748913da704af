import { useState } from 'react';
import { cn } from '../../../../lib/cn.ts';

/** A payment method's icon, or its initial on a tile when the icon does not load. */
export function MethodIcon({
  icon,
  name,
  className,
}: {
  icon?: string | null;
  name: string;
  className?: string;
}) {
  const [failed, setFailed] = useState(!icon);
  if (!failed && icon) {
    return (
      <img
        src={icon}
        alt=""
        aria-hidden="true"
        onError={() => setFailed(true)}
        className={cn('size-11 shrink-0 rounded-xl bg-raised object-contain p-1.5', className)}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={cn(
        'grid size-11 shrink-0 place-items-center rounded-xl border border-line bg-gradient-to-br from-raised to-sunken text-base font-extrabold text-accent-strong',
        className,
      )}
    >
      {name.slice(0, 1).toUpperCase()}
    </span>
  );
}
