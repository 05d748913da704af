import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/index.ts';
import { cn } from '../../../lib/cn.ts';
import { ArrowUpIcon } from './icons.tsx';

/** The button itself (scroll-to-top.tsx says when); it fades in once mounted, then follows `shown`. */
export function ScrollTopButton({ shown, className }: { shown: boolean; className?: string | undefined }) {
  const { t } = useTranslation('shell');
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setMounted(true));
    return () => cancelAnimationFrame(frame);
  }, []);
  const visible = shown && mounted;

  return (
    <button
      type="button"
      aria-label={t('scrollTop')}
      title={t('scrollTop')}
      tabIndex={visible ? 0 : -1}
      aria-hidden={!visible || undefined}
      onClick={() => {
        const smooth = !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
        window.scrollTo({ top: 0, behavior: smooth ? 'smooth' : 'auto' });
        document.getElementById('main')?.focus({ preventScroll: true });
      }}
      className={cn(
        'fixed z-30 grid size-11 place-items-center rounded-full border border-line-strong bg-raised/95 text-ink shadow-card backdrop-blur transition duration-200 hover:border-accent hover:text-accent-strong',
        'right-[1.375rem] bottom-[calc(9.25rem+env(safe-area-inset-bottom))] md:right-[1.875rem] md:bottom-24',
        visible ? 'translate-y-0 opacity-100' : 'pointer-events-none translate-y-3 opacity-0',
        className,
      )}
    >
      <ArrowUpIcon />
    </button>
  );
}
