import { cn } from '../../../lib/cn.ts';

/** A language's flag as the server lists it (`/icons/flags/{code}.svg`); decorative beside its name. */
export function Flag({ src, className }: { src: string; className?: string }) {
  return (
    <img
      src={src}
      alt=""
      width={24}
      height={18}
      loading="lazy"
      decoding="async"
      className={cn('h-[18px] w-6 shrink-0 rounded-[4px] object-cover ring-1 ring-white/10', className)}
    />
  );
}
