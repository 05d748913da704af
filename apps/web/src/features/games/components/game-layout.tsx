import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/index.ts';
import { cn } from '../../../lib/cn.ts';
import { useGameInfo } from '../api/get-games.ts';
import { gameBox } from '../lib/game-box.ts';
import { FairnessPanel } from './fairness-panel.tsx';
import { GAME_CONTROLS, GAME_PAGE, GAME_ROW, GAME_STAGE } from './game-layout-classes.ts';
import { LiveBets } from './live-bets.tsx';
import { RecentBets } from './recent-bets.tsx';
import { SoundToggle } from './sound-toggle.tsx';

/**
 * The page every game uses: title bar, the controls panel beside the stage (stacked on phones, stage
 * first), and below them the fairness panel, the player's recent bets and the live feed. Tighter on
 * phones, so the main action sits above the bottom bar without scrolling.
 */
export function GameLayout({
  gameId,
  controls,
  stage,
  title,
  stageClassName,
}: {
  gameId: string;
  controls: ReactNode;
  stage: ReactNode;
  /** Defaults to the catalog title, else the translated game name. */
  title?: string;
  stageClassName?: string;
}) {
  const { t } = useTranslation('games');
  const info = useGameInfo(gameId);
  const name = title ?? info?.title ?? t(`title.${gameId}`, { defaultValue: gameId });
  // The same boxes as the skeleton shown while this code loaded (GameSkeleton): nothing moves.
  const box = gameBox(gameId);

  return (
    <div className={GAME_PAGE}>
      <div className="flex items-center gap-3">
        <h1 className="min-w-0 flex-1 truncate text-xl font-black tracking-tight sm:text-2xl">{name}</h1>
        {info && (
          <span className="tabular hidden rounded-full border border-line bg-sunken px-3 py-1 text-xs font-bold text-muted min-[400px]:inline">
            {t('rtp', { rtp: Number(info.rtp).toFixed(2) })}
          </span>
        )}
        <SoundToggle />
      </div>
      <div className={GAME_ROW}>
        <section aria-label={t('controls')} className={cn(GAME_CONTROLS, box.controls)}>
          {controls}
        </section>
        <section aria-label={t('stage')} className={cn(GAME_STAGE, box.stage, stageClassName)}>
          {stage}
        </section>
      </div>
      <div className="grid grid-cols-1 items-start gap-4 xl:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <FairnessPanel gameId={gameId} />
        <RecentBets gameId={gameId} />
      </div>
      <LiveBets />
    </div>
  );
}
