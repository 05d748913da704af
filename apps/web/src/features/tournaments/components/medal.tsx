import { cn } from '../../../lib/cn.ts';

const MEDALS: Record<number, string> = {
  1: 'bg-gradient-to-br from-gold-strong to-gold text-deep shadow-glow-gold',
  2: 'bg-gradient-to-br from-[#f1f1fb] to-[#a9a8c6] text-deep',
  3: 'bg-gradient-to-br from-[#f2b27a] to-[#b8652f] text-deep',
};

/** A place: a gold, silver or bronze medal for 1 to 3, the number for the rest. */
export function Place({ place }: { place: number }) {
  const medal = MEDALS[place];
  return (
    <span
      className={cn(
        'tabular inline-grid h-7 min-w-7 place-items-center rounded-full px-1 text-xs font-black',
        medal ?? 'text-muted',
      )}
      data-medal={medal ? place : undefined}
    >
      {place}
    </span>
  );
}
