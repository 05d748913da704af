import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/index.ts';
import { cn } from '../../../lib/cn.ts';
import { useGameInfo } from '../api/get-games.ts';
import { gameBox } from '../lib/game-box.ts';
import { FairnessPanel } from './fairness-panel.tsx';
import { GameHeader, useGamePageWidth } from './game-header.tsx';
import { GameInfoPanel } from './game-info-panel.tsx';
import { GAME_CONTROLS, GAME_PAGE, GAME_ROW, GAME_STAGE } from './game-layout-classes.ts';
import { LiveBets } from './live-bets.tsx';
import { RecentBets } from './recent-bets.tsx';
import { SoundToggle } from './sound-toggle.tsx';

/**
 * The page every original uses: title bar (RTP, favorites, theatre mode, sound), the controls panel beside
 * the stage (stacked on phones, stage first), and below them the game's rules and facts, the fairness
 * panel, the player's recent bets and the live feed. Tighter on phones, so the main action sits above the
 * bottom bar without scrolling.
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

  const width = useGamePageWidth();

  return (
    <div className={cn(GAME_PAGE, width)}>
      <GameHeader title={name} rtp={info?.rtp} tools={<SoundToggle />} />
      <div className={GAME_ROW}>
        <section aria-label={t('controls')} className={cn(GAME_CONTROLS, box.controls)}>
          {controls}
        </section>
        <section aria-label={t('stage')} className={cn(GAME_STAGE, box.stage, stageClassName)}>
          {stage}
        </section>
      </div>
      <div className="grid grid-cols-1 items-start gap-4 xl:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <div className="flex min-w-0 flex-col gap-4">
          <GameInfoPanel gameId={gameId} game={info} />
          <FairnessPanel gameId={gameId} />
        </div>
        <RecentBets gameId={gameId} />
      </div>
      <LiveBets />
    </div>
  );
}
