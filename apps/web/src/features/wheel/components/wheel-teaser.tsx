import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { useViewer } from '../../auth/index.ts';
import { useWheel } from '../lib/wheel-store.ts';
import { WheelDisc } from './wheel-disc.tsx';
import { preloadWheel } from './wheel-host.tsx';

/**
 * A lobby card inviting a spin: for guests and for players with no deposits (SPEC §6: the wheel is only
 * offered to them). Renders nothing for anyone else.
 */
export function WheelTeaser() {
  const { t } = useTranslation('wheel');
  const { viewer, isLoading } = useViewer();
  const { open } = useWheel();
  if (isLoading || viewer?.hasDeposits) return null;
  return (
    <section
      aria-labelledby="wheel-teaser-title"
      className="relative flex h-full min-h-40 items-center gap-4 overflow-hidden rounded-card border border-gold/30 bg-gradient-to-br from-gold/15 via-raised to-surface p-5 shadow-card lg:flex-col lg:items-stretch lg:justify-center lg:gap-5"
    >
      <div
        className="pointer-events-none relative -my-10 -ml-12 w-40 shrink-0 lg:mx-auto lg:my-0 lg:w-52"
        aria-hidden="true"
      >
        <div className="motion-safe:animate-[spin_60s_linear_infinite]">
          <WheelDisc rotation={0} durationMs={0} />
        </div>
      </div>
      <div className="relative flex min-w-0 flex-col gap-2">
        <p className="text-xs font-bold uppercase tracking-[0.18em] text-gold">{t('teaser.eyebrow')}</p>
        <h2 id="wheel-teaser-title" className="text-lg font-black leading-tight">
          {viewer ? t('teaser.titlePlayer') : t('teaser.title')}
        </h2>
        <Button
          variant="primary"
          className="mt-1 self-start lg:w-full"
          onClick={open}
          onPointerEnter={preloadWheel}
          onFocus={preloadWheel}
        >
          {t('teaser.spin')}
        </Button>
      </div>
    </section>
  );
}
