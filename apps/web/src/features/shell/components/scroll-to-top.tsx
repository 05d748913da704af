import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/index.ts';
import { cn } from '../../../lib/cn.ts';
import { SCROLL_TOP_THRESHOLD_PX } from '../config/layout.ts';
import { ArrowUpIcon } from './icons.tsx';

/** SPEC §9: a scroll-to-top button once the page is scrolled past 350 px. */
export function ScrollToTop({ className }: { className?: string }) {
  const { t } = useTranslation('shell');
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      setVisible(window.scrollY > SCROLL_TOP_THRESHOLD_PX);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, []);

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
