import { lazy, Suspense } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../i18n/index.ts';
import { useViewer } from '../../auth/index.ts';
import { useWheelOffered } from '../lib/use-wheel-offered.ts';
import { useWheel } from '../lib/wheel-store.ts';
import { preloadWheel } from './wheel-host.tsx';

// The disc is decoration (aria-hidden) in its own small chunk, kept off the lobby's initial JS. Its code is
// asked for as this module loads, not when the teaser first renders: its labels are the phone lobby's
// largest text, so the first screen's largest paint waits for it (Lighthouse's LCP).
const discLoading = import('./wheel-disc.tsx');
discLoading.catch(() => {}); // a failed load surfaces where the teaser renders (lazy), not as unhandled
const WheelDisc = lazy(() => discLoading.then((module) => ({ default: module.WheelDisc })));

/**
 * A lobby card inviting a spin: for guests and for players with no deposits while the wheel has prizes
 * (SPEC §2.3, §6: the wheel is only offered to them). Renders nothing for anyone else.
 */
export function WheelTeaser() {
  const { t } = useTranslation('wheel');
  const { viewer } = useViewer();
  const offered = useWheelOffered();
  const { open } = useWheel();
  if (!offered) return null;
  // Lays itself out by the lobby's `lobby-top` container (LobbyHome): a row under the banner (the button
  // on the right where there is room), a column in the narrow promo slot beside a wide banner.
  return (
    <section
      aria-labelledby="wheel-teaser-title"
      className="relative flex h-full min-h-40 items-center gap-4 overflow-hidden rounded-card border border-gold/30 bg-gradient-to-br from-gold/15 via-raised to-surface p-5 shadow-card @5xl/lobby-top:flex-col @5xl/lobby-top:items-stretch @5xl/lobby-top:justify-center @5xl/lobby-top:gap-5"
    >
      <div
        className="pointer-events-none relative -my-10 -ml-12 w-40 shrink-0 @3xl/lobby-top:-my-14 @3xl/lobby-top:-ml-8 @3xl/lobby-top:w-44 @5xl/lobby-top:mx-auto @5xl/lobby-top:my-0 @5xl/lobby-top:w-52"
        aria-hidden="true"
      >
        <div className="motion-safe:animate-[spin_60s_linear_infinite]">
          <Suspense fallback={<div className="aspect-square w-full" />}>
            <WheelDisc rotation={0} durationMs={0} />
          </Suspense>
        </div>
      </div>
      <div className="relative flex min-w-0 flex-1 flex-col gap-2 @3xl/lobby-top:flex-row @3xl/lobby-top:items-center @3xl/lobby-top:gap-6 @5xl/lobby-top:flex-none @5xl/lobby-top:flex-col @5xl/lobby-top:items-stretch @5xl/lobby-top:gap-2">
        <div className="flex min-w-0 flex-col gap-2 @3xl/lobby-top:flex-1">
          <p className="text-xs font-bold uppercase tracking-[0.18em] text-gold">{t('teaser.eyebrow')}</p>
          <h2
            id="wheel-teaser-title"
            className="text-balance text-lg font-black leading-tight @3xl/lobby-top:text-xl @5xl/lobby-top:text-lg"
          >
            {viewer ? t('teaser.titlePlayer') : t('teaser.title')}
          </h2>
        </div>
        <Button
          variant="primary"
          className="mt-1 self-start @3xl/lobby-top:mt-0 @3xl/lobby-top:shrink-0 @3xl/lobby-top:self-center @5xl/lobby-top:mt-1 @5xl/lobby-top:w-full"
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
