import { useEffect, useId, useState } from 'react';
import { useTranslation } from '../../../i18n/index.ts';
import { cn } from '../../../lib/cn.ts';
import { useReducedMotion } from '../../../lib/use-reduced-motion.ts';
import { CheckIcon, CoinIcon, GiftIcon, PauseIcon, PlayIcon, SpinIcon } from '../components/bonus-icons.tsx';

const SCENES = [
  { id: 'deposit', Icon: CoinIcon, tone: 'from-neon/40 text-neon' },
  { id: 'bonus', Icon: GiftIcon, tone: 'from-gold/40 text-gold' },
  { id: 'wager', Icon: SpinIcon, tone: 'from-accent/50 text-accent-strong' },
  { id: 'cashout', Icon: CheckIcon, tone: 'from-success/40 text-success' },
] as const;

/** How long a scene stays before the next (the whole explainer is about 16 seconds). */
export const SCENE_MS = 4000;

/**
 * The drawer's video: a short explainer of how the welcome bonus works, drawn on the page so it plays
 * offline and in every language (its captions are the text). A poster until the player presses play;
 * play and pause, and a dot per scene to jump to it. No sound, nothing starts by itself.
 */
export function BonusExplainer() {
  const { t } = useTranslation('bonuses');
  const reduced = useReducedMotion();
  const titleId = useId();
  const [scene, setScene] = useState<number | null>(null);
  const [playing, setPlaying] = useState(false);

  useEffect(() => {
    if (!playing || scene === null) return;
    const timer = setTimeout(() => {
      if (scene >= SCENES.length - 1) setPlaying(false);
      else setScene(scene + 1);
    }, SCENE_MS);
    return () => clearTimeout(timer);
  }, [playing, scene]);

  const current = scene === null ? null : SCENES[scene];
  const play = () => {
    setScene((value) => (value === null || value >= SCENES.length - 1 ? 0 : value));
    setPlaying(true);
  };

  return (
    <figure aria-labelledby={titleId} className="flex flex-col gap-2" data-testid="bonus-explainer">
      <div className="relative aspect-video overflow-hidden rounded-card border border-line bg-deep">
        {current ? (
          <div
            key={current.id}
            className={cn(
              'absolute inset-0 flex flex-col items-center justify-center gap-3 bg-gradient-to-b to-deep p-6 text-center',
              current.tone,
              !reduced && 'animate-fade-in',
            )}
          >
            <current.Icon className={cn('size-16', !reduced && 'animate-pop')} />
            <p className="max-w-xs text-base font-black text-ink sm:text-lg" aria-hidden="true">
              {t(`drawer.video.scene.${current.id}`)}
            </p>
          </div>
        ) : (
          // The poster.
          <div className="absolute inset-0 flex flex-col items-center justify-center gap-2 bg-gradient-to-br from-accent/50 via-surface to-gold/20 p-6 text-center">
            <p className="text-xs font-bold uppercase tracking-[0.2em] text-gold">
              {t('drawer.video.eyebrow')}
            </p>
            <p className="max-w-xs text-lg font-black text-ink">{t('drawer.video.poster')}</p>
          </div>
        )}
        <div className="absolute inset-x-0 bottom-0 flex items-center gap-2 bg-gradient-to-t from-deep/90 to-transparent px-3 pt-6 pb-2">
          <button
            type="button"
            onClick={playing ? () => setPlaying(false) : play}
            aria-label={playing ? t('drawer.video.pause') : t('drawer.video.play')}
            className="grid size-11 place-items-center rounded-full bg-accent text-accent-ink shadow-glow transition hover:bg-accent-hover"
          >
            {playing ? <PauseIcon className="size-4" /> : <PlayIcon className="size-4" />}
          </button>
          <div className="flex flex-1 items-center gap-1.5">
            {SCENES.map((item, index) => (
              <button
                key={item.id}
                type="button"
                aria-label={t('drawer.video.sceneLabel', { index: index + 1, total: SCENES.length })}
                aria-current={scene === index ? 'step' : undefined}
                onClick={() => setScene(index)}
                className="flex h-11 flex-1 items-center"
              >
                <span
                  className={cn(
                    'block h-1.5 w-full rounded-full transition',
                    scene !== null && index <= scene ? 'bg-gold' : 'bg-ink/25',
                  )}
                />
              </button>
            ))}
          </div>
        </div>
      </div>
      {/* The captions, read as the scenes change (one stable live region: a new one is not announced). */}
      <p className="sr-only" aria-live="polite">
        {current ? t(`drawer.video.scene.${current.id}`) : ''}
      </p>
      <figcaption id={titleId} className="text-xs text-muted">
        {t('drawer.video.caption')}
      </figcaption>
    </figure>
  );
}
