import { useState } from 'react';
import { cn } from '../../../../lib/cn.ts';

/** The currency's icon, or its code's first letters on a coloured disc when the icon does not load. */
export function CurrencyBadge({
  code,
  icon,
  className,
}: {
  code: string;
  icon?: string | null;
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
        className={cn('size-9 shrink-0 rounded-full', className)}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={cn(
        'grid size-9 shrink-0 place-items-center rounded-full bg-gradient-to-br from-accent to-neon/70 text-[0.65rem] font-extrabold tracking-tight text-accent-ink',
        className,
      )}
    >
      {code.slice(0, code.startsWith('USDT') ? 4 : 3)}
    </span>
  );
}
